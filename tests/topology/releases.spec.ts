/**
 * A team's release of mf-support on the production topology, as the team runs it: the release
 * command (scripts/release.ts) publishes a version to the static origin, previews it, gives it to
 * half of the visitors, promotes it and rolls it back, and the shell's servers and nginx's shared
 * cache follow the discovery document (docs/decisions/0019-remote-releases.md). The tests run in
 * order on one topology (tests/topology/topology-fixture.ts), each building on the one before.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { release, test } from './topology-fixture.ts';
import { hydrated } from '../e2e/fixtures.ts';
import { deriveVersion } from './derived-version.ts';
import { assignmentCookieName } from '../../shared/release/signed-values.ts';
import { remoteVersions } from '../../scripts/release/actions.ts';
import { defaultCanaryThresholds, figuresByVersion, type VersionFigures } from '../../scripts/release/metrics.ts';
import { discoveryKey } from '../../scripts/release/origin-store.ts';

test.describe.configure({ mode: 'serial' });

const repoRoot = path.resolve(import.meta.dirname, '../..');
const liveHeading = 'Support Portal';
const newHeading = 'Support Desk, release two';
const newVersion = 'support-two';
const bannerName = 'Release preview';
/**
 * How long a promote or a rollback may take to reach every visitor: the servers re-read the
 * discovery document every 2 s, and a default page lives 10 s in the shared cache and is then
 * refreshed in the background, which may still meet a server that had not re-read (2 x 10 s + 2 s,
 * docs/decisions/0019-remote-releases.md).
 */
const switchBoundMs = 25_000;

/** The text of the page's <h1> as the server sent it (inside #root). */
function serverHeading(html: string): string | null {
  const root = html.slice(html.indexOf('<div id="root">'));
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(root);
  return match ? match[1]!.replace(/<[^>]+>/g, '').trim() : null;
}

/** The browser reports a page sends about failed hydration (shell/src/reporting/): there must be none. */
function watchHydration(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().endsWith('/api/reports') && /"kind":"(hydration|remote-load)"/.test(request.postData() ?? ''))
      problems.push(request.postData()!);
  });
  return problems;
}

const fetchPage = (url: string, cookie?: string) => fetch(url, cookie ? { headers: { cookie } } : {});
/** The page's heading as a visitor with `cookie` (or none) gets it, asking for `encoding`. */
const headingAt = async (url: string, cookie?: string, encoding = 'br') =>
  serverHeading(await (await fetch(url, { headers: { 'accept-encoding': encoding, ...(cookie ? { cookie } : {}) } })).text());
/**
 * The shared cache keeps a copy of a page per encoding class and per release label: Chromium here
 * asks for br over http, fetch by itself for gzip, and either may be the one a visitor meets.
 */
const encodingClasses = ['br', 'gzip', 'identity'];
/** The page's heading for every kind of visitor (new, live, in the canary) in every encoding class. */
const everyVisitor = (url: string) =>
  Promise.all(
    [undefined, cookies.live[0], cookies.canary[0]].flatMap((cookie) =>
      encodingClasses.map((encoding) => headingAt(url, cookie, encoding)),
    ),
  );
const all = (heading: string) => Array.from({ length: 3 * encodingClasses.length }, () => heading);

/** Visitors' assignment cookies met in the canary, by the version they were served. */
const cookies: { live: string[]; canary: string[] } = { live: [], canary: [] };

