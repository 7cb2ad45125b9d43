import { test, expect } from './fixtures';
import { attributeMismatches } from './hydration-check';
import { openSite, sweepGroups } from './site-sweep';

/**
 * What the server does with the pages it renders (docs/decisions/0003). The HTML of every page in
 * every language is checked by plain requests in site.spec.ts, and its hydration here; a remote
 * down while rendering and a remote redeployed are in deployment.spec.ts.
 */

/**
 * Every page of every route manifest, loaded in full (rendered on the server, then hydrated) in
 * English, Indonesian and Malay in the light theme, and in English in the dark theme. React must
 * take the server's HTML as it is. A text mismatch or a recoverable error is a console error (the
 * shell's onRecoverableError) and fails the test, as does any uncaught error (the pageErrors
 * fixture). An attribute that differs (a class, an href, an aria-*) is no console error in React's
 * production build, and hydration keeps the server's value: each hydrated element's attributes are
 * compared with the ones the browser's render gives it (attributeMismatches).
 *
 * The dark theme is loaded in one language: the server's render is theme-neutral and the theme is
 * set on <html> before hydration (theme-init.js), so what it can break (a component that reads the
 * theme in its first render) does not depend on the language, while the copy does, and is loaded
 * in every language. Six loads per page became four: the sweeps are the suite's longest tests.
 */
const sweepLoads = [
  { theme: 'light', language: 'en' },
  { theme: 'light', language: 'id' },
  { theme: 'light', language: 'ms' },
  { theme: 'dark', language: 'en' },
] as const;

for (const group of sweepGroups()) {
  test(`${group.name}: every page hydrates with no mismatch in en, id and ms (light) and in the dark theme`, async ({ page }) => {
    test.setTimeout(group.paths.length * sweepLoads.length * 3_000);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text().slice(0, 300)}`);
    });
    for (const { theme, language } of sweepLoads) {
      await page.emulateMedia({ colorScheme: theme });
      for (const path of group.paths) {
        await openSite(page, path, language);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        errors.push(...(await attributeMismatches(page)));
      }
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
  // A parameter no page reads (a PKCE code, a marketing tag) is no part of the page: the plain URL's entry, cacheable.
  const tagged = await request.get('/reset-password?code=secret-code');
  expect(tagged.headers().etag).toBe((await request.get('/reset-password')).headers().etag);
  expect(await tagged.text()).not.toContain('secret-code');
  // A link's auth error is shown from the first render: rendered for that request only.
  expect((await request.get('/login?error_code=otp_expired')).headers()['cache-control']).toBe('no-store');
});

test('a page reached from an e-mailed link hydrates with no mismatch: the fragment, which the server never sees, is read right after', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text().slice(0, 300)}`);
  });
  const expired = '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired';
  await page.goto(`/login${expired}`);
  await expect(page.getByRole('alert')).toHaveText(/^This confirmation link is invalid or has expired\./);
  await page.goto(`/reset-password${expired}`);
  await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
  expect(errors).toEqual([]);
});

test('the rendered page is painted before the shell starts: its script is preloaded at once and run after the first paint', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/services/cloud')).text();
  const mainScript = /<link rel="?preload"? href="?(\/main\.\w+\.js)"? as="?script"?>/.exec(html)?.[1];
  expect(mainScript, 'main.js preloaded in the head').toBeDefined();
  // Not a parser-run script: those may run, hydrating the page, before the browser first paints it.
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  await page.addInitScript(() => {
    // The first frame the browser renders of the page, and when main.js is put into it.
    const seen = { frame: Infinity, start: Infinity };
    (window as unknown as { seen: typeof seen }).seen = seen;
    requestAnimationFrame(() => (seen.frame = performance.now()));
    new MutationObserver(() => {
      if (seen.start === Infinity && document.querySelector('script[src*="/main."]')) seen.start = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/services/cloud');
  const seen = await page.evaluate(() => (window as unknown as { seen: { frame: number; start: number } }).seen);
  expect(seen.frame).toBeLessThan(Infinity);
  expect(seen.start, 'main.js added after the first frame').toBeGreaterThan(seen.frame);
});

test('a form submitted before the page has hydrated sends nothing: no password ends up in a URL', async ({ page }) => {
  // The shell never starts, as on a phone still downloading it: the form is the server's HTML.
  await page.route('**/main.*.js', (route) => route.abort());
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password').fill('DemoPass123!');
  const sent = requests.length;
  // Whether the browser's own submission was cancelled, read once every listener has run (a
  // submission that went ahead would navigate away and fail this evaluation).
  const cancelled = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        window.addEventListener('submit', (event) => setTimeout(() => resolve(event.defaultPrevented)), { once: true });
        document.querySelector<HTMLButtonElement>('#main form button[type="submit"]')!.click();
      }),
  );
  expect(cancelled).toBe(true);
  expect(page.url()).toBe('http://localhost:3000/login');
  expect(requests.slice(sent).filter((url) => url.includes('DemoPass'))).toEqual([]);
  await expect(page.getByLabel('Password')).toHaveValue('DemoPass123!');
});
