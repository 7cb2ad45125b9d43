/**
 * @jest-environment node
 */
import http, { type Server } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { Counter } from 'prom-client';
import { createLogger, redactedUrl, withoutEmails } from './logger.ts';
import { httpLogger, parseTrustProxy, setLogFields } from './http-logger.ts';
import { createMetrics } from './metrics.ts';
import { startOpsServer } from './ops-server.ts';
import { createLifecycle } from './lifecycle.ts';

/** A logger whose lines are kept, parsed. */
function capturedLogger(level: 'info' | 'debug' = 'info') {
  const lines: Array<Record<string, unknown>> = [];
  const raw: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) {
        raw.push(line);
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { logger: createLogger({ service: 'test', level, destination }), lines, raw };
}

const portOf = (server: Server) => (server.address() as AddressInfo).port;

async function listening(server: Server): Promise<Server> {
  if (!server.listening) await once(server, 'listening');
  return server;
}

describe('redactedUrl', () => {
  it.each([
    ['/auth/callback?code=abc123&next=%2Fportal', '/auth/callback?code=[Redacted]&next=%2Fportal'],
    ['/verify?token=t0k3n&type=signup', '/verify?token=[Redacted]&type=signup'],
    ['/x?access_token=aaa&refresh_token=bbb&token_hash=ccc', '/x?access_token=[Redacted]&refresh_token=[Redacted]&token_hash=[Redacted]'],
    ['/login?email=ann%40example.com', '/login?email=[Redacted]'],
    ['/search?q=ann@example.com', '/search?q=%5Bemail%5D'],
    ['/users/ann@example.com/profile', '/users/[email]/profile'],
    ['/services?lang=id&utm_source=news', '/services?lang=id&utm_source=news'],
    ['https://a.example/cb?Code=zzz#access_token=frag', 'https://a.example/cb?Code=[Redacted]'],
  ])('%s -> %s', (input, expected) => expect(redactedUrl(input)).toBe(expected));

  it('drops the secret values whatever the case and keeps no trace of them', () => {
    const out = redactedUrl('/cb?CODE=s3cret&Token=t0k');
    expect(out).not.toContain('s3cret');
    expect(out).not.toContain('t0k');
  });

  it('finds an address in free text', () =>
    expect(withoutEmails('no user ann.lee+x@mail.example.co.id here')).toBe('no user [email] here'));
});

describe('createLogger', () => {
  it('censors cookies, authorization, tokens and addresses in whatever is logged', () => {
    const { logger, raw, lines } = capturedLogger();
    logger.info(
      {
        req: { headers: { cookie: 'sb=abc', authorization: 'Bearer xyz' } },
        res: { headers: { 'set-cookie': 'sb=def' } },
        user: { email: 'ann@example.com' },
      },
      'signed in ann@example.com',
    );
    logger.error({ err: new Error('duplicate key: bob@example.com') }, 'failed');
    const text = raw.join('\n');
    for (const secret of ['sb=abc', 'Bearer xyz', 'sb=def', 'ann@example.com', 'bob@example.com']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ service: 'test', level: 30, msg: 'signed in [email]' });
    expect(lines[1]).toMatchObject({ err: { message: 'duplicate key: [email]' } });
  });
});

describe('parseTrustProxy', () => {
  it.each([
    ['', '127.0.0.1', false],
    ['none', '127.0.0.1', false],
    ['loopback', '127.0.0.1', true],
    ['loopback', '::ffff:127.0.0.1', true],
    ['loopback', '::1', true],
    ['loopback', '10.0.0.1', false],
    ['10.0.0.0/8, 192.168.1.5', '10.2.3.4', true],
    ['10.0.0.0/8, 192.168.1.5', '192.168.1.5', true],
    ['10.0.0.0/8, 192.168.1.5', '192.168.1.6', false],
    ['uniquelocal', '172.20.0.3', true],
  ])('%j trusts %s: %s', (spec, address, trusted) => {
    const parsed = parseTrustProxy(spec);
    expect(parsed.ok && parsed.trust(address)).toBe(trusted);
  });

  it.each(['true', 'everyone', '10.0.0.0/40', '10.0.0.0/x'])('refuses %j', (spec) => expect(parseTrustProxy(spec).ok).toBe(false));
});

