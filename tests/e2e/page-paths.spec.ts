import { test, expect } from './fixtures';

/**
 * Which requests the shell's server answers with a page (server/static-server.ts, isMissingAsset)
 * and how query parameters reach the page cache (server/page-renderer.ts, renderedParameters).
 * The unit tests cover the rules; here a real browser loads what the server renders.
 */

const errorsOf = (page: import('@playwright/test').Page) => {
  const errors: string[] = [];
  // A hydration mismatch or recoverable error is a console error (the shell's onRecoverableError).
  page.on('console', (message) => {
    // Chromium reports the document's own 404 status; that is the answer under test, not an error.
    const ownStatus = message.location().url === page.url() && message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !ownStatus) errors.push(`${page.url()}: ${message.text().slice(0, 300)}`);
  });
  return errors;
};

test.describe('page paths with dots and encoded characters', () => {
  for (const { path, heading } of [
    { path: '/services/web/node.js', heading: 'Service Not Found' },
    { path: '/blog/v2.0-release', heading: 'Article Not Found' },
    { path: '/services/..%2F..%2Fetc%2Fpasswd', heading: 'Service Not Found' },
    { path: '/about/v1.2', heading: 'Page Not Found' },
  ]) {
    test(`${path} is the site's 404 page, rendered on the server in the shell's frame and hydrated`, async ({ page, request }) => {
      // As the server sends it: rendered, the frame and the remote's 404 screen in the HTML.
      const served = await request.get(path);
      expect(served.status()).toBe(404);
      expect(served.headers()['content-type']).toMatch(/^text\/html/);
      const html = await served.text();
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toMatch(/<header[^>]*>/);
      expect(html).toMatch(/<footer[^>]*>/);
      expect(html).not.toContain('root:');

      const errors = errorsOf(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      expect(errors).toEqual([]);
    });
  }

  test('a missing file in an asset folder is a plain 404, not the page', async ({ request }) => {
    // The shell's build writes its files at the root and in /assets/.
    for (const path of ['/x.js', '/main.ffffffffff.js', '/assets/gone.0123456789.png']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toMatch(/^text\/plain/);
      expect(response.headers()['content-security-policy'], path).toBeUndefined();
      expect(await response.text(), path).toBe('Not found');
    }
  });
});

test.describe('query parameters no page reads', () => {
  for (const query of ['?utm_source=x&gclid=y', '?fbclid=a&msclkid=b&mc_cid=c&ref=news&utm_campaign=spring', '?foo=1']) {
    test(`${query} is served from the plain URL's cache entry, names no parameter in its head, and hydrates`, async ({ page, request }) => {
      const headers = { 'accept-encoding': 'br' };
      const plain = await request.get('/services/cloud', { headers });
      const tagged = await request.get(`/services/cloud${query}`, { headers });
      expect(tagged.status()).toBe(200);
      expect(tagged.headers().etag).toBe(plain.headers().etag);
      expect(tagged.headers()['cache-control']).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');

      const indonesian = await request.get(`/services/cloud?lang=id`, { headers });
      expect((await request.get(`/services/cloud${query}&lang=id`, { headers })).headers().etag).toBe(indonesian.headers().etag);

      const errors = errorsOf(page);
      await page.goto(`/services/cloud${query}&lang=id`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'id');
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/services/cloud?lang=id`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/services/cloud?lang=id`);
      expect(errors).toEqual([]);
    });
  }
});
