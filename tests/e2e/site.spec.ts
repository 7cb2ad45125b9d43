import AxeBuilder from '@axe-core/playwright';
import { siteRoutes } from '../../shared/build/site.ts';
import { test, expect } from './fixtures';
import { openSite, showPage, sweepGroups, visibleTexts } from './site-sweep';
import { isAllowedUntranslated } from './translation-allow-list';

/**
 * Site-wide gates over every page of every remote (the lists sitemap.xml is built from): search
 * tags, accessibility in both themes and at 200% text size, and complete translations. Pages are
 * visited by client-side navigation inside one page session per group.
 */

test('every page has its own title and description, a canonical URL, Open Graph tags and hreflang alternates', async ({ page }) => {
  test.setTimeout(240_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  await openSite(page, '/', 'en');
  for (const { path, indexed } of siteRoutes) {
    await showPage(page, path);
    // Signed out, /dashboard sends the visitor to /login; only account pages may redirect.
    if (new URL(page.url()).pathname !== path) {
      expect(indexed, `${path} redirected`).toBe(false);
      continue;
    }
    const head = await page.evaluate(() => {
      const attr = (selector: string, name: string) => document.head.querySelector(selector)?.getAttribute(name) ?? null;
      return {
        title: document.title,
        description: attr('meta[name="description"]', 'content'),
        canonical: attr('link[rel="canonical"]', 'href'),
        alternates: [...document.head.querySelectorAll('link[rel="alternate"][hreflang]')].map(
          (link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`,
        ),
        og: Object.fromEntries(
          [...document.head.querySelectorAll('meta[property^="og:"]')].map((meta) => [
            meta.getAttribute('property'),
            meta.getAttribute('content'),
          ]),
        ),
        lang: document.documentElement.lang,
      };
    });
    const url = `http://localhost:3000${path}`;
    expect(head.canonical, path).toBe(url);
    expect(head.alternates, path).toEqual([`en ${url}`, `id ${url}?lang=id`, `ms ${url}?lang=ms`, `x-default ${url}`]);
    expect(head.og, path).toEqual({
      'og:type': 'website',
      'og:site_name': 'Meridian IT Services',
      'og:title': head.title,
      'og:description': head.description,
      'og:url': url,
      'og:locale': 'en_US',
    });
    expect(head.lang, path).toBe('en');
    expect(head.description?.length ?? 0, `${path} description`).toBeGreaterThan(40);
    expect(titles.get(head.title), `${path} has the title of another page`).toBeUndefined();
    expect(descriptions.get(head.description!), `${path} has the description of another page`).toBeUndefined();
    titles.set(head.title, path);
    descriptions.set(head.description!, path);
  }
});

test('sitemap.xml and robots.txt list the pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toEqual(siteRoutes.filter((route) => route.indexed).map((route) => route.path));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

for (const group of sweepGroups()) {
  test(`${group.name}: axe finds nothing in the light and dark themes, and 200% text needs no sideways scrolling`, async ({ page }) => {
    test.setTimeout(group.paths.length * 15_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await openSite(page, group.paths[0]!, 'en');
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const [index, path] of group.paths.entries()) {
        await showPage(page, path);
        // The top bar, footer and chat button are the same on every page: checked whole on the
        // group's first page, then only what each page puts in <main>.
        const axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
        const results = await (index === 0 ? axe : axe.include('#main')).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
          `${path} (${theme})`,
        ).toEqual([]);
        if (theme === 'dark') continue;
        // Text zoom is the browser's font-size setting (Chrome: Settings > Appearance > Font size):
        // twice the default size, which rem sizes and rem media queries both follow.
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
        const overflow = await page.evaluate(async () => {
          await new Promise(requestAnimationFrame);
          return document.documentElement.scrollWidth - document.documentElement.clientWidth;
        });
        await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
        expect(overflow, `${path} scrolls sideways at 200% text`).toBeLessThanOrEqual(0);
      }
    }
  });

  test(`${group.name}: nothing is left in English in Indonesian or Malay`, async ({ page }) => {
    test.setTimeout(group.paths.length * 10_000);
    const english = new Map<string, Set<string>>();
    await openSite(page, group.paths[0]!, 'en');
    for (const path of group.paths) {
      await showPage(page, path);
      english.set(path, new Set(await visibleTexts(page)));
    }
    for (const language of ['id', 'ms'] as const) {
      await openSite(page, group.paths[0]!, language);
      const untranslated: string[] = [];
      for (const path of group.paths) {
        await showPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        for (const text of await visibleTexts(page)) {
          if (english.get(path)!.has(text) && !isAllowedUntranslated(text)) untranslated.push(`${path}: ${text}`);
        }
      }
      expect(untranslated, `text still in English on the ${language} pages`).toEqual([]);
    }
  });
}
