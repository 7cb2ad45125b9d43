import { useEffect } from 'react';

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
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = description;
  window.dispatchEvent(new CustomEvent<PageShownDetail>(pageShownEvent, { detail: { title } }));
}

export function usePageMeta(title: string, description: string): void {
  useEffect(() => setPageMeta(title, description), [title, description]);
}
