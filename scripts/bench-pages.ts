/**
 * The figures of each remote's key pages, for `npm run bench` (and alone: `node scripts/bench-pages.ts`
 * serves the built composition, measures, and writes bench-results/pages.json and pages.md; pass
 * paths to measure only those). A page belongs to the remote whose route manifest (its routes.json,
 * as served) owns the path, so a team reads what its release costs:
 * - bytes, from the network log of Playwright cold loads (median of BENCH_RUNS): the remote's entry,
 *   its JavaScript chunks and CSS for that page, compressed as sent (the encoding is recorded), then
 *   the shell, the shared libraries and the whole page;
 * - Lighthouse (bench-lighthouse.ts): mobile, simulated throttling, median of LIGHTHOUSE_RUNS runs,
 *   a fresh Chromium per run, storage reset (a signed-in page keeps its session), with the long
 *   tasks and scripts that the median run's blocking time came from.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { chromium, type Response } from '@playwright/test';
import { apps } from '../shared/build/apps.ts';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';
import { shellSharedFiles, pagePartOf } from '../shared/build/page-parts.ts';
import { parseRouteManifest, remoteForPath, type RemotePrefixes } from '../shared/lib/route-table.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { repoRoot } from './lib/builds.ts';
import { startBackend } from './lib/backend.ts';
import { launcher } from './lib/processes.ts';
import {
  lighthouseGoals,
  runLighthouse,
  signInDemo,
  type BlockingDetails,
  cpuSlowdown,
  type LighthouseFigures,
  type LighthouseRun,
  type StorageState,
} from './bench-lighthouse.ts';

/** The pages each remote is judged by (a remote's release is measured on these). */
export const keyPages: Record<string, readonly string[]> = {
  'mf-marketing': ['/', '/portfolio', '/about'],
  'mf-services': ['/services', '/services/cloud'],
  'mf-insights': ['/blog', '/blog/ai-trends-2025'],
  'mf-support': ['/support'],
  'mf-portal': ['/login', '/dashboard'],
};
export const signedInPages: ReadonlySet<string> = new Set(['/dashboard']);

export interface PageBytes {
  /** the owning remote's own files: its entry (remoteEntry), JavaScript chunks and CSS */
  remote: { entry: number; js: number; css: number; total: number; requests: number };
  /** by part of the composition: shell, shared libraries, each remote, other origins */
  byPart: Record<string, number>;
  total: number;
  requests: number;
  /** Content-Encoding of the scripts and style sheets received, with their count */
  encodings: Record<string, number>;
}

export interface PageFigures {
  path: string;
  remote: string;
  signedIn: boolean;
  bytes: PageBytes;
  lighthouse: LighthouseFigures;
  blocking: BlockingDetails;
}

export interface PagesRun {
  lighthouse: Omit<LighthouseRun, 'routes' | 'samples' | 'blocking'>;
  pages: PageFigures[];
  bytesSamples: Record<string, PageBytes[]>;
  lighthouseSamples: Record<string, LighthouseFigures[]>;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
};

/** Which remote owns each path, from the route manifests the remotes serve now. */
export async function owners(paths: readonly string[]): Promise<Record<string, string>> {
  const table: RemotePrefixes[] = await Promise.all(
    apps
      .filter((app) => app.kind === 'remote')
      .map(async (app) => {
        const answer = await fetch(`http://localhost:${app.port}/routes.json`);
        const parsed = parseRouteManifest(await answer.json());
        if (!parsed.ok) throw new Error(`${app.workspace}/routes.json: ${parsed.error}`);
        return { remote: app.workspace, prefixes: parsed.routes.prefixes };
      }),
  );
  return Object.fromEntries(
    paths.map((route) => {
      const remote = remoteForPath(table, route);
      if (!remote) throw new Error(`no remote owns ${route}`);
      return [route, remote];
    }),
  );
}

const remoteOrigin = (workspace: string) => `http://localhost:${apps.find((app) => app.workspace === workspace)!.port}`;

/** One cold load's bytes (compressed bodies as received, without headers). */
async function coldLoadBytes(responses: Response[], remote: string, sharedFiles: ReadonlySet<string>): Promise<PageBytes> {
  const bytes: PageBytes = {
    remote: { entry: 0, js: 0, css: 0, total: 0, requests: 0 },
    byPart: {},
    total: 0,
    requests: 0,
    encodings: {},
  };
  for (const response of responses) {
    const url = new URL(response.url());
    if (url.protocol === 'data:') continue;
    const { responseBodySize } = await response.request().sizes();
    const part = pagePartOf(url, sharedFiles);
    bytes.byPart[part] = (bytes.byPart[part] ?? 0) + responseBodySize;
    bytes.total += responseBodySize;
    bytes.requests += 1;
    const isScript = url.pathname.endsWith('.js');
    const isStyle = url.pathname.endsWith('.css');
    if (isScript || isStyle) {
      const encoding = response.headers()['content-encoding'] ?? 'identity';
      bytes.encodings[encoding] = (bytes.encodings[encoding] ?? 0) + 1;
    }
    if (url.origin !== remoteOrigin(remote)) continue;
    bytes.remote.total += responseBodySize;
    bytes.remote.requests += 1;
    if (isScript && path.basename(url.pathname).startsWith('remoteEntry')) bytes.remote.entry += responseBodySize;
    else if (isScript) bytes.remote.js += responseBodySize;
    else if (isStyle) bytes.remote.css += responseBodySize;
  }
  return bytes;
}

