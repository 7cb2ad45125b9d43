/**
 * `npm run bench`: production figures of the composition. Builds every workspace (timed), starts
 * the local Supabase stand-in and MailDev, serves the production bundles, then for each route:
 * - Lighthouse (bench-lighthouse.ts): scores, LCP, TBT, CLS, medians of LIGHTHOUSE_RUNS runs;
 * - Playwright cold loads (BENCH_RUNS): bytes transferred (compressed, as received, with headers)
 *   split by origin (shell, shared libraries, each remote) and by kind (JS, CSS, fonts, images),
 *   and the request count, medians.
 * /dashboard is measured signed in. Lighthouse also audits a JavaScript-free copy of each public
 * page's rendered HTML (the limit of server rendering), and autocannon loads the shell's server
 * (bench-server.ts) and the stand-in (bench-backend.ts).
 * Everything is written to bench-results/ (git-ignored) as JSON and Markdown, and printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { chromium, type Browser, type Response } from '@playwright/test';
import { apps } from '../shared/build/apps.ts';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';
import { shellSharedFiles, transferOf } from '../shared/build/page-parts.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { buildApp, repoRoot } from './lib/builds.ts';
import { startBackend } from './lib/backend.ts';
import { launcher } from './lib/processes.ts';
import { benchBackend, backendGoals } from './bench-backend.ts';
import {
  lighthouseGoals,
  restoreStorageState,
  runLighthouse,
  signInDemo,
  type LighthouseFigures,
  type LighthouseRun,
} from './bench-lighthouse.ts';
import { benchServer, serveJavaScriptFreeCopy, serverGoals, serverTable, type ServerFigures } from './bench-server.ts';

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

// The resource type says how the page asked for a file; the content type catches the same kinds
// fetched otherwise (a font or script requested with fetch()).
function kindOf(response: Response): (typeof kinds)[number] {
  const type = response.request().resourceType();
  const contentType = response.headers()['content-type'] ?? '';
  if (type === 'script' || /javascript|ecmascript/.test(contentType)) return 'JS';
  if (type === 'stylesheet' || contentType.startsWith('text/css')) return 'CSS';
  if (type === 'font' || /^font\/|font-woff|opentype|truetype/.test(contentType)) return 'fonts';
  if (type === 'image' || contentType.startsWith('image/')) return 'images';
  return 'other';
}

const buildSeconds: Record<string, number> = {};
for (const app of apps) buildSeconds[app.workspace] = Math.round((await buildApp(app)) / 100) / 10;

const sharedFiles = shellSharedFiles(path.join(repoRoot, 'shell/dist'));

type Tally = Record<string, { bytes: number; requests: number }>;
interface Sample {
  byOrigin: Tally;
  byKind: Tally;
}
const samples: Record<string, Sample[]> = {};
let lighthouse: LighthouseRun;
let lighthouseWithoutScripts: LighthouseRun;
let server: ServerFigures;
let servers: Server[] = [];
let browser: Browser | undefined;
try {
  // /dashboard needs a session, hence the stand-in (and MailDev, which it sends e-mail to).
  await startBackend({ reset: true });
  servers = await serveApps(apps);
  browser = await chromium.launch(chromiumLaunchOptions());
  // One sign-in (the stand-in allows 10 per 5 minutes) gives the session every signed-in load, and
  // Lighthouse's profile, starts from.
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
  browser = undefined;

  lighthouse = await runLighthouse(baseUrl, routes, {
    runs: lighthouseRuns,
    signedInPaths: signedIn,
    signIn: (page) => restoreStorageState(page, session),
  });
  // The same pages as rendered HTML with no JavaScript at all: the limit of this design.
  const publicRoutes = routes.filter((route) => !signedIn.has(route));
  const copy = await serveJavaScriptFreeCopy(baseUrl, publicRoutes);
  try {
    lighthouseWithoutScripts = await runLighthouse(copy.url, publicRoutes, { runs: lighthouseRuns });
  } finally {
    copy.close();
  }
  server = await benchServer(baseUrl);
} finally {
  await browser?.close();
  closeServers(servers);
  await launcher.stopChildren();
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
const performanceGoal = (route: string) => (signedIn.has(route) ? lighthouseGoals.signedInPerformance : lighthouseGoals.performance);
const goal = (route: string, figures: LighthouseFigures) => ({
  performance: figures.performance >= performanceGoal(route),
  accessibility: figures.accessibility >= lighthouseGoals.accessibility,
  lcp: figures.lcpMs < lighthouseGoals.lcpMs,
  tbt: figures.tbtMs < lighthouseGoals.tbtMs,
  cls: figures.cls < lighthouseGoals.cls,
});

const routeLabel = (route: string) => (signedIn.has(route) ? `${route} (signed in)` : route);
const lighthouseMet = Object.fromEntries(Object.entries(lighthouse.routes).map(([route, figures]) => [route, goal(route, figures)]));
const routesMeeting = (key: keyof ReturnType<typeof goal>) => {
  const met = Object.values(lighthouseMet).filter((routeMet) => routeMet[key]).length;
  return `${met}/${Object.keys(lighthouseMet).length} ${mark(met === Object.keys(lighthouseMet).length)}`;
};

const date = new Date().toISOString();
let markdown = `# Benchmark (${date})\n\n## Lighthouse\n\n`;
markdown += `Lighthouse ${lighthouse.versions.lighthouse}, Chromium ${lighthouse.versions.chromium} (benchmark index ${lighthouse.benchmarkIndex}), mobile, simulated throttling; median of ${lighthouseRuns} runs, each with an empty HTTP cache. `;
markdown += `Goals: performance ≥ ${lighthouseGoals.performance} (≥ ${lighthouseGoals.signedInPerformance} signed in) and accessibility ${lighthouseGoals.accessibility} on every route, LCP < ${lighthouseGoals.lcpMs / 1000} s, TBT < ${lighthouseGoals.tbtMs} ms, CLS < ${lighthouseGoals.cls}.\n\n`;
markdown += `Routes meeting each goal: performance ${routesMeeting('performance')}, accessibility ${routesMeeting('accessibility')}, LCP ${routesMeeting('lcp')}, TBT ${routesMeeting('tbt')}, CLS ${routesMeeting('cls')}.\n\n`;
markdown += `| route | performance (≥ ${lighthouseGoals.performance}; ${lighthouseGoals.signedInPerformance} signed in) | accessibility (${lighthouseGoals.accessibility}) | best practices | SEO | LCP (< ${lighthouseGoals.lcpMs / 1000} s) | TBT (< ${lighthouseGoals.tbtMs} ms) | CLS (< ${lighthouseGoals.cls}) |\n|---|---:|---:|---:|---:|---:|---:|---:|\n`;
for (const [route, figures] of Object.entries(lighthouse.routes)) {
  const met = lighthouseMet[route]!;
  markdown += `| ${routeLabel(route)} | ${figures.performance} ${mark(met.performance)} | ${figures.accessibility} ${mark(met.accessibility)} | ${figures.bestPractices} | ${figures.seo} | ${(figures.lcpMs / 1000).toFixed(2)} s ${mark(met.lcp)} | ${figures.tbtMs} ms ${mark(met.tbt)} | ${figures.cls} ${mark(met.cls)} |\n`;
}

// The shell's parts first, then the remotes in composition order, then other origins (the API).
const partOrder = ['shell', 'shared libraries', ...apps.filter((app) => app.kind === 'remote').map((app) => app.workspace)];
const rank = (part: string) => (partOrder.includes(part) ? partOrder.indexOf(part) : partOrder.length);
const origins = [...new Set(Object.values(bytes).flatMap((route) => Object.keys(route.byOrigin)))].sort(
  (a, b) => rank(a) - rank(b) || a.localeCompare(b),
);
markdown += `\n## Cold loads: bytes transferred (compressed, with headers), median of ${runs}\n\n`;
markdown += `| route | total | requests | ${origins.join(' | ')} | ${kinds.join(' | ')} |\n|---|---:|---:|${origins.map(() => '---:').join('|')}|${kinds.map(() => '---:').join('|')}|\n`;
for (const [route, figures] of Object.entries(bytes)) {
  const cell = (tally: Tally, key: string) => (tally[key] ? kb(tally[key].bytes) : '–');
  markdown += `| ${routeLabel(route)} | **${kb(figures.total.bytes)}** | ${figures.total.requests} | ${origins.map((o) => cell(figures.byOrigin, o)).join(' | ')} | ${kinds.map((k) => cell(figures.byKind, k)).join(' | ')} |\n`;
}

markdown += `\n## Server rendering\n\nThe same pages as rendered HTML with no JavaScript at all (the physical limit of this design), in the same run; the ratio is the site's LCP over the copy's (goal ≤ 1.2).\n\n| route | performance: site / no JS | LCP: site / no JS | ratio | TBT: site / no JS |\n|---|---:|---:|---:|---:|\n`;
for (const [route, copy] of Object.entries(lighthouseWithoutScripts.routes)) {
  const site = lighthouse.routes[route]!;
  const ratio = site.lcpMs / copy.lcpMs;
  markdown += `| ${route} | ${site.performance} / ${copy.performance} | ${(site.lcpMs / 1000).toFixed(2)} / ${(copy.lcpMs / 1000).toFixed(2)} s | ${ratio.toFixed(2)} ${mark(ratio <= 1.2)} | ${Math.round(site.tbtMs)} / ${Math.round(copy.tbtMs)} ms |\n`;
}
markdown += `\nThe shell's server on this machine (autocannon in its own process, ${server.page}). Goals: cached ≥ ${serverGoals.cachedPerSecond} req/s with p99 < ${serverGoals.cachedP99Ms} ms, with or without a marketing parameter; a render under ${serverGoals.uncachedP50Ms} ms median.\n\n`;
markdown += serverTable(server, mark);

markdown += `\n## Production build time\n\n| workspace | seconds |\n|---|---:|\n`;
for (const [workspace, seconds] of Object.entries(buildSeconds)) markdown += `| ${workspace} | ${seconds} |\n`;

const backend = await benchBackend();
markdown += `\n## Local Supabase stand-in\n\nGoal: at least ${backendGoals.readsPerSecond} authenticated reads/s with p99 under ${backendGoals.p99Ms} ms.\n\n| figure | value |\n|---|---:|\n`;
markdown += `| cold start (empty folder: migrations + seed) | ${backend.coldStartMs} ms |\n| warm start | ${backend.warmStartMs} ms |\n`;
markdown += `| sign-in latency (median of 8, bcrypt cost 10) | ${backend.signInMedianMs} ms |\n`;
markdown += `| one REST read, median: alone / while 8 sign-ins hash | ${backend.readDuringSignIns.idleMedianMs} / ${backend.readDuringSignIns.busyMedianMs} ms |\n`;
markdown += `| authenticated client_projects reads (${backend.reads.connections} connections, ${backend.reads.seconds} s) | ${backend.reads.requestsPerSecond} req/s ${mark(backend.reads.requestsPerSecond >= backendGoals.readsPerSecond)} |\n`;
markdown += `| read latency p50 / p99 | ${backend.reads.p50Ms} / ${backend.reads.p99Ms} ms ${mark(backend.reads.p99Ms < backendGoals.p99Ms)} |\n| errors / non-2xx | ${backend.reads.errors} / ${backend.reads.non2xx} |\n`;
markdown += await (await import('./bench-topology.ts')).benchTopologyMarkdown(); // nginx + two server instances: bench-results/topology.json

const outDir = path.join(repoRoot, 'bench-results');
fs.mkdirSync(outDir, { recursive: true });
fs.writeFileSync(
  path.join(outDir, 'bench.json'),
  JSON.stringify(
    {
      date,
      routes,
      signedIn: [...signedIn],
      goals: { lighthouse: lighthouseGoals, backend: backendGoals },
      runs,
      lighthouseRuns,
      lighthouse: { ...lighthouse, met: lighthouseMet },
      lighthouseWithoutScripts,
      server: { ...server, goals: serverGoals },
      bytes,
      bytesSamples: samples,
      buildSeconds,
      backend: {
        ...backend,
        met: {
          readsPerSecond: backend.reads.requestsPerSecond >= backendGoals.readsPerSecond,
          p99: backend.reads.p99Ms < backendGoals.p99Ms,
        },
      },
    },
    null,
    2,
  ),
);
fs.writeFileSync(path.join(outDir, 'bench.md'), markdown);
console.log(`\n${markdown}`);
