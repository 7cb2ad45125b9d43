/**
 * Where a page's blocking time goes: `node scripts/bench-blocking.ts [--maps DIR | --profile-build DIR]
 * [--runs N] path…` serves the built composition, loads each path cold in a fresh Chromium (a phone's viewport, the
 * CPU slowed 4× as Lighthouse simulates it) while recording a performance trace with V8's sampling
 * profiler, and lists every long task after the first paint (over 50 ms, the part past 50 ms is
 * blocking time) with what ran in it: the script it evaluated or called into, the kinds of work
 * (compile, evaluate, style, layout, garbage collection) and the functions and modules the CPU was
 * in. With --maps, a folder of source maps of the same build (`webpack --devtool
 * hidden-source-map --output-path DIR` leaves the code and its file names unchanged), functions are
 * named by their source file and package; without, by bundle file. With --profile-build, the
 * composition is built for production with source maps into DIR/<workspace> (unless already there)
 * and served from there, so the maps always match and a rebuild of dist/ changes nothing; DIR must
 * be inside the repository (bench-results/profile-build), where the server bundles find node_modules.
 * Writes bench-results/blocking.json and blocking.md; the trace of each path's first run is kept
 * in bench-results/traces/ (open it in Chromium's DevTools, Performance panel).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { chromium } from '@playwright/test';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { screenEmulationMetrics, userAgents } from 'lighthouse/core/config/constants.js';
import { apps } from '../shared/build/apps.ts';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';
import { shellSharedFiles, pagePartOf } from '../shared/build/page-parts.ts';
import webpack, { type Configuration } from 'webpack';
import { closeServers, serveApps } from '../server/serve.ts';
import { configProblemsMessage, loadConfig, readLocalAppConfig } from '../server/config.ts';
import { startShell } from '../server/main.ts';
import { createStaticServer } from '../server/static-server.ts';
import { repoRoot } from './lib/builds.ts';
import { startBackend } from './lib/backend.ts';
import { launcher } from './lib/processes.ts';

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { data?: Record<string, unknown>; name?: string; frame?: string };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  blockingMs: number;
  /** what started the task: a script evaluated, a function called (timer, event, message), or other work */
  trigger: string;
  /** time by kind of work inside the task (trace events, exclusive of their children) */
  work: Record<string, number>;
  /** CPU samples by module (source file or package, else bundle file), self time */
  modules: Record<string, number>;
  /** the same by function */
  functions: Record<string, number>;
}

export interface BlockingRun {
  path: string;
  fcpMs: number;
  /** the sum of blocking over long tasks after the first paint (4× CPU, real, not simulated) */
  tbtMs: number;
  longTasks: LongTask[];
}

const categories = [
  '-*',
  'toplevel',
  'v8.execute',
  'blink.user_timing',
  'loading',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler',
  'v8',
].join(',');

/** Trace events that are work of a kind of their own (the rest is the script running). */
const workKinds: Record<string, string> = {
  'v8.compile': 'compile',
  'v8.compileModule': 'compile',
  'V8.CompileCode': 'compile',
  'v8.parseOnBackground': 'compile',
  'v8.produceCache': 'compile (code cache)',
  'v8.deserializeOnBackground': 'compile (code cache)',
  EvaluateScript: 'evaluate script',
  FunctionCall: 'run function',
  TimerFire: 'run function',
  FireAnimationFrame: 'run function',
  EventDispatch: 'event',
  'v8.evaluateModule': 'evaluate script',
  RunMicrotasks: 'microtasks',
  ParseHTML: 'parse HTML',
  ParseAuthorStyleSheet: 'parse CSS',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
  'V8.GC_MARK_COMPACTOR': 'garbage collection',
  BlinkGC: 'garbage collection',
  XHRReadyStateChange: 'run function',
};

const round = (value: number) => Math.round(value * 10) / 10;
const add = (tally: Record<string, number>, key: string, value: number) => {
  tally[key] = (tally[key] ?? 0) + value;
};
const top = (tally: Record<string, number>, count: number) =>
  Object.fromEntries(
    Object.entries(tally)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, value]) => [key, round(value)]),
  );

/** Names code by its source (with source maps) or its bundle file. */
class CodeNames {
  private maps = new Map<string, TraceMap | null>();
  private sharedFiles: Set<string>;
  private mapsDir: string | undefined;
  constructor(mapsDir: string | undefined, shellDist: string) {
    this.mapsDir = mapsDir;
    this.sharedFiles = shellSharedFiles(shellDist);
  }

