import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
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
 * Resolves once the page the browser just loaded is hydrated: the server sends it rendered, but a
 * click or keystroke before React has hydrated it would be lost, as for a visitor on a slow phone.
 * The page's own signal is the page-shown event its usePageMeta raises after hydrating; pages that
 * never raise it (a remote's "unavailable" screen, a configuration error) and pages the browser
 * renders itself are ready once the shell has started. A page's lazy parts (a form and its
 * libraries) hydrate after the page has announced itself, so every form control must be hydrated
 * too: React keeps each hydrated element's props under a "__reactProps$" key.
 *
 * The predicates are synchronous on purpose: waitForFunction takes whatever is returned as the
 * answer, and a Promise is truthy, so an async predicate passes at once, before anything has
 * hydrated (one did, and tests acted on server HTML: lost clicks, a test clock that expired a chunk
 * still loading).
 */
export async function hydrated(page: Page): Promise<void> {
  const controls = '#root form, #root button, #root input, #root select, #root textarea';
  await page.waitForFunction((selector) => {
    const started =
      (window as unknown as { __meridianPageShown?: boolean }).__meridianPageShown === true ||
      (document.documentElement.dataset.shellStarted !== undefined &&
        (document.querySelector('[data-testid="remote-unavailable"], #main [role="alert"]') !== null ||
          document.getElementById('server-render-state') === null));
    return (
      started &&
      [...document.querySelectorAll(selector)].every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$')))
    );
  }, controls);
  // React sets that key while rendering and commits (attaches refs and handlers) in a later task,
  // so the check is made again once the page is idle: React yields no idle time while it works.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  await page.waitForFunction(
    (selector) =>
      [...document.querySelectorAll(selector)].every((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))),
    controls,
  );
}

const following = new WeakSet<Page>();

/**
 * Makes every full load of `page` (goto, reload) wait for hydration, so the test acts as a visitor
 * would; except with waitUntil 'commit', for a test that looks at the page before (or without) its
 * JavaScript.
 */
async function followHydration(page: Page): Promise<Page> {
  if (following.has(page)) return page;
  following.add(page);
  await page.addInitScript(() =>
    window.addEventListener('meridian:page-shown', () => {
      (window as unknown as { __meridianPageShown?: boolean }).__meridianPageShown = true;
    }),
  );
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
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
  return page;
}

/**
 * Where a context's pages report uncaught errors: the list of the test that was running when the
 * context was made (set by the pageErrors fixture). Bound at creation, so a context a test left open
 * cannot fail a later test; none outside a test.
 */
let currentPageErrors: Error[] | undefined;

function recordPageErrors(context: BrowserContext, errors: Error[]): void {
  const listen = (page: Page) => page.on('pageerror', (error) => errors.push(error));
  context.pages().forEach(listen);
  context.on('page', listen);
}

export const test = base.extend<{ pageErrors: Error[] }>({
  // Pages a test opens in contexts of its own (a second visitor, a staff session) follow hydration
  // too. Every context comes through here, the test's default one included (Playwright makes it with
  // browser.newContext), so every page of every context, popups too, reports its uncaught errors.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        if (currentPageErrors) recordPageErrors(context, currentPageErrors);
        const newPage = context.newPage.bind(context);
        context.newPage = async () => followHydration(await newPage());
        return context;
      };
      await provide(browser);
    },
    { scope: 'worker' },
  ],
  page: async ({ page }, provide) => provide(await followHydration(page)),
  // A test fails if any page it opened, in any context, threw anything it did not catch. An auto
  // fixture that needs no page is set up before the test's contexts, so it sees all of them.
  pageErrors: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, provide) => {
      const errors: Error[] = [];
      currentPageErrors = errors;
      try {
        await provide(errors);
      } finally {
        currentPageErrors = undefined;
      }
      expect(errors, 'uncaught errors in the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function mainHeading(page: Page) {
  return page.locator('#main h1').first();
}
