import { axeInBothThemes, axeViolations } from './axe';
import { test, expect } from './fixtures';

// With the best-practice rules too. Every page is swept with the WCAG rules by site.spec.ts; the
// other remotes' pages get the best-practice rules in their own specs (services, insights, support,
// and the 404 page in marketing.spec.ts).
const pages = [
  ['home', '/'],
  ['sign-in', '/login'],
] as const;

test.describe('axe in the light and the dark theme', () => {
  for (const [name, path] of pages) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#main h1').first()).toBeVisible();
      expect(await axeInBothThemes(page, { label: path, bestPractice: true })).toEqual([]);
    });
  }

  test('the open chat widget and the small-screen menu have no violations', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Open chat' }).click();
    expect(await axeInBothThemes(page)).toEqual([]);
  });
});

test('the axe check reports what it finds (an unnamed button and low contrast, inside #main only when asked)', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#main h1').first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.evaluate(() => {
    const button = document.createElement('button');
    button.id = 'unnamed';
    document.querySelector('#main')?.append(button);
    const faint = document.createElement('p');
    faint.id = 'faint';
    faint.textContent = 'Barely visible text';
    faint.style.color = '#eeeeee';
    faint.style.background = '#ffffff';
    document.querySelector('footer')?.append(faint);
  });
  expect(await axeViolations(page, { label: 'home' })).toEqual(['home button-name: #unnamed', 'home color-contrast: #faint']);
  expect(await axeViolations(page, { include: '#main' })).toEqual(['button-name: #unnamed']);
});
