/**
 * `npm run bench`: production figures of the composition. Builds every workspace (timed), starts
 * the local Supabase stand-in and MailDev, serves the production bundles, then for each route:
 * - Lighthouse (bench-lighthouse.ts): scores, LCP, TBT, CLS, medians of LIGHTHOUSE_RUNS runs;
 * - Playwright cold loads (BENCH_RUNS): bytes transferred (compressed, as received, with headers)
 *   split by origin (shell, shared libraries, each remote) and by kind (JS, CSS, fonts, images),
 *   and the request count, medians.
 * /dashboard is measured signed in. It also loads the stand-in with autocannon (bench-backend.ts).
 * Everything is written to bench-results/ (git-ignored) as JSON and Markdown, and printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Response } from '@playwright/test';
import { apps } from '../shared/build/apps.ts';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';
import { shellSharedFiles, transferOf } from '../shared/build/page-parts.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { buildApp, repoRoot } from './lib/builds.ts';
import { startBackend } from './lib/backend.ts';
import { stopAll } from './lib/processes.ts';
import { benchBackend, backendGoals } from './bench-backend.ts';
import { lighthouseGoals, runLighthouse, signInDemo, type LighthouseFigures } from './bench-lighthouse.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const baseUrl = 'http://localhost:3000';
const routes = [
  '/',
  '/services',
  '/services/cloud',
  '/services/web/frontend-development/details',
  '/portfolio',
  '/blog',
  '/blog/ai-trends-2025',
  '/support',
  '/login',
  '/dashboard',
];
const signedIn = new Set(['/dashboard']);
const kinds = ['JS', 'CSS', 'fonts', 'images', 'other'] as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

function kindOf(response: Response): (typeof kinds)[number] {
  const type = response.request().resourceType();
  if (type === 'script') return 'JS';
  if (type === 'stylesheet') return 'CSS';
  if (type === 'font') return 'fonts';
  if (type === 'image') return 'images';
  return 'other';
}

const buildSeconds: Record<string, number> = {};
for (const app of apps) buildSeconds[app.workspace] = Math.round((await buildApp(app)) / 100) / 10;

await startBackend({ reset: true });
const servers = await serveApps(apps);
const sharedFiles = shellSharedFiles(path.join(repoRoot, 'shell/dist'));

type Tally = Record<string, { bytes: number; requests: number }>;
interface Sample {
  byOrigin: Tally;
  byKind: Tally;
}
const samples: Record<string, Sample[]> = {};
let lighthouse: Awaited<ReturnType<typeof runLighthouse>>;
try {
  const browser = await chromium.launch(chromiumLaunchOptions());
  // One sign-in (the stand-in limits them) gives the session every signed-in load starts from.
  const signInContext = await browser.newContext();
  await signInDemo(await signInContext.newPage(), baseUrl);
  const session = await signInContext.storageState();
  await signInContext.close();

  for (const route of routes) {
    samples[route] = [];
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(signedIn.has(route) ? { storageState: session } : {});
      const page = await context.newPage();
      const pending: Array<Promise<void>> = [];
      const sample: Sample = { byOrigin: {}, byKind: {} };
      const add = (tally: Tally, key: string, bytes: number) => {
        tally[key] ??= { bytes: 0, requests: 0 };
        tally[key].bytes += bytes;
        tally[key].requests += 1;
      };
      page.on('response', (response) => {
        pending.push(
          transferOf(response, sharedFiles).then(({ bytes, part }) => {
            add(sample.byOrigin, part, bytes);
            add(sample.byKind, kindOf(response), bytes);
          }),
        );
      });
      await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
      // The page is only counted once its main heading is there (content chunks included).
      await page.locator('#main h1').first().waitFor();
      await Promise.all(pending);
      samples[route].push(sample);
      await context.close();
    }
  }
  await browser.close();

  lighthouse = await runLighthouse(baseUrl, routes, { runs: lighthouseRuns, prepare: (page) => signInDemo(page, baseUrl) });
} finally {
  closeServers(servers);
  stopAll();
}

const medianTally = (list: Tally[]): Tally => {
  const keys = [...new Set(list.flatMap((tally) => Object.keys(tally)))].sort();
  return Object.fromEntries(
    keys.map((key) => [
      key,
      { bytes: median(list.map((t) => t[key]?.bytes ?? 0)), requests: median(list.map((t) => t[key]?.requests ?? 0)) },
    ]),
  );
};
const bytes = Object.fromEntries(
  Object.entries(samples).map(([route, list]) => {
    const totals = list.map((s) => Object.values(s.byOrigin));
    return [
      route,
      {
        byOrigin: medianTally(list.map((s) => s.byOrigin)),
        byKind: medianTally(list.map((s) => s.byKind)),
        total: {
          bytes: median(totals.map((t) => t.reduce((sum, c) => sum + c.bytes, 0))),
          requests: median(totals.map((t) => t.reduce((sum, c) => sum + c.requests, 0))),
        },
      },
    ];
  }),
);

const kb = (value: number) => `${(value / 1024).toFixed(1)} KB`;
const mark = (met: boolean) => (met ? '✓' : '✗');
const goal = (figures: LighthouseFigures) => ({
  performance: figures.performance >= lighthouseGoals.performance,
  accessibility: figures.accessibility >= lighthouseGoals.accessibility,
  lcp: figures.lcpMs < lighthouseGoals.lcpMs,
  tbt: figures.tbtMs < lighthouseGoals.tbtMs,
  cls: figures.cls < lighthouseGoals.cls,
});

let markdown = `# Benchmark (${new Date().toISOString()})\n\n`;
markdown += `Lighthouse ${lighthouse.versions.lighthouse}, ${lighthouse.versions.chromium}, mobile, simulated throttling; median of ${lighthouseRuns} runs. `;
markdown += `Goals: performance ≥ ${lighthouseGoals.performance}, accessibility ${lighthouseGoals.accessibility}, LCP < ${lighthouseGoals.lcpMs / 1000} s, TBT < ${lighthouseGoals.tbtMs} ms, CLS < ${lighthouseGoals.cls}.\n\n`;
markdown += `| route | performance | accessibility | best practices | SEO | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|---:|---:|---:|\n`;
for (const [route, figures] of Object.entries(lighthouse.routes)) {
  const met = goal(figures);
  markdown += `| ${route} | ${figures.performance} ${mark(met.performance)} | ${figures.accessibility} ${mark(met.accessibility)} | ${figures.bestPractices} | ${figures.seo} | ${(figures.lcpMs / 1000).toFixed(2)} s ${mark(met.lcp)} | ${figures.tbtMs} ms ${mark(met.tbt)} | ${figures.cls} ${mark(met.cls)} |\n`;
}

const origins = [...new Set(Object.values(bytes).flatMap((route) => Object.keys(route.byOrigin)))];
markdown += `\n## Cold loads: bytes transferred (compressed, with headers), median of ${runs}\n\n`;
markdown += `| route | total | requests | ${origins.join(' | ')} | ${kinds.join(' | ')} |\n|---|---:|---:|${origins.map(() => '---:').join('|')}|${kinds.map(() => '---:').join('|')}|\n`;
for (const [route, figures] of Object.entries(bytes)) {
  const cell = (tally: Tally, key: string) => (tally[key] ? kb(tally[key].bytes) : '–');
  markdown += `| ${route} | **${kb(figures.total.bytes)}** | ${figures.total.requests} | ${origins.map((o) => cell(figures.byOrigin, o)).join(' | ')} | ${kinds.map((k) => cell(figures.byKind, k)).join(' | ')} |\n`;
}

markdown += `\n## Production build time\n\n| workspace | seconds |\n|---|---:|\n`;
for (const [workspace, seconds] of Object.entries(buildSeconds)) markdown += `| ${workspace} | ${seconds} |\n`;

const backend = await benchBackend();
markdown += `\n## Local Supabase stand-in\n\nGoal: at least ${backendGoals.readsPerSecond} authenticated reads/s with p99 under ${backendGoals.p99Ms} ms.\n\n| figure | value |\n|---|---:|\n`;
markdown += `| cold start (empty folder: migrations + seed) | ${backend.coldStartMs} ms |\n| warm start | ${backend.warmStartMs} ms |\n`;
markdown += `| sign-in latency (median of 8, bcrypt cost 10) | ${backend.signInMedianMs} ms |\n`;
markdown += `| authenticated client_projects reads (${backend.reads.connections} connections, ${backend.reads.seconds} s) | ${backend.reads.requestsPerSecond} req/s ${mark(backend.reads.requestsPerSecond >= backendGoals.readsPerSecond)} |\n`;
markdown += `| read latency p50 / p99 | ${backend.reads.p50Ms} / ${backend.reads.p99Ms} ms ${mark(backend.reads.p99Ms < backendGoals.p99Ms)} |\n| errors / non-2xx | ${backend.reads.errors} / ${backend.reads.non2xx} |\n`;

const outDir = path.join(repoRoot, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'bench.json'),
  JSON.stringify({ runs, lighthouseRuns, lighthouse, bytes, buildSeconds, backend }, null, 2),
);
fs.writeFileSync(path.join(outDir, 'bench.md'), markdown);
console.log(`\n${markdown}`);
