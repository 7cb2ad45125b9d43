/**
 * Figures of the production topology (docs/decisions/0014-production-topology.md) for
 * `npm run bench`: nginx's load balancer and shared cache in front of two instances of the
 * shell's server, started on their own ports (scripts/lib/topology.ts), measured with autocannon
 * in its own process:
 * - a page from nginx's cache (a hit: nginx alone answers);
 * - pages through the servers: each request with a new parameter the cache does not keep, so
 *   nginx passes every one to an instance (round-robin), whose own page cache answers it;
 * - requests that fail while every instance is restarted in turn (SIGTERM, drain, start, ready),
 *   under the same load through the servers. Goal: 0.
 * Writes bench-results/topology.json and returns the Markdown section.
 *
 * `node scripts/bench-topology.ts` measures it alone (the apps must be built; nothing may be on
 * the topology's ports). The Supabase stand-in is not needed: pages render without it.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './lib/builds.ts';
import { localAnonKey, startTopology } from './lib/topology.ts';
import { throughputOf, type ThroughputFigures } from './bench-backend.ts';

export const topologyGoals = { cacheHitPerSecond: 2000, cacheHitP99Ms: 25, failedDuringRestart: 0 } as const;

const page = '/services/cloud';

/** autocannon in a child process; `[<id>]` in the URL becomes a new id on every request (-I). */
function autocannon(url: string, connections: number, seconds: number): Promise<ThroughputFigures> {
  const bin = path.join(repoRoot, 'node_modules', '.bin', 'autocannon');
  // As a browser asks: nginx keeps the brotli answer under its own key (deploy/nginx/site.conf).
  const options = [
    '-j',
    '-c',
    String(connections),
    '-d',
    String(seconds),
    '-H',
    'accept-encoding=br, gzip',
    ...(url.includes('[<id>]') ? ['-I'] : []),
  ];
  return new Promise((resolve, reject) => {
    execFile(bin, [...options, url], { maxBuffer: 16 * 1024 * 1024 }, (error, stdout) => {
      if (error) return reject(error);
      resolve(throughputOf(JSON.parse(stdout) as Parameters<typeof throughputOf>[0], connections, seconds));
    });
  });
}

export interface TopologyFigures {
  instances: number;
  page: string;
  cacheHit: ThroughputFigures;
  throughServers: ThroughputFigures;
  restart: { load: ThroughputFigures; failed: number; restartSeconds: number };
}

export async function benchTopology(): Promise<TopologyFigures> {
  const topology = await startTopology({
    runDir: path.join(os.tmpdir(), 'meridian-topology-bench'),
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: localAnonKey(),
    output: 'files',
    instanceEnv: { SHUTDOWN_DELAY_MS: '500', LOG_LEVEL: 'warn' },
  });
  try {
    const hitUrl = `${topology.siteUrl}${page}`;
    const serversUrl = `${topology.siteUrl}${page}?bench=[<id>]-x`;
    // Warm-up: the servers' first renders, the cache entry, the code's first runs.
    await autocannon(hitUrl, 10, 2);
    await autocannon(serversUrl, 10, 2);
    const cacheHit = await autocannon(hitUrl, 10, 5);
    const throughServers = await autocannon(serversUrl, 10, 5);

    // The restart must end within the load's run: it takes a few seconds per instance.
    const loadSeconds = 10 + 6 * topology.instances.length;
    const load = autocannon(serversUrl, 10, loadSeconds);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const started = performance.now();
    await topology.rollingRestart();
    const restartSeconds = Math.round((performance.now() - started) / 100) / 10;
    const restartLoad = await load;
    if (restartSeconds + 2 > loadSeconds)
      throw new Error(`the rolling restart (${restartSeconds} s) outlasted the load (${loadSeconds} s)`);
    return {
      instances: topology.instances.length,
      page,
      cacheHit,
      throughServers,
      restart: { load: restartLoad, failed: restartLoad.errors + restartLoad.non2xx, restartSeconds },
    };
  } finally {
    await topology.stop();
  }
}

export function topologyMarkdown(figures: TopologyFigures, mark: (met: boolean) => string): string {
  const row = (label: string, f: ThroughputFigures, goals: boolean) =>
    `| ${label} (${f.connections} connections, ${f.seconds} s) | ${f.requestsPerSecond} ${goals ? mark(f.requestsPerSecond >= topologyGoals.cacheHitPerSecond) : ''} | ${f.p50Ms} ms | ${f.p99Ms} ms ${goals ? mark(f.p99Ms < topologyGoals.cacheHitP99Ms) : ''} | ${f.errors} / ${f.non2xx} |\n`;
  const { restart } = figures;
  return (
    `\n## Production topology\n\nnginx (load balancer + shared cache) in front of ${figures.instances} instances of \`node server/main.ts\` on this machine (deploy/nginx/, \`npm run start:production\`), ${figures.page}, autocannon in its own process asking for brotli. ` +
    `Goals: cache hits ≥ ${topologyGoals.cacheHitPerSecond} req/s with p99 < ${topologyGoals.cacheHitP99Ms} ms; ${topologyGoals.failedDuringRestart} failed requests during a rolling restart.\n\n` +
    `| figure | req/s | p50 | p99 | errors / non-2xx |\n|---|---:|---:|---:|---:|\n` +
    row("nginx's cache (hit)", figures.cacheHit, true) +
    row(
      'through the servers (a new parameter each request: nginx passes it on, the instance answers from its page cache)',
      figures.throughServers,
      false,
    ) +
    row(`through the servers while every instance restarts in turn (${restart.restartSeconds} s)`, restart.load, false) +
    `\nFailed requests during the rolling restart: **${restart.failed}** ${mark(restart.failed === topologyGoals.failedDuringRestart)}\n`
  );
}

/** `npm run bench` (scripts/bench.ts): measures, writes bench-results/topology.json, returns the Markdown. */
export async function benchTopologyMarkdown(): Promise<string> {
  const figures = await benchTopology();
  const outDir = path.join(repoRoot, 'bench-results');
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'topology.json'),
    JSON.stringify({ date: new Date().toISOString(), goals: topologyGoals, ...figures }, null, 2),
  );
  return topologyMarkdown(figures, (met) => (met ? '✓' : '✗'));
}

if (import.meta.main) console.log(await benchTopologyMarkdown());
