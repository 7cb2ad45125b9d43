import { documentTitle, siteName, type PageHead } from '@meridian/shared/runtime/page';
import { pageUrls } from '@meridian/shared/lib/seo';
import type { Language } from '@meridian/shared/lib/languages';
import { escapeHtml } from '@meridian/shared/lib/html';

/** Said when a page set no description of its own (the same text as index.html's). */
export const defaultDescription = 'Meridian IT Services: cloud, security, software and managed IT for growing businesses.';

/**
 * The head tags of a server-rendered page: what its usePageMeta collected (title, description and
 * their Open Graph twins) and what SeoLinks sets in the browser (canonical, hreflang, og:url,
 * og:locale), so a crawler or a link preview reads the same head a visitor's browser shows.
 */
export function documentHead(origin: string, pathname: string, language: Language, head: PageHead): string {
  const title = documentTitle(head.title ?? siteName);
  const description = head.description ?? defaultDescription;
  const urls = pageUrls(origin, pathname, language);
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(urls.canonical)}">`,
    `<meta property="og:locale" content="${escapeHtml(urls.ogLocale)}">`,
    `<link rel="canonical" href="${escapeHtml(urls.canonical)}">`,
    ...urls.alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
  ].join('');
}
