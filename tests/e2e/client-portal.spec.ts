import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { latestMailTo, mails, projectsTable, signIn } from './portal';

async function projectTitles(page: Page): Promise<string[]> {
  const table = projectsTable(page);
  await expect(table).toBeVisible();
  return table.locator('tbody th').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
}

test.describe('client dashboard', () => {
  test('demo sees exactly its own projects with badges and dollar budgets; other sees only its own', async ({ browser }) => {
    const demoContext = await browser.newContext();
    const demo = await demoContext.newPage();
    await signIn(demo, 'demo@example.com');
    await expect(demo).toHaveURL('/dashboard');
    const demoTitles = await projectTitles(demo);
    // The seven seeded ones (staff.spec.ts may add one for a moment while it runs).
    expect(demoTitles).toEqual(
      expect.arrayContaining([
        'Cloud Migration to AWS',
        'Customer Portal Redesign',
        'Network Security Audit',
        'ERP Integration with SAP S/4HANA',
        'Legacy Helpdesk Decommissioning',
        'Microsoft 365 Tenant Consolidation',
        'Disaster Recovery Runbook',
      ]),
    );
    const table = projectsTable(demo);
    for (const status of ['Pending', 'In progress', 'Completed', 'Rejected'])
      await expect(table.getByText(status, { exact: true }).first()).toBeVisible();
    await expect(table.getByText(/^\$\d{1,3}(,\d{3})+$/).first()).toBeVisible();
    await expect(table.getByRole('progressbar').first()).toHaveAttribute('aria-valuenow', /\d+/);

    const otherContext = await browser.newContext();
    const other = await otherContext.newPage();
    await signIn(other, 'other@example.com');
    const otherTitles = await projectTitles(other);
    expect(otherTitles.length).toBeGreaterThan(0);
    expect(otherTitles.filter((title) => demoTitles.includes(title))).toEqual([]);
    await demoContext.close();
    await otherContext.close();
  });

  test('without "Remember me" the session lives in session storage only', async ({ page }) => {
    await signIn(page, 'other@example.com');
    await expect(page).toHaveURL('/dashboard');
    const stored = await page.evaluate(() => ({
      session: sessionStorage.getItem('meridian.auth'),
      local: localStorage.getItem('meridian.auth'),
    }));
    expect(stored.session).not.toBeNull();
    expect(stored.local).toBeNull();
  });

  test('with "Remember me" the session survives in local storage', async ({ page }) => {
    await signIn(page, 'other@example.com', { remember: true });
    await expect(page).toHaveURL('/dashboard');
    expect(await page.evaluate(() => localStorage.getItem('meridian.auth'))).not.toBeNull();
  });
});

test.describe('second factor', () => {
  test('asks for the e-mailed code, shows nothing before it, refuses a wrong one and admits the right one', async ({ page, request }) => {
    const seen: string[] = [];
    page.on('console', (message) => seen.push(message.text()));
    page.on('response', async (response) => {
      if (response.url().startsWith('http://localhost:54321')) seen.push(await response.text().catch(() => ''));
    });
    const mailsBefore = (await mails(request)).length;

    await signIn(page, 'mfa@example.com');
    await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();

    // Going straight to the dashboard leads back to the code screen, with no project data.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    const code = /\b(\d{6})\b/.exec(await latestMailTo(request, 'mfa@example.com', mailsBefore))?.[1] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await page.getByLabel('Authentication code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid code. 4 attempts left with this code.');

    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
    expect((await projectTitles(page)).length).toBeGreaterThan(0);

    // The code never reached the browser: not in the console, the API responses or storage.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect([...seen, storage].filter((text) => text.includes(code))).toEqual([]);
  });
});