test('publish puts a version on the origin for no one; a preview link shows it to that browser only, with a banner', async ({
  topology,
  browser,
}) => {
  const dist = deriveVersion(path.join(repoRoot, 'mf-support/dist'), [[liveHeading, newHeading]]);
  // Lighthouse budgets are not audited in the tests: simulated timings follow the machine's load
  // (scripts/release/cli.test.ts tests the audit's part of publish).
  const published = release(topology, 'support', 'publish', '--dist', dist, '--version', newVersion, '--skip-lighthouse');
  expect(published.status, published.output).toBe(0);
  // Published is not live: every visitor still gets the live version.
  expect(await headingAt(`${topology.siteUrl}/support`)).toBe(liveHeading);

  const preview = release(topology, 'support', 'preview', newVersion, '--path', '/support');
  expect(preview.status, preview.output).toBe(0);
  const link = /https?:\/\/\S+\/_release\/preview\?token=\S+/.exec(preview.output)?.[0];
  expect(link, preview.output).toBeDefined();

  const previewer = await browser.newContext();
  const page = await previewer.newPage();
  const problems = watchHydration(page);
  const response = await page.goto(link!);
  expect(new URL(page.url()).pathname).toBe('/support');
  expect(serverHeading(await response!.text())).toBe(newHeading);
  expect(response!.headers()['cache-control']).toContain('no-store');
  expect(response!.headers()['x-cache-status']).not.toBe('HIT');
  await expect(page.getByRole('heading', { level: 1, name: newHeading, exact: true })).toBeVisible();
  const banner = page.getByRole('region', { name: bannerName });
  await expect(banner).toContainText(newVersion);
  // Kept across a reload and another page of the site, never from the shared cache.
  const again = await page.reload();
  expect(again!.headers()['x-cache-status']).not.toBe('HIT');
  await expect(page.getByRole('heading', { level: 1, name: newHeading, exact: true })).toBeVisible();

  // Another browser, at the same moment: the live version, no banner.
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${topology.siteUrl}/support`);
  await expect(visitor.getByRole('heading', { level: 1, name: liveHeading, exact: true })).toBeVisible();
  await expect(visitor.getByRole('region', { name: bannerName })).toHaveCount(0);
  expect(await headingAt(`${topology.siteUrl}/support`)).toBe(liveHeading);

  // A link cannot be forged: its version changed, or signed with another secret.
  const token = new URL(link!).searchParams.get('token')!;
  const [payload, signature] = token.split('.') as [string, string];
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
  const forged = `${Buffer.from(JSON.stringify({ ...claims, v: 'support-three' })).toString('base64url')}.${signature}`;
  for (const bad of [forged, `${payload}.${'A'.repeat(signature.length)}`]) {
    const answer = await fetch(`${topology.siteUrl}/_release/preview?token=${bad}`, { redirect: 'manual' });
    expect(answer.status).toBe(400);
    expect(answer.headers.get('set-cookie')).toBeNull();
  }

  // Leaving the preview: the live version again, in this browser too.
  await banner.getByRole('button', { name: 'Leave preview' }).click();
  await expect(page.getByRole('heading', { level: 1, name: liveHeading, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: bannerName })).toHaveCount(0);
  expect(problems).toEqual([]);
  await previewer.close();
});

test('canary 50: of 40 fresh visitors both versions are seen, and each keeps theirs across reloads, rendered and hydrated alike', async ({
  topology,
  browser,
}) => {
  // 40 browsers, each loading the page twice.
  test.setTimeout(180_000);
  const canary = release(topology, 'support', 'canary', '50', newVersion);
  expect(canary.status, canary.output).toBe(0);
  // A new visitor is assigned by their first page once every server has read the document (2 s)
  // and the shared cache's copy for visitors without a cookie has expired (10 s, no stale window):
  // docs/decisions/0019-remote-releases.md. From then on, every visitor keeps theirs.
  // In every encoding class (encodingClasses).
  const assigns = async (url: string) => {
    const answers = await Promise.all(
      encodingClasses.map((encoding) => fetch(`${url}/support`, { headers: { 'accept-encoding': encoding } })),
    );
    return answers.every((answer) => answer.headers.get('set-cookie')?.startsWith(`${assignmentCookieName}=`));
  };
  for (const { port } of topology.instances) await expect.poll(() => assigns(`http://127.0.0.1:${port}`), { timeout: 5_000 }).toBe(true);
  await expect.poll(() => assigns(topology.siteUrl), { timeout: 15_000 }).toBe(true);

  const problems: string[] = [];
  const seen: Array<{ server: Array<string | null>; hydrated: Array<string | null>; debug: string[]; cookie: string }> = [];
  const visit = async () => {
    const context: BrowserContext = await browser.newContext();
    const page = await context.newPage();
    problems.push(...watchHydration(page));
    const server: Array<string | null> = [];
    const hydrated: Array<string | null> = [];
    const debug: string[] = [];
    for (let load = 0; load < 2; load++) {
      const response = load === 0 ? await page.goto(`${topology.siteUrl}/support`) : await page.reload();
      const headers = await response!.allHeaders();
      const sent = await response!.request().allHeaders();
      server.push(serverHeading(await response!.text()));
      debug.push(`${headers['x-cache-status']} ${headers['x-upstream']} set:${headers['set-cookie'] ?? '-'} sent:${sent.cookie ?? '-'}`);
      hydrated.push(await page.locator('#main h1').first().textContent());
    }
    const cookie = (await context.cookies()).find(({ name }) => name === assignmentCookieName);
    seen.push({ server, hydrated, debug, cookie: cookie ? `${cookie.name}=${cookie.value}` : '' });
    await context.close();
  };
  for (let batch = 0; batch < 8; batch++) await Promise.all(Array.from({ length: 5 }, visit));

  expect(seen).toHaveLength(40);
  for (const { server, hydrated, debug } of seen) {
    expect(new Set([...server, ...hydrated]).size, JSON.stringify({ server, hydrated, debug }, null, 1)).toBe(1);
  }
  const versions = seen.map(({ server }) => server[0]);
  expect(new Set(versions)).toEqual(new Set([liveHeading, newHeading]));
  expect(problems).toEqual([]);
  for (const { server, cookie } of seen) (server[0] === newHeading ? cookies.canary : cookies.live).push(cookie);
  expect(cookies.canary.every(Boolean) && cookies.live.every(Boolean)).toBe(true);
});

