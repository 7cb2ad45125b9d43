import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { apiHeaders, apiSignIn, createAccount, signIn, supabaseUrl } from './portal';

test.describe('support portal', () => {
  test('tiles go to their pages and Live Chat opens the chat widget', async ({ page }) => {
    await page.goto('/support');
    await page.getByRole('button', { name: /^Live Chat/ }).click();
    await expect(page.getByText('Hello! How can we help you today?')).toBeVisible();
    for (const [tile, path] of [
      ['Create Ticket', '/create-ticket'],
      ['View Documentation', '/documentation'],
      ['Emergency Support', '/emergency-support'],
    ] as const) {
      await page.goto('/support');
      await page.getByRole('link', { name: new RegExp(`^${tile}`) }).click();
      await expect(page).toHaveURL(path);
    }
  });

  test("a visitor's ticket table shows the examples, marked so, filtered by status and search together, in the page language", async ({
    page,
  }) => {
    await page.goto('/support');
    await expect(page.getByText('These are examples.')).toBeVisible();
    const table = page.getByRole('table', { name: 'Example support tickets' });
    await expect(table.getByRole('rowheader')).toHaveText(['TKT-001', 'TKT-002', 'TKT-003']);
    await page.getByLabel('Status').selectOption('in_progress');
    await expect(table.getByRole('rowheader')).toHaveText(['TKT-002']);
    await page.getByLabel('Search tickets').fill('invoice');
    await expect(page.getByText('No tickets match your search and filter.')).toBeVisible();
    await page.getByLabel('Status').selectOption('all');
    await expect(table.getByRole('rowheader')).toHaveText(['TKT-003']);
    for (const hostile of ['x'.repeat(10_000), '<img src=x onerror=alert(1)>', '(*\\[', '🔥🔥']) {
      await page.getByLabel('Search tickets').fill(hostile);
      await expect(page.getByText('No tickets match your search and filter.')).toBeVisible();
    }
    await expect(page.locator('#main img')).toHaveCount(0);

    await page.getByLabel('Search tickets').fill('');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
    await expect(page.getByRole('table', { name: 'Contoh tiket dukungan' }).getByRole('row', { name: /TKT-001/ })).toContainText(
      '2 jam yang lalu',
    );
  });

  test('create ticket for a visitor: defaults, errors beside fields, a mailto link with the form encoded, and an offer to sign in', async ({
    page,
  }) => {
    await page.goto('/create-ticket');
    await expect(page.getByLabel('Category')).toHaveValue('technical');
    await expect(page.getByLabel('Priority')).toHaveValue('medium');
    await page.getByRole('button', { name: 'Open in e-mail app' }).click();
    await expect(page.getByLabel(/^Subject/)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel(/^Subject/)).toBeFocused();
    await expect(page.getByText('This field is required.')).toHaveCount(2);

    await page.getByLabel(/^Subject/).fill('Server down & "urgent"? #1 — 100% 🚨');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel(/^Description/).fill('<script>alert(1)</script>\nsecond line');
    await page.getByRole('button', { name: 'Open in e-mail app' }).click();
    const status = page.getByRole('status').filter({ hasText: 'Your e-mail app should now open' });
    await expect(status).toBeVisible();
    const href = (await status.getByRole('link', { name: 'Open the e-mail again' }).getAttribute('href'))!;
    const url = new URL(href);
    expect(url.protocol).toBe('mailto:');
    const params = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe('Server down & "urgent"? #1 — 100% 🚨');
    expect(params.get('body')).toBe('Category: Technical\r\nPriority: High\r\n\r\n<script>alert(1)</script>\r\nsecond line');
    await expect(page).toHaveURL('/create-ticket');

    // A client is offered to sign in for a ticket the site stores and tracks.
    await page.getByRole('link', { name: 'Sign in to create a tracked ticket' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('emergency support shows the line, the e-mail, the process and both lists', async ({ page }) => {
    await page.goto('/emergency-support');
    await expect(page.getByRole('note')).toContainText('24/7');
    await expect(page.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(page.getByRole('link', { name: /@/ }).first()).toHaveAttribute('href', /^mailto:/);
    await expect(page.getByRole('region', { name: 'How we respond' }).getByRole('heading', { level: 3 })).toHaveText([
      'Initial contact',
      'Immediate response',
      'Issue resolution',
      'Follow-up',
    ]);
    await expect(page.getByRole('region', { name: 'Emergencies', exact: true }).getByRole('listitem')).toHaveCount(4);
  });
});

test('a ticket page whose API fails says so with Try again, and Try again shows the ticket once the API answers', async ({
  page,
  request,
}) => {
  const client = await createAccount(request, { label: 'ticket-retry' });
  const token = await apiSignIn(request, client.email, client.password);
  const created = await request.post(`${supabaseUrl}/rest/v1/support_tickets?select=number`, {
    headers: { ...apiHeaders(token), Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    data: { subject: 'Printer offline', category: 'technical', priority: 'low', description: 'Since this morning.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { number } = (await created.json()) as { number: number };
  await signIn(page, client.email, { password: client.password });
  await expect(page).toHaveURL('/dashboard');

  // The ticket's own request fails until the route is removed: a server error (500), which supabase-js
  // does not retry itself (it does a 503) and TanStack Query tries twice more before the page says so.
  const ticketRequests = (url: URL) => url.pathname.endsWith('/rest/v1/support_tickets');
  await page.route(ticketRequests, (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"internal error"}' }),
  );
  await page.goto(`/support/tickets/${number}`);
  const failed = page.getByTestId('query-failed');
  await expect(failed.getByRole('alert')).toHaveText('The ticket could not be loaded. Check your connection and try again.', {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Support ticket');

  await page.unroute(ticketRequests);
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`TKT-${number}: Printer offline`);
  await expect(page.getByTestId('query-failed')).toHaveCount(0);
  await expect(page.getByText('No replies yet.')).toBeVisible();
});

for (const theme of ['light', 'dark'] as const) {
  test(`support pages have no axe violations (${theme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: theme });
    for (const path of ['/support', '/create-ticket', '/emergency-support']) {
      await page.goto(path);
      await expect(page.locator('#main h1').first()).toBeVisible();
      if (path === '/create-ticket') await page.getByRole('button', { name: 'Open in e-mail app' }).click();
      expect(await axeViolations(page, { label: path, bestPractice: true })).toEqual([]);
    }
  });
}
