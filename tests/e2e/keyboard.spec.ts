import type { Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { demoPassword, latestMailTo, mails } from './portal';

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails if it never does. */
async function tabTo(page: Page, target: Locator, { limit = 40, key = 'Tab' } = {}): Promise<void> {
  for (let presses = 0; presses < limit; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard-only walkthroughs', () => {
  test('the top bar: skip link, navigation, language and theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('#main h1')).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();

    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'Services', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeFocused();

    // Back up from the page's heading into the top bar.
    await tabTo(page, page.getByRole('button', { name: 'Switch to dark theme' }), { key: 'Shift+Tab' });
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: 'Language' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'Layanan Kami' })).toBeVisible();
  });

  test('the small-screen menu opens, leads to a page and closes behind it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.locator('#main h1')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Open menu' }));
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await tabTo(page, nav.getByRole('link', { name: 'About' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/about');
    await expect(nav).toBeHidden();
  });

  test('the cookie switches change with Space and are saved with Enter', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.locator('#main h1')).toBeVisible();
    const marketing = page.getByRole('switch', { name: 'Marketing' });
    const analytics = page.getByRole('switch', { name: 'Analytics' });
    await tabTo(page, marketing);
    await page.keyboard.press('Space');
    await expect(marketing).toHaveAttribute('aria-checked', 'true');
    await tabTo(page, analytics, { key: 'Shift+Tab' });
    await page.keyboard.press('Space');
    await expect(analytics).toHaveAttribute('aria-checked', 'false');
    await tabTo(page, page.getByRole('button', { name: 'Save preferences' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Cookie preferences saved successfully!' })).toBeVisible();
  });

  test('the chat widget opens, takes a message and closes with Escape, returning focus', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#main h1')).toBeVisible();
    const toggle = page.getByRole('button', { name: 'Open chat' });
    await tabTo(page, toggle, { limit: 80 });
    await page.keyboard.press('Enter');
    const input = page.getByRole('textbox', { name: /message/i });
    await expect(input).toBeFocused();
    await page.keyboard.type('Hello');
    await expect(input).toHaveValue('Hello');
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('sign-in with the e-mailed code, by keyboard alone', async ({ page, request }) => {
    const mailsBefore = (await mails(request)).length;
    await page.goto('/login');
    const email = page.getByLabel('Email address');
    await tabTo(page, email);
    await page.keyboard.type('mfa@example.com');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(demoPassword);
    await page.keyboard.press('Enter');

    await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
    const code = /\b(\d{6})\b/.exec(await latestMailTo(request, 'mfa@example.com', mailsBefore))?.[1] ?? '';
    await tabTo(page, page.getByLabel('Authentication code'));
    await page.keyboard.type(code);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
