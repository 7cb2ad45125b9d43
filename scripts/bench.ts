/**
 * `npm run bench`: production figures of the composition. Builds every workspace (timed), starts
 * the local Supabase stand-in and MailDev, serves the production bundles, then:
 * - per remote, its key pages (bench-pages.ts): the remote's bytes (entry, chunks and CSS of the
 *   page, compressed as received) and the whole page's, medians of BENCH_RUNS Playwright cold
 *   loads; Lighthouse (bench-lighthouse.ts) scores, LCP, TBT, CLS, medians of LIGHTHOUSE_RUNS runs
 *   each in a fresh Chromium, with the long tasks the blocking time came from. /dashboard is
 *   measured signed in.
 * - Lighthouse on a JavaScript-free copy of each public page's rendered HTML (the limit of server
 *   rendering), and autocannon on the shell's server (bench-server.ts) and the stand-in
 *   (bench-backend.ts).
 * Everything is written to bench-results/ (git-ignored) as JSON and Markdown, and printed.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { chromium, type Browser } from '@playwright/test';
import { apps } from '../shared/build/apps.ts';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { buildApp, repoRoot } from './lib/builds.ts';
import { startBackend } from './lib/backend.ts';
import { launcher } from './lib/processes.ts';
import { benchBackend, backendGoals } from './bench-backend.ts';
import { lighthouseGoals, runLighthouse, signInDemo, type LighthouseRun } from './bench-lighthouse.ts';
import { benchPages, keyPages, pagesMarkdown, signedInPages, type PagesRun } from './bench-pages.ts';
import { benchServer, serveJavaScriptFreeCopy, serverGoals, serverTable, type ServerFigures } from './bench-server.ts';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const baseUrl = 'http://localhost:3000';
const routes = Object.values(keyPages).flat();
const outDir = path.join(repoRoot, 'bench-results');

const buildSeconds: Record<string, number> = {};
for (const app of apps) buildSeconds[app.workspace] = Math.round((await buildApp(app)) / 100) / 10;

let pages: PagesRun;
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
  // every signed-in Lighthouse run, starts from.
  const signInContext = await browser.newContext();
  await signInDemo(await signInContext.newPage(), baseUrl);
  const session = await signInContext.storageState();
  await browser.close();
  browser = undefined;

  pages = await benchPages(baseUrl, routes, { runs, lighthouseRuns, session, reportsDir: path.join(outDir, 'lighthouse') });
  // The same pages as rendered HTML with no JavaScript at all: the limit of this design.
  const publicRoutes = routes.filter((route) => !signedInPages.has(route));
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

const mark = (met: boolean) => (met ? '✓' : '✗');
const performanceGoal = (route: string) => (signedInPages.has(route) ? lighthouseGoals.signedInPerformance : lighthouseGoals.performance);
const lighthouseMet = Object.fromEntries(
  pages.pages.map(({ path: route, lighthouse: figures }) => [
    route,
    {
      performance: figures.performance >= performanceGoal(route),
      accessibility: figures.accessibility >= lighthouseGoals.accessibility,
      lcp: figures.lcpMs < lighthouseGoals.lcpMs,
      tbt: figures.tbtMs < lighthouseGoals.tbtMs,
      cls: figures.cls < lighthouseGoals.cls,
    },
  ]),
);
const routesMeeting = (key: keyof (typeof lighthouseMet)[string]) => {
  const met = Object.values(lighthouseMet).filter((routeMet) => routeMet[key]).length;
  return `${met}/${Object.keys(lighthouseMet).length} ${mark(met === Object.keys(lighthouseMet).length)}`;
};
const siteFigures = Object.fromEntries(pages.pages.map((page) => [page.path, page.lighthouse]));

const date = new Date().toISOString();
let markdown = `# Benchmark (${date})\n\n`;
markdown += `Routes meeting each goal: performance ${routesMeeting('performance')}, accessibility ${routesMeeting('accessibility')} (goal ${lighthouseGoals.accessibility}), LCP ${routesMeeting('lcp')} (< ${lighthouseGoals.lcpMs / 1000} s), TBT ${routesMeeting('tbt')}, CLS ${routesMeeting('cls')} (< ${lighthouseGoals.cls}).\n\n`;
markdown += pagesMarkdown(pages, lighthouseRuns);
markdown += `\n## Server rendering\n\nThe same pages as rendered HTML with no JavaScript at all (the physical limit of this design), in the same run; the ratio is the site's LCP over the copy's (goal ≤ 1.2).\n\n| route | performance: site / no JS | LCP: site / no JS | ratio | TBT: site / no JS |\n|---|---:|---:|---:|---:|\n`;
for (const [route, copy] of Object.entries(lighthouseWithoutScripts.routes)) {
  const site = siteFigures[route]!;
  const ratio = site.lcpMs / copy.lcpMs;
  markdown += `| ${route} | ${site.performance} / ${copy.performance} | ${(site.lcpMs / 1000).toFixed(2)} / ${(copy.lcpMs / 1000).toFixed(2)} s | ${ratio.toFixed(2)} ${mark(ratio <= 1.2)} | ${Math.round(site.tbtMs)} / ${Math.round(copy.tbtMs)} ms |\n`;
}
markdown += `\nThe shell's server on this machine (autocannon in its own process, ${server.page}). Goals: cached ≥ ${serverGoals.cachedPerSecond} req/s with p99 < ${serverGoals.cachedP99Ms} ms, with or without a marketing parameter; a render under ${serverGoals.uncachedP50Ms} ms median.\n\n`;
markdown += serverTable(server, mark);

markdown += `\n## Production build time\n\n| workspace | seconds |\n|---|---:|\n`;
for (const [workspace, seconds] of Object.entries(buildSeconds)) markdown += `| ${workspace} | ${seconds} |\n`;

/** Writes what is measured so far, so a later part that fails does not lose the site's figures. */
const save = (extra: object = {}) => {
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(
    path.join(outDir, 'bench.json'),
    JSON.stringify(
      {
        date,
        routes,
        signedIn: [...signedInPages],
        goals: { lighthouse: lighthouseGoals, backend: backendGoals },
        runs,
        lighthouseRuns,
        pages: { ...pages, met: lighthouseMet },
        lighthouseWithoutScripts,
        server: { ...server, goals: serverGoals },
        buildSeconds,
        ...extra,
      },
      null,
      2,
    ),
  );
  fs.writeFileSync(path.join(outDir, 'bench.md'), markdown);
};
save();

