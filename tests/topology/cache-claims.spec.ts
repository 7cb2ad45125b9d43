/**
 * What deploy/nginx/site.conf and its decision records (0014, 0019) claim about the shared page
 * cache and the public site, each shown through nginx: the query forms of `lang` the key takes,
 * Authorization keeping a request out of the cache, a stale page when every instance fails, and
 * the probes not answered publicly. The tests run in order on the topology of the other files;
 * none needs another to have passed (the stale test stores its own page).
 */
import { expect } from '@playwright/test';
import { test } from './topology-fixture.ts';

/** The page most tests ask for (no other file asks for it: their first request must be a MISS). */
const page = '/privacy';
const cacheStatus = async (url: string, headers: Record<string, string> = {}) => {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.headers.get('x-cache-status');
};

test('the key takes lang=id and lang=ms as languages, lang=en and tracking parameters as none, and no other spelling', async ({
  topology,
}) => {
  const at = (query: string) => `${topology.siteUrl}${page}${query}`;
  // Each language once, so its entry is filled (or already was).
  for (const query of ['', '?lang=id', '?lang=ms']) await cacheStatus(at(query));
  // The same entries by another spelling the key normalises.
  expect(await cacheStatus(at('?lang=en'))).toBe('HIT');
  expect(await cacheStatus(at('?utm_source=news&lang=id'))).toBe('HIT');
  expect(await cacheStatus(at('?lang=ms&gclid=1'))).toBe('HIT');
  // The languages are different entries: each page in its own language.
  const [plain, indonesian, malay] = await Promise.all(['', '?lang=id', '?lang=ms'].map(async (query) => (await fetch(at(query))).text()));
  expect(new Set([plain, indonesian, malay]).size).toBe(3);
  expect(indonesian).toContain('lang="id"');
  // Spellings two servers could read differently are never cached, taken or stored: always BYPASS.
  for (const query of ['?LANG=id', '?l%61ng=id', '?lang=en&lang=id', '?lang=id&lang=ms', '?lang=ID', '?lang=id&x=1'])
    for (const attempt of [0, 1]) expect(await cacheStatus(at(query)), `${query} #${attempt}`).toBe('BYPASS');
});

test('a request with Authorization is never answered from the cache, and its answer never stored', async ({ topology }) => {
  const url = `${topology.siteUrl}${page}`;
  await cacheStatus(url);
  expect(await cacheStatus(url)).toBe('HIT');
  // The entry is there, and still not used for it.
  expect(await cacheStatus(url, { authorization: 'Bearer someone' })).toBe('BYPASS');
  // A page no one asked for yet, asked for with credentials first: nothing stored for the next visitor.
  for (const attempt of [0, 1])
    expect(await cacheStatus(`${topology.siteUrl}/careers`, { authorization: 'Bearer someone' }), `#${attempt}`).toBe('BYPASS');
  expect(await cacheStatus(`${topology.siteUrl}/careers`)).toBe('MISS');
});

test("readiness, liveness and metrics are not answered through the public site (the instances' ops ports answer them)", async ({
  topology,
}) => {
  for (const probe of ['/readyz', '/healthz', '/metrics']) {
    const response = await fetch(`${topology.siteUrl}${probe}`);
    const body = await response.text();
    expect(response.status, probe).toBe(404);
    expect(body).not.toContain('remotes');
    expect(response.headers.get('x-upstream') ?? '').toBe('');
  }
  // The platform's probe of one instance: its ops port, with the details.
  const readyz = await fetch(`http://127.0.0.1:${topology.instances[0]!.opsPort}/readyz`);
  expect(readyz.status).toBe(200);
  expect(await readyz.text()).toContain('remotes');
});

test('when every instance fails, a stored page is served stale, however old; a page never stored is a 502', async ({ topology }) => {
  test.setTimeout(120_000);
  const url = `${topology.siteUrl}/careers`;
  // Stored a moment ago (the test before). A visitor without a release cookie gets pages with no
  // stale window (s-maxage=10 alone, server/release-assignment.ts): past 10 s it is served only
  // because every instance fails.
  const stored = await fetch(url);
  const body = await stored.text();
  expect(stored.headers.get('cache-control')).not.toContain('stale-while-revalidate');
  expect(stored.headers.get('x-cache-status')).toMatch(/^(HIT|MISS|EXPIRED|REVALIDATED)$/);
  await new Promise((resolve) => setTimeout(resolve, 15_000));
  try {
    for (const instance of topology.instances) await topology.stopInstance(instance.index, 'SIGKILL');
    const stale = await fetch(url);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache-status')).toBe('STALE');
    expect(await stale.text()).toBe(body);
    const never = await fetch(`${topology.siteUrl}/privacy?lang=ms&utm_content=never-${Date.now()}&x=1`);
    await never.arrayBuffer();
    expect(never.status).toBe(502);
  } finally {
    for (const instance of topology.instances) {
      await topology.startInstance(instance.index);
      await topology.waitInRotation(instance.index);
    }
  }
});