  private mapOf(file: string): TraceMap | null {
    if (!this.maps.has(file)) {
      const found = this.mapsDir ? findFile(this.mapsDir, `${file}.map`) : undefined;
      this.maps.set(file, found ? new TraceMap(fs.readFileSync(found, 'utf8')) : null);
    }
    return this.maps.get(file)!;
  }

  bundle(url: string): string {
    if (!url.startsWith('http')) return url || '(native)';
    const parsed = new URL(url);
    if (!parsed.pathname.endsWith('.js')) return `${pagePartOf(parsed, this.sharedFiles)} ${parsed.pathname} (inline)`;
    return `${pagePartOf(parsed, this.sharedFiles)} ${path.basename(parsed.pathname)}`;
  }

  /** { module, function } of a profile frame */
  of(frame: ProfileNode['callFrame']): { module: string; fn: string } {
    const { url, functionName, lineNumber, columnNumber } = frame;
    if (!url) return { module: functionName || '(anonymous)', fn: functionName || '(anonymous)' };
    const bundle = this.bundle(url);
    const map = url.startsWith('http') ? this.mapOf(path.basename(new URL(url).pathname)) : null;
    if (map && lineNumber >= 0) {
      const original = originalPositionFor(map, { line: lineNumber + 1, column: Math.max(columnNumber, 0) });
      if (original.source) {
        const module = moduleOf(original.source);
        return { module, fn: `${original.name ?? functionName ?? '(anonymous)'} (${shortSource(original.source)}:${original.line})` };
      }
    }
    return { module: bundle, fn: `${functionName || '(anonymous)'} (${bundle}:${lineNumber + 1}:${columnNumber + 1})` };
  }
}

function findFile(dir: string, name: string): string | undefined {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true }))
    if (entry.isFile() && entry.name === name) return path.join(entry.parentPath, entry.name);
  return undefined;
}

/** A package (react-dom, i18next…) for library code, the workspace's source file for the site's own. */
function moduleOf(source: string): string {
  const inModules = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1]!;
  return shortSource(source);
}

function shortSource(source: string): string {
  return source
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/^\.\//, '')
    .replace(/^.*?\/(shell|shared|mf-[a-z]+)\//, '$1/');
}

/** Reads one trace: the page's main thread, its first contentful paint, long tasks and samples. */
export function analyseTrace(events: TraceEvent[], pagePath: string, names: CodeNames): BlockingRun {
  // The page's renderer main thread: the one that painted the first contentful paint.
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      String(event.args?.data?.documentLoaderURL ?? '').includes(pagePath === '/' ? 'localhost' : pagePath),
  );
  if (!fcp || !navigation) throw new Error(`the trace of ${pagePath} has no first contentful paint or navigation start`);
  const { pid, tid } = fcp;
  const origin = navigation.ts;
  const onMain = events.filter((event) => event.pid === pid && event.tid === tid);
  const tasks = onMain.filter((event) => event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) > 50_000 && event.ts > fcp.ts);

  // V8's samples: the profile of this thread (ProfileChunk events carry its id).
  const profileIds = new Set(events.filter((event) => event.name === 'Profile' && event.pid === pid).map((event) => event.id));
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  const profileStart = new Map<string, number>();
  for (const event of events.filter((e) => e.name === 'Profile' && profileIds.has(e.id)))
    profileStart.set(event.id!, Number(event.args?.data?.startTime ?? event.ts));
  for (const event of events.filter((e) => e.name === 'ProfileChunk' && profileIds.has(e.id) && e.pid === pid)) {
    const data = event.args?.data as { cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    let time = profileStart.get(event.id!) ?? event.ts;
    const deltas = data?.timeDeltas ?? [];
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += deltas[index] ?? 0;
      samples.push({ ts: time, node });
      profileStart.set(event.id!, time);
    });
  }
  samples.sort((a, b) => a.ts - b.ts);

  const longTasks = tasks.map((task): LongTask => {
    const end = task.ts + task.dur!;
    const inside = onMain.filter((event) => event.ph === 'X' && event.ts >= task.ts && event.ts < end && event !== task);
    // Exclusive time per kind of work: each event's duration less its direct children's (a sweep
    // over the events in start order, with the ones still open on a stack).
    const work: Record<string, number> = {};
    const kinds = inside.filter((event) => workKinds[event.name]).sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    const own = new Map<TraceEvent, number>(kinds.map((event) => [event, event.dur ?? 0]));
    const open: TraceEvent[] = [];
    for (const event of kinds) {
      while (open.length > 0 && open.at(-1)!.ts + (open.at(-1)!.dur ?? 0) <= event.ts) open.pop();
      const parent = open.at(-1);
      if (parent) own.set(parent, own.get(parent)! - (event.dur ?? 0));
      open.push(event);
    }
    for (const event of kinds) {
      const url = String(event.args?.data?.url ?? '');
      const kind = workKinds[event.name]!;
      add(
        work,
        kind === 'compile' || kind === 'evaluate script' ? `${kind}: ${names.bundle(url)}` : kind,
        Math.max(own.get(event)!, 0) / 1000,
      );
    }
    const first = inside.filter((event) => workKinds[event.name]).sort((a, b) => a.ts - b.ts)[0];
    const trigger = first
      ? `${first.name}${first.args?.data?.url ? ` ${names.bundle(String(first.args.data.url))}` : ''}${first.args?.data?.functionName ? ` ${String(first.args.data.functionName)}` : ''}`
      : 'other';
    const modules: Record<string, number> = {};
    const functions: Record<string, number> = {};
    for (let index = 0; index < samples.length; index++) {
      const sample = samples[index]!;
      if (sample.ts < task.ts || sample.ts >= end) continue;
      const next = samples[index + 1]?.ts ?? sample.ts;
      const weight = Math.min(next, end) - sample.ts;
      const node = nodes.get(sample.node);
      if (!node || node.callFrame.functionName === '(idle)') continue;
      const { module, fn } = names.of(node.callFrame);
      add(modules, module, weight / 1000);
      add(functions, fn, weight / 1000);
    }
    return {
      startMs: round((task.ts - origin) / 1000),
      durationMs: round(task.dur! / 1000),
      blockingMs: round(task.dur! / 1000 - 50),
      trigger,
      work: top(work, 8),
      modules: top(modules, 8),
      functions: top(functions, 8),
    };
  });
  return {
    path: pagePath,
    fcpMs: round((fcp.ts - origin) / 1000),
    tbtMs: round(longTasks.reduce((sum, task) => sum + task.blockingMs, 0)),
    longTasks,
  };
}

