/**
 * The production topology (tests/topology/topology-fixture.ts): the cache, the balancer, the
 * origin, instances killed, drained and restarted, and a release reaching every page. The tests
 * run in order, in one worker, each leaving both instances up.
 */
import http from 'node:http';
import path from 'node:path';
import { expect } from '@playwright/test';
import { deriveVersion } from './derived-version.ts';
import { release, test } from './topology-fixture.ts';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The encoding classes the shared cache keeps a page in (deploy/nginx/site.conf, $site_encoding). */
const encodingClasses = ['br', 'gzip', 'identity'];

/** How long a remote release may take to reach every page (docs/decisions/0014, "Releases"). */
const releaseBoundMs = 25_000;

test.describe.configure({ mode: 'serial' });

interface LoadResult {
  ok: number;
  failed: Array<string>;
  byInstance: Map<string, number>;
  /** reports (POST /api/reports) answered 204 */
  posted: number;
}

/** A browser's beacon as the shell sends it (shell/src/reporting/): a remote that failed to load, no version. */
const beacon = JSON.stringify({ reports: [{ kind: 'remote-load', remote: 'services', path: '/services' }] });

/**
 * A bounded load generator: `connections` loops of GETs through nginx, each a new URL that the
 * shared cache does not keep (an unknown parameter), so every request reaches an instance (whose
 * own cache ignores the parameter), and, after every GET, a POST of a report (/api/reports), which
 * nginx must not lose either. Each loop stands for visitors of their own addresses (X-Forwarded-For,
 * which nginx passes on and the servers trust from it), so the per-address report limit is not
 * what is measured. Anything but a 200 (204 for a report) counts as failed.
 */
function startLoad(siteUrl: string, connections = 4) {
  const result: LoadResult = { ok: 0, failed: [], byInstance: new Map(), posted: 0 };
  let running = true;
  let counter = 0;
  const loop = async () => {
    while (running) {
      const n = counter++;
      const url = `${siteUrl}/services?load=${n}`;
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        await response.arrayBuffer();
        if (response.status === 200) {
          result.ok += 1;
          const upstream = response.headers.get('x-upstream') ?? '';
          result.byInstance.set(upstream, (result.byInstance.get(upstream) ?? 0) + 1);
        } else result.failed.push(`${url}: ${response.status}`);
      } catch (error) {
        result.failed.push(`${url}: ${String(error)}`);
      }
      try {
        const response = await fetch(`${siteUrl}/api/reports`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `10.9.${(n >> 8) & 255}.${n & 255}` },
          body: beacon,
          signal: AbortSignal.timeout(15_000),
        });
        await response.arrayBuffer();
        if (response.status === 204) result.posted += 1;
        else result.failed.push(`POST /api/reports #${n}: ${response.status} ${response.headers.get('x-upstream')}`);
      } catch (error) {
        result.failed.push(`POST /api/reports #${n}: ${String(error)}`);
      }
    }
  };
  const loops = Array.from({ length: connections }, loop);
  return {
    result,
    /** resolves once `count` more GETs have been answered */
    async served(count: number) {
      const target = result.ok + result.failed.length + count;
      await expect.poll(() => result.ok + result.failed.length, { timeout: 30_000 }).toBeGreaterThanOrEqual(target);
    },
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
  };
}

test('a page is served by either instance, and the second request for it is a hit in the shared cache', async ({ topology }) => {
  const { siteUrl, instances } = topology;
  const first = await fetch(`${siteUrl}/portfolio`);
  expect(first.status).toBe(200);
  expect(first.headers.get('x-cache-status')).toBe('MISS');
  expect(instances.map(({ port }) => `127.0.0.1:${port}`)).toContain(first.headers.get('x-upstream'));
  expect(first.headers.get('cache-control')).toContain('s-maxage=');

  const second = await fetch(`${siteUrl}/portfolio`);
  expect(second.headers.get('x-cache-status')).toBe('HIT');
  expect(await second.text()).toBe(await first.text());
  // A marketing link is the same entry; the language is another (as in the servers' own cache).
  expect((await fetch(`${siteUrl}/portfolio?utm_source=news&gclid=1`)).headers.get('x-cache-status')).toBe('HIT');
  expect((await fetch(`${siteUrl}/portfolio?lang=id`)).headers.get('x-cache-status')).toBe('MISS');
  // A link's auth error is rendered for its request (no-store): never kept, never served from the cache.
  for (let i = 0; i < 2; i++) expect((await fetch(`${siteUrl}/login?error=access_denied`)).headers.get('x-cache-status')).toBe('BYPASS');

  // Requests the cache does not answer go to both instances in turn.
  const answeredBy = new Set<string | null>();
  for (let i = 0; i < 4; i++) answeredBy.add((await fetch(`${siteUrl}/portfolio?n=${i}`)).headers.get('x-upstream'));
  expect([...answeredBy].sort()).toEqual(instances.map(({ port }) => `127.0.0.1:${port}`).sort());
});

