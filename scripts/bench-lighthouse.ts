/**
 * Lighthouse figures for `npm run bench`: mobile form factor with simulated throttling (Lighthouse's
 * default configuration), in Debian's Chromium. Lighthouse attaches by remote-debugging port to a
 * Chromium that Playwright launched with a persistent profile, so a page that needs a session
 * (/dashboard) is audited signed in: the session is in that profile's localStorage, and Lighthouse
 * is told not to reset storage. The HTTP cache is cleared before every run instead, so each run is
 * a cold load.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import lighthouse from 'lighthouse';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';

const require = createRequire(import.meta.url);

export interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const lighthouseGoals = { performance: 95, accessibility: 100, lcpMs: 2000, tbtMs: 100, cls: 0.02 } as const;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Signs the demo client in with "Remember me", so the session survives in the profile. */
export async function signInDemo(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password').fill('DemoPass123!');
  await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${baseUrl}/dashboard`);
}

export interface LighthouseRun {
  versions: { lighthouse: string; chromium: string };
  routes: Record<string, LighthouseFigures>;
}

/**
 * Medians over `runs` Lighthouse runs per path. `prepare` runs once in the launched profile before
 * the audits (e.g. signing in).
 */
export async function runLighthouse(
  baseUrl: string,
  paths: readonly string[],
  { runs = 3, prepare }: { runs?: number; prepare?: (page: Page) => Promise<void> } = {},
): Promise<LighthouseRun> {
  const port = 9300 + Math.floor(Math.random() * 500);
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const launch = chromiumLaunchOptions();
  let context: BrowserContext | undefined;
  try {
    context = await chromium.launchPersistentContext(profile, {
      executablePath: launch.executablePath,
      args: [...launch.args, `--remote-debugging-port=${port}`],
      headless: true,
    });
    const page = context.pages()[0] ?? (await context.newPage());
    if (prepare) await prepare(page);
    const cdp = await context.newCDPSession(page);
    const chromiumVersion = context.browser()?.version() ?? (await cdp.send('Browser.getVersion')).product;

    const routes: Record<string, LighthouseFigures> = {};
    for (const route of paths) {
      const samples: LighthouseFigures[] = [];
      for (let run = 0; run < runs; run++) {
        await cdp.send('Network.clearBrowserCache');
        const result = await lighthouse(`${baseUrl}${route}`, {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          disableStorageReset: true,
        });
        if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
        const { categories, audits, runtimeError } = result.lhr;
        if (runtimeError) throw new Error(`Lighthouse failed on ${route}: ${runtimeError.code} ${runtimeError.message}`);
        const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
          tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
          cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
        });
      }
      const pick = (key: keyof LighthouseFigures) => median(samples.map((sample) => sample[key]));
      routes[route] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Math.round(pick('cls') * 1000) / 1000,
      };
      console.log(`lighthouse ${route}: ${JSON.stringify(routes[route])}`);
    }
    const lighthouseVersion = (require('lighthouse/package.json') as { version: string }).version;
    return { versions: { lighthouse: lighthouseVersion, chromium: chromiumVersion }, routes };
  } finally {
    await context?.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}