test('the shared cache never hands a canary page to a visitor outside the canary', async ({ topology }) => {
  const page = `${topology.siteUrl}/support`;
  const statuses: Array<string | null> = [];
  for (let round = 0; round < 6; round++) {
    for (const [cookie, expected] of [
      [cookies.canary[round % cookies.canary.length]!, newHeading],
      [cookies.live[round % cookies.live.length]!, liveHeading],
    ] as const) {
      const response = await fetchPage(page, cookie);
      statuses.push(response.headers.get('x-cache-status'));
      expect(serverHeading(await response.text()), cookie).toBe(expected);
    }
    // A new visitor is never answered from the cache: their page assigns them, and shows what it assigns.
    const fresh = await fetchPage(page);
    const assigned = /^mf_release=v2\.[^.]+\.([^.]*)\./.exec(fresh.headers.get('set-cookie') ?? '')?.[1];
    expect(assigned, 'a new visitor is assigned').toBeDefined();
    expect(fresh.headers.get('x-cache-status')).not.toBe('HIT');
    expect(serverHeading(await fresh.text())).toBe(assigned ? newHeading : liveHeading);
  }
  // The cache was used (each group has its own entries), not bypassed.
  expect(statuses).toContain('HIT');
});

test("a forged release label adds no entry to the shared cache, and a forged cookie naming the canary's label is not handed the canary's cached page", async ({
  topology,
}) => {
  const page = `${topology.siteUrl}/support`;
  const cacheDir = path.join(os.tmpdir(), 'meridian-topology-e2e', 'cache');
  const entries = () => fs.readdirSync(cacheDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;
  // The canary's cookie as the servers issued it: its label's entry is in the cache (the test before).
  const canaryCookie = cookies.canary[0]!;
  const [, , canaryLabel, canaryTag] = canaryCookie.slice(`${assignmentCookieName}=`.length).split('.') as [string, string, string, string];
  expect(canaryLabel).toBe(`support:${newVersion}`);
  const warm = await fetchPage(page, canaryCookie);
  expect(serverHeading(await warm.text())).toBe(newHeading);
  await expect.poll(async () => (await fetchPage(page, canaryCookie)).headers.get('x-cache-status'), { timeout: 10_000 }).toBe('HIT');

  const before = entries();
  for (let round = 0; round < 5; round += 1) {
    // A made-up label, twice each: the second would be a HIT had the first been stored.
    const madeUp = `${assignmentCookieName}=v2.AAAAAAAAAAAAAAAA.support:made-up-${round}.AAAAAAAAAAAAAAAA.c2lnbmF0dXJl`;
    for (const attempt of [0, 1]) {
      const answer = await fetchPage(page, madeUp);
      await answer.text();
      expect(answer.headers.get('x-cache-status'), `attempt ${attempt}`).not.toBe('HIT');
      expect(answer.headers.get('cache-control')).toBe('private, no-store');
    }
  }
  // The canary's label with a made-up tag (the probe's forged cookie, in this format), and the
  // earlier format that had no tag: never the cached canary page; the servers assign afresh.
  for (const forged of [
    `${assignmentCookieName}=v2.AAAAAAAAAAAAAAAA.${canaryLabel}.${'B'.repeat(canaryTag.length)}.c2lnbmF0dXJl`,
    `${assignmentCookieName}=v1.AAAAAAAAAAAAAAAA.${canaryLabel}.c2lnbmF0dXJl`,
  ]) {
    const answer = await fetchPage(page, forged);
    const heading = serverHeading(await answer.text());
    expect(answer.headers.get('x-cache-status')).not.toBe('HIT');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const assigned = /^mf_release=v2\.[^.]+\.([^.]*)\./.exec(answer.headers.get('set-cookie') ?? '')?.[1];
    expect(assigned, 'a forged cookie is replaced by an assignment').toBeDefined();
    expect(heading).toBe(assigned ? newHeading : liveHeading);
  }
  // Every answer above was private: the cache holds no more entries than before.
  expect(entries()).toBeLessThanOrEqual(before);
});

test('check-canary, as scheduled: a canary at its error threshold is left alone, one over it is rolled back; the figures are visitors, summed over the servers, and made-up reports count for nothing', async ({
  topology,
}) => {
  const { maxErrorVisitorsPer100, minVisitors } = defaultCanaryThresholds;
  const roles = () => remoteVersions(JSON.parse(fs.readFileSync(path.join(topology.originRoot, discoveryKey), 'utf8')), 'support');
  const liveVersion = roles().live!.metadata.version;
  expect(roles().canary?.metadata.version).toBe(newVersion);
  /** Each server's own figures of a version, from its /metrics. */
  const perServer = async (version: string): Promise<VersionFigures[]> =>
    Promise.all(
      topology.instances.map(async ({ opsPort }) => {
        const text = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text();
        return figuresByVersion([text], 'support').get(version) ?? { visitors: 0, errorVisitors: 0, errors: 0, vitals: {} };
      }),
    );
  // The canary's visitors so far are the browsers above (all from this machine's address: one
  // visitor per server). Visitors (each from an address of its own, as nginx would forward it)
  // load pages at one server and send their error reports to the other, which counted too few
  // visitors to be judged alone: only the sum over both servers calls for a rollback.
  const counted = await perServer(newVersion);
  const [loader, reporter] = counted[0]!.visitors >= counted[1]!.visitors ? [0, 1] : [1, 0];
  expect(counted.map(({ errorVisitors }) => errorVisitors)).toEqual([0, 0]);
  const atServer = (index: number) => `http://127.0.0.1:${topology.instances[index]!.port}`;
  const total = minVisitors;
  const tokens: string[] = [];
  for (let visitor = counted[0]!.visitors + counted[1]!.visitors; visitor < total; visitor++) {
    const answer = await fetch(`${atServer(loader)}/app-config.json`, {
      headers: { cookie: cookies.canary[0]!, 'x-forwarded-for': `10.7.${visitor >> 8}.${visitor & 255}` },
    });
    const config = (await answer.json()) as { versions?: Record<string, string>; reportToken?: string };
    expect(config.versions?.support).toBe(newVersion);
    tokens.push(config.reportToken!);
  }
  expect(counted[reporter]!.visitors, 'the reporting server alone has too few canary visitors to judge').toBeLessThan(minVisitors);
  /** Error reports of the canary, as a page of it sends them (shell/src/reporting/), with its token. */
  const sendErrors = async (token: string | undefined, count = 1) => {
    const report = { kind: 'error', source: 'window', remote: 'support', version: newVersion, path: '/support', name: 'TypeError' };
    return fetch(`${atServer(reporter)}/api/reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: JSON.stringify({ ...(token ? { token } : {}), reports: Array.from({ length: count }, () => report) }),
    });
  };

  // At the threshold (2 visitors with errors per 100), not over it: left running.
  expect((await perServer(newVersion)).reduce((sum, { visitors }) => sum + visitors, 0)).toBe(total);
  const atThreshold = (total * maxErrorVisitorsPer100) / 100;
  for (const token of tokens.slice(0, atThreshold)) expect((await sendErrors(token)).status).toBe(204);
  // The probe's attack: twenty made-up errors without a token are refused; with a token already
  // counted, twenty more errors are still one visitor with errors.
  expect((await sendErrors(undefined, 20)).status).toBe(403);
  expect((await sendErrors(tokens[0], 20)).status).toBe(204);
  const healthy = release(topology, 'support', 'check-canary');
  expect(healthy.status, healthy.output).toBe(0);
  expect(healthy.output).toContain(
    `canary ${newVersion} is healthy: ${maxErrorVisitorsPer100.toFixed(2)} visitors with errors per 100 visitors over ${total} visitors`,
  );
  expect(roles().canary?.metadata.version).toBe(newVersion);
  expect(await headingAt(`${topology.siteUrl}/support`, cookies.canary[0])).toBe(newHeading);

  // One more visitor with errors: over the threshold. Neither server alone would have judged it so.
  expect((await sendErrors(tokens[atThreshold])).status).toBe(204);
  const alone = await perServer(newVersion);
  expect(alone[reporter]!.visitors).toBeLessThan(minVisitors);
  expect(alone[loader]!.errorVisitors).toBe(0);
  const failing = release(topology, 'support', 'check-canary');
  expect(failing.status, failing.output).toBe(3);
  const over = (100 * (atThreshold + 1)) / total;
  expect(failing.output).toContain(
    `canary ${newVersion} ROLLED BACK: ${over.toFixed(2)} visitors with errors per 100 visitors over ${total} visitors`,
  );
  expect(roles().canary).toBeNull();
  expect(roles().live!.metadata.version).toBe(liveVersion);
  const url = `${topology.siteUrl}/support`;
  await expect.poll(async () => everyVisitor(url), { timeout: switchBoundMs, intervals: [250] }).toEqual(all(liveHeading));
  // Judged again, nothing is left to roll back.
  const again = release(topology, 'support', 'check-canary');
  expect(again.status, again.output).toBe(0);
  expect(again.output).toContain('no canary runs');

  // The team starts the canary again (named: a version rolled back is never picked by default);
  // the tests that follow promote it.
  const restarted = release(topology, 'support', 'canary', '50', newVersion);
  expect(restarted.status, restarted.output).toBe(0);
});

test('promote: every visitor gets the new version', async ({ topology }) => {
  const promoted = release(topology, 'support', 'promote');
  expect(promoted.status, promoted.output).toBe(0);
  const page = `${topology.siteUrl}/support`;
  await expect.poll(async () => everyVisitor(page), { timeout: switchBoundMs, intervals: [250] }).toEqual(all(newHeading));
  const status = release(topology, 'support', 'status');
  expect(status.output).toContain(newVersion);
  expect(status.output).toContain('e2e@meridian.test');
});

test('rollback: every visitor gets the old version back in time, and a page rendered before it still hydrates and reports under its version', async ({
  topology,
  page,
}) => {
  const url = `${topology.siteUrl}/support`;
  // A visitor opens the page before the rollback; its scripts and configuration arrive after it.
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  await page.route(/\/(main\.[0-9a-f]+\.js|app-config\.json)$/, async (route) => {
    await arrived;
    await route.continue();
  });
  const problems = watchHydration(page);
  // Analytics allowed, so the page sends its Web Vitals (shell/src/reporting/).
  await page.addInitScript(() => localStorage.setItem('meridian.cookieConsent', JSON.stringify({ analytics: true })));
  const configAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === '/app-config.json');
  const before = await page.goto(url, { waitUntil: 'commit' });
  expect(serverHeading(await before!.text())).toBe(newHeading);

  const rolledBack = release(topology, 'support', 'rollback');
  expect(rolledBack.status, rolledBack.output).toBe(0);
  await expect.poll(async () => everyVisitor(url), { timeout: switchBoundMs, intervals: [250] }).toEqual(all(liveHeading));

  // Its configuration now names the old version; it hydrates the version that rendered it.
  arrive();
  await hydrated(page);
  await expect(page.getByRole('heading', { level: 1, name: newHeading, exact: true })).toBeVisible();
  expect(problems).toEqual([]);
  // Its reports count for the version it runs, not the one its configuration names.
  const configured = ((await (await configAnswer).json()) as { versions?: Record<string, string> }).versions?.support;
  expect(configured).toBeDefined();
  expect(configured).not.toBe(newVersion);
  await page.waitForFunction(() => performance.getEntriesByName('meridian:web-vitals').length > 0);
  const beacon = page.waitForRequest((sent) => sent.url().endsWith('/api/reports') && sent.method() === 'POST');
  // Hidden, as when the visitor switches tabs: the shell sends what it has queued.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  const sent = (JSON.parse((await beacon).postData() ?? '{}') as { reports?: Array<{ kind: string; remote: string; version?: string }> })
    .reports;
  const vitals = (sent ?? []).filter(({ kind, remote }) => kind === 'vital' && remote === 'support');
  expect(vitals.length, JSON.stringify(sent)).toBeGreaterThan(0);
  expect(vitals.map(({ version }) => version)).toEqual(vitals.map(() => newVersion));
  await page.unroute(/\/(main\.[0-9a-f]+\.js|app-config\.json)$/);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: liveHeading, exact: true })).toBeVisible();
});

test("publish refuses a version over its remote's byte budgets, with the figures", async ({ topology }) => {
  const dist = deriveVersion(path.join(repoRoot, 'mf-support/dist'), [], { padding: 400_000 });
  const refused = release(topology, 'support', 'publish', '--dist', dist, '--version', 'support-heavy');
  expect(refused.status).not.toBe(0);
  expect(refused.output).toMatch(/budget/i);
  // Each figure beside its budget and the live version's: the entry is the one over.
  expect(refused.output).toMatch(/remote entry\s+[\d,]+ B\s+[\d,]+ B\s+[\d,]+ B\s+OVER by/);
  const status = release(topology, 'support', 'status');
  expect(status.output).not.toContain('support-heavy');
});
