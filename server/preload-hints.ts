import { escapeHtml } from '../shared/lib/html.ts';

/**
 * The preload hint for the remote that renders a page: the shell's server writes it into the
 * page's <head>, so the browser fetches the remote's mf-manifest.json while main.js is still
 * arriving instead of after the shell has started (one round trip fewer before the page's content
 * can paint). It matches how the federation runtime then asks for the file (fetch() in CORS mode),
 * or the browser would download it twice; an e2e test watches both.
 *
 * Only the manifest: preloading the remote's entry, code and CSS as well (tried, with the
 * attributes that match) saved more, but Chromium hands a failed preload's response to the later
 * request, so a remote that was down when the page loaded could no longer be brought back by
 * Retry without a reload.
 */

export function preloadLinks(manifestUrl: string): string {
  return `<link rel="preload" href="${escapeHtml(manifestUrl)}" as="fetch" crossorigin="anonymous">`;
}
