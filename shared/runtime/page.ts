import { useEffect } from 'react';
import { headMeta } from '../lib/head';

/**
 * Per-route document title and description. Pages call `usePageMeta`; the shell listens for the
 * event to move focus to the new page's heading and announce it to screen readers.
 */
export const siteName = 'Meridian IT Services';
export const pageShownEvent = 'meridian:page-shown';

export interface PageShownDetail {
  title: string;
}

export function setPageMeta(title: string, description: string): void {
  document.title = title === siteName ? title : `${title} | ${siteName}`;
  headMeta('name', 'description').content = description;
  // What a link preview shows; the URL-shaped tags (og:url, canonical, hreflang) are the shell's.
  headMeta('property', 'og:title').content = document.title;
  headMeta('property', 'og:description').content = description;
  window.dispatchEvent(new CustomEvent<PageShownDetail>(pageShownEvent, { detail: { title } }));
}

export function usePageMeta(title: string, description: string): void {
  useEffect(() => setPageMeta(title, description), [title, description]);
}
