import { test as base, expect, type Page } from '@playwright/test';
import { apps } from '../../shared/build/apps.ts';

/** Origin of each remote, by federation name (from the one list of apps and ports). */
export const remoteOrigins = Object.fromEntries(
  apps.filter((app) => app.kind === 'remote').map((app) => [app.federationName, `http://localhost:${app.port}`]),
) as Record<'marketing' | 'services' | 'insights' | 'support' | 'portal', string>;

/** A path each remote renders, and the heading it shows there. */
export const remotePages = {
  marketing: { path: '/', heading: 'Technology that keeps your business moving' },
  services: { path: '/services', heading: 'Our Services' },
  insights: { path: '/blog', heading: 'Latest Insights' },
  support: { path: '/support', heading: 'Support Portal' },
  portal: { path: '/login', heading: 'Sign in to your account' },
} as const;

/**
 * Every test page records uncaught errors; a test fails if the page threw anything it did not
 * catch. (Console messages about blocked requests are the browser's, not the app's.)
 */
/**
 * Resolves once the page the browser just loaded is hydrated: the server sends it rendered, but a
 * click or keystroke before React has hydrated it would be lost, as for a visitor on a slow phone.
 * The page's own signal is the page-shown event its usePageMeta raises after hydrating; pages that
 * never raise it (a remote's "unavailable" screen, a configuration error) and pages the browser
 * renders itself are ready once the shell has started.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const started =
      (window as unknown as { __meridianPageShown?: boolean }).__meridianPageShown === true ||
      (document.documentElement.dataset.shellStarted !== undefined &&
        (document.querySelector('[data-testid="remote-unavailable"], #main [role="alert"]') !== null ||
          document.getElementById('server-render-state') === null));
    if (!started) return false;
    // A page's lazy parts (a form and its libraries) hydrate after the page has announced itself;
    // a click or keystroke before then would be lost. React keeps each hydrated element's props
    // under a "__reactProps$" key, so an element without one is server HTML not yet hydrated. It
    // sets that key while rendering, and commits (attaches refs and handlers) in a later task, so
    // the check is made again once the page is idle: React yields no idle time while it works.
    const allHydrated = () =>
      [...document.querySelectorAll('#root form, #root button, #root input, #root select, #root textarea')].every((element) =>
        Object.keys(element).some((key) => key.startsWith('__reactProps$')),
      );
    if (!allHydrated()) return false;
    await new Promise((resolve) => requestIdleCallback(resolve));
    return allHydrated();
  });
}

export const test = base.extend<{ pageErrors: Error[] }>({
  page: async ({ page }, provide) => {
    await page.addInitScript(() =>
      window.addEventListener('meridian:page-shown', () => {
        (window as unknown as { __meridianPageShown?: boolean }).__meridianPageShown = true;
      }),
    );
    // Every full load in a test waits for hydration, so the test acts as a visitor would.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    // Except with waitUntil 'commit': a test that looks at the page before (or without) its JavaScript.
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil !== 'commit') await hydrated(page);
      return response;
    };
    await provide(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function mainHeading(page: Page) {
  return page.locator('#main h1').first();
}