/** A cold load of `url` in a fresh Chromium, traced; resolves to the trace's events. */
export async function traceColdLoad(url: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const { width, height, deviceScaleFactor } = screenEmulationMetrics.mobile as {
      width: number;
      height: number;
      deviceScaleFactor: number;
    };
    const context = await browser.newContext({
      viewport: { width, height },
      deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: userAgents.mobile,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('about:blank');
    await browser.startTracing(page, { categories: categories.split(',') });
    // Nothing of Playwright's runs in the page while it is traced (its injected scripts would be
    // long tasks of their own): a fixed wait instead of a load state, and the check after.
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForTimeout(8000);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    // What is measured is a hydration: a page the server could not render is rendered by the browser.
    if ((await page.locator('#server-render-state').count()) === 0) throw new Error(`${url} was not server-rendered`);
    return trace.traceEvents;
  } finally {
    await browser.close();
  }
}

/**
 * Builds each app as for production, with hidden source maps (the code and its hashed names stay
 * what a production build makes), into `dir/<workspace>`, its server bundle into `…/server`.
 */
export async function buildForProfiling(dir: string): Promise<void> {
  for (const app of apps) {
    const out = path.join(dir, app.workspace);
    if (fs.existsSync(path.join(out, 'server', 'entry.json'))) continue;
    console.log(`Building ${app.workspace} with source maps into ${out}…`);
    const configOf = (await import(path.join(repoRoot, app.workspace, 'webpack.config.ts'))) as {
      default: (env: unknown, argv: { mode: 'production' }) => Configuration | Configuration[];
    };
    const configs = [configOf.default({}, { mode: 'production' })]
      .flat()
      .map((config) =>
        config.name === 'server'
          ? { ...config, output: { ...config.output, path: path.join(out, 'server') } }
          : { ...config, devtool: 'hidden-source-map' as const, output: { ...config.output, path: out } },
      );
    await new Promise<void>((resolve, reject) =>
      webpack(configs, (error, stats) => {
        if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString('errors-only')));
        else resolve();
      }),
    );
  }
}

