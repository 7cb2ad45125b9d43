import { test, expect, remoteOrigins, remotePages } from './fixtures';

type RemoteName = keyof typeof remotePages;
const remoteNames = Object.keys(remotePages) as RemoteName[];

test.describe('a remote that is down', () => {
  for (const remote of remoteNames) {
    test(`${remote}: the rest of the site works, and Retry brings it back without a reload`, async ({ page }) => {
      const blocked = `${remoteOrigins[remote]}/**`;
      await page.route(blocked, (route) => route.abort('connectionrefused'));
      const { path, heading } = remotePages[remote];
      await page.goto(path);

      const fallback = page.getByTestId('remote-unavailable');
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeVisible();
      // The frame still works: top bar, footer and chat.
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      await expect(page.locator('footer')).toContainText('Meridian IT Services');
      await page.getByRole('button', { name: 'Open chat' }).click();
      await expect(page.getByText('Hello! How can we help you today?')).toBeVisible();

      // Another remote still renders.
      const other = remoteNames.find((name) => name !== remote)!;
      await page.evaluate(() => ((window as unknown as { stillSamePage: boolean }).stillSamePage = true));
      await page.getByRole('link', { name: 'Client Dashboard' }).click();
      if (other && remote !== 'portal') {
        await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      } else {
        await expect(fallback).toBeVisible();
      }
      await page.goBack();
      await expect(fallback).toBeVisible();

      // The remote is back: Retry renders it in the same page, with no reload.
      await page.unroute(blocked);
      await fallback.getByRole('button', { name: 'Retry' }).click();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { stillSamePage?: boolean }).stillSamePage)).toBe(true);
    });
  }
});

test.describe('the runtime configuration', () => {
  test('missing: a clear message, and Retry recovers once it is served', async ({ page }) => {
    await page.route('**/app-config.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    await page.goto('/services');
    await expect(page.getByText('The site configuration could not be loaded (the configuration request answered 404).')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
    await page.unroute('**/app-config.json');
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
  });

  test('malformed: a clear message, never a blank page', async ({ page }) => {
    await page.route('**/app-config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"remotes": ' }),
    );
    await page.goto('/');
    await expect(page.getByText('The site configuration could not be loaded (the configuration is not valid JSON).')).toBeVisible();
  });

  test('wrong shape: names the field that is wrong', async ({ page }) => {
    await page.route('**/app-config.json', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ supabaseUrl: 'nope' }) }),
    );
    await page.goto('/blog');
    await expect(page.getByText(/"supabaseUrl" must be an http\(s\) URL/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Client Dashboard' })).toBeVisible();
  });
});
