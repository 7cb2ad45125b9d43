import type { SitePath } from '../shared/lib/routes';
import { robotsTxt, sitemapXml } from './site-files';

const origin = 'https://www.example.com';
const pages: SitePath[] = [
  { path: '/', indexed: true },
  { path: '/about', indexed: true },
  { path: '/services/cloud/migration/details', indexed: true },
  { path: '/login', indexed: false },
  { path: '/dashboard', indexed: false },
];

describe('sitemap.xml', () => {
  const xml = sitemapXml(origin, pages);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every indexed page once, in order, and no account page', () => {
    expect(locs).toEqual([`${origin}/`, `${origin}/about`, `${origin}/services/cloud/migration/details`]);
  });

  it('links the three language versions and x-default of each page', () => {
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="id" href="${origin}/about?lang=id"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="ms" href="${origin}/about?lang=ms"/>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${origin}/about"/>`);
    expect(xml.match(/hreflang="en"/g)).toHaveLength(locs.length);
  });

  it('escapes what XML reserves', () => {
    expect(sitemapXml('https://a.example/?x=1&y=2', [{ path: '/p', indexed: true }])).toContain(
      '<loc>https://a.example/?x=1&amp;y=2/p</loc>',
    );
  });
});

describe('robots.txt', () => {
  it('keeps crawlers off the pages left out of the sitemap and points at it', () => {
    const robots = robotsTxt(origin, pages, ['/support/tickets']);
    expect(robots).toMatch(/^Disallow: \/support\/tickets\/$/m);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).toMatch(/^Disallow: \/login$/m);
    expect(robots).not.toMatch(/^Disallow: \/about/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m);
  });
});
