/**
 * Lighthouse figures for `npm run bench`: mobile form factor with simulated throttling, in Debian's
 * Chromium, measured as an independent run would measure them (the Lighthouse CLI): every run gets
 * a Chromium of its own with a fresh profile, launched by chrome-launcher as the CLI does, and
 * Lighthouse resets the origin's storage before loading the page. Nothing a run leaves behind (the
 * HTTP cache, V8's code cache, a service worker, localStorage, a warm renderer) helps the next one.
 *
 * A page that needs a session (/dashboard) cannot have its storage reset, as the session lives in
 * localStorage: its runs also get a fresh Chromium and profile each, launched by Playwright so the
 * saved session can be put into the profile first, with the HTTP cache cleared after that and
 * Lighthouse's storage reset off.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { launch as launchChrome } from 'chrome-launcher';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { screenEmulationMetrics, throttling, userAgents } from 'lighthouse/core/config/constants.js';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/**
 * The scores and timings every measured page must reach; a signed-in page (the dashboard) loads its
 * data after the page, so its performance goal is 90.
 */
export const lighthouseGoals = {
  performance: 95,
  signedInPerformance: 90,
  accessibility: 100,
  lcpMs: 1500,
  tbtMs: 100,
  cls: 0.02,
} as const;

/**
 * Where a run's blocking time comes from, read from its report: the main thread's long tasks with
 * the script Lighthouse attributes each to, the CPU time per script (bootup-time), and the main
 * thread's time per kind of work. All are simulated timings (the observed CPU time × cpuSlowdown,
 * 4 by default), so at 4× a task observed at over 12.5 ms is a long task here; only the part of those past 50 ms between the first
 * contentful paint and Time to Interactive counts towards the Total Blocking Time.
 */
export interface BlockingDetails {
  tbtMs: number;
  fcpMs: number;
  interactiveMs: number;
  longTasks: Array<{ url: string; startMs: number; durationMs: number }>;
  scripts: Array<{ url: string; totalMs: number; scriptingMs: number; parseMs: number }>;
  mainThread: Record<string, number>;
}

export interface LighthouseRun {
  versions: { lighthouse: string; chromium: string };
  /** Lighthouse's CPU benchmark of this machine (median): simulated TBT scales with it. */
  benchmarkIndex: number;
  settings: Flags;
  /** medians per path, in the order the paths were given */
  routes: Record<string, LighthouseFigures>;
  samples: Record<string, LighthouseFigures[]>;
  /** per path, the blocking details of its median run (by TBT) */
  blocking: Record<string, BlockingDetails>;
  /** per path, the URLs each run requested (the network-requests audit), in run order */
  requested: Record<string, string[][]>;
}

export interface LighthouseOptions {
  /** runs per path; the figures are their medians */
  runs?: number;
  /** paths audited signed in; every other path is audited as a visitor with empty storage */
  signedInPaths?: ReadonlySet<string>;
  /** the session a signed-in path starts from (`context.storageState()` after `signInDemo`) */
  session?: StorageState;
  /** a folder to keep every run's full Lighthouse report in (as `<path>-<run>.json`) */
  reportsDir?: string;
  /** cookies every visitor run carries (a release preview: scripts/release/lighthouse-budgets.ts) */
  cookies?: Array<{ name: string; value: string; url: string }>;
}

/**
 * The CPU slowdown Lighthouse simulates: its mobile default (4×) unless LIGHTHOUSE_CPU_SLOWDOWN says
 * otherwise. Simulated timings are the observed CPU time times this, so the same build gives more
 * blocking time on a slower machine; a machine with half the benchmark index of another sees at 4×
 * about what the faster one sees at 8×. A higher value shows how a page fares on a slower machine
 * than the one measuring (docs/configuration.md).
 */
export const cpuSlowdown = (() => {
  const value = Number(process.env.LIGHTHOUSE_CPU_SLOWDOWN ?? throttling.mobileSlow4G.cpuSlowdownMultiplier);
  if (!Number.isFinite(value) || value < 1 || value > 20) throw new Error('LIGHTHOUSE_CPU_SLOWDOWN must be a number from 1 to 20');
  return value;
})();

