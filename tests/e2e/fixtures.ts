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
export const test = base.extend<{ pageErrors: Error[] }>({
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
