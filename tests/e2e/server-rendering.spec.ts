import { test, expect } from './fixtures';
import { sitePages } from './site-pages';

/**
 * The server sends every page rendered and the browser hydrates it (docs/decisions/0003). What the
 * HTML holds is checked over every page and language by plain requests in site.spec.ts; here a
 * real browser loads every page and React must accept the HTML as it is: no hydration mismatch,
 * no recoverable error (React reports both through onRecoverableError, which the shell logs as
 * console errors), and the heading and title the visitor ends up with are the server's.
 *
 * Each page is loaded once, the language and theme rotating from page to page through all six
 * combinations: a full load per page, language and theme would cost six times as long, and the
 * render does not depend on the theme (CSS applies it) while the languages differ only in copy.
 */
const combinations = [
  { language: 'en', theme: 'light' },
  { language: 'id', theme: 'dark' },
  { language: 'ms', theme: 'light' },
  { language: 'en', theme: 'dark' },
  { language: 'id', theme: 'light' },
  { language: 'ms', theme: 'dark' },
] as const;
const groups = 4;

const headingOf = (html: string) => {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(html.indexOf('<div id="root">')));
  return match
    ? match[1]!
        .replace(/<[^>]*>/g, '')
        .replace(/&amp;/g, '&')
        .replace(/&#x27;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/\s+/g, ' ')
        .trim()
    : null;
};

for (let group = 0; group < groups; group++) {
  test(`every page hydrates as the server rendered it, in all three languages and both themes (${group + 1} of ${groups})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    });
    for (let index = group; index < sitePages.length; index += groups) {
      const { path, indexed } = sitePages[index]!;
      const { language, theme } = combinations[index % combinations.length]!;
      await page.emulateMedia({ colorScheme: theme });
      // The fixture's goto returns once the page is hydrated.
      const response = await page.goto(`${path}?lang=${language}`);
      const html = await response!.text();
      await expect(page.locator('html'), path).toHaveAttribute('lang', language);
      await expect(page.locator('html'), path).toHaveAttribute('data-theme', theme);
      // Account pages send a signed-out visitor to sign in once hydrated; the others stay as sent.
      if (!indexed) continue;
      await expect(page.locator('#main h1').first(), `${path} ${language}`).toHaveText(headingOf(html)!);
      expect(await page.title(), `${path} ${language}`).toBe(/<title>([^<]*)<\/title>/.exec(html)?.[1]?.replace(/&amp;/g, '&'));
    }
    expect(errors).toEqual([]);
  });
}

test('a rendered page is cached and revalidated: ETag, a shared-cache lifetime, and 304 for an unchanged page', async ({ request }) => {
  const first = await request.get('/services/cloud?lang=id', { headers: { 'accept-encoding': 'br' } });
  const etag = first.headers().etag;
  expect(etag).toMatch(/^"[\w-]+-br"$/);
  // Compressed once, when rendered, like every static file.
  expect(first.headers()['content-encoding']).toBe('br');
  expect(first.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
  const again = await request.get('/services/cloud?lang=id', { headers: { 'accept-encoding': 'br', 'if-none-match': etag! } });
  expect(again.status()).toBe(304);
  expect(await again.text()).toBe('');
  // Another language is another page.
  expect((await request.get('/services/cloud?lang=ms', { headers: { 'accept-encoding': 'br' } })).headers().etag).not.toBe(etag);
  // A query that carries more than the language (a reset code, a search) is rendered for that request only.
  const personal = await request.get('/reset-password?code=secret-code');
  expect(personal.headers()['cache-control']).toBe('no-store');
  expect(await personal.text()).not.toContain('secret-code');
});