// Spelled out although they are Lighthouse's defaults, so the figures do not change meaning with a
// Lighthouse upgrade that moves them.
const settings = {
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  formFactor: 'mobile',
  screenEmulation: screenEmulationMetrics.mobile,
  emulatedUserAgent: userAgents.mobile,
  throttlingMethod: 'simulate',
  throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown },
  disableStorageReset: false,
} satisfies Flags;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A port nothing listens on right now (the fixed ports belong to the composition). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Signs the demo client (no second factor) in through the portal's login form, with "Remember me"
 * so supabase-js keeps the session in localStorage, where a saved storage state or the profile keeps
 * it. The stand-in allows 10 sign-ins per 5 minutes per address: call this once per bench run.
 */
export async function signInDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  // Not exact: a required field's label ends in an asterisk.
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password').fill('DemoPass123!');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** What a run's profile is given before the audit: a saved session, or only cookies. */
type ProfileState = { cookies: Parameters<BrowserContext['addCookies']>[0]; origins: StorageState['origins'] };

/**
 * Puts a session saved with `context.storageState()` (after `signInDemo`) into another browser's
 * profile, so one sign-in serves every browser of a bench run.
 */
export async function restoreStorageState(page: Page, state: ProfileState): Promise<void> {
  if (state.cookies.length > 0) await page.context().addCookies(state.cookies);
  for (const { origin, localStorage } of state.origins) {
    // localStorage is only reachable from a document of its origin.
    await page.goto(origin, { waitUntil: 'domcontentloaded' });
    await page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, localStorage);
  }
}

const figuresOf = ({ categories, audits }: Result): LighthouseFigures => {
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
    cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
  };
};

type Items = Array<Record<string, unknown>>;
const itemsOf = (lhr: Result, id: string): Items => {
  const details = lhr.audits[id]?.details as { items?: Items } | undefined;
  return details?.items ?? [];
};
const ms = (value: unknown) => Math.round(Number(value ?? 0) * 10) / 10;

export function blockingDetailsOf(lhr: Result): BlockingDetails {
  const mainThread: Record<string, number> = {};
  for (const item of itemsOf(lhr, 'mainthread-work-breakdown')) mainThread[String(item.groupLabel ?? item.group)] = ms(item.duration);
  return {
    tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? NaN),
    fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? NaN),
    interactiveMs: Math.round(lhr.audits.interactive?.numericValue ?? NaN),
    longTasks: itemsOf(lhr, 'long-tasks').map((item) => ({
      url: String(item.url ?? ''),
      startMs: ms(item.startTime),
      durationMs: ms(item.duration),
    })),
    scripts: itemsOf(lhr, 'bootup-time').map((item) => ({
      url: String(item.url ?? ''),
      totalMs: ms(item.total),
      scriptingMs: ms(item.scripting),
      parseMs: ms(item.scriptParseCompile),
    })),
    mainThread,
  };
}

/** Lighthouse's answer, run again (up to three times) when Chromium failed to record the page. */
async function audited(url: string, flags: Flags, attempt: number, relaunch: () => Promise<number>): Promise<Result> {
  const port = await relaunch();
  const result = await lighthouse(url, { ...flags, port });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const failure = result.lhr.runtimeError;
  // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing of the page: run again.
  if (failure && attempt < 3) {
    console.warn(`Lighthouse on ${url}: ${failure.code}; running it again`);
    return audited(url, flags, attempt + 1, relaunch);
  }
  if (failure) throw new Error(`Lighthouse failed on ${url}: ${failure.code} ${failure.message}`);
  return result.lhr;
}

/** One visitor's cold load, as the Lighthouse CLI makes it: its own Chromium, fresh profile, storage reset. */
async function visitorRun(url: string): Promise<Result> {
  const launch = chromiumLaunchOptions();
  let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;
  try {
    return await audited(url, settings, 1, async () => {
      chrome?.kill();
      chrome = await launchChrome({
        chromePath: launch.executablePath,
        chromeFlags: ['--headless=new', ...launch.args],
        logLevel: 'silent',
      });
      return chrome.port;
    });
  } finally {
    // chrome-launcher removes the profile it made with the process.
    chrome?.kill();
  }
}

