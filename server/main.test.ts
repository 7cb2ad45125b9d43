import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { discoverySchemaUrl } from '../shared/release/discovery';
import { makeShellDist, servicesVersionIntegrity, startRemoteHost } from './testing/shell-fixture';

/**
 * `node server/main.ts` as a process: readiness, drain on SIGTERM, request ids, what reaches the
 * log and the metrics (docs/decisions/0013-production-operation.md).
 */

const mainFile = path.join(__dirname, 'main.ts');

interface Started {
  child: ChildProcess;
  lines: Array<Record<string, unknown>>;
  output: () => string;
  /** resolves with the first log line that matches */
  line: (match: (line: Record<string, unknown>) => boolean) => Promise<Record<string, unknown>>;
  exited: Promise<number | null>;
  port: Promise<number>;
  opsPort: Promise<number>;
}

function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, [mainFile], {
    // Only what is given: jest's NODE_ENV=test and the developer's variables stay out.
    env: { PATH: process.env.PATH ?? '', PORT: '0', METRICS_PORT: '0', HOST: '127.0.0.1', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: Array<Record<string, unknown>> = [];
  let text = '';
  const waiting: Array<{ match: (line: Record<string, unknown>) => boolean; resolve: (line: Record<string, unknown>) => void }> = [];
  let partial = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    partial += chunk.toString();
    const complete = partial.split('\n');
    partial = complete.pop() ?? '';
    for (const raw of complete.filter(Boolean)) {
      const line = JSON.parse(raw) as Record<string, unknown>;
      lines.push(line);
      for (const waiter of [...waiting])
        if (waiter.match(line)) {
          waiting.splice(waiting.indexOf(waiter), 1);
          waiter.resolve(line);
        }
    }
  });
  child.stderr!.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('close', (code) => resolve(code)));
  const line = (match: (line: Record<string, unknown>) => boolean) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const found = lines.find(match);
      if (found) return resolve(found);
      waiting.push({ match, resolve });
      void exited.then((code) => reject(new Error(`the server exited (${code}) first:\n${text}`)));
    });
  const port = line((entry) => entry.msg === 'listening').then((entry) => entry.port as number);
  const opsPort = line((entry) => entry.msg === 'ops server listening').then((entry) => entry.port as number);
  // Awaited by the tests that need them; a process that exits first (a refused configuration) is no failure here.
  port.catch(() => {});
  opsPort.catch(() => {});
  return { child, lines, output: () => text, line, exited, port, opsPort };
}

/** A GET on its own connection: status, headers and body. */
function get(port: number, requestPath: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, headers, agent: false }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const localEnv = (remoteEnv: Record<string, string>, distDir: string) => ({
  SHELL_DIST_DIR: distDir,
  SITE_URL: 'https://www.example.com',
  SUPABASE_URL: 'https://project.supabase.co',
  SUPABASE_ANON_KEY: 'anon-key-of-the-project',
  ...remoteEnv,
});

