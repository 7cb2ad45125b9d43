import type { Compiler } from 'webpack';
import type { SitePath } from '../lib/routes.ts';
import { supportedLanguages } from '../lib/languages.ts';
import { languageUrl } from '../lib/seo.ts';
import { sitePaths as marketing } from '../../mf-marketing/src/sitePaths.ts';
import { sitePaths as services } from '../../mf-services/src/sitePaths.ts';
import { sitePaths as insights } from '../../mf-insights/src/sitePaths.ts';
import { sitePaths as support } from '../../mf-support/src/sitePaths.ts';
import { sitePaths as portal } from '../../mf-portal/src/sitePaths.ts';

/** Every page of the site, from the five remotes' lists (each checked against its routes). */
export const siteRoutes: readonly SitePath[] = [...marketing, ...services, ...insights, ...support, ...portal];

/**
 * Public origin of the site for the absolute URLs that sitemap.xml needs. A deployment builds the
 * shell with SITE_URL=https://www.example.com; locally it is the shell's own port.
 */
export function siteOrigin(): string {
  return (process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** sitemap.xml: every indexed page, with its three language versions as hreflang alternates. */
export function sitemapXml(origin: string, routes: readonly SitePath[] = siteRoutes): string {
  const entries = routes
    .filter((route) => route.indexed)
    .map((route) => {
      const alternates = [
        ...supportedLanguages.map((language) => ({ hreflang: language, href: languageUrl(origin, route.path, language) })),
        { hreflang: 'x-default', href: languageUrl(origin, route.path, 'en') },
      ].map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`);
      return [`  <url>`, `    <loc>${escapeXml(languageUrl(origin, route.path, 'en'))}</loc>`, ...alternates, `  </url>`].join('\n');
    });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled except the account pages; points at the sitemap. */
export function robotsTxt(origin: string, routes: readonly SitePath[] = siteRoutes): string {
  return [
    'User-agent: *',
    ...routes.filter((route) => !route.indexed).map((route) => `Disallow: ${route.path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** Writes sitemap.xml and robots.txt into the shell's build output. */
export class SeoFilesPlugin {
  apply(compiler: Compiler): void {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('SeoFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'SeoFilesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const origin = siteOrigin();
          compilation.emitAsset('sitemap.xml', new RawSource(sitemapXml(origin)));
          compilation.emitAsset('robots.txt', new RawSource(robotsTxt(origin)));
        },
      );
    });
  }
}