/**
 * One cold load in a Chromium and profile of its own, prepared first: a session or cookies put into
 * the profile, then the HTTP cache emptied. A signed-in run turns Lighthouse's storage reset off (it
 * would clear the session); a visitor's run with cookies keeps it (cookies are not reset).
 */
async function preparedRun(url: string, state: ProfileState, { resetStorage }: { resetStorage: boolean }): Promise<Result> {
  const launch = chromiumLaunchOptions();
  let context: BrowserContext | undefined;
  let profile: string | undefined;
  const close = async () => {
    await context?.close();
    if (profile) fs.rmSync(profile, { recursive: true, force: true });
  };
  try {
    return await audited(url, { ...settings, disableStorageReset: !resetStorage }, 1, async () => {
      await close();
      const port = await freePort();
      profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
      context = await chromium.launchPersistentContext(profile, {
        executablePath: launch.executablePath,
        args: [...launch.args, `--remote-debugging-port=${port}`],
        headless: true,
        // Playwright would otherwise emulate its own 1280×720 viewport in the tab Lighthouse opens.
        viewport: null,
      });
      const page = context.pages()[0] ?? (await context.newPage());
      await restoreStorageState(page, state);
      // A signed-in app left running in the background tab would compete for the CPU.
      await page.goto('about:blank');
      const cdp = await context.newCDPSession(page);
      // The cache is shared by every tab of the profile, so clearing it here covers Lighthouse's tab.
      await cdp.send('Network.clearBrowserCache');
      return port;
    });
  } finally {
    await close();
  }
}

/**
 * Audits `baseUrl` + each path `runs` times with Lighthouse, each run in a Chromium of its own, and
 * returns the medians (scores ×100, LCP and TBT in ms, CLS unitless) with every sample, and where
 * the median run's blocking time came from.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  { runs = 3, signedInPaths = new Set(), session, reportsDir, cookies }: LighthouseOptions = {},
): Promise<LighthouseRun> {
  if (paths.some((route) => signedInPaths.has(route)) && !session) throw new Error('signed-in paths need a session');
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  const samples: Record<string, LighthouseFigures[]> = {};
  const blocking: Record<string, BlockingDetails> = {};
  const requested: Record<string, string[][]> = {};
  const medians: Record<string, LighthouseFigures> = {};
  const benchmarkIndexes: number[] = [];
  let versions = { lighthouse: '', chromium: '' };
  for (const route of paths) {
    const reports: Result[] = [];
    for (let run = 0; run < runs; run++) {
      const url = `${baseUrl}${route}`;
      const lhr = signedInPaths.has(route)
        ? await preparedRun(url, session!, { resetStorage: false })
        : cookies
          ? await preparedRun(url, { cookies, origins: [] }, { resetStorage: true })
          : await visitorRun(url);
      reports.push(lhr);
      versions = { lighthouse: lhr.lighthouseVersion, chromium: lhr.environment.hostUserAgent.match(/Chrome\/([\d.]+)/)?.[1] ?? '' };
      benchmarkIndexes.push(lhr.environment.benchmarkIndex);
      if (reportsDir)
        fs.writeFileSync(
          path.join(reportsDir, `${route.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${run + 1}.json`),
          JSON.stringify(lhr),
        );
    }
    samples[route] = reports.map(figuresOf);
    requested[route] = reports.map((lhr) => itemsOf(lhr, 'network-requests').map((item) => String(item.url ?? '')));
    const pick = (key: keyof LighthouseFigures) => median(samples[route]!.map((sample) => sample[key]));
    medians[route] = {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: Math.round(pick('cls') * 1000) / 1000,
    };
    const byTbt = [...reports].sort((a, b) => figuresOf(a).tbtMs - figuresOf(b).tbtMs);
    blocking[route] = blockingDetailsOf(byTbt[Math.floor((byTbt.length - 1) / 2)]!);
    console.log(`lighthouse ${route}: ${JSON.stringify(medians[route])} (TBT ${samples[route].map((s) => s.tbtMs).join(', ')} ms)`);
  }
  return {
    versions,
    benchmarkIndex: Math.round(median(benchmarkIndexes)),
    settings,
    routes: medians,
    samples,
    blocking,
    requested,
  };
}
