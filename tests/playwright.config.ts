import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../shared/build/chromium.ts';

/**
 * End-to-end tests against the real production composition (shell + five built remotes), which
 * the run starts itself with the same script as `npm start`. Browser: CHROMIUM_PATH, else Debian's
 * /usr/bin/chromium, else Playwright's own download.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: 'http://localhost:3000',
    // Traces cost about a third of the suite's time, and CI keeps no files: recorded locally only.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  // Workers take tests in the order of this list. The production topology (nginx + two server
  // instances on ports of their own) is started once for its project, whose files share one worker,
  // one after the other (tests/topology/topology-fixture.ts): about three minutes of one worker. Listed
  // first, it runs beside the site's tests, the other worker taking those; listed last, it ran after
  // them with the other worker idle.
  projects: [
    { name: 'topology', use: { ...devices['Desktop Chrome'] }, testDir: './topology', workers: 1 },
    { name: 'site', use: { ...devices['Desktop Chrome'] }, testIgnore: /deployment\.spec\.ts/ },
    // Rebuilds a remote in place, so it runs alone after everything else.
    { name: 'deployment', use: { ...devices['Desktop Chrome'] }, testMatch: /deployment\.spec\.ts/, dependencies: ['site'] },
  ],
  webServer: {
    // --reset: every run starts from the seeded demo data. The suite makes every account it uses
    // (about 40) and signs in again and again, all from this machine's one address, in about ten
    // minutes: ten times the stand-in's limits per client address (30 sign-ups an hour, 60 sign-ins
    // in 5 minutes; local-supabase/src/config.ts) keep a fast machine from running into them.
    // The limits per e-mail address, which tests check, stay as they are.
    command: 'LOCAL_SUPABASE_CLIENT_LIMIT_SCALE=10 node ../scripts/start.ts --reset',
    url: 'http://localhost:3000/app-config.json',
    reuseExistingServer: !process.env.CI,
    timeout: 300_000,
    stdout: 'pipe',
  },
});