const backend = await benchBackend();
markdown += `\n## Local Supabase stand-in\n\nGoal: at least ${backendGoals.readsPerSecond} authenticated reads/s with p99 under ${backendGoals.p99Ms} ms.\n\n| figure | value |\n|---|---:|\n`;
markdown += `| cold start (empty folder: migrations + seed) | ${backend.coldStartMs} ms |\n| warm start | ${backend.warmStartMs} ms |\n`;
markdown += `| sign-in latency (median of 8, bcrypt cost 10) | ${backend.signInMedianMs} ms |\n`;
markdown += `| one REST read, median: alone / while 8 sign-ins hash | ${backend.readDuringSignIns.idleMedianMs} / ${backend.readDuringSignIns.busyMedianMs} ms |\n`;
markdown += `| authenticated client_projects reads (${backend.reads.connections} connections, ${backend.reads.seconds} s) | ${backend.reads.requestsPerSecond} req/s ${mark(backend.reads.requestsPerSecond >= backendGoals.readsPerSecond)} |\n`;
markdown += `| read latency p50 / p99 | ${backend.reads.p50Ms} / ${backend.reads.p99Ms} ms ${mark(backend.reads.p99Ms < backendGoals.p99Ms)} |\n| errors / non-2xx | ${backend.reads.errors} / ${backend.reads.non2xx} |\n`;
const backendFigures = {
  ...backend,
  met: {
    readsPerSecond: backend.reads.requestsPerSecond >= backendGoals.readsPerSecond,
    p99: backend.reads.p99Ms < backendGoals.p99Ms,
  },
};
save({ backend: backendFigures });
markdown += await (await import('./bench-topology.ts')).benchTopologyMarkdown(); // nginx + two server instances: bench-results/topology.json
save({ backend: backendFigures });
console.log(`\n${markdown}`);
