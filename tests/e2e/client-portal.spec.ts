import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { createAccount, mailedCode, mails, projectsTable, serviceRoleKey, signIn, supabaseUrl } from './portal';

async function projectTitles(page: Page): Promise<string[]> {
  const table = projectsTable(page);
  await expect(table).toBeVisible();
  return table.locator('tbody th').evaluateAll((cells) => cells.map((cell) => cell.firstChild?.textContent ?? ''));
}

/** The titles of every project stored for the client signed in on `page`, as the service role reads them (sorted). */
async function storedTitles(request: APIRequestContext, page: Page): Promise<string[]> {
  const userId = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('meridian.auth') ?? localStorage.getItem('meridian.auth') ?? '{}') as { user?: { id?: string } })
        .user?.id,
  );
  expect(userId).toMatch(/^[0-9a-f-]{36}$/);
  const response = await request.get(`${supabaseUrl}/rest/v1/client_projects?select=title&client_id=eq.${userId}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { title: string }[]).map((row) => row.title).sort();
}

/**
 * The dashboard lists exactly the client's own projects: the same titles the service role reads
 * for that client. Read again until both agree, as staff.spec.ts may add a project to demo for a
 * moment while it runs; a project of another client on the page never agrees.
 */
async function expectExactlyOwnProjects(request: APIRequestContext, page: Page): Promise<string[]> {
  let titles: string[] = [];
  await expect(async () => {
    await page.reload();
    titles = await projectTitles(page);
    expect([...titles].sort()).toEqual(await storedTitles(request, page));
  }).toPass({ intervals: [500, 1_000, 2_000], timeout: 15_000 });
  return titles;
}

test.describe('client dashboard', () => {
  test('demo sees exactly its own projects with badges and dollar budgets; other sees only its own', async ({ browser, request }) => {
    const demoContext = await browser.newContext();
    const demo = await demoContext.newPage();
    await signIn(demo, 'demo@example.com');
    await expect(demo).toHaveURL('/dashboard');
    const demoTitles = await expectExactlyOwnProjects(request, demo);
    // The seven seeded ones are among them.
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
    await expect(other).toHaveURL('/dashboard');
    const otherTitles = await expectExactlyOwnProjects(request, other);
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
    // A fresh account: wrong codes count against the account, so the seeded one is left alone.
    const client = await createAccount(request, { label: 'two-step-code', twoStep: true });
    const seen: string[] = [];
    page.on('console', (message) => seen.push(message.text()));
    page.on('response', async (response) => {
      if (response.url().startsWith('http://localhost:54321')) seen.push(await response.text().catch(() => ''));
    });
    const mailsBefore = (await mails(request)).length;

    await signIn(page, client.email, { password: client.password });
    await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();

    // Going straight to the dashboard leads back to the code screen, with no project data.
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Enter your authentication code' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);

    const code = await mailedCode(request, client.email, mailsBefore);

    // The specification's words ("Invalid or expired code"), then how many tries this code has left.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('Authentication code').fill(wrong);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired code. 4 attempts left.');

    // The same screen in Indonesian and Malay.
    await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('alert')).toHaveText('Kode tidak valid atau kedaluwarsa. Tersisa 4 percobaan.');
    await page.getByLabel('Kode autentikasi').fill(wrong);
    await page.getByRole('button', { name: 'Verifikasi' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kode tidak valid atau kedaluwarsa. Tersisa 3 percobaan.');
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await page.getByLabel('Kod pengesahan').fill(wrong);
    await page.getByRole('button', { name: 'Sahkan' }).click();
    await expect(page.getByRole('alert')).toHaveText('Kod tidak sah atau telah tamat tempoh. Tinggal 2 percubaan lagi.');
    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('You have no projects with us yet.')).toBeVisible();

    // The code never reached the browser: not in the console, the API responses or storage.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect([...seen, storage].filter((text) => text.includes(code))).toEqual([]);
  });
});
