import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Registry } from 'prom-client';
import { apps } from '../shared/build/apps';
import { discoverySchemaUrl, type DiscoveryDocument, type DiscoveryVersion } from '../shared/release/discovery';
import { createPreviewToken, decodeAssignment, encodeAssignment, readReportToken, visitorId } from '../shared/release/signed-values';
import { figuresByVersion, judgeCanary } from '../scripts/release/metrics';
import type { DiscoverySource } from './frontend-discovery';
import { fallbackLog } from './page-renderer';
import { canaryPageCacheControl, privateCacheControl, unassignedPageCacheControl } from './release-assignment';
import { createShellServer, renderedPageCacheControl } from './static-server';
import { makeShellDist, servicesVersionIntegrity, startRemoteHost } from './testing/shell-fixture';

/**
 * The shell's server with releases from a discovery document, over HTTP: which version each
 * visitor is rendered, the assignment cookie, how each answer may be cached, /app-config.json per
 * visitor, and the preview endpoints (docs/decisions/0019-remote-releases.md).
 */

const secret = 'release-secret-for-the-tests-0123456789';
const shellApp = apps.find((app) => app.kind === 'host')!;

let host: Awaited<ReturnType<typeof startRemoteHost>>;
let distDir: string;
beforeAll(async () => {
  host = await startRemoteHost();
  distDir = makeShellDist();
});
afterAll(() => {
  host.close();
  fs.rmSync(distDir, { recursive: true, force: true });
});
// Remotes other than services are down on purpose: their warnings are not test output.
beforeEach(() => jest.spyOn(fallbackLog, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

const version = (
  name: string,
  deployment?: DiscoveryVersion['deployment'],
  integrity = servicesVersionIntegrity(name),
): DiscoveryVersion => ({
  url: `${host.origin}/services/${name}/mf-manifest.json`,
  metadata: { integrity, version: name },
  ...(deployment ? { deployment } : {}),
});
/** services live at v1, with v2 as a canary of `canary` % (none: null), v3 published only. */
const documentWith = (canary: number | null, v1Integrity?: string): DiscoveryDocument => ({
  schema: discoverySchemaUrl,
  microFrontends: {
    services: [
      version('v1', { traffic: canary === null ? 100 : 100 - canary, default: true }, v1Integrity),
      canary === null ? version('v2') : version('v2', { traffic: canary, default: false }),
      version('v3'),
    ],
  },
});

/** `later`: what a fresh read finds (the document as changed since this server's last read). */
async function serve(document: DiscoveryDocument, later?: DiscoveryDocument) {
  const discovery: DiscoverySource = {
    current: async () => document,
    latest: () => document,
    fresh: async () => (document = later ?? document),
  };
  const registry = new Registry();
  const shell = createShellServer({
    app: shellApp,
    distDir,
    registry,
    releases: { discovery, secret },
    siteUrl: 'https://www.example.com',
    // The tests' client stands for many visitors: X-Forwarded-For names each one's address.
    trustProxy: (address: string | undefined) => address === '127.0.0.1' || address === '::ffff:127.0.0.1',
  });
  const http: Server = await new Promise((resolve) => {
    const listening = shell.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const request = async (path: string, cookies: Record<string, string> = {}, init: RequestInit = {}) => {
    const response = await fetch(`${url}${path}`, {
      redirect: 'manual',
      ...init,
      headers: {
        ...(Object.keys(cookies).length > 0
          ? {
              cookie: Object.entries(cookies)
                .map(([name, value]) => `${name}=${value}`)
                .join('; '),
            }
          : {}),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
    const body = await response.text();
    const setCookies = response.headers.getSetCookie();
    const cookie = (name: string) => setCookies.find((line) => line.startsWith(`${name}=`));
    return { response, body, status: response.status, cacheControl: response.headers.get('cache-control'), setCookies, cookie };
  };
  return { request, registry, readiness: shell.readiness, close: () => http.close() };
}
type Served = Awaited<ReturnType<typeof serve>>;

const assignmentOf = (setCookie: string | undefined) => decodeAssignment(secret, setCookie?.match(/^mf_release=([^;]*)/)?.[1]);
/** The render state's remoteManifest in a page. */
const renderedManifest = (html: string) =>
  (
    JSON.parse(html.match(/<script type="application\/json">(.*?)<\/script>/)![1]!) as {
      remoteManifest: { remote: string; url: string } | null;
    }
  ).remoteManifest;
/** A seed whose services bucket is in (or out of) a canary of `share` %, found by asking the server. */
async function seedWith(served: Served, inCanary: boolean): Promise<{ seed: string; label: string }> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const assignment = assignmentOf((await served.request('/app-config.json')).cookie('mf_release'));
    if (assignment && (assignment.label !== '') === inCanary) return assignment;
  }
  throw new Error('no such seed');
}

describe('pages with releases from a discovery document', () => {
  it('without a canary: the live version, no cookie, shared with no stale window; the render state names the remote and its version', async () => {
    const served = await serve(documentWith(null));
    try {
      const page = await served.request('/services');
      expect(page.status).toBe(200);
      expect(page.body).toContain('<h1>Services v1</h1>');
      expect(renderedManifest(page.body)).toMatchObject({ remote: 'services', url: `${host.origin}/services/v1/mf-manifest.json` });
      expect(page.setCookies).toEqual([]);
      // No stale copy outlives a canary's start by more than 10 s: a new visitor's first page must assign them.
      expect(page.cacheControl).toBe(unassignedPageCacheControl);
      // The CSP allows the origin the versions are served from.
      expect(page.response.headers.get('content-security-policy')).toContain(host.origin);
    } finally {
      served.close();
    }
  });

  it('with a canary of 20%: every new visitor gets a cookie, privately, and about 20% of them the canary', async () => {
    const served = await serve(documentWith(20));
    try {
      const visitors = 400;
      let inCanary = 0;
      for (let index = 0; index < visitors; index += 1) {
        const page = await served.request('/services');
        const assignment = assignmentOf(page.cookie('mf_release'));
        expect(assignment).not.toBeNull();
        expect(page.cacheControl).toBe(privateCacheControl);
        expect(page.cookie('mf_release')).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
        const canary = assignment!.label === 'services:v2';
        expect(page.body).toContain(canary ? '<h1>Services v2</h1>' : '<h1>Services v1</h1>');
        if (canary) inCanary += 1;
      }
      expect(inCanary / visitors).toBeGreaterThan(0.12);
      expect(inCanary / visitors).toBeLessThan(0.28);
    } finally {
      served.close();
    }
  });

  it('renders a returning visitor the same version every time: the canary briefly shareable, the live version as always', async () => {
    const served = await serve(documentWith(20));
    try {
      for (const inCanary of [true, false]) {
        const assignment = await seedWith(served, inCanary);
        const cookies = { mf_release: encodeAssignment(secret, assignment) };
        for (let round = 0; round < 3; round += 1) {
          const page = await served.request('/services', cookies);
          expect(page.setCookies).toEqual([]);
          expect(page.cacheControl).toBe(inCanary ? canaryPageCacheControl : renderedPageCacheControl);
          expect(renderedManifest(page.body)?.url).toBe(`${host.origin}/services/${inCanary ? 'v2' : 'v1'}/mf-manifest.json`);
        }
      }
    } finally {
      served.close();
    }
  });

  it('sets the cookie again, privately, when the label the request carries is not what it is rendered (canary share changed)', async () => {
    const served = await serve(documentWith(20));
    try {
      const { seed } = await seedWith(served, false);
      // The cookie claims the canary, but this seed's bucket is on the live version.
      const page = await served.request('/services', { mf_release: encodeAssignment(secret, { seed, label: 'services:v2' }) });
      expect(page.body).toContain('<h1>Services v1</h1>');
      expect(assignmentOf(page.cookie('mf_release'))).toEqual({ seed, label: '' });
      expect(page.cacheControl).toBe(privateCacheControl);
    } finally {
      served.close();
    }
  });

  it.each([
    ['forged', (seed: string) => `${encodeAssignment(secret, { seed, label: 'services:v2' }).slice(0, -3)}abc`],
    [
      'signed with another secret',
      (seed: string) => encodeAssignment('another-secret-of-32-characters-000000', { seed, label: 'services:v2' }),
    ],
  ])('treats a %s cookie as absent: a new seed', async (_case, forge) => {
    const served = await serve(documentWith(20));
    try {
      const seed = 'AAAAAAAAAAAAAAAA';
      const page = await served.request('/services', { mf_release: forge(seed) });
      const assignment = assignmentOf(page.cookie('mf_release'));
      expect(assignment).not.toBeNull();
      expect(assignment!.seed).not.toBe(seed);
      expect(page.cacheControl).toBe(privateCacheControl);
    } finally {
      served.close();
    }
  });

  it("never answers a request it sets the cookie for with a 304, even to a shared cache's revalidation", async () => {
    const served = await serve(documentWith(20));
    try {
      const page = await served.request('/services', {}, { headers: { 'if-none-match': '*' } });
      expect(page.status).toBe(200);
      expect(page.cookie('mf_release')).toBeDefined();
      expect(page.response.headers.get('etag')).toBeNull();
    } finally {
      served.close();
    }
  });

  it("reads the routes of the visitor's versions: a page only the canary has is 200 in it, 404 outside", async () => {
    const served = await serve(documentWith(20));
    try {
      const canary = { mf_release: encodeAssignment(secret, await seedWith(served, true)) };
      const live = { mf_release: encodeAssignment(secret, await seedWith(served, false)) };
      expect((await served.request('/services/only-v2', canary)).status).toBe(200);
      expect((await served.request('/services/only-v2', live)).status).toBe(404);
      expect((await served.request('/services/only-v1', live)).status).toBe(200);
      // The site's own files follow the live version.
      expect((await served.request('/sitemap.xml')).body).toContain('/services/only-v1');
    } finally {
      served.close();
    }
  });

  it("renders a preview with the previewed version's manifest, privately, and never keeps it", async () => {
    const served = await serve(documentWith(null));
    try {
      const token = createPreviewToken(secret, {
        remote: 'services',
        version: 'v3',
        expiresAt: Date.now() / 1000 + 600,
        path: '/services',
      });
      for (let round = 0; round < 2; round += 1) {
        const page = await served.request('/services', { mf_preview: token });
        expect(page.body).toContain('<h1>Services v3</h1>');
        expect(renderedManifest(page.body)).toMatchObject({ remote: 'services', url: `${host.origin}/services/v3/mf-manifest.json` });
        expect(page.cacheControl).toBe(privateCacheControl);
        expect(page.setCookies).toEqual([]);
      }
      expect(await served.registry.getSingleMetricAsString('page_cache_bypasses_total')).toContain('page_cache_bypasses_total 2');
      // Everyone else still gets the live version.
      expect((await served.request('/services')).body).toContain('<h1>Services v1</h1>');
    } finally {
      served.close();
    }
  });
});

describe('a preview of a version published after the last read', () => {
  it('is honoured after one fresh read of the document, by the link and by the page', async () => {
    const before: DiscoveryDocument = {
      ...documentWith(null),
      microFrontends: { services: documentWith(null).microFrontends.services!.filter((entry) => entry.metadata.version !== 'v3') },
    };
    const token = createPreviewToken(secret, { remote: 'services', version: 'v3', expiresAt: Date.now() / 1000 + 600, path: '/services' });
    for (const ask of ['link', 'page'] as const) {
      const served = await serve(before, documentWith(null));
      try {
        const answer =
          ask === 'link'
            ? await served.request(`/_release/preview?token=${token}`)
            : await served.request('/services', { mf_preview: token });
        if (ask === 'link') expect(answer.status).toBe(303);
        else expect(answer.body).toContain('<h1>Services v3</h1>');
      } finally {
        served.close();
      }
    }
  });
});

describe('/app-config.json with releases', () => {
  it("is the visitor's: their versions' manifests, versions, preview and report token, never shared, each visitor counted once per remote version", async () => {
    const served = await serve(documentWith(20));
    try {
      const assignment = await seedWith(served, true);
      const visitorsOf = async (version: string) =>
        Number(
          (await served.registry.getSingleMetricAsString('shell_release_visitors_total')).match(
            new RegExp(`shell_release_visitors_total\\{remote="services",version="${version}"\\} (\\d+)`),
          )?.[1] ?? 0,
        );
      const before = await visitorsOf('v2');
      const from = { 'X-Forwarded-For': '203.0.113.9' };
      const answer = await served.request('/app-config.json', { mf_release: encodeAssignment(secret, assignment) }, { headers: from });
      expect(answer.cacheControl).toBe('private, no-cache');
      expect(answer.setCookies).toEqual([]);
      const config = JSON.parse(answer.body) as Record<string, unknown>;
      expect(config).toMatchObject({
        remotes: { services: `${host.origin}/services/v2/mf-manifest.json` },
        versions: { services: 'v2' },
        routes: [{ remote: 'services', prefixes: ['/services'] }],
      });
      expect(config.preview).toBeUndefined();
      // The page's report token: the versions it was served, and its visitor (the address, keyed).
      expect(readReportToken(secret, config.reportToken)).toMatchObject({
        visitor: visitorId(secret, '203.0.113.9'),
        versions: { services: 'v2' },
      });
      // The same visitor again: counted once.
      await served.request('/app-config.json', { mf_release: encodeAssignment(secret, assignment) }, { headers: from });

      const token = createPreviewToken(secret, {
        remote: 'services',
        version: 'v3',
        expiresAt: Date.now() / 1000 + 600,
        path: '/services',
      });
      const previewing = JSON.parse((await served.request('/app-config.json', { mf_preview: token }, { headers: from })).body) as Record<
        string,
        unknown
      >;
      expect(previewing).toMatchObject({ versions: { services: 'v3' }, preview: { remote: 'services', version: 'v3' } });

      expect(await visitorsOf('v2')).toBe(before + 1);
      expect(await visitorsOf('v3')).toBe(1);
    } finally {
      served.close();
    }
  });
});

describe("a canary's verdict from the server's figures: the issue's attack replayed over HTTP", () => {
  /** A visitor at `address` loads a page of the canary (its /app-config.json) and gets its report token. */
  const load = async (served: Served, address: string, cookie: { seed: string; label: string }) => {
    const answer = await served.request(
      '/app-config.json',
      { mf_release: encodeAssignment(secret, cookie) },
      { headers: { 'X-Forwarded-For': address } },
    );
    const config = JSON.parse(answer.body) as { versions: Record<string, string>; reportToken: string };
    return config;
  };
  const report = (served: Served, address: string, body: object) =>
    served.request(
      '/api/reports',
      {},
      {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain;charset=UTF-8', 'X-Forwarded-For': address },
        body: JSON.stringify(body),
      },
    );
  const canaryError = { kind: 'error', source: 'window', remote: 'services', version: 'v2', path: '/services', name: 'TypeError' };
  const verdict = async (served: Served) => judgeCanary(figuresByVersion([await served.registry.metrics()], 'services'), 'v1', 'v2');
  /** The attack: one address fetches /app-config.json 50 times (no cookie, then the canary's), and sends one report of 20 errors. */
  const attack = async (served: Served, canary: { seed: string; label: string }) => {
    const attacker = '198.51.100.66';
    for (let fetches = 0; fetches < 25; fetches += 1)
      await served.request('/app-config.json', {}, { headers: { 'X-Forwarded-For': attacker } });
    let token = '';
    for (let fetches = 0; fetches < 25; fetches += 1) token = (await load(served, attacker, canary)).reportToken;
    // Made up, without a token: refused.
    const forged = await report(served, attacker, { reports: Array(20).fill(canaryError) });
    expect(forged.status).toBe(403);
    // With its own token: taken, but it is one visitor with errors.
    const own = await report(served, attacker, { token, reports: Array(20).fill(canaryError) });
    expect(own.status).toBe(204);
  };

  it.each([
    ['healthy', 1, 'healthy'],
    ['failing', 4, 'failing'],
  ])('a %s canary (100 visitors, %s of them with errors) keeps its verdict', async (_case, withErrors, decision) => {
    const served = await serve(documentWith(20));
    try {
      const canary = await seedWith(served, true);
      for (let visitor = 0; visitor < 100; visitor += 1) {
        const address = `203.0.113.${visitor}`;
        const { reportToken, versions } = await load(served, address, canary);
        expect(versions.services).toBe('v2');
        if (visitor < withErrors)
          expect((await report(served, address, { token: reportToken, reports: [canaryError, canaryError] })).status).toBe(204);
      }
      const before = await verdict(served);
      // The hundred, and the test's own address that found a canary seed.
      expect(before).toMatchObject({ decision, canaryVisitors: 101 });
      await attack(served, canary);
      // Fifty fetches are one visitor more; twenty errors one visitor with errors.
      expect(await verdict(served)).toMatchObject({ decision, canaryVisitors: 102 });
    } finally {
      served.close();
    }
  });

  it('without real visitors, the attack alone is too early to judge', async () => {
    const served = await serve(documentWith(20));
    try {
      await attack(served, await seedWith(served, true));
      // seedWith's fetches came from the test's own address: one visitor; the attacker another.
      expect(await verdict(served)).toEqual({ decision: 'too-early', canary: 'v2', canaryVisitors: 2, minVisitors: 100 });
    } finally {
      served.close();
    }
  });
});

describe('the preview endpoints', () => {
  const grant = (change: Partial<{ version: string; expiresAt: number; path: string }> = {}) => ({
    remote: 'services',
    version: 'v3',
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    path: '/services',
    ...change,
  });

  it('a valid link sets the preview cookie until the grant expires and sends the browser to its page', async () => {
    const served = await serve(documentWith(null));
    try {
      const { expiresAt } = grant();
      const token = createPreviewToken(secret, grant({ expiresAt }));
      const requestedAt = Math.floor(Date.now() / 1000);
      const answer = await served.request(`/_release/preview?token=${encodeURIComponent(token)}`);
      const answeredAt = Math.ceil(Date.now() / 1000);
      expect(answer.status).toBe(303);
      expect(answer.response.headers.get('location')).toBe('/services');
      expect(answer.cacheControl).toBe('no-store');
      const cookie = answer.cookie('mf_preview') ?? '';
      expect(cookie).toMatch(
        new RegExp(`^mf_preview=${token.replace(/[.]/g, '\\.')}; Max-Age=\\d+; Path=/; HttpOnly; SameSite=Lax; Secure$`),
      );
      // Until the grant expires, counted from some moment while the server answered (a busy
      // machine may take seconds, so no fixed figure).
      const maxAge = Number(/Max-Age=(\d+)/.exec(cookie)![1]);
      expect(maxAge).toBeLessThanOrEqual(expiresAt - requestedAt);
      expect(maxAge).toBeGreaterThanOrEqual(expiresAt - answeredAt);
    } finally {
      served.close();
    }
  });

  it.each([
    ['forged', () => `${createPreviewToken(secret, grant()).slice(0, -3)}abc`],
    ['signed with another secret', () => createPreviewToken('another-secret-of-32-characters-000000', grant())],
    ['expired', () => createPreviewToken(secret, grant({ expiresAt: Math.floor(Date.now() / 1000) - 1 }))],
    ['of a version not in the document', () => createPreviewToken(secret, grant({ version: 'v9' }))],
    ['missing', () => ''],
  ])('a %s link is a 400 with a short message and no cookie', async (_case, token) => {
    const served = await serve(documentWith(null));
    try {
      const answer = await served.request(`/_release/preview?token=${encodeURIComponent(token())}`);
      expect(answer.status).toBe(400);
      expect(answer.response.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(answer.body).toMatch(/preview link/);
      expect(answer.setCookies).toEqual([]);
    } finally {
      served.close();
    }
  });

  it.each([
    ['/services/cloud?lang=id', '/services/cloud?lang=id'],
    ['https://evil.example.com/', '/'],
    ['//evil.example.com/', '/'],
    ['/\\evil.example.com', '/'],
    [undefined, '/'],
  ])('leaving (return %s) clears the cookie and goes to %s', async (back, location) => {
    const served = await serve(documentWith(null));
    try {
      const answer = await served.request(
        '/_release/leave-preview',
        {},
        {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: back === undefined ? '' : new URLSearchParams({ return: back }).toString(),
        },
      );
      expect(answer.status).toBe(303);
      expect(answer.response.headers.get('location')).toBe(location);
      expect(answer.cookie('mf_preview')).toMatch(/^mf_preview=; Max-Age=0; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    } finally {
      served.close();
    }
  });
});

describe('server bundles and discovery', () => {
  it("refuses a version whose server/entry.json states another integrity than the document's (a security line), and renders no App", async () => {
    const errors = jest.spyOn(fallbackLog, 'error').mockImplementation(() => undefined);
    const served = await serve(documentWith(null, 'sha384-somethingelse'));
    try {
      const page = await served.request('/services');
      expect(page.body).not.toContain('<h1>Services v1</h1>');
      expect(page.body).toContain('remote-unavailable');
      expect(page.cacheControl).toBe('no-store');
      expect(errors).toHaveBeenCalledWith(
        { security: 'remote-server-bundle-refused' },
        expect.stringContaining('the discovery document sha384-somethingelse'),
      );
    } finally {
      served.close();
    }
  });

  it('is ready once the document is known, and reports it in /readyz', async () => {
    const served = await serve(documentWith(null));
    try {
      await served.request('/services');
      expect(served.readiness()).toMatchObject({ ready: true, discovery: { state: 'ok', known: true } });
    } finally {
      served.close();
    }
  });
});
