import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

const pages = [
  ['home', '/'],
  ['services', '/services'],
  ['insights', '/blog'],
  ['support', '/support'],
  ['sign-in', '/login'],
  ['404', '/no-such-page'],
] as const;

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe in the ${theme} theme`, () => {
    for (const [name, path] of pages) {
      test(`${name} has no violations`, async ({ page }) => {
        await page.emulateMedia({ colorScheme: theme });
        await page.goto(path);
        await expect(page.locator('#main h1').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
        expect(
          results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`),
        ).toEqual([]);
      });
    }

    test('the open chat widget and the small-screen menu have no violations', async ({ page }) => {
      await page.emulateMedia({ colorScheme: theme });
      await page.setViewportSize({ width: 375, height: 740 });
      await page.goto('/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('button', { name: 'Open chat' }).click();
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
      expect(results.violations.map((violation) => violation.id)).toEqual([]);
    });
  });
}
