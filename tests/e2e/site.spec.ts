import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { sitePages } from './site-pages';
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
  for (const { path, indexed } of sitePages) {
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

test('every page answers a plain GET (no JavaScript, Accept: */*) with 200 and the page; unknown pages and odd paths to the page file with 404; all with the document policies', async ({
  request,
  baseURL,
}) => {
  const answers: string[] = [];
  const expectations = [
    ...sitePages.map((page) => [page.path, 200] as const),
    ...(['/no-such-page', '/services/no-such-service', '/index.html', '//index.html', '/%69ndex.html', '/index.html.br'] as const).map(
      (path) => [path, 404] as const,
    ),
  ];
  for (const [path, status] of expectations) {
    // Joined as text: "//index.html" would otherwise be read as a host name.
    const response = await request.get(`${baseURL}${path}`, { headers: { accept: '*/*', 'accept-encoding': 'br, gzip' } });
    const headers = response.headers();
    const html = await response.text();
    const ok =
      response.status() === status &&
      headers['content-type']?.startsWith('text/html') &&
      /<div id="?root"?>/.test(html) &&
      headers['content-security-policy']?.includes("frame-ancestors 'none'") &&
      headers['x-frame-options'] === 'SAMEORIGIN' &&
      headers['x-content-type-options'] === 'nosniff' &&
      headers['referrer-policy'] === 'strict-origin-when-cross-origin';
    if (!ok) answers.push(`${path}: ${response.status()} ${headers['content-type']} csp=${Boolean(headers['content-security-policy'])}`);
  }
  expect(answers).toEqual([]);
  const missingScript = await request.get('/main.ffffffffff.js', { headers: { accept: '*/*' } });
  expect(missingScript.status()).toBe(404);
  expect(missingScript.headers()['content-type']).toMatch(/^text\/plain/);
});

test('sitemap.xml and robots.txt list the pages', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(locs).toEqual(sitePages.filter((page) => page.indexed).map((page) => page.path));
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /dashboard');
  expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
});

/**
 * One pass over the group's pages per language: English in the light theme (the whole page checked
 * at 200% text too), Indonesian in the dark theme, Malay in the light theme. Every page is checked
 * by axe in each pass, so each is checked in both themes and all three languages, and the
 * Indonesian and Malay passes compare the visible text with the English one.
 */
const passes = [
  { language: 'en', theme: 'light' },
  { language: 'id', theme: 'dark' },
  { language: 'ms', theme: 'light' },
] as const;

for (const group of sweepGroups()) {
  test(`${group.name}: axe finds nothing in en/light, id/dark and ms/light, 200% text needs no sideways scrolling, and nothing is left in English`, async ({
    page,
  }) => {
    test.setTimeout(group.paths.length * 12_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const cdp = await page.context().newCDPSession(page);
    const english = new Map<string, Set<string>>();
    const findings: string[] = [];
    for (const { language, theme } of passes) {
      await page.emulateMedia({ colorScheme: theme });
      await openSite(page, group.paths[0]!, language);
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      for (const [index, path] of group.paths.entries()) {
        await showPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The top bar, footer and chat button are the same on every page: checked whole on the
        // group's first page, then only what each page puts in <main>.
        findings.push(
          ...(await axeViolations(page, { label: `${path} (${language}, ${theme})`, include: index === 0 ? undefined : '#main' })),
        );
        const texts = await visibleTexts(page);
        if (language === 'en') {
          english.set(path, new Set(texts));
          // Text zoom is the browser's font-size setting (Chrome: Settings > Appearance > Font
          // size): twice the default size, which rem sizes and rem media queries both follow.
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: 32, fixed: 26 } });
          const overflow = await page.evaluate(async () => {
            await new Promise(requestAnimationFrame);
            return document.documentElement.scrollWidth - document.documentElement.clientWidth;
          });
          await cdp.send('Page.setFontSizes', { fontSizes: { standard: 16, fixed: 13 } });
          if (overflow > 0) findings.push(`${path} scrolls sideways at 200% text (${overflow}px)`);
        } else {
          for (const text of texts)
            if (english.get(path)!.has(text) && !isAllowedUntranslated(text))
              findings.push(`${path} (${language}) still in English: ${text}`);
        }
      }
    }
    expect(findings).toEqual([]);
  });
}
