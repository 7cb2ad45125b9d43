import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { Writable } from 'node:stream';
import express from 'express';
import pino from 'pino';
import { pinoHttp } from 'pino-http';
import { Registry } from 'prom-client';
import { CLSThresholds, INPThresholds, LCPThresholds } from 'web-vitals';
import type { ServerRouteEntry } from './route-table';
import { createStaticServer } from './static-server';
import { createReportToken, readReportToken, visitorId } from '../shared/release/signed-values';
import {
  createBrowserReports,
  createOnceEach,
  createRateLimiter,
  maxBodyBytes,
  requestsPerWindow,
  routeLabel,
  vitalBuckets,
} from './browser-reports';

const table: ServerRouteEntry[] = [
  {
    remote: 'marketing',
    routes: {
      prefixes: ['/'],
      pages: [
        { path: '/', indexed: true },
        { path: '/cookies', indexed: true },
      ],
    },
  },
  { remote: 'services', routes: { prefixes: ['/services'], pages: [{ path: '/services/web', indexed: true }] } },
  {
    remote: 'support',
    routes: { prefixes: ['/support'], pages: [{ path: '/support', indexed: true }], recordPaths: ['/support/tickets'] },
  },
];

interface Harness {
  url: string;
  registry: Registry;
  logLines: () => Array<Record<string, unknown>>;
  logText: () => string;
  clock: { now: number };
  close: () => void;
}

/**
 * The router behind pino-http as the shell's server mounts it (shared/ops/http-logger.ts: req.log is
 * bound to the request id only), its log lines kept in memory.
 */
