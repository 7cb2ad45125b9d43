import { createContext, useContext, useEffect } from 'react';
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

/** The document title of a page: "Page | Site", or the site name alone. */
export function documentTitle(title: string): string {
  return title === siteName ? title : `${title} | ${siteName}`;
}

/**
 * What a server render learns about the page's head. The server puts one in context; each
 * `usePageMeta` reports to it while rendering (effects do not run on the server), the last one
 * rendered winning as the last effect does in the browser. The server then writes the tags.
 */
export interface PageHead {
  title?: string;
  description?: string;
}

export class PageHeadCollector {
  head: PageHead = {};
  collect(title: string, description: string): void {
    this.head = { title, description };
  }
}

export const PageHeadContext = createContext<PageHeadCollector | null>(null);

export function setPageMeta(title: string, description: string): void {
  document.title = documentTitle(title);
  headMeta('name', 'description').content = description;
  // What a link preview shows; the URL-shaped tags (og:url, canonical, hreflang) are the shell's.
  headMeta('property', 'og:title').content = document.title;
  headMeta('property', 'og:description').content = description;
  window.dispatchEvent(new CustomEvent<PageShownDetail>(pageShownEvent, { detail: { title } }));
}

export function usePageMeta(title: string, description: string): void {
  useContext(PageHeadContext)?.collect(title, description);
  useEffect(() => setPageMeta(title, description), [title, description]);
}
