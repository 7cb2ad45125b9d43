/**
 * Server-rendering figures for `npm run bench`:
 * - a JavaScript-free copy of each measured page: the server's rendered HTML with every script
 *   removed, served from another port with the same CSS (everything else is passed through to
 *   the site), so Lighthouse can measure the physical limit of this design beside the site itself;
 * - the shell server's throughput, with autocannon in its own process (`autocannon -j`), for a
 *   cached page, the same page reached by a marketing link (`?utm_source=x`, which must be served
 *   from the same cache entry), and a render on every request (a new unknown path each time).
 *
 * `node scripts/bench-server.ts` measures the throughput alone: it serves the built apps on their
 * ports (stop any running composition first) and prints the figures.
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

/**
 * autocannon in a child process (the load generator must not share the server's event loop or
 * core). With `newIdEachRequest`, each request replaces `[<id>]` in the URL with a new id (the
 * command line reads a URL that ends in `]` as a sub-argument, so the id must not end it).
 */
function autocannon(url: string, connections: number, seconds: number, newIdEachRequest = false): Promise<ThroughputFigures> {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'autocannon');
  const options = ['-j', '-c', String(connections), '-d', String(seconds), ...(newIdEachRequest ? ['-I'] : [])];
  return new Promise((resolve, reject) => {
    execFile(bin, [...options, url], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(throughputOf(JSON.parse(stdout) as Parameters<typeof throughputOf>[0], connections, seconds));
    });
  });
}

export interface ServerFigures {
  cached: ThroughputFigures;
  /** the same page with a marketing parameter: the same cache entry, so the same figures within noise */
  marketing: ThroughputFigures;
  uncached: ThroughputFigures;
  page: string;
  marketingQuery: string;
}

const marketingQuery = '?utm_source=x';

/** Two runs on one URL as one: their mean rate, the worse of their latencies, all their errors. */
function together(a: ThroughputFigures, b: ThroughputFigures): ThroughputFigures {
  return {
    requestsPerSecond: Math.round((a.requestsPerSecond + b.requestsPerSecond) / 2),
    p50Ms: Math.max(a.p50Ms, b.p50Ms),
    p99Ms: Math.max(a.p99Ms, b.p99Ms),
    errors: a.errors + b.errors,
    non2xx: a.non2xx + b.non2xx,
    connections: a.connections,
    seconds: a.seconds + b.seconds,
  };
}

/**
 * Throughput of the shell's server on `page`: kept, reached by a marketing link, and rendered
 * each time. The plain and the marketing URL are measured in turns (plain, marketing, plain,
 * marketing; 5 s each, after a warm-up), so a drift of the machine's speed during the run (the
 * server's code still warming up, another process) weighs on both alike.
 */
export async function benchServer(siteUrl: string, page = '/services/cloud'): Promise<ServerFigures> {
  const plainUrl = `${siteUrl}${page}`;
  const marketingUrl = `${siteUrl}${page}${marketingQuery}`;
  await autocannon(plainUrl, 10, 3);
  const runs: ThroughputFigures[] = [];
  for (let turn = 0; turn < 4; turn++) runs.push(await autocannon(turn % 2 ? marketingUrl : plainUrl, 10, 5));
  // A path no one asked for before is rendered on its request (then kept among the few 404s):
  // every request is a full render. One connection, so the latency is the render's own, not time
  // queueing behind others.
  const uncached = await autocannon(`${siteUrl}${page}/[<id>]-new`, 1, 10, true);
  return { cached: together(runs[0]!, runs[2]!), marketing: together(runs[1]!, runs[3]!), uncached, page, marketingQuery };
}

/** The throughput rows of the bench's Markdown (bench.ts), also printed by a run of this file alone. */
export function serverTable(server: ServerFigures, mark: (met: boolean) => string): string {
  const row = (label: string, figures: ThroughputFigures, cachedGoals: boolean) =>
    `| ${label} (${figures.connections} connection${figures.connections === 1 ? '' : 's'}, ${figures.seconds} s) | ${figures.requestsPerSecond} ${
      cachedGoals ? mark(figures.requestsPerSecond >= serverGoals.cachedPerSecond) : ''
    } | ${figures.p50Ms} ms ${cachedGoals ? '' : mark(figures.p50Ms < serverGoals.uncachedP50Ms)} | ${figures.p99Ms} ms ${
      cachedGoals ? mark(figures.p99Ms < serverGoals.cachedP99Ms) : ''
    } | ${figures.errors} / ${figures.non2xx} |\n`;
  return (
    `| figure | req/s | p50 | p99 | errors / non-2xx |\n|---|---:|---:|---:|---:|\n` +
    row('cached page', server.cached, true) +
    row(`the same page with \`${server.marketingQuery}\``, server.marketing, true) +
    row('rendered on every request: a new unknown path each time, its 404 page', server.uncached, false)
  );
}

if (import.meta.main) {
  const { apps } = await import('../shared/build/apps.ts');
  const { closeServers, serveApps } = await import('../server/serve.ts');
  const servers = await serveApps(apps);
  try {
    const figures = await benchServer('http://localhost:3000');
    console.log(`${figures.page}\n\n${serverTable(figures, (met) => (met ? '✓' : '✗'))}`);
  } finally {
    closeServers(servers);
  }
}