describe('node server/main.ts', () => {
  let remoteHost: Awaited<ReturnType<typeof startRemoteHost>>;
  let distDir: string;
  beforeAll(async () => {
    remoteHost = await startRemoteHost();
    distDir = makeShellDist();
  });
  afterAll(() => {
    remoteHost.close();
    fs.rmSync(distDir, { recursive: true, force: true });
  });

  it('is alive at once, ready once the route manifests were read, 503 while draining; SIGTERM lets the request in flight finish and exits 0', async () => {
    const routes = remoteHost.hold('/services/routes.json');
    const server = startMain(localEnv(remoteHost.env, distDir));
    try {
      const [port, opsPort] = await Promise.all([server.port, server.opsPort]);
      await routes.asked;
      // Alive, not ready: the services remote's route manifest is still being read. The details
      // are on the ops port only; the main port, which a load balancer exposes, says ready or not.
      for (const probePort of [port, opsPort]) expect((await get(probePort, '/healthz')).status).toBe(200);
      const notYet = await get(opsPort, '/readyz');
      expect(notYet.status).toBe(503);
      expect(JSON.parse(notYet.body)).toMatchObject({
        status: 'unavailable',
        shellBundle: 'loaded',
        remotes: { services: { state: 'pending' } },
      });
      const notYetPublic = await get(port, '/readyz');
      expect(notYetPublic.status).toBe(503);
      expect(JSON.parse(notYetPublic.body)).toEqual({ status: 'unavailable', draining: false });
      routes.release();
      await server.line((entry) => entry.msg === 'ready');
      const ready = await get(opsPort, '/readyz');
      expect(ready.status).toBe(200);
      // Four remotes are down (404): the server is ready all the same, their pages offer Retry.
      expect(JSON.parse(ready.body)).toMatchObject({
        status: 'ready',
        draining: false,
        remotes: { services: { state: 'ok', known: true }, portal: { state: 'failed', known: false } },
      });
      const readyPublic = await get(port, '/readyz');
      expect(readyPublic.status).toBe(200);
      expect(JSON.parse(readyPublic.body)).toEqual({ status: 'ready', draining: false });

      // A page whose remote bundle is held back: in flight when SIGTERM comes.
      const bundle = remoteHost.hold('/services/server/app.1111111111.cjs');
      const inFlight = get(port, '/services');
      await bundle.asked;
      server.child.kill('SIGTERM');
      await server.line((entry) => typeof entry.msg === 'string' && entry.msg.startsWith('draining'));
      const draining = await get(opsPort, '/readyz');
      expect(draining.status).toBe(503);
      expect(JSON.parse(draining.body)).toMatchObject({ status: 'unavailable', draining: true });
      // No new connection is taken on the main port.
      await expect(get(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
      bundle.release();
      const page = await inFlight;
      expect(page.status).toBe(200);
      expect(page.headers.connection).toBe('close');
      expect(page.body).toContain('<h1>Services App</h1>');
      expect(await server.exited).toBe(0);
      expect(server.lines).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ msg: 'request completed', req: { method: 'GET', url: '/services' }, res: { statusCode: 200 } }),
          expect.objectContaining({ msg: 'stopped', reason: 'SIGTERM' }),
        ]),
      );
    } finally {
      server.child.kill('SIGKILL');
    }
  });

  describe('request ids, the access log and the metrics', () => {
    let server: Started;
    let port: number;
    let opsPort: number;
    beforeAll(async () => {
      server = startMain({ ...localEnv(remoteHost.env, distDir), TRUST_PROXY: 'loopback', METRICS_TOKEN: 'a-token-of-16-chars-or-more' });
      [port, opsPort] = await Promise.all([server.port, server.opsPort]);
      await server.line((entry) => entry.msg === 'ready');
    });
    afterAll(async () => {
      server.child.kill('SIGTERM');
      await server.exited;
    });

    it("generates an id, echoes it, and takes a trusted proxy's well-formed one", async () => {
      const generated = await get(port, '/healthz');
      expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const fromProxy = await get(port, '/healthz', { 'X-Request-Id': 'f0e1d2c3b4a5968778695a4b3c2d1e0f' });
      expect(fromProxy.headers['x-request-id']).toBe('f0e1d2c3b4a5968778695a4b3c2d1e0f');
      const malformed = await get(port, '/healthz', { 'X-Request-Id': '<script>' });
      expect(malformed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('logs each request with its id, path, status, duration, cache outcome and remote, and nothing secret', async () => {
      const first = await get(port, '/services?code=the-code&token=the-token&access_token=the-access&email=ann%40example.com', {
        Cookie: 'sb-session=the-cookie',
        Authorization: 'Bearer the-authorization',
        'X-Request-Id': 'request-one-0001',
      });
      expect(first.status).toBe(200);
      await get(port, '/services', { 'X-Request-Id': 'request-two-0002' });
      const one = await server.line((entry) => entry.reqId === 'request-one-0001' && entry.msg === 'request completed');
      const two = await server.line((entry) => entry.reqId === 'request-two-0002' && entry.msg === 'request completed');
      expect(one).toMatchObject({
        service: 'shell-server',
        req: { method: 'GET', url: '/services?code=[Redacted]&token=[Redacted]&access_token=[Redacted]&email=[Redacted]' },
        res: { statusCode: 200 },
        kind: 'page',
        cache: 'miss',
        remote: 'services',
      });
      expect(typeof one.responseTime).toBe('number');
      expect(two).toMatchObject({ kind: 'page', cache: 'hit', remote: 'services' });
      for (const secret of ['the-code', 'the-token', 'the-access', 'ann', 'the-cookie', 'the-authorization', 'Bearer'])
        expect(server.output()).not.toContain(secret);
    });

    it('counts requests, renders, the page cache and remote reads on the ops port, behind the token', async () => {
      await get(port, '/services');
      await get(port, '/app-config.json');
      await get(port, '/missing.0123456789.js');
      expect((await get(opsPort, '/metrics')).status).toBe(401);
      const { status, body } = await get(opsPort, '/metrics', { Authorization: 'Bearer a-token-of-16-chars-or-more' });
      expect(status).toBe(200);
      /** The value of the series `name` whose labels include `labels` (in any order), or undefined. */
      const value = (name: string, labels: Record<string, string>) => {
        for (const match of body.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))) {
          const found = Object.fromEntries([...match[1]!.matchAll(/(\w+)="([^"]*)"/g)].map(([, key, text]) => [key, text]));
          if (Object.entries(labels).every(([key, text]) => found[key] === text)) return Number(match[2]);
        }
        return undefined;
      };
      const service = 'shell-server';
      expect(value('http_requests_total', { service, kind: 'page', status: '200' })).toBeGreaterThanOrEqual(3);
      expect(value('http_requests_total', { service, kind: 'config', status: '200' })).toBe(1);
      expect(value('http_requests_total', { service, kind: 'asset', status: '404' })).toBe(1);
      expect(value('http_requests_total', { service, kind: 'health', status: '200' })).toBeGreaterThanOrEqual(3);
      expect(value('http_request_duration_seconds_count', { service, kind: 'page' })).toBeGreaterThanOrEqual(3);
      expect(value('page_render_duration_seconds_count', { service, remote: 'services', result: 'ok' })).toBe(1);
      expect(value('page_render_duration_seconds_bucket', { service, remote: 'services', result: 'ok', le: '+Inf' })).toBe(1);
      expect(value('page_cache_hits_total', { service, cache: 'listed' })).toBeGreaterThanOrEqual(2);
      expect(value('page_cache_misses_total', { service, cache: 'listed' })).toBe(1);
      expect(value('page_cache_evictions_total', { service, cache: 'listed' })).toBe(0);
      expect(value('page_cache_entries', { service, cache: 'listed' })).toBe(1);
      expect(value('page_cache_bypasses_total', { service })).toBe(0);
      expect(value('remote_reads_total', { service, remote: 'services', resource: 'routes', result: 'ok' })).toBeGreaterThanOrEqual(1);
      expect(value('remote_reads_total', { service, remote: 'portal', resource: 'routes', result: 'failed' })).toBeGreaterThanOrEqual(1);
      expect(value('remote_reads_total', { service, remote: 'services', resource: 'manifest', result: 'ok' })).toBeGreaterThanOrEqual(1);
      expect(value('remote_reads_total', { service, remote: 'services', resource: 'bundle', result: 'ok' })).toBe(1);
      expect(value('remote_deployment_info', { service, remote: 'services', deployment: 'app.1111111111.cjs' })).toBe(1);
      // The browser reports (server/browser-reports.ts) are counted in the same registry.
      expect(body).toContain('# TYPE browser_reports_total counter');
      expect(body).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="shell-server"\}/m);
      expect(body).toMatch(/^process_resident_memory_bytes\{service="shell-server"\}/m);
    });
  });

  it('refuses an unsafe production configuration, naming each variable, and does not start', async () => {
    const server = startMain({
      SHELL_DIST_DIR: distDir,
      NODE_ENV: 'production',
      SITE_URL: 'http://localhost:3000',
      SUPABASE_URL: 'http://localhost:54321',
      ...remoteHost.env,
    });
    expect(await server.exited).toBe(1);
    const message = server.output();
    for (const variable of ['SITE_URL', 'SUPABASE_URL', 'SUPABASE_ANON_KEY', 'REMOTE_MARKETING_URL', 'REMOTE_PORTAL_URL'])
      expect(message).toMatch(new RegExp(`^  - ${variable}: `, 'm'));
    expect(server.lines).toEqual([]);
  });

  it('with FRONTEND_DISCOVERY_URL: not ready until a document was read (reported in /readyz), then re-read every 2 s; a bad document is refused, logged, counted, and the last good one kept', async () => {
    const version = (name: string, deployment?: object) => ({
      url: `${remoteHost.origin}/services/${name}/mf-manifest.json`,
      metadata: { integrity: servicesVersionIntegrity(name), version: name },
      ...(deployment ? { deployment } : {}),
    });
    const document = {
      schema: discoverySchemaUrl,
      microFrontends: { services: [version('v1', { traffic: 100, default: true }), version('v2')] },
    };
    // Not published yet: the first read fails.
    remoteHost.setFile('/discovery.json', undefined);
    const server = startMain({
      ...localEnv({}, distDir),
      FRONTEND_DISCOVERY_URL: `${remoteHost.origin}/discovery.json`,
      RELEASE_SECRET: 'a-release-secret-of-32-characters-or-more',
    });
    try {
      const [port, opsPort] = await Promise.all([server.port, server.opsPort]);
      await server.line((entry) => entry.msg === 'ready');
      const notYet = await get(opsPort, '/readyz');
      expect(notYet.status).toBe(503);
      expect(JSON.parse(notYet.body)).toMatchObject({ discovery: { state: 'failed', known: false } });
      remoteHost.setFile('/discovery.json', JSON.stringify(document));
      // Read again within 2 s (the reader's maxAgeMs), and the remote's routes after it: ready
      // within about 2.5 s of the document's publication, polled every 100 ms up to twice that.
      const published = performance.now();
      let ready = notYet;
      while (ready.status !== 200 && performance.now() - published < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        ready = await get(opsPort, '/readyz');
      }
      expect(ready.status).toBe(200);
      expect(performance.now() - published).toBeLessThan(2_500);
      expect(JSON.parse(ready.body)).toMatchObject({ discovery: { state: 'ok', known: true }, remotes: { services: { state: 'ok' } } });
      const page = await get(port, '/services');
      expect(page.body).toContain('<h1>Services v1</h1>');
      expect(page.headers['set-cookie']).toBeUndefined();
      const config = JSON.parse((await get(port, '/app-config.json')).body) as { versions: Record<string, string> };
      expect(config.versions).toEqual({ services: 'v1' });

      // Two defaults: refused; the server goes on with v1. The failed reads are counted from just
      // before it: the first read (nothing published) was counted as failed already.
      const failedReads = async () =>
        Number(
          /^discovery_reads_total\{result="failed",service="shell-server"\} (\d+)/m.exec((await get(opsPort, '/metrics')).body)?.[1] ?? 0,
        );
      const failedBefore = await failedReads();
      expect(failedBefore).toBeGreaterThan(0);
      remoteHost.setFile(
        '/discovery.json',
        JSON.stringify({
          ...document,
          microFrontends: { services: [version('v1', { traffic: 50, default: true }), version('v2', { traffic: 50, default: true })] },
        }),
      );
      const refused = await server.line(
        (entry) => entry.msg === 'discovery document refused or unreadable, keeping the last good one' && entry.lastGood === true,
      );
      expect(refused).toMatchObject({ errors: [expect.stringContaining('exactly one version must be the default')], lastGood: true });
      expect((await get(port, '/services')).body).toContain('<h1>Services v1</h1>');
      expect(await failedReads()).toBeGreaterThan(failedBefore);
      expect(JSON.parse((await get(opsPort, '/readyz')).body)).toMatchObject({
        status: 'ready',
        discovery: { state: 'failed', known: true },
      });
    } finally {
      server.child.kill('SIGKILL');
      remoteHost.setFile('/discovery.json', undefined);
    }
  }, 20_000);
});