async function start(
  options: { trustProxy?: boolean; knownVersion?: (remote: string, version: string) => boolean; secret?: string } = {},
): Promise<Harness> {
  let text = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  const logger = pino({ level: 'info' }, sink);
  const registry = new Registry();
  const clock = { now: 1_000_000 };
  const app = express();
  if (options.trustProxy) app.set('trust proxy', 'loopback');
  app.use(pinoHttp({ logger, autoLogging: false, quietReqLogger: true }));
  app.use(
    '/api/reports',
    createBrowserReports({
      registry,
      routes: { current: async () => table },
      now: () => clock.now,
      ...(options.knownVersion ? { knownVersion: options.knownVersion } : {}),
      ...(options.secret ? { readToken: (token: unknown) => readReportToken(options.secret!, token) } : {}),
    }),
  );
  const http: Server = await new Promise((resolve) => {
    const s = app.listen(0, () => resolve(s));
  });
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/reports`,
    registry,
    logText: () => text,
    logLines: () =>
      text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    clock,
    close: () => http.close(),
  };
}

const post = (url: string, body: string, headers: Record<string, string> = { 'Content-Type': 'text/plain;charset=UTF-8' }) =>
  fetch(url, { method: 'POST', headers, body });

const batch = (...reports: object[]) => JSON.stringify({ reports });

async function counter(registry: Registry, name: string) {
  const metric = await registry.getSingleMetric(name)?.get();
  return metric?.values ?? [];
}

let harness: Harness;
beforeEach(async () => {
  harness = await start();
});
afterEach(() => harness.close());

describe('POST /api/reports', () => {
  it('accepts a beacon (text/plain) and counts each report by kind, remote and route template', async () => {
    const response = await post(
      harness.url,
      batch(
        { kind: 'remote-load', remote: 'services', path: '/services/web' },
        { kind: 'hydration', remote: 'marketing', path: '/cookies', name: 'Error', code: 418, frame: '221.8924d278fb.js:1:2345' },
        { kind: 'error', remote: 'support', path: '/support/tickets/1001', name: 'TypeError', source: 'uncaught' },
      ),
    );
    expect(response.status).toBe(204);
    const values = await counter(harness.registry, 'browser_reports_total');
    expect(values.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
      { kind: 'remote-load', remote: 'services', route: '/services/web', value: 1 },
      { kind: 'hydration', remote: 'marketing', route: '/cookies', value: 1 },
      { kind: 'error', remote: 'support', route: '/support/tickets/:id', value: 1 },
    ]);
    const warnings = harness.logLines().filter((line) => line.level === 40);
    expect(warnings.map((line) => line.browserReport)).toEqual([
      { kind: 'remote-load', remote: 'services', route: '/services/web' },
      { kind: 'hydration', remote: 'marketing', route: '/cookies', name: 'Error', code: 418, frame: '221.8924d278fb.js:1:2345' },
      { kind: 'error', remote: 'support', route: '/support/tickets/:id', name: 'TypeError', source: 'uncaught' },
    ]);
  });

  it('accepts application/json too', async () => {
    const response = await post(harness.url, batch({ kind: 'remote-load', remote: 'portal', path: '/login' }), {
      'Content-Type': 'application/json',
    });
    expect(response.status).toBe(204);
  });

  it('records Web Vitals in one histogram per name, in seconds (CLS unitless), logged at info', async () => {
    const response = await post(
      harness.url,
      batch(
        { kind: 'vital', remote: 'services', path: '/services/web', name: 'LCP', value: 3000, rating: 'needs-improvement' },
        { kind: 'vital', remote: 'services', path: '/services/web', name: 'INP', value: 120, rating: 'good' },
        { kind: 'vital', remote: 'services', path: '/services/web', name: 'CLS', value: 0.3, rating: 'poor' },
      ),
    );
    expect(response.status).toBe(204);
    const text = await harness.registry.metrics();
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="2.5",remote="services"} 0');
    expect(text).toContain('web_vitals_lcp_seconds_bucket{le="4",remote="services"} 1');
    expect(text).toContain('web_vitals_inp_seconds_bucket{le="0.2",remote="services"} 1');
    expect(text).toContain('web_vitals_inp_seconds_bucket{le="0.1",remote="services"} 0');
    expect(text).toContain('web_vitals_cls_bucket{le="0.25",remote="services"} 0');
    expect(text).toContain('web_vitals_cls_bucket{le="0.5",remote="services"} 1');
    expect(text).toContain('browser_reports_total{kind="vital",remote="services",route="/services/web"} 3');
    const infos = harness.logLines().filter((line) => line.level === 30);
    expect(infos.map((line) => line.browserReport)).toEqual([
      { kind: 'vital', remote: 'services', route: '/services/web', name: 'LCP', value: 3000, rating: 'needs-improvement' },
      { kind: 'vital', remote: 'services', route: '/services/web', name: 'INP', value: 120, rating: 'good' },
      { kind: 'vital', remote: 'services', route: '/services/web', name: 'CLS', value: 0.3, rating: 'poor' },
    ]);
  });

  it("puts a bucket at each of the library's thresholds", () => {
    expect(vitalBuckets.LCP).toEqual(expect.arrayContaining(LCPThresholds.map((ms) => ms / 1000)));
    expect(vitalBuckets.INP).toEqual(expect.arrayContaining(INPThresholds.map((ms) => ms / 1000)));
    expect(vitalBuckets.CLS).toEqual(expect.arrayContaining(CLSThresholds));
  });

  it('keeps label values to bounded sets: unknown remotes and paths become "other"', async () => {
    const response = await post(
      harness.url,
      batch(
        { kind: 'remote-load', remote: 'attacker-chosen', path: '/services/web' },
        { kind: 'error', remote: 'services', path: '/services/anything-at-all', source: 'window' },
        { kind: 'error', remote: 'services', path: '/%E0%A4%A', source: 'window' },
        { kind: 'error', remote: 'support', path: '/support/tickets/1/2', source: 'rejection' },
      ),
    );
    expect(response.status).toBe(204);
    const values = await counter(harness.registry, 'browser_reports_total');
    expect(values.map(({ labels }) => labels)).toEqual([
      { kind: 'remote-load', remote: 'other', route: '/services/web' },
      { kind: 'error', remote: 'services', route: 'other' },
      { kind: 'error', remote: 'support', route: 'other' },
    ]);
    expect(values.map(({ value }) => value)).toEqual([1, 2, 1]);
  });

  it('answers 413 beyond 8 KiB, and accepts a full batch under it', async () => {
    expect(maxBodyBytes).toBe(8 * 1024);
    const oversized = batch({ kind: 'remote-load', remote: 'services', path: `/${'x'.repeat(8 * 1024)}` });
    expect((await post(harness.url, oversized)).status).toBe(413);
    expect(await counter(harness.registry, 'browser_reports_total')).toEqual([]);
    const full = batch(...Array.from({ length: 20 }, () => ({ kind: 'remote-load', remote: 'services', path: `/${'x'.repeat(300)}` })));
    expect(full.length).toBeLessThan(8 * 1024);
    expect((await post(harness.url, full)).status).toBe(204);
  });

  it.each([
    ['not JSON', '{"reports": ['],
    ['empty', ''],
    ['no reports', batch()],
    ['a list instead of a batch', JSON.stringify([{ kind: 'remote-load', remote: 'services', path: '/' }])],
    ['an unknown kind', batch({ kind: 'crash', remote: 'services', path: '/' })],
    ['a path with a query', batch({ kind: 'remote-load', remote: 'services', path: '/login?code=abc' })],
    ['a path that is a URL', batch({ kind: 'remote-load', remote: 'services', path: 'https://example.com/' })],
    ['an overlong remote', batch({ kind: 'remote-load', remote: 'x'.repeat(65), path: '/' })],
    ['an unknown vital', batch({ kind: 'vital', remote: 'services', path: '/', name: 'FID', value: 10, rating: 'good' })],
    [
      'a vital without a finite value',
      '{"reports":[{"kind":"vital","remote":"services","path":"/","name":"LCP","value":1e999,"rating":"good"}]}',
    ],
    ['a negative vital', batch({ kind: 'vital', remote: 'services', path: '/', name: 'CLS', value: -1, rating: 'good' })],
    ['an implausible vital', batch({ kind: 'vital', remote: 'services', path: '/', name: 'LCP', value: 1e9, rating: 'poor' })],
    ['an unknown rating', batch({ kind: 'vital', remote: 'services', path: '/', name: 'INP', value: 10, rating: 'great' })],
    [
      'an error message as its name',
      batch({ kind: 'error', remote: 'services', path: '/', name: 'cannot read x of jane@example.com', source: 'window' }),
    ],
    [
      'a frame with a folder and query',
      batch({ kind: 'error', remote: 'services', path: '/', frame: 'https://x.example/a.js?token=1:1:1', source: 'window' }),
    ],
    ['an error with an unknown source', batch({ kind: 'error', remote: 'services', path: '/', source: 'console' })],
    ['too many reports', batch(...Array.from({ length: 21 }, () => ({ kind: 'remote-load', remote: 'services', path: '/' })))],
  ])('answers 400 for %s, counting nothing', async (_case, body) => {
    const response = await post(harness.url, body);
    expect(response.status).toBe(400);
    expect(await counter(harness.registry, 'browser_reports_total')).toEqual([]);
  });

  it('answers 415 for another content type, 405 for another method', async () => {
    expect((await post(harness.url, '<r/>', { 'Content-Type': 'application/xml' })).status).toBe(415);
    const get = await fetch(harness.url);
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });

  it('limits each client address, per window, and lets it report again after', async () => {
    const body = batch({ kind: 'remote-load', remote: 'services', path: '/services/web' });
    for (let i = 0; i < requestsPerWindow; i += 1) expect((await post(harness.url, body)).status).toBe(204);
    const limited = await post(harness.url, body);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect((await counter(harness.registry, 'browser_reports_rejected_total')).map(({ labels, value }) => ({ ...labels, value }))).toEqual([
      { reason: 'rate-limited', value: 1 },
    ]);
    expect((await counter(harness.registry, 'browser_reports_total'))[0]?.value).toBe(requestsPerWindow);
    harness.clock.now += 60_000;
    expect((await post(harness.url, body)).status).toBe(204);
  });

  it("counts by the client's address as the trust-proxy setting reads it", async () => {
    harness.close();
    harness = await start({ trustProxy: true });
    const body = batch({ kind: 'remote-load', remote: 'services', path: '/services/web' });
    const from = (address: string) => post(harness.url, body, { 'Content-Type': 'text/plain', 'X-Forwarded-For': address });
    for (let i = 0; i < requestsPerWindow; i += 1) expect((await from('203.0.113.7')).status).toBe(204);
    expect((await from('203.0.113.7')).status).toBe(429);
    expect((await from('203.0.113.8')).status).toBe(204);
  });

  it('logs nothing personal: no address, cookie, header, query, or anything a report carries beyond its bounded fields', async () => {
    await fetch(`${harness.url}?email=jane%40example.com&token=secret-token`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', Cookie: 'sb-access-token=secret-cookie', Authorization: 'Bearer secret-bearer' },
      body: JSON.stringify({
        reports: [
          {
            kind: 'error',
            remote: 'portal',
            path: '/account',
            name: 'TypeError',
            source: 'uncaught',
            message: 'jane@example.com typed this',
            email: 'jane@example.com',
          },
        ],
      }),
    });
    const text = harness.logText();
    expect(harness.logLines().map((line) => line.browserReport)).toEqual([
      { kind: 'error', remote: 'portal', route: 'other', name: 'TypeError', source: 'uncaught' },
    ]);
    for (const secret of ['jane', 'secret-token', 'secret-cookie', 'secret-bearer', 'typed this', '127.0.0.1', 'x-forwarded-for', 'cookie'])
      expect(text.toLowerCase()).not.toContain(secret);
  });
});

describe('routeLabel', () => {
  it.each([
    ['/', '/'],
    ['/Services/Web/', '/services/web'],
    ['/support/tickets/1001', '/support/tickets/:id'],
    ['/support/tickets', 'other'],
    ['/nowhere', 'other'],
    ['/%ZZ', 'other'],
  ])('%s -> %s', (path, route) => expect(routeLabel(table, path)).toBe(route));

  it('is "other" for every path while no manifest has been read', () => {
    expect(routeLabel([{ remote: 'services', routes: null }], '/services/web')).toBe('other');
  });
});

describe('createRateLimiter', () => {
  it('forgets the oldest addresses beyond its bound, so memory stays bounded', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0 });
    for (let i = 0; i < 10_050; i += 1) limiter.allow(`address-${i}`);
    expect(limiter.size).toBe(10_000);
    expect(limiter.allow('address-10049')).toBe(false);
    expect(limiter.allow('address-0')).toBe(true);
  });
});

describe('in the shell server', () => {
  it('is mounted before the page, file and 404 handlers, and counts in the registry it is given', async () => {
    const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    fs.writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head></head><body><div id=root></div></body></html>');
    fs.writeFileSync(
      path.join(distDir, 'app-config.json'),
      JSON.stringify({
        supabaseUrl: 'https://abc.supabase.co',
        supabaseAnonKey: 'anon',
        remotes: {},
        contact: { phone: '+62', email: 'a@example.com' },
      }),
    );
    const registry = new Registry();
    const app = createStaticServer({
      app: { workspace: 'shell', federationName: 'shell', port: 0, kind: 'host' },
      distDir,
      routeTable: { current: async () => table },
      serverRendering: false,
      registry,
      logger: pino({ level: 'silent' }),
    });
    const http: Server = await new Promise((resolve) => {
      const s = app.listen(0, () => resolve(s));
    });
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/api/reports`;
      const response = await post(url, batch({ kind: 'remote-load', remote: 'services', path: '/services/web' }));
      expect(response.status).toBe(204);
      expect(response.headers.get('cache-control')).toBeNull();
      expect(await registry.metrics()).toContain('browser_reports_total{kind="remote-load",remote="services",route="/services/web"} 1');
      // Not the site's page (a 404 screen) for any other method.
      const get = await fetch(url);
      expect(get.status).toBe(405);
      expect(get.headers.get('content-type')).toMatch(/^text\/plain/);
    } finally {
      http.close();
    }
  });
});

