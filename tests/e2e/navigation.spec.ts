import { test, expect } from './fixtures';

test.describe('pages and navigation', () => {
  test('each page sets its title and description', async ({ page }) => {
    const expected = [
      ['/', 'Meridian IT Services'],
      ['/services', 'Our Services | Meridian IT Services'],
      ['/blog', 'Latest Insights | Meridian IT Services'],
      ['/support', 'Support Portal | Meridian IT Services'],
      ['/login', 'Client Sign In | Meridian IT Services'],
      ['/no-such-page', 'Page Not Found | Meridian IT Services'],
    ];
    const descriptions = new Set<string>();
    for (const [path, title] of expected) {
      await page.goto(path!);
      await expect(page).toHaveTitle(title!);
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.length).toBeGreaterThan(40);
      descriptions.add(description!);
    }
    expect(descriptions.size).toBe(expected.length);
  });

  test('moves focus to the new heading, announces the page and scrolls to the top', async ({ page }) => {
    await page.goto('/services');
    // Only a rendered page is tall enough to scroll.
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await page.mouse.wheel(0, 4000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.locator('footer').getByRole('link', { name: 'Insights' }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Latest Insights' });
    await expect(heading).toBeFocused();
    await expect(page.getByTestId('route-announcer')).toHaveText('Latest Insights');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('offers a skip link to the main content', async ({ page }) => {
    await page.goto('/');
    // The app renders after its configuration arrives; Tab before that would find no link yet.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('the 404 page answers unknown and odd paths with 404, says why, and leads home', async ({ page }) => {
    for (const path of [
      '/no-such-page',
      '/services-old',
      `/${'very-long-path-'.repeat(150)}`,
      '/%E0%A4%A',
      '/support/unknown',
      '/blog/../../etc/passwd',
    ]) {
      const label = path.slice(0, 40);
      const response = await page.goto(path);
      // No remote's route manifest lists it: the server says so, and the page shows why.
      expect(response?.status(), label).toBe(404);
      await expect(page.getByRole('heading', { level: 1 }), label).toHaveText(/Page Not Found/);
      await expect(page.getByText('404', { exact: true }), label).toBeVisible();
      await expect(page.getByText("The page you're looking for doesn't exist or has been moved."), label).toBeVisible();
      await page.getByRole('link', { name: 'Return Home' }).click();
      await expect(page, label).toHaveURL('/');
      await expect(page.getByRole('heading', { level: 1, name: 'Technology that keeps your business moving' }), label).toBeVisible();
    }
  });
});