/** Serves the composition built into `dir/<workspace>` on the usual ports (as server/serve.ts does for dist/). */
async function serveBuilt(dir: string): Promise<{ close: () => Promise<void> }> {
  const remotes = await Promise.all(
    apps
      .filter((app) => app.kind === 'remote')
      .map(
        (app) =>
          new Promise<Server>((resolve, reject) => {
            const listening = createStaticServer({ app, distDir: path.join(dir, app.workspace) }).listen(app.port, () =>
              resolve(listening),
            );
            listening.on('error', reject);
          }),
      ),
  );
  const distDir = path.join(dir, 'shell');
  const result = loadConfig(process.env, { localAppConfig: readLocalAppConfig(distDir) });
  if (!result.ok) throw new Error(configProblemsMessage(result.problems));
  const shell = await startShell(result.config, { distDir, signals: [], exit: () => {} });
  return {
    close: async () => {
      await shell.lifecycle.shutdown('stop');
      await closeServers(remotes);
    },
  };
}

export function blockingMarkdown(runs: BlockingRun[][]): string {
  let markdown = `Cold loads in a fresh Chromium with the CPU slowed 4× (a phone's viewport), long tasks after the first paint; "blocking" is the part of each task past 50 ms. Times in ms from navigation. Real throttling, so the figures are near, not equal, to Lighthouse's simulated TBT.\n\n`;
  for (const pageRuns of runs) {
    const first = pageRuns[0]!;
    markdown += `### ${first.path}\n\nBlocking time per run: ${pageRuns.map((run) => `${run.tbtMs} ms`).join(', ')} (first paint at ${pageRuns.map((run) => run.fcpMs).join(', ')} ms).\n\n`;
    const median = [...pageRuns].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor((pageRuns.length - 1) / 2)]!;
    markdown += `The median run's long tasks:\n\n| at | duration (blocking) | started by | work | modules (self time) | functions (self time) |\n|---:|---:|---|---|---|---|\n`;
    const list = (tally: Record<string, number>, count: number) =>
      Object.entries(tally)
        .slice(0, count)
        .map(([key, value]) => `${key} ${value}`)
        .join('<br>');
    for (const task of median.longTasks)
      markdown += `| ${task.startMs} | ${task.durationMs} (${task.blockingMs}) | ${task.trigger} | ${list(task.work, 5)} | ${list(task.modules, 6)} | ${list(task.functions, 6)} |\n`;
    markdown += '\n';
  }
  return markdown;
}

if (import.meta.filename === process.argv[1]) {
  const args = process.argv.slice(2);
  const option = (name: string) => {
    const index = args.indexOf(name);
    if (index < 0) return undefined;
    const [value] = args.splice(index, 2).slice(1);
    return value;
  };
  const profileBuildOption = option('--profile-build');
  const profileBuild = profileBuildOption ? path.resolve(profileBuildOption) : undefined;
  const mapsDir = profileBuild ?? option('--maps');
  const runCount = Number(option('--runs') ?? 3);
  const paths = args.length > 0 ? args : ['/', '/portfolio', '/blog', '/blog/ai-trends-2025', '/support'];
  const baseUrl = 'http://localhost:3000';
  const outDir = path.join(repoRoot, 'bench-results');
  // The shell's server logs warnings and errors only, not a line per request.
  process.env.LOG_LEVEL ??= 'warn';
  let servers: Server[] = [];
  let built: { close: () => Promise<void> } | undefined;
  try {
    if (profileBuild) await buildForProfiling(profileBuild);
    // Read after the build: a fresh --profile-build folder has no shell manifest before it.
    const names = new CodeNames(mapsDir, path.join(profileBuild ?? repoRoot, 'shell', profileBuild ? '' : 'dist'));
    await startBackend({ reset: true });
    if (profileBuild) built = await serveBuilt(profileBuild);
    else servers = await serveApps(apps);
    const results: BlockingRun[][] = [];
    fs.mkdirSync(path.join(outDir, 'traces'), { recursive: true });
    for (const pagePath of paths) {
      const pageRuns: BlockingRun[] = [];
      for (let run = 0; run < runCount; run++) {
        const events = await traceColdLoad(`${baseUrl}${pagePath}`);
        if (run === 0)
          fs.writeFileSync(
            path.join(outDir, 'traces', `${pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`),
            JSON.stringify({ traceEvents: events }),
          );
        pageRuns.push(analyseTrace(events, pagePath, names));
        console.log(`${pagePath} run ${run + 1}: blocking ${pageRuns.at(-1)!.tbtMs} ms`);
      }
      results.push(pageRuns);
    }
    const markdown = `# Blocking time (${new Date().toISOString()})\n\n${blockingMarkdown(results)}`;
    fs.writeFileSync(path.join(outDir, 'blocking.json'), JSON.stringify(results, null, 2));
    fs.writeFileSync(path.join(outDir, 'blocking.md'), markdown);
    console.log(`\n${markdown}`);
  } finally {
    await built?.close();
    await closeServers(servers);
    await launcher.stopChildren();
  }
}