function medianBytes(samples: PageBytes[]): PageBytes {
  const pick = (read: (sample: PageBytes) => number) => median(samples.map(read));
  const parts = [...new Set(samples.flatMap((sample) => Object.keys(sample.byPart)))].sort();
  const encodings = [...new Set(samples.flatMap((sample) => Object.keys(sample.encodings)))].sort();
  return {
    remote: {
      entry: pick((s) => s.remote.entry),
      js: pick((s) => s.remote.js),
      css: pick((s) => s.remote.css),
      total: pick((s) => s.remote.total),
      requests: pick((s) => s.remote.requests),
    },
    byPart: Object.fromEntries(parts.map((part) => [part, pick((s) => s.byPart[part] ?? 0)])),
    total: pick((s) => s.total),
    requests: pick((s) => s.requests),
    encodings: Object.fromEntries(encodings.map((encoding) => [encoding, pick((s) => s.encodings[encoding] ?? 0)])),
  };
}

/** Measures `paths` against the composition served at `baseUrl` (see the file's comment). */
export async function benchPages(
  baseUrl: string,
  paths: readonly string[],
  {
    runs = 5,
    lighthouseRuns = 3,
    session,
    reportsDir,
  }: { runs?: number; lighthouseRuns?: number; session?: StorageState; reportsDir?: string },
): Promise<PagesRun> {
  const owner = await owners(paths);
  const sharedFiles = shellSharedFiles(path.join(repoRoot, 'shell/dist'));
  const bytesSamples: Record<string, PageBytes[]> = {};
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const route of paths) {
      bytesSamples[route] = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext(signedInPages.has(route) ? { storageState: session } : {});
        const page = await context.newPage();
        const responses: Response[] = [];
        page.on('response', (response) => void responses.push(response));
        await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
        // The page is only counted once its main heading is there (content chunks included).
        await page.locator('#main h1').first().waitFor();
        bytesSamples[route].push(await coldLoadBytes(responses, owner[route]!, sharedFiles));
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  const lighthouse = await runLighthouse(baseUrl, paths, { runs: lighthouseRuns, signedInPaths: signedInPages, session, reportsDir });
  const { routes, samples, blocking, ...about } = lighthouse;
  return {
    lighthouse: about,
    pages: paths.map((route) => ({
      path: route,
      remote: owner[route]!,
      signedIn: signedInPages.has(route),
      bytes: medianBytes(bytesSamples[route]!),
      lighthouse: routes[route]!,
      blocking: blocking[route]!,
    })),
    bytesSamples,
    lighthouseSamples: samples,
  };
}

const kb = (value: number) => (value ? `${(value / 1024).toFixed(1)} KB` : '–');
const mark = (met: boolean) => (met ? '✓' : '✗');

/** A script's address as a reader of the table knows it: the part it belongs to and its file. */
function scriptLabel(url: string, sharedFiles: ReadonlySet<string>): string {
  if (!url.startsWith('http')) return url || '(no script)';
  const parsed = new URL(url);
  if (parsed.origin === 'http://localhost:3000' && !parsed.pathname.endsWith('.js')) return `page ${parsed.pathname}`;
  return `${pagePartOf(parsed, sharedFiles)} ${path.basename(parsed.pathname)}`;
}

