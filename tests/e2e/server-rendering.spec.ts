import { test, expect } from './fixtures';

/**
 * What the server does with the pages it renders (docs/decisions/0003). The HTML of every page in
 * every language is checked by plain requests in site.spec.ts, and its hydration by the site
 * sweeps there; a remote down while rendering and a remote redeployed are in deployment.spec.ts.
 */
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
    const seen = { paint: Infinity, start: Infinity };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name === 'first-paint') seen.paint = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new MutationObserver(() => {
      if (seen.start === Infinity && document.querySelector('script[src*="/main."]')) seen.start = performance.now();
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/services/cloud');
  const seen = await page.evaluate(() => (window as unknown as { seen: { paint: number; start: number } }).seen);
  expect(seen.paint).toBeLessThan(Infinity);
  expect(seen.start, 'main.js added after the first paint').toBeGreaterThanOrEqual(seen.paint);
});
