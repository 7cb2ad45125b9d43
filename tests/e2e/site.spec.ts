import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { sitePages } from './site-pages';
import { openSite, renderedHeadingAndTitle, showPage, sweepGroups, unescapeHtml, visibleTexts } from './site-sweep';
import { isAllowedUntranslated } from './translation-allow-list';

/**
 * Site-wide gates over every page of every remote (the lists sitemap.xml is built from): search
 * tags, accessibility in both themes and at 200% text size, and complete translations. Pages are
 * visited by client-side navigation inside one page session per group.
 */

const languages = ['en', 'id', 'ms'] as const;
const ogLocales = { en: 'en_US', id: 'id_ID', ms: 'ms_MY' } as const;

/** What a crawler or a link preview reads in a page's HTML (the server's HTML is minified: quotes are optional). */
function readHtml(html: string) {
  const attribute = (tag: string, name: string) => {
    const match = new RegExp(`\\b${name}=(?:"([^"]*)"|([^\\s>]+))`).exec(tag);
    return match ? unescapeHtml(match[1] ?? match[2] ?? '') : null;
  };
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map(([tag]) => tag);
  const meta = (key: string) =>
    metas.filter((tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key).map((tag) => attribute(tag, 'content'));
  const links = [...html.matchAll(/<link [^>]*>/g)].map(([tag]) => tag);
  const { heading, title } = renderedHeadingAndTitle(html);
  return {
    lang: /<html lang="?([a-z]+)/.exec(html)?.[1],
    title: title ?? '',
    description: meta('description'),
    og: Object.fromEntries(['og:type', 'og:site_name', 'og:title', 'og:description', 'og:url', 'og:locale'].map((key) => [key, meta(key)])),
    canonical: links.filter((tag) => attribute(tag, 'rel') === 'canonical').map((tag) => attribute(tag, 'href')),
    alternates: links
      .filter((tag) => attribute(tag, 'rel') === 'alternate')
      .map((tag) => `${attribute(tag, 'hreflang')} ${attribute(tag, 'href')}`),
    h1: heading,
  };
}

test('every page arrives rendered: a plain GET in en, id and ms has its heading, its own title and description, canonical, hreflang, Open Graph tags and <html lang>', async ({
  request,
}) => {
  const problems: string[] = [];
  for (const language of languages) {
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const { path, indexed } of sitePages) {
      const url = `http://localhost:3000${path}`;
      const own = language === 'en' ? url : `${url}?lang=${language}`;
      const response = await request.get(own, { headers: { accept: '*/*' } });
      const page = readHtml(await response.text());
      const [description] = page.description;
      const expected = {
        status: 200,
        lang: language,
        description: [description],
        og: {
          'og:type': ['website'],
          'og:site_name': ['Meridian IT Services'],
          'og:title': [page.title],
          'og:description': [description],
          'og:url': [own],
          'og:locale': [ogLocales[language]],
        },
        canonical: [own],
        alternates: [`en ${url}`, `id ${url}?lang=id`, `ms ${url}?lang=ms`, `x-default ${url}`],
      };
      const actual = {
        status: response.status(),
        lang: page.lang,
        description: page.description,
        og: page.og,
        canonical: page.canonical,
        alternates: page.alternates,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected)) problems.push(`${own}: ${JSON.stringify(actual)}`);
      // Account pages wait for the visitor's session (they render in the browser); every other page has its heading.
      if (indexed && !page.h1) problems.push(`${own}: no <h1> in the HTML`);
      if ((description?.length ?? 0) <= 40) problems.push(`${own}: description "${description}"`);
      if (titles.has(page.title)) problems.push(`${own}: the title of ${titles.get(page.title)}`);
      if (descriptions.has(description!)) problems.push(`${own}: the description of ${descriptions.get(description!)}`);
      titles.set(page.title, path);
      descriptions.set(description!, path);
    }
  }
  expect(problems).toEqual([]);
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
      // Rendered: the frame's navigation and the page's heading (the 404 page's too).
      html.includes('<nav') &&
      // Signed-in pages (dashboard, account, the staff workspace) render their "checking" state.
      (path === '/dashboard' || path === '/account' || path.startsWith('/staff') || /<h1[\s>]/.test(html)) &&
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
 *
 * Hydration: every page is loaded in full (server-rendered, then hydrated) in one of the passes,
 * in turn, and reached by client-side navigation in the others; React must accept the server's
 * HTML as it is (a mismatch or recoverable error is logged as a console error by the shell's
 * onRecoverableError, and fails the test), and the heading and title after hydration must be the
 * server's. A full load of every page in every pass would cost three times as long for little
 * more: the render does not depend on the theme (CSS applies it), and the languages differ in copy.
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
    page.on('console', (message) => {
      if (message.type() === 'error') findings.push(`${page.url()}: console error ${message.text().slice(0, 300)}`);
    });
    for (const [passIndex, { language, theme }] of passes.entries()) {
      await page.emulateMedia({ colorScheme: theme });
      for (const [index, path] of group.paths.entries()) {
        if (index === 0 || index % passes.length === passIndex) {
          const rendered = renderedHeadingAndTitle(await openSite(page, path, language));
          // Account pages send a signed-out visitor on to sign in once hydrated.
          if (sitePages.find((candidate) => candidate.path === path)?.indexed) {
            await expect(page.locator('#main h1').first(), `${path} hydrated`).toHaveText(rendered.heading ?? '(no heading in the HTML)');
            expect(await page.title(), `${path} hydrated`).toBe(rendered.title);
          }
        } else await showPage(page, path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
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
