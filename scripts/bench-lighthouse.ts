/**
 * Lighthouse figures for `npm run bench`: mobile form factor with simulated throttling, in Debian's
 * Chromium. Lighthouse attaches by remote-debugging port to a Chromium that Playwright launched
 * with a persistent profile, so a page that needs a session (/dashboard) can be audited signed in:
 * the session lives in that profile's localStorage, and Lighthouse is told never to reset storage
 * (its reset would clear localStorage of the whole origin). The HTTP cache is cleared before every
 * run instead, so each run is a cold load.
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
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

export interface LighthouseRun {
  versions: { lighthouse: string; chromium: string };
  /** Lighthouse's CPU benchmark of this machine (median): simulated TBT scales with it. */
  benchmarkIndex: number;
  settings: Flags;
  /** medians per path, in the order the paths were given */
  routes: Record<string, LighthouseFigures>;
  samples: Record<string, LighthouseFigures[]>;
}

export interface LighthouseOptions {
  /** runs per path; the figures are their medians */
  runs?: number;
  /** paths audited signed in; every other path is audited first, as a visitor with empty storage */
  signedInPaths?: ReadonlySet<string>;
  /**
   * gets the audited profile signed in (`signInDemo`, or `restoreStorageState` with a saved
   * session); runs once, after the visitor paths and before the signed-in ones
   */
  signIn?: (page: Page) => Promise<void>;
}

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
  throttling: throttling.mobileSlow4G,
  disableStorageReset: true,
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

/**
 * Puts a session saved with `context.storageState()` (after `signInDemo`) into another browser's
 * profile, so one sign-in serves every browser of a bench run.
 */
export async function restoreStorageState(page: Page, state: StorageState): Promise<void> {
  if (state.cookies.length > 0) await page.context().addCookies(state.cookies);
  for (const { origin, localStorage } of state.origins) {
    // localStorage is only reachable from a document of its origin.
    await page.goto(origin, { waitUntil: 'domcontentloaded' });
    await page.evaluate((items) => {
      for (const { name, value } of items) window.localStorage.setItem(name, value);
    }, localStorage);
  }
}

/**
 * Audits `baseUrl` + each path `runs` times with Lighthouse and returns the medians (scores ×100,
 * LCP and TBT in ms, CLS unitless) with every sample.
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  { runs = 3, signedInPaths = new Set(), signIn }: LighthouseOptions = {},
): Promise<LighthouseRun> {
  if (paths.some((route) => signedInPaths.has(route)) && !signIn) throw new Error('signed-in paths need a signIn function');
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const launch = chromiumLaunchOptions();
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: launch.executablePath,
      args: [...launch.args, `--remote-debugging-port=${port}`],
      headless: true,
      // Playwright would otherwise emulate its own 1280×720 viewport in the tab Lighthouse opens.
      viewport: null,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    const chromiumVersion = context.browser()?.version() ?? (await cdp.send('Browser.getVersion')).product;

    const samples: Record<string, LighthouseFigures[]> = {};
    const benchmarkIndexes: number[] = [];
    let lighthouseVersion = '';
    const coldRun = async (route: string, attempt = 1): Promise<Result> => {
      // The cache is shared by every tab of the profile, so clearing it here covers Lighthouse's tab.
      await cdp.send('Network.clearBrowserCache');
      const result = await lighthouse(`${baseUrl}${route}`, { ...settings, port });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const failure = result.lhr.runtimeError;
      // A trace Chromium failed to record (NO_NAVSTART and the like) says nothing of the page: run again.
      if (failure && attempt < 3) {
        console.warn(`Lighthouse on ${route}: ${failure.code}; running it again`);
        return coldRun(route, attempt + 1);
      }
      if (failure) throw new Error(`Lighthouse failed on ${route}: ${failure.code} ${failure.message}`);
      return result.lhr;
    };
    const audit = async (route: string) => {
      samples[route] = [];
      for (let run = 0; run < runs; run++) {
        const { categories, audits, environment, ...lhr } = await coldRun(route);
        lighthouseVersion = lhr.lighthouseVersion;
        benchmarkIndexes.push(environment.benchmarkIndex);
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples[route].push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? NaN),
          tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? NaN),
          cls: Math.round((audits['cumulative-layout-shift']?.numericValue ?? NaN) * 1000) / 1000,
        });
      }
      const pick = (key: keyof LighthouseFigures) => median(samples[route]!.map((sample) => sample[key]));
      const figures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Math.round(pick('cls') * 1000) / 1000,
      };
      console.log(`lighthouse ${route}: ${JSON.stringify(figures)}`);
      return figures;
    };

    // A fresh Chromium's first audit also pays its start-up (processes, caches) and is discarded,
    // or it would count against whichever route comes first.
    if (paths[0] !== undefined) await coldRun(paths[0]);
    // Visitors first: a stored session makes every page load the Supabase client, which would
    // distort the public pages' figures.
    const medians: Record<string, LighthouseFigures> = {};
    for (const route of paths.filter((p) => !signedInPaths.has(p))) medians[route] = await audit(route);
    const signedIn = paths.filter((p) => signedInPaths.has(p));
    if (signedIn.length > 0 && signIn) {
      await signIn(page);
      // A signed-in app left running in the background tab would compete for the CPU.
      await page.goto('about:blank');
      for (const route of signedIn) medians[route] = await audit(route);
    }

    return {
      versions: { lighthouse: lighthouseVersion, chromium: chromiumVersion },
      benchmarkIndex: Math.round(median(benchmarkIndexes)),
      settings,
      routes: Object.fromEntries(paths.map((route) => [route, medians[route]!])),
      samples: Object.fromEntries(paths.map((route) => [route, samples[route]!])),
    };
  } finally {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
