/**
 * `npm run bench`: production figures of the composition. Builds every workspace (timed), serves
 * the production bundles, then loads a few routes cold several times in Chromium and records the bytes
 * transferred (compressed, as received) split into the shell's own code, shared libraries and
 * each remote, plus the request count. Medians are written to bench-results/ (git-ignored) as
 * JSON and Markdown, and printed. It also measures the local Supabase stand-in (bench-backend.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { apps } from '../shared/build/apps.ts';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { buildApp, repoRoot } from './lib/builds.ts';
import { benchBackend } from './bench-backend.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
// Home, the portfolio, a fixed dark service page, a sub-service's details, an article, and the sign-in page.
const routes = ['/', '/portfolio', '/services/cloud', '/services/web/frontend-development/details', '/blog/ai-trends-2025', '/login'];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** File names of the shell's shared-library chunks, from its own manifest. */
function shellSharedFiles(): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/dist/mf-manifest.json'), 'utf8')) as {
    shared: Array<{ assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return new Set(manifest.shared.flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]));
}

const buildSeconds: Record<string, number> = {};
for (const app of apps) buildSeconds[app.workspace] = Math.round((await buildApp(app)) / 100) / 10;

const servers = await serveApps(apps);
const sharedFiles = shellSharedFiles();
const originToApp = new Map(apps.map((app) => [`http://localhost:${app.port}`, app]));
const browser = await chromium.launch(chromiumLaunchOptions());

type Sample = Record<string, { bytes: number; requests: number }>;
const samples: Record<string, Sample[]> = {};
for (const route of routes) {
  samples[route] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending: Array<Promise<void>> = [];
    const sample: Sample = {};
    page.on('response', (response) => {
      pending.push(
        response
          .request()
          .sizes()
          .then((sizes) => {
            const url = new URL(response.url());
            const app = originToApp.get(url.origin);
            const file = path.basename(url.pathname);
            const category = !app
              ? `other (${url.origin})`
              : app.kind === 'host'
                ? sharedFiles.has(file)
                  ? 'shared libraries'
                  : 'shell'
                : app.workspace;
            sample[category] ??= { bytes: 0, requests: 0 };
            sample[category].bytes += sizes.responseBodySize + sizes.responseHeadersSize;
            sample[category].requests += 1;
          }),
      );
    });
    await page.goto(`http://localhost:3000${route}`, { waitUntil: 'networkidle' });
    // The page is only counted once its main heading is there (content chunks included).
    await page.locator('#main h1').first().waitFor();
    await Promise.all(pending);
    samples[route].push(sample);
    await context.close();
  }
}
await browser.close();
closeServers(servers);

const results = Object.fromEntries(
  Object.entries(samples).map(([route, list]) => {
    const categories = [...new Set(list.flatMap((sample) => Object.keys(sample)))].sort();
    const rows = Object.fromEntries(
      categories.map((category) => [
        category,
        { bytes: median(list.map((s) => s[category]?.bytes ?? 0)), requests: median(list.map((s) => s[category]?.requests ?? 0)) },
      ]),
    );
    const total = {
      bytes: median(list.map((s) => Object.values(s).reduce((sum, c) => sum + c.bytes, 0))),
      requests: median(list.map((s) => Object.values(s).reduce((sum, c) => sum + c.requests, 0))),
    };
    return [route, { rows, total }];
  }),
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
let markdown = `# Benchmark (${new Date().toISOString()}, median of ${runs} cold loads)\n\n`;
for (const [route, { rows, total }] of Object.entries(results)) {
  markdown += `## Cold load of ${route}\n\n| part | transferred (compressed, incl. headers) | requests |\n|---|---:|---:|\n`;
  for (const [category, row] of Object.entries(rows)) markdown += `| ${category} | ${kb(row.bytes)} | ${row.requests} |\n`;
  markdown += `| **total** | **${kb(total.bytes)}** | **${total.requests}** |\n\n`;
}
markdown += `## Production build time\n\n| workspace | seconds |\n|---|---:|\n`;
for (const [workspace, seconds] of Object.entries(buildSeconds)) markdown += `| ${workspace} | ${seconds} |\n`;

const backend = await benchBackend();
markdown += `\n## Local Supabase stand-in\n\n| figure | value |\n|---|---:|\n`;
markdown += `| cold start (empty folder: migrations + seed) | ${backend.coldStartMs} ms |\n| warm start | ${backend.warmStartMs} ms |\n`;
markdown += `| sign-in latency (median of 8, bcrypt cost 10) | ${backend.signInMedianMs} ms |\n`;
markdown += `| authenticated client_projects reads (${backend.reads.connections} connections, ${backend.reads.seconds} s) | ${backend.reads.requestsPerSecond} req/s |\n`;
markdown += `| read latency p50 / p99 | ${backend.reads.p50Ms} / ${backend.reads.p99Ms} ms |\n| errors / non-2xx | ${backend.reads.errors} / ${backend.reads.non2xx} |\n`;

const outDir = path.join(repoRoot, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(path.join(outDir, 'bench.json'), JSON.stringify({ runs, results, buildSeconds, backend }, null, 2));
fs.writeFileSync(path.join(outDir, 'bench.md'), markdown);
console.log(`\n${markdown}`);