test('a page loads and hydrates in Chromium through nginx, its remote from the static origin', async ({ topology, page }) => {
  const failed: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') failed.push(message.text());
  });
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${topology.siteUrl}/services`);
  await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  // The remote's entry and code came from the static origin (the page's own resource timings).
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  expect(loaded.filter((url) => url.startsWith(`${topology.originUrl}/services/`)).length).toBeGreaterThan(1);
  expect(failed).toEqual([]);
});

test("a remote's server build and the discovery document are answered to the servers' network only", async ({ topology }) => {
  const version = new URL(topology.manifestUrl('marketing')).pathname.replace(/mf-manifest\.json$/, '');
  // The same request from another address of this machine: not the servers' network (127.0.0.1/32).
  const status = (file: string) =>
    new Promise<number | undefined>((resolve, reject) => {
      const port = Number(new URL(topology.originUrl).port);
      http
        .get({ host: '127.0.0.1', port, path: file, localAddress: '127.0.0.2' }, (response) => {
          response.resume();
          resolve(response.statusCode);
        })
        .on('error', reject);
    });
  expect(await status(`${version}server/entry.json`)).toBe(404);
  expect(await status('/discovery.json')).toBe(404);
  expect(await status(`${version}mf-manifest.json`)).toBe(200);
  expect((await fetch(`${topology.originUrl}${version}server/entry.json`)).status).toBe(200);
  expect((await fetch(`${topology.originUrl}/discovery.json`)).status).toBe(200);
});

test('one instance killed (SIGKILL) under load: no request fails', async ({ topology }) => {
  const load = startLoad(topology.siteUrl);
  await load.served(100);
  await topology.stopInstance(0, 'SIGKILL');
  await load.served(300);
  const result = await load.stop();
  await topology.startInstance(0);
  expect(result.failed).toEqual([]);
  expect(result.byInstance.get(`127.0.0.1:${topology.instances[1]!.port}`)).toBeGreaterThan(0);
  expect(result.posted).toBeGreaterThanOrEqual(300);
  await topology.waitInRotation(0);
});

test('a rolling restart of every instance under load: no request fails, each exits 0 after draining', async ({ topology }) => {
  const load = startLoad(topology.siteUrl);
  await load.served(50);
  const codes: Array<number | null> = [];
  for (const instance of topology.instances) {
    codes.push(await topology.stopInstance(instance.index, 'SIGTERM'));
    await load.served(50);
    await topology.startInstance(instance.index);
    // As an orchestrator waits before taking down the next (minReadySeconds): nginx uses it again.
    await topology.waitInRotation(instance.index);
    await load.served(50);
  }
  const result = await load.stop();
  expect(codes).toEqual(topology.instances.map(() => 0));
  expect(result.failed).toEqual([]);
  expect(result.posted).toBeGreaterThanOrEqual(50 * (1 + 2 * topology.instances.length));
});

test('/readyz answers 503 while an instance drains, and 200 again once it is back', async ({ topology }) => {
  const instance = topology.instances[1]!;
  const readyz = `http://127.0.0.1:${instance.opsPort}/readyz`;
  expect((await fetch(readyz)).status).toBe(200);
  const stopped = topology.stopInstance(instance.index, 'SIGTERM');
  // Polled until the process is gone: a process that never said 503 ends as "closed".
  await expect.poll(async () => (await fetch(readyz).catch(() => null))?.status ?? 'closed').toBe(503);
  expect(await stopped).toBe(0);
  await topology.startInstance(instance.index);
  expect((await fetch(readyz)).status).toBe(200);
});

test(`a remote release, published and promoted, reaches the HTML of every instance and of the shared cache within ${releaseBoundMs / 1000} s`, async ({
  topology,
}) => {
  const before = 'still spends much of his week with clients.';
  const after = 'still spends much of his week with clients, release two.';
  const siteUrls = [...topology.instances.map(({ port }) => `http://127.0.0.1:${port}`), topology.siteUrl];
  for (const url of siteUrls) expect(await (await fetch(`${url}/about`)).text()).toContain(before);
  // Through the cache in every encoding class it keeps, each entry filled before the release.
  for (const encoding of encodingClasses) {
    const answer = await fetch(`${topology.siteUrl}/about`, { headers: { 'accept-encoding': encoding } });
    expect(answer.headers.get('content-encoding') ?? 'identity').toBe(encoding);
    expect(await answer.text()).toContain(before);
  }

  // Release two of mf-marketing, published and made live with the release command, as a team does.
  const dist = deriveVersion(path.join(repoRoot, 'mf-marketing/dist'), [[before, after]]);
  // Lighthouse budgets are not audited in the tests: simulated timings follow the machine's load.
  for (const args of [['publish', '--dist', dist, '--version', 'marketing-two', '--skip-lighthouse'], ['promote']]) {
    const run = release(topology, 'marketing', ...args);
    expect(run.status, run.output).toBe(0);
  }

  const text = (url: string, encoding?: string) =>
    fetch(`${url}/about`, encoding ? { headers: { 'accept-encoding': encoding } } : {}).then((response) => response.text());
  // Every instance, and the shared cache's copy in each encoding class it keeps: br (what browsers
  // ask for), gzip and none; each is its own entry, refreshed on its own.
  await expect
    .poll(
      async () => {
        const pages = await Promise.all([
          ...siteUrls.map((url) => text(url)),
          ...encodingClasses.map((encoding) => text(topology.siteUrl, encoding)),
        ]);
        return pages.filter((html) => html.includes(after)).length;
      },
      { timeout: releaseBoundMs, intervals: [250] },
    )
    .toBe(siteUrls.length + encodingClasses.length);
});
