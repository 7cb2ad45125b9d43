import type { Page } from '@playwright/test';
import { seedArticles } from '../../mf-insights/src/content/articles.ts';
import messages from '../../mf-insights/src/locales/en.json' with { type: 'json' };
import { axeViolations } from './axe';
import { test, expect } from './fixtures';

const table = (page: Page, name = 'Latest Insights') => page.getByRole('table', { name });
const titles = (page: Page) =>
  table(page)
    .locator('tbody th')
    .evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));

test.describe('latest insights', () => {
  test('search and category apply together; odd input is text', async ({ page }) => {
    await page.goto('/blog');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    await page.getByPlaceholder('Search articles...').fill('kubernetes');
    expect(await titles(page)).toEqual([messages.articles['cloud-native-architecture'].title]);
    await page.getByLabel('Category').selectOption({ label: 'Data Management' });
    await expect(page.getByText('No articles match your search.')).toBeVisible();
    await page.getByPlaceholder('Search articles...').fill('DATA');
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    for (const hostile of ['(', '*', '\\', '[a-z', 'x'.repeat(10_000), '<img src=x onerror=alert(1)>']) {
      await page.getByPlaceholder('Search articles...').fill(hostile);
      await expect(page.getByText('No articles match your search.')).toBeVisible();
    }
    await expect(page.locator('#main img')).toHaveCount(0);
  });

  test('Update Content: updating state for two seconds, then three new articles on top that open', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-11-22T08:00:00Z') });
    await page.goto('/blog');
    await expect(table(page).locator('tbody tr')).toHaveCount(5);
    // From here on, time moves only when the test says so.
    const paused = new Date('2026-11-22T08:05:00Z');
    await page.clock.pauseAt(paused);
    await page.getByRole('button', { name: 'Update Content' }).click();
    const updating = page.getByRole('button', { name: 'Updating...' });
    await expect(updating).toBeDisabled();
    await page.clock.runFor(1900);
    await expect(updating).toBeDisabled();
    await page.clock.runFor(200);
    await expect(page.getByRole('button', { name: 'Update Content' })).toBeEnabled();
    await expect(table(page).locator('tbody tr')).toHaveCount(8);
    await expect(page.getByRole('status').filter({ hasText: '3 new articles added.' })).toBeVisible();
    const listed = await titles(page);
    expect(listed.slice(3)).toEqual(seedArticles.map((article) => messages.articles[article.id as keyof typeof messages.articles].title));
    expect(new Set(listed).size).toBe(8);

    const first = table(page).locator('tbody tr').first();
    const href = await first.getByRole('link').getAttribute('href');
    expect(href).toMatch(new RegExp(`^/blog/[a-z-]+-${paused.getTime() + 2000}-0$`));
    await first.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 1, name: listed[0] })).toBeVisible();
  });

  test('every article renders every section, and Save is kept across a reload', async ({ page }) => {
    test.setTimeout(seedArticles.length * 20_000);
    for (const article of seedArticles) {
      await page.goto('/blog');
      await page
        .getByRole('link', {
          name: new RegExp(
            `^Read more\\W+${messages.articles[article.id as keyof typeof messages.articles].title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`,
          ),
        })
        .click();
      await expect(page).toHaveURL(`/blog/${article.id}`);
      await expect(page.locator('#main h1')).toHaveText(messages.articles[article.id as keyof typeof messages.articles].title);
      for (const section of ['Introduction and key points', 'Main Sections', 'Technologies', 'Implementation Guide', 'Conclusion', 'Tags'])
        await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Main Sections' }).locator('tbody tr')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Save' })).toBeVisible();
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
      await page.reload();
      await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();
    }
  });

  test('an unknown article says Article Not Found with Return to Blog', async ({ page }) => {
    for (const id of ['no-such-article', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'x'.repeat(4000)]) {
      await page.goto(`/blog/${id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Article Not Found' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Return to Blog' }).click();
    await expect(page).toHaveURL('/blog');
  });

  test('switching language changes labels and dates', async ({ page }) => {
    await page.goto('/blog');
    await expect(table(page).getByRole('row').nth(1)).toContainText('Mar 15, 2024');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
    const translated = table(page, 'Wawasan Terbaru');
    await expect(translated.getByRole('columnheader').first()).toHaveText('Artikel');
    await expect(translated.getByRole('row').nth(1)).toContainText('15 Mar 2024');
    await expect(page.getByPlaceholder('Cari artikel...')).toBeVisible();
    await translated.getByRole('link').first().click();
    await expect(page.getByText('15 Maret 2024')).toBeVisible();
  });
});

for (const theme of ['light', 'dark'] as const) {
  test(`insights pages have no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of ['/blog', '/blog/data-mesh-architecture', '/blog/nope']) {
      await page.goto(path);
      await expect(page.locator('#main h1').first()).toBeVisible();
      expect(await axeViolations(page, { label: path, bestPractice: true })).toEqual([]);
    }
  });
}
