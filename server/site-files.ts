import type { SitePath } from '../shared/lib/routes.ts';
import { supportedLanguages } from '../shared/lib/languages.ts';
import { languageUrl } from '../shared/lib/seo.ts';
import { escapeHtml } from '../shared/lib/html.ts';

/**
 * sitemap.xml and robots.txt, written by the shell's server from the remotes' route manifests as
 * they are now (see route-table.ts), so a remote's new page is listed as soon as it is deployed.
 */

/**
 * Public origin of the site for the absolute URLs these files need: SITE_URL in production
 * (https://www.example.com), never the request's Host header, which a client chooses and a CDN
 * would cache; locally the shell's own port.
 */
export function siteOrigin(port: number): string {
  return (process.env.SITE_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
}

/** sitemap.xml: every indexed page, with its three language versions as hreflang alternates. */
export function sitemapXml(origin: string, pages: readonly SitePath[]): string {
  const entries = pages
    .filter((page) => page.indexed)
    .map((page) => {
      const alternates = [
        ...supportedLanguages.map((language) => ({ hreflang: language, href: languageUrl(origin, page.path, language) })),
        { hreflang: 'x-default', href: languageUrl(origin, page.path, 'en') },
      ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`);
      return [`  <url>`, `    <loc>${escapeHtml(languageUrl(origin, page.path, 'en'))}</loc>`, ...alternates, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything may be crawled except the pages kept out of the sitemap and the records
 * below the remotes' record paths; points at the sitemap.
 */
export function robotsTxt(origin: string, pages: readonly SitePath[], recordPaths: readonly string[] = []): string {
  return [
    'User-agent: *',
    ...pages.filter((page) => !page.indexed).map((page) => `Disallow: ${page.path}`),
    ...recordPaths.map((path) => `Disallow: ${path}/`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