describe('the version a report carries (releases from a discovery document)', () => {
  // The discovery document lists services v1 and v2, nothing of support.
  const knownVersion = (remote: string, version: string) => remote === 'services' && ['v1', 'v2'].includes(version);

  it('labels reports and vitals with a version of their remote the document lists, anything else "other"', async () => {
    const versioned = await start({ knownVersion });
    try {
      const response = await post(
        versioned.url,
        batch(
          { kind: 'error', remote: 'services', version: 'v2', path: '/services/web', name: 'TypeError', source: 'uncaught' },
          { kind: 'remote-load', remote: 'services', version: 'v9', path: '/services/web' },
          { kind: 'hydration', remote: 'support', version: 'v1', path: '/support' },
          { kind: 'remote-load', remote: 'services', path: '/services/web' },
          {
            kind: 'vital',
            remote: 'services',
            version: 'v1',
            path: '/services/web',
            name: 'LCP',
            value: 3000,
            rating: 'needs-improvement',
          },
        ),
      );
      expect(response.status).toBe(204);
      const values = await counter(versioned.registry, 'browser_reports_total');
      expect(values.map(({ labels, value }) => ({ ...labels, value }))).toEqual([
        { kind: 'error', remote: 'services', version: 'v2', route: '/services/web', value: 1 },
        { kind: 'remote-load', remote: 'services', version: 'other', route: '/services/web', value: 2 },
        { kind: 'hydration', remote: 'support', version: 'other', route: '/support', value: 1 },
        { kind: 'vital', remote: 'services', version: 'v1', route: '/services/web', value: 1 },
      ]);
      expect(await versioned.registry.metrics()).toContain('web_vitals_lcp_seconds_count{remote="services",version="v1"} 1');
      expect(versioned.logLines().find((line) => line.level === 40)?.browserReport).toMatchObject({ version: 'v2' });
    } finally {
      versioned.close();
    }
  });

  it('refuses a version that is not a version name', async () => {
    const versioned = await start({ knownVersion });
    try {
      const response = await post(
        versioned.url,
        batch({ kind: 'remote-load', remote: 'services', version: 'V1.x', path: '/services/web' }),
      );
      expect(response.status).toBe(400);
    } finally {
      versioned.close();
    }
  });
});

