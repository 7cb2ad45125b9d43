import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { waitForOk } from '../../scripts/lib/topology.ts';
import type { Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../shared/build/chromium.ts';
import { test as base, expect, remoteOrigins, remotePages } from './fixtures';

// The page's document is handed over with route.fulfill, and Chromium then treats it as outside
// the loopback address space, refusing its requests to the remote on localhost (Local Network
// Access): the site itself never meets this, so the check is off for these tests only.
const launch = chromiumLaunchOptions();
base.use({ launchOptions: { ...launch, args: [...launch.args, '--disable-features=LocalNetworkAccessChecks'] } });

/**
 * A remote that is down or hangs while the shell's server renders its page. The composition the
 * other tests share must keep its remotes up, so each test here runs a shell server of its own
 * (`node server/main.ts`, as in production) whose support remote is reached through a gate: a
 * proxy in front of the real remote (its files, its headers) that the test opens, closes (nothing
 * listens: connection refused, as a stopped static server) or holds (the connection is accepted
 * and nothing is ever answered, as a remote that hangs). The browser reaches that server at the
 * site's own address (its requests to localhost:3000 are sent on to it unseen by the page), so the
 * page's origin, its storage and the Supabase stand-in's CORS are those of the site.
 */

const root = path.resolve(import.meta.dirname, '../..');
const remote = 'support';
const { path: pagePath, heading } = remotePages[remote];
const siteOrigin = 'http://localhost:3000';

async function freePort(): Promise<number> {
  const probe = net.createServer().listen(0);
  await once(probe, 'listening');
  const { port } = probe.address() as net.AddressInfo;
  probe.close();
  await once(probe, 'close');
  return port;
}

interface Gate {
  /** the remote's manifest URL as the shell's server is configured with it */
  manifestUrl: string;
  open(): Promise<void>;
  close(): Promise<void>;
  hold(): void;
  /** requests received while held, never answered */
  held(): number;
}

async function startGate(target: string): Promise<Gate> {
  const port = await freePort();
  let holding = false;
  const held = new Set<http.ServerResponse>();
  let heldCount = 0;
  const server = http.createServer((req, res) => {
    if (holding) {
      held.add(res);
      heldCount++;
      return;
    }
    const upstream = http.request(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  const listen = async () => {
    server.listen(port);
    await once(server, 'listening');
  };
  const release = () => {
    for (const res of held) res.destroy();
    held.clear();
  };
  await listen();
  return {
    manifestUrl: `http://localhost:${port}/mf-manifest.json`,
    async open() {
      holding = false;
      release();
      if (!server.listening) await listen();
    },
    async close() {
      release();
      if (!server.listening) return;
      const closed = once(server, 'close');
      server.close();
      // Kept-alive connections too: the next request must find nothing listening.
      server.closeAllConnections();
      await closed;
    },
    hold() {
      holding = true;
    },
    held: () => heldCount,
  };
}

interface Site {
  url: string;
  stop(): Promise<void>;
}

/** A shell server of this test's own, on free ports, with `remote` configured at `manifestUrl`. */
async function startSite(manifestUrl: string): Promise<Site> {
  const [port, opsPort] = [await freePort(), await freePort()];
  const output: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server', 'main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      METRICS_PORT: String(opsPort),
      SITE_URL: siteOrigin,
      [`REMOTE_${remote.toUpperCase()}_URL`]: manifestUrl,
      LOG_LEVEL: 'warn',
      LOG_FORMAT: 'json',
      SHUTDOWN_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  try {
    await waitForOk(`http://localhost:${opsPort}/readyz`, 30_000, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${String(error)}\n${output.join('').slice(-2_000)}`);
  }
  return {
    url: `http://localhost:${port}`,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}

const test = base.extend<{ gate: Gate; site: Site }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
  gate: async ({}, provide) => {
    const gate = await startGate(remoteOrigins[remote]);
    await provide(gate);
    await gate.close();
  },
  site: async ({ gate }, provide) => {
    // The gate is open while the server starts: it reads every remote's routes before it is ready.
    const site = await startSite(gate.manifestUrl);
    await provide(site);
    await site.stop();
  },
});

/**
 * The browser's requests to the site are answered by `site`, as a load balancer would send them on.
 * Fetched and fulfilled rather than continued to another URL: a continued navigation takes the
 * other URL's origin for its CSP's 'self', which would block the site's own scripts. Asked for
 * uncompressed, as the fulfilled body is the decoded one.
 */
async function browseThrough(page: Page, site: Site) {
  await page.route(
    (url) => url.origin === siteOrigin,
    async (route) => {
      const response = await route.fetch({
        url: route.request().url().replace(siteOrigin, site.url),
        headers: { ...route.request().headers(), 'accept-encoding': 'identity' },
        maxRedirects: 0,
      });
      await route.fulfill({ response });
    },
  );
}

test('a page rendered while its remote was down hydrates its Retry screen, and Retry shows the remote once it is back', async ({
  page,
  gate,
  site,
}) => {
  await gate.close();
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  const gateOrigin = new URL(gate.manifestUrl).origin;
  await browseThrough(page, site);

  // The server could not reach the remote: it answers the frame and the Retry screen.
  const response = await page.goto(pagePath);
  const html = await response!.text();
  expect(html).toContain('data-testid="remote-unavailable"');
  expect(html).not.toContain(`>${heading}</h1>`);
  // The fixture's goto returned once the page was hydrated: the Retry screen the server sent is
  // React's now (its button has React's props), not a static copy.
  const fallback = page.getByTestId('remote-unavailable');
  await expect(fallback.getByRole('button', { name: 'Retry' })).toBeVisible();
  expect(
    await fallback
      .getByRole('button', { name: 'Retry' })
      .evaluate((button) => Object.keys(button).some((key) => key.startsWith('__reactProps$'))),
  ).toBe(true);

  // While the remote is down, the console names only the requests it refused (the page's hint to
  // preload the remote's manifest): no hydration error, nothing thrown.
  for (const error of consoleErrors.splice(0))
    expect(error).toBe(`Failed to load resource: net::ERR_CONNECTION_REFUSED (${gateOrigin}/mf-manifest.json)`);

  // The remote is back; the visitor presses Retry: the remote's page, in the same document.
  await gate.open();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await fallback.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(fallback).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(consoleErrors).toEqual([]);
});

test('a remote that hangs while the server renders: the server gives up after its timeout and answers with the Retry screen', async ({
  request,
  gate,
  site,
}) => {
  // Nothing of the remote's server bundle is known yet, so the render must wait for the remote.
  gate.hold();
  const started = Date.now();
  const response = await request.get(`${site.url}${pagePath}`, { headers: { accept: '*/*' }, timeout: 20_000 });
  const waited = Date.now() - started;
  expect(gate.held(), 'the server asked the remote, which never answered').toBeGreaterThan(0);
  // The server's 2 s timeout on the remote's files (server/remote-server-bundles.ts): it cannot
  // have answered sooner, and it must not wait much longer: the rest of the render takes well under
  // a second here, so 4 s leaves room for a slow machine and still fails a timeout of twice the 2 s.
  expect(waited).toBeGreaterThanOrEqual(2_000);
  expect(waited).toBeLessThan(4_000);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
  // A page with the remote missing is for this request only: never kept by a shared cache.
  expect(response.headers()['cache-control']).toBe('no-store');
  const body = await response.text();
  expect(body).toContain('<nav');
  expect(body).toContain('<footer');
  expect(body).toContain('data-testid="remote-unavailable"');
  expect(body).toMatch(/<button[^>]*>Retry<\/button>/);
  expect(body).not.toContain(`>${heading}</h1>`);

  // The remote answers again: the next renders have its page.
  await gate.open();
  await expect
    .poll(async () =>
      (await (await request.get(`${site.url}${pagePath}`, { headers: { accept: '*/*' } })).text()).includes(`>${heading}</h1>`),
    )
    .toBe(true);
});
