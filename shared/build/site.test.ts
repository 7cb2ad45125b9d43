import { robotsTxt, siteRoutes, sitemapXml } from './site';

const origin = 'https://www.example.com';

describe('sitemap.xml', () => {
  const xml = sitemapXml(origin);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

  it('lists every indexed page of the five remotes once, and no account page', () => {
    const indexed = siteRoutes.filter((route) => route.indexed).map((route) => `${origin}${route.path}`);
    expect(locs).toEqual(indexed);
    expect(locs).toEqual(
      expect.arrayContaining([`${origin}/`, `${origin}/services/cloud/migration/details`, `${origin}/blog/ai-trends-2025`]),
    );
    expect(locs).not.toContain(`${origin}/dashboard`);
    expect(new Set(locs).size).toBe(locs.length);
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
  it('keeps crawlers off the account pages and points at the sitemap', () => {
    const robots = robotsTxt(origin);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Disallow: \/dashboard$/m);
    expect(robots).toMatch(/^Disallow: \/login$/m);
    expect(robots).not.toMatch(/^Disallow: \/services/m);
    expect(robots).toMatch(/^Sitemap: https:\/\/www\.example\.com\/sitemap\.xml$/m);
  });
});