describe("the page's report token (what makes a report count for a version)", () => {
  const secret = 'a-report-secret-of-at-least-32-characters';
  const knownVersion = (remote: string, version: string) => remote === 'services' && ['v1', 'v2'].includes(version);
  const tokenFor = (address: string, versions: Record<string, string>, secretUsed = secret) =>
    createReportToken(secretUsed, { visitor: visitorId(secretUsed, address), versions, expiresAt: Date.now() / 1000 + 600 });
  const canaryError = { kind: 'error', remote: 'services', version: 'v2', path: '/services/web', name: 'TypeError', source: 'window' };
  const errorVisitors = async (registry: Registry) =>
    (await counter(registry, 'shell_release_error_visitors_total')).map(({ labels, value }) => ({ ...labels, value }));

  it.each([
    ['no token', undefined, 'no-token'],
    ['a token signed with another secret', tokenFor('203.0.113.1', { services: 'v2' }, 'x'.repeat(32)), 'no-token'],
    [
      'an expired token',
      createReportToken(secret, { visitor: visitorId(secret, 'a'), versions: { services: 'v2' }, expiresAt: 1 }),
      'no-token',
    ],
    ['a token for another version (the page was served live)', tokenFor('203.0.113.1', { services: 'v1' }), 'version-not-served'],
    ['a token for another remote', tokenFor('203.0.113.1', { support: 'v2' }), 'version-not-served'],
  ])('refuses a batch naming a version with %s: 403, nothing counted', async (_case, token, reason) => {
    const versioned = await start({ knownVersion, secret });
    try {
      const response = await post(versioned.url, JSON.stringify({ ...(token ? { token } : {}), reports: Array(20).fill(canaryError) }));
      expect(response.status).toBe(403);
      expect(await response.text()).toMatch(/report token/);
      expect(await counter(versioned.registry, 'browser_reports_total')).toEqual([]);
      expect(await errorVisitors(versioned.registry)).toEqual([]);
      expect(await counter(versioned.registry, 'browser_reports_rejected_total')).toEqual([
        expect.objectContaining({ labels: { reason }, value: 1 }),
      ]);
    } finally {
      versioned.close();
    }
  });

  it("counts a visitor with errors once per version, however many errors and batches they send, from the token's visitor", async () => {
    const versioned = await start({ knownVersion, secret });
    try {
      const token = tokenFor('203.0.113.1', { services: 'v2' });
      for (let round = 0; round < 3; round += 1) {
        const response = await post(versioned.url, JSON.stringify({ token, reports: Array(20).fill(canaryError) }));
        expect(response.status).toBe(204);
      }
      // A second visitor's page, and one that reports no error (a vital): the second counts, the vital does not.
      expect(
        (await post(versioned.url, JSON.stringify({ token: tokenFor('203.0.113.2', { services: 'v2' }), reports: [canaryError] }))).status,
      ).toBe(204);
      const vital = { kind: 'vital', remote: 'services', version: 'v2', path: '/', name: 'CLS', value: 0.01, rating: 'good' };
      expect(
        (await post(versioned.url, JSON.stringify({ token: tokenFor('203.0.113.3', { services: 'v2' }), reports: [vital] }))).status,
      ).toBe(204);
      expect(await errorVisitors(versioned.registry)).toEqual([{ remote: 'services', version: 'v2', value: 2 }]);
      // Every report still shows in the raw count.
      expect(await counter(versioned.registry, 'browser_reports_total')).toContainEqual(
        expect.objectContaining({ labels: expect.objectContaining({ kind: 'error', version: 'v2' }), value: 61 }),
      );
    } finally {
      versioned.close();
    }
  });

  it('takes reports that name no version without a token (the shell, a site without releases)', async () => {
    const versioned = await start({ knownVersion, secret });
    try {
      const response = await post(versioned.url, batch({ kind: 'remote-load', remote: 'shell', path: '/' }));
      expect(response.status).toBe(204);
      expect(await errorVisitors(versioned.registry)).toEqual([]);
    } finally {
      versioned.close();
    }
  });
});

describe('createOnceEach', () => {
  it('says "first" once per key, and forgets the oldest beyond its bound', () => {
    const once = createOnceEach(2);
    expect([once.first('a'), once.first('a'), once.first('b'), once.first('c'), once.size]).toEqual([true, false, true, true, 2]);
    expect(once.first('a')).toBe(true);
    expect(once.first('c')).toBe(false);
  });
});