export function pagesMarkdown(run: PagesRun, lighthouseRuns: number): string {
  const sharedFiles = shellSharedFiles(path.join(repoRoot, 'shell/dist'));
  const goalOf = (page: PageFigures) => (page.signedIn ? lighthouseGoals.signedInPerformance : lighthouseGoals.performance);
  let markdown = `## Per remote: key pages\n\n`;
  markdown += `Lighthouse ${run.lighthouse.versions.lighthouse}, Chromium ${run.lighthouse.versions.chromium} (benchmark index ${run.lighthouse.benchmarkIndex}): mobile, simulated throttling (CPU ${cpuSlowdown}×${cpuSlowdown === 4 ? ", Lighthouse's default" : ''}), median of ${lighthouseRuns} runs, each in a fresh Chromium with a fresh profile and Lighthouse's storage reset (a signed-in page keeps its session and has its HTTP cache cleared instead). `;
  markdown += `Goals: performance ≥ ${lighthouseGoals.performance} (≥ ${lighthouseGoals.signedInPerformance} signed in), TBT < ${lighthouseGoals.tbtMs} ms. `;
  const encodings = [...new Set(run.pages.flatMap((page) => Object.keys(page.bytes.encodings)))];
  markdown += `Bytes are compressed bodies as received (scripts and styles arrived as ${encodings.join(', ')}), medians of the cold loads; the remote's columns are the owning remote's own files.\n\n`;
  const remotes = [...new Set(run.pages.map((page) => page.remote))];
  for (const remote of remotes) {
    const pages = run.pages.filter((page) => page.remote === remote);
    markdown += `### ${remote}\n\n| page | performance | TBT | LCP | CLS | entry | chunks (JS) | CSS | remote total | shell | shared libraries | page total (requests) |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n`;
    for (const page of pages) {
      const { lighthouse: l, bytes: b } = page;
      markdown += `| ${page.path}${page.signedIn ? ' (signed in)' : ''} | ${l.performance} ${mark(l.performance >= goalOf(page))} | ${l.tbtMs} ms ${mark(l.tbtMs < lighthouseGoals.tbtMs)} | ${(l.lcpMs / 1000).toFixed(2)} s | ${l.cls} | ${kb(b.remote.entry)} | ${kb(b.remote.js)} | ${kb(b.remote.css)} | **${kb(b.remote.total)}** | ${kb(b.byPart.shell ?? 0)} | ${kb(b.byPart['shared libraries'] ?? 0)} | ${kb(b.total)} (${b.requests}) |\n`;
    }
    markdown += '\n';
  }
  markdown += `### Where the blocking time comes from\n\nThe median run's long tasks between its first contentful paint (FCP) and Time to Interactive (TTI), the ones Total Blocking Time sums the part past 50 ms of, in start order with the script Lighthouse attributes each to, and the scripts taking the most CPU time over the whole load. Simulated timings (observed CPU time × ${cpuSlowdown}), in ms.\n\n| page | TBT | FCP / TTI | long tasks (duration @ start, script) | most CPU (total / scripting / parse) |\n|---|---:|---:|---|---|\n`;
  for (const page of run.pages) {
    const { fcpMs, interactiveMs } = page.blocking;
    const tasks = page.blocking.longTasks
      .filter((task) => task.startMs + task.durationMs > fcpMs && task.startMs < interactiveMs)
      .sort((a, b) => a.startMs - b.startMs)
      .map((task) => `${task.durationMs} @ ${task.startMs} ${scriptLabel(task.url, sharedFiles)}`)
      .join('; ');
    const scripts = page.blocking.scripts
      .slice(0, 4)
      .map((script) => `${scriptLabel(script.url, sharedFiles)} ${script.totalMs}/${script.scriptingMs}/${script.parseMs}`)
      .join('; ');
    markdown += `| ${page.path} | ${page.blocking.tbtMs} | ${fcpMs} / ${interactiveMs} | ${tasks || '–'} | ${scripts} |\n`;
  }
  return markdown;
}

// Alone: serve what is built, measure, write bench-results/pages.{json,md}.
if (import.meta.filename === process.argv[1]) {
  const runs = Number(process.env.BENCH_RUNS ?? 5);
  const lighthouseRuns = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
  const baseUrl = 'http://localhost:3000';
  const paths = process.argv.length > 2 ? process.argv.slice(2) : Object.values(keyPages).flat();
  const outDir = path.join(repoRoot, 'bench-results');
  // The shell's server logs warnings and errors only, not a line per request.
  process.env.LOG_LEVEL ??= 'warn';
  let servers: Server[] = [];
  try {
    await startBackend({ reset: true });
    servers = await serveApps(apps);
    let session: StorageState | undefined;
    if (paths.some((route) => signedInPages.has(route))) {
      const browser = await chromium.launch(chromiumLaunchOptions());
      const context = await browser.newContext();
      await signInDemo(await context.newPage(), baseUrl);
      session = await context.storageState();
      await browser.close();
    }
    const run = await benchPages(baseUrl, paths, { runs, lighthouseRuns, session, reportsDir: path.join(outDir, 'lighthouse') });
    const markdown = `# Key pages (${new Date().toISOString()})\n\n${pagesMarkdown(run, lighthouseRuns)}`;
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, 'pages.json'), JSON.stringify(run, null, 2));
    fs.writeFileSync(path.join(outDir, 'pages.md'), markdown);
    console.log(`\n${markdown}`);
  } finally {
    await closeServers(servers);
    await launcher.stopChildren();
  }
}
