/**
 * Server-rendering figures for `npm run bench`:
 * - a JavaScript-free copy of each measured page: the server's rendered HTML with every script
 *   removed, served from another port with the same CSS (everything else is passed through to
 *   the site), so Lighthouse can measure the physical limit of this design beside the site itself;
 * - the shell server's throughput, with autocannon in its own process (`autocannon -j`), for a
 *   cached page and for a render on every request (a query the server never keeps).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './lib/builds.ts';
import { throughputOf, type ThroughputFigures } from './bench-backend.ts';

export const serverGoals = { cachedPerSecond: 2000, cachedP99Ms: 25, uncachedP50Ms: 50 } as const;

/** The page without a single script: what a visitor sees before any JavaScript, forever. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '').replace(/<link rel="?(modulepreload|preload)"?[^>]*>/g, '');
}

/**
 * Serves the JavaScript-free copies of `paths` (taken from `siteUrl` now) on a free port; any other
 * request (stylesheets, images, the favicon) is answered by the site. Returns the copy's base URL.
 */
export async function serveJavaScriptFreeCopy(siteUrl: string, paths: readonly string[]): Promise<{ url: string; close: () => void }> {
  const pages = new Map<string, string>();
  for (const pagePath of paths) pages.set(pagePath, withoutScripts(await (await fetch(`${siteUrl}${pagePath}`)).text()));
  const server = http.createServer(async (request, response) => {
    const page = pages.get(request.url ?? '');
    if (page !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(page);
      return;
    }
    const upstream = await fetch(`${siteUrl}${request.url}`, { headers: { 'accept-encoding': 'identity' } });
    response.writeHead(upstream.status, {
      'content-type': upstream.headers.get('content-type') ?? 'application/octet-stream',
      'cache-control': upstream.headers.get('cache-control') ?? 'no-cache',
    });
    response.end(Buffer.from(await upstream.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => server.close() };
}

/** autocannon in a child process (the load generator must not share the server's event loop or core). */
function autocannon(url: string, connections: number, seconds: number): Promise<ThroughputFigures> {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'autocannon');
  return new Promise((resolve, reject) => {
    execFile(bin, ['-j', '-c', String(connections), '-d', String(seconds), url], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(throughputOf(JSON.parse(stdout) as Parameters<typeof throughputOf>[0], connections, seconds));
    });
  });
}

export interface ServerFigures {
  cached: ThroughputFigures;
  uncached: ThroughputFigures;
  page: string;
}

/** Throughput of the shell's server on `page`: kept (after one warm-up request) and rendered each time. */
export async function benchServer(siteUrl: string, page = '/services/cloud'): Promise<ServerFigures> {
  await fetch(`${siteUrl}${page}`);
  const cached = await autocannon(`${siteUrl}${page}`, 10, 10);
  // A query beyond ?lang= is rendered for its request only and never kept: every request is a
  // full render. One connection, so the latency is the render's own, not time queueing behind others.
  const uncached = await autocannon(`${siteUrl}${page}?bench=uncached`, 1, 10);
  return { cached, uncached, page };
}
