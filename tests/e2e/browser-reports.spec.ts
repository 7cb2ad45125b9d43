import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, remoteOrigins } from './fixtures';

/**
 * Reports from the browser (docs/decisions/0017-browser-reports.md): the shell sends them with
 * sendBeacon to /api/reports when the page is hidden; the server counts them in its metrics.
 */

interface SentReport {
  kind: string;
  remote: string;
  path: string;
  name?: string;
  value?: number;
}

/** Keeps a copy of every beacon the page sends, so a test can read them the moment they are sent. */
async function recordBeacons(page: Page) {
  await page.addInitScript(() => {
    const sent: string[] = [];
    (window as unknown as { __beacons: string[] }).__beacons = sent;
    const send = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url, body) => {
      if (typeof body === 'string' && String(url).endsWith('/api/reports')) sent.push(body);
      return send(url, body);
    };
  });
}

/** The reports the current page has sent so far. */
async function sentReports(page: Page): Promise<SentReport[]> {
  const bodies = await page.evaluate(() => (window as unknown as { __beacons: string[] }).__beacons);
  return bodies.flatMap((body) => (JSON.parse(body) as { reports: SentReport[] }).reports);
}

/**
 * The page becomes hidden, as when the visitor switches tabs: the shell sends what it has queued,
 * and web-vitals reports CLS and INP (a headless page is never hidden by itself).
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** The page is visible again, as when the visitor comes back to its tab. */
async function show(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Resolves once the shell has loaded web-vitals and started measuring (its User Timing mark). */
async function measuring(page: Page): Promise<void> {
  await page.waitForFunction(() => performance.getEntriesByName('meridian:web-vitals').length > 0);
}
const measured = (page: Page) => page.evaluate(() => performance.getEntriesByName('meridian:web-vitals').length > 0);

/**
 * A click: web-vitals finalises LCP after a real input (when the page is next idle or hidden), and
 * INP needs one. Resolves once the browser has timed the input (its first-input entry), so the
 * event timing web-vitals reads for INP is there when the page is hidden.
 */
async function interact(page: Page): Promise<void> {
  await page.locator('#main h1').first().click();
  await page.waitForFunction(() => performance.getEntriesByType('first-input').length > 0);
}

/** The shell server's metrics, on its ops port (METRICS_PORT, 9464 locally; no token locally). */
const metricsUrl = 'http://localhost:9464/metrics';

/** The value of browser_reports_total with these labels (whatever other labels, such as service, it has), 0 before the first. */
async function reportsCounted(request: APIRequestContext, labels: Record<string, string>): Promise<number> {
  const response = await request.get(metricsUrl);
  expect(response.status()).toBe(200);
  const line = (await response.text())
    .split('\n')
    .find(
      (text) =>
        text.startsWith('browser_reports_total{') && Object.entries(labels).every(([name, value]) => text.includes(`${name}="${value}"`)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

test('a remote that fails to load is reported by the browser, naming the remote, and counted for it', async ({ page, request }) => {
  const labels = { kind: 'remote-load', remote: 'services', route: '/services/cloud' };
  const before = await reportsCounted(request, labels);
  await recordBeacons(page);
  await page.route(`${remoteOrigins.services}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/services/cloud');
  await expect(page.getByTestId('remote-unavailable')).toBeVisible();

  const beacon = page.waitForRequest((sent) => sent.url().endsWith('/api/reports') && sent.method() === 'POST');
  await hide(page);
  expect(await sentReports(page)).toContainEqual({ kind: 'remote-load', remote: 'services', path: '/services/cloud' });
  const response = await (await beacon).response();
  expect(response?.status()).toBe(204);
  // Counted before the server answered.
  expect(await reportsCounted(request, labels)).toBe(before + 1);
});

test('Web Vitals are sent only after the visitor allows analytics on /cookies', async ({ page }) => {
  await recordBeacons(page);
  const vitals = async () => (await sentReports(page)).filter((report) => report.kind === 'vital');

  // No choice stored: the page is measured by nobody, and web-vitals is not even downloaded.
  await page.goto('/services');
  await interact(page);
  await hide(page);
  expect(await vitals()).toEqual([]);
  expect(await measured(page)).toBe(false);

  // The choice saved on /cookies starts them on that very page.
  await page.goto('/cookies');
  await expect(page.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cookie preferences saved successfully!' })).toBeVisible();
  await measuring(page);
  await interact(page);
  await hide(page);
  expect((await vitals()).map(({ name }) => name)).toEqual(expect.arrayContaining(['CLS', 'LCP']));

  // And every page after it. web-vitals reads the click's event timing when the page is next idle
  // or hidden, which on a busy machine can be after this first hide: the visitor comes back and
  // leaves again until INP is in (each metric is still sent once).
  await page.goto('/services');
  await measuring(page);
  await interact(page);
  await hide(page);
  await expect
    .poll(async () => {
      await show(page);
      await hide(page);
      return (await vitals()).map(({ name }) => name).sort();
    })
    .toEqual(['CLS', 'INP', 'LCP']);
  const sent = await vitals();
  for (const vital of sent) expect(vital).toMatchObject({ remote: 'services', path: '/services', value: expect.any(Number) });

  // Withdrawn: nothing more.
  await page.goto('/cookies');
  await page.getByRole('switch', { name: 'Analytics' }).click();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cookie preferences saved successfully!' })).toBeVisible();
  await page.goto('/services');
  await interact(page);
  await hide(page);
  expect(await vitals()).toEqual([]);
  expect(await measured(page)).toBe(false);
});

test('oversized and malformed reports are refused with a 4xx', async ({ request }) => {
  const post = (data: string, contentType = 'text/plain;charset=UTF-8') =>
    request.post('/api/reports', { headers: { 'Content-Type': contentType }, data });
  const oversized = JSON.stringify({ reports: [{ kind: 'remote-load', remote: 'services', path: `/${'x'.repeat(9000)}` }] });
  expect((await post(oversized)).status()).toBe(413);
  expect((await post('{"reports": [')).status()).toBe(400);
  expect(
    (
      await post(JSON.stringify({ reports: [{ kind: 'vital', remote: 'services', path: '/', name: 'LCP', value: -5, rating: 'good' }] }))
    ).status(),
  ).toBe(400);
  expect((await post('<reports/>', 'application/xml')).status()).toBe(415);
});