describe('httpLogger', () => {
  async function loggedServer(trustSpec: string) {
    const { logger, lines, raw } = capturedLogger();
    const parsed = parseTrustProxy(trustSpec);
    if (!parsed.ok) throw new Error(parsed.error);
    const log = httpLogger(logger, { trustProxy: parsed.trust });
    const server = http.createServer((req, res) => {
      log(req, res);
      setLogFields(res, { kind: 'page', cache: 'miss', remote: 'portal' });
      res.setHeader('Set-Cookie', 'session=secret-cookie');
      res.end('ok');
    });
    server.listen(0, '127.0.0.1');
    await listening(server);
    return { url: `http://127.0.0.1:${portOf(server)}`, lines, raw, close: () => server.close() };
  }

  it('generates an id, echoes it and logs the request without secrets', async () => {
    const server = await loggedServer('none');
    const response = await fetch(`${server.url}/auth/callback?code=abc&email=ann%40example.com&lang=id`, {
      headers: { Cookie: 'sb-access=cookie-value', Authorization: 'Bearer header-value', 'X-Request-Id': 'chosen-by-client-1' },
    });
    server.close();
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = server.lines.find((entry) => entry.msg === 'request completed');
    expect(line).toMatchObject({
      reqId: id,
      req: { method: 'GET', url: '/auth/callback?code=[Redacted]&email=[Redacted]&lang=id' },
      res: { statusCode: 200 },
      kind: 'page',
      cache: 'miss',
      remote: 'portal',
    });
    expect(typeof line?.responseTime).toBe('number');
    const text = server.raw.join('\n');
    for (const secret of ['abc', 'ann', 'cookie-value', 'header-value', 'secret-cookie', 'chosen-by-client-1'])
      expect(text).not.toContain(secret);
  });

  it('takes the id of a trusted proxy when it is well formed', async () => {
    const server = await loggedServer('loopback');
    const trusted = await fetch(server.url, { headers: { 'X-Request-Id': '0123456789abcdef0123456789abcdef' } });
    const malformed = await fetch(server.url, { headers: { 'X-Request-Id': 'bad id\twith spaces' } });
    server.close();
    expect(trusted.headers.get('x-request-id')).toBe('0123456789abcdef0123456789abcdef');
    expect(malformed.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(server.lines.map((line) => line.reqId)).toContain('0123456789abcdef0123456789abcdef');
  });

  it('ignores the id from a peer that is not a trusted proxy', async () => {
    const server = await loggedServer('10.0.0.0/8');
    const response = await fetch(server.url, { headers: { 'X-Request-Id': '0123456789abcdef0123456789abcdef' } });
    server.close();
    expect(response.headers.get('x-request-id')).not.toBe('0123456789abcdef0123456789abcdef');
  });
});

describe('ops server', () => {
  let ready = false;
  const { registry } = createMetrics({ service: 'ops-test' });
  new Counter({ name: 'test_things_total', help: 'things', registers: [registry] }).inc();
  const { logger } = capturedLogger();
  let open: Server;
  let secured: Server;
  beforeAll(async () => {
    open = await listening(
      startOpsServer({ host: '127.0.0.1', port: 0, registry, isReady: () => ({ ready, remotes: { a: 'up' } }), logger }),
    );
    secured = await listening(startOpsServer({ host: '127.0.0.1', port: 0, registry, token: 's3cret', isReady: () => ready, logger }));
  });
  afterAll(() => {
    open.close();
    secured.close();
  });
  const url = (server: Server, path: string) => `http://127.0.0.1:${portOf(server)}${path}`;

  it('answers /healthz while alive and /readyz by readiness, with its details', async () => {
    expect((await fetch(url(open, '/healthz'))).status).toBe(200);
    const before = await fetch(url(open, '/readyz'));
    expect(before.status).toBe(503);
    expect(await before.json()).toEqual({ status: 'unavailable', remotes: { a: 'up' } });
    ready = true;
    const after = await fetch(url(open, '/readyz'));
    expect(after.status).toBe(200);
    expect(await after.json()).toEqual({ status: 'ready', remotes: { a: 'up' } });
  });

  it('serves the registry with process metrics, event loop lag and the service label', async () => {
    const response = await fetch(url(open, '/metrics'));
    expect(response.headers.get('content-type')).toContain('text/plain');
    const text = await response.text();
    expect(text).toMatch(/^test_things_total\{service="ops-test"\} 1$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="ops-test"\}/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds\{service="ops-test"\}/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total\{service="ops-test"\}/m);
    expect(text).toMatch(/^process_resident_memory_bytes\{service="ops-test"\}/m);
  });

  it('asks for the token when one is set', async () => {
    expect((await fetch(url(secured, '/metrics'))).status).toBe(401);
    expect((await fetch(url(secured, '/metrics'), { headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    const allowed = await fetch(url(secured, '/metrics'), { headers: { Authorization: 'Bearer s3cret' } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('test_things_total');
    // The probes stay open: the platform calls them without a token.
    expect((await fetch(url(secured, '/healthz'))).status).toBe(200);
  });

  it('answers anything else with 404 or 405', async () => {
    expect((await fetch(url(open, '/'))).status).toBe(404);
    expect((await fetch(url(open, '/metrics'), { method: 'POST' })).status).toBe(405);
  });
});

describe('lifecycle', () => {
  /** A server whose /slow answers when `release` is called; everything else at once. */
  async function slowServer() {
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const slowStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    const server = http.createServer((req, res) => {
      if (req.url === '/slow') {
        started();
        void released.then(() => res.end('slow done'));
        return;
      }
      res.end('quick');
    });
    server.keepAliveTimeout = 60_000;
    server.listen(0, '127.0.0.1');
    await listening(server);
    return { server, release, slowStarted, port: portOf(server) };
  }

  function get(port: number, path: string): Promise<{ status: number; connection: string | undefined; body: string }> {
    return new Promise((resolve, reject) => {
      const agent = new http.Agent({ keepAlive: true });
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => (body += chunk.toString()));
          res.on('end', () => {
            agent.destroy();
            resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body });
          });
        })
        .on('error', reject);
    });
  }

  it('fails readiness at once, finishes the request in flight with Connection: close, then exits 0', async () => {
    const { server, release, slowStarted, port } = await slowServer();
    const { logger, lines } = capturedLogger();
    const exits: number[] = [];
    const stopped: string[] = [];
    const lifecycle = createLifecycle({ logger, graceMs: 10_000, servers: [server], signals: [], exit: (code) => exits.push(code) });
    lifecycle.onStop(() => stopped.push('hook'));
    expect(lifecycle.isReady()).toBe(false);
    lifecycle.ready();
    expect(lifecycle.isReady()).toBe(true);

    const inFlight = get(port, '/slow');
    await slowStarted;
    const done = lifecycle.shutdown('SIGTERM');
    expect(lifecycle.isReady()).toBe(false);
    expect(lifecycle.draining).toBe(true);
    // The port no longer takes connections, while the request in flight runs on.
    await expect(get(port, '/quick')).rejects.toThrow(/ECONNREFUSED/);
    expect(exits).toEqual([]);
    release();
    expect(await inFlight).toEqual({ status: 200, connection: 'close', body: 'slow done' });
    await done;
    expect(stopped).toEqual(['hook']);
    expect(exits).toEqual([0]);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(['ready', 'stopped']));
  });

  it('keeps serving with Connection: close during the drain delay', async () => {
    const { server, port } = await slowServer();
    const { logger } = capturedLogger();
    const exits: number[] = [];
    const lifecycle = createLifecycle({
      logger,
      graceMs: 1_000,
      delayMs: 60_000,
      servers: [server],
      signals: [],
      exit: (code) => exits.push(code),
    });
    lifecycle.ready();
    void lifecycle.shutdown('SIGTERM');
    const during = await get(port, '/quick');
    expect(during).toEqual({ status: 200, connection: 'close', body: 'quick' });
    expect(exits).toEqual([]);
    server.closeAllConnections();
    server.close();
  });

  it('cuts a request that outlives the grace period and still exits 0', async () => {
    const { server, slowStarted, port } = await slowServer();
    const { logger, lines } = capturedLogger();
    const exits: number[] = [];
    const lifecycle = createLifecycle({ logger, graceMs: 50, servers: [server], signals: [], exit: (code) => exits.push(code) });
    const hanging = get(port, '/slow');
    await slowStarted;
    await lifecycle.shutdown('SIGTERM');
    await expect(hanging).rejects.toThrow(/socket hang up|ECONNRESET/);
    expect(exits).toEqual([0]);
    expect(lines.find((line) => line.msg === 'drain deadline reached: cutting the requests still in flight')).toMatchObject({ cut: 1 });
  });
});
