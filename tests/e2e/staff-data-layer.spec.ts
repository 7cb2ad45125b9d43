import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeInBothThemes } from './axe';
import { apiHeaders, apiSignIn, createAccount, enterStaffCode, mails, signIn, supabaseUrl } from './portal';

/**
 * The staff workspace on the one data layer, against the real composition: a list whose API fails
 * says so with Try again and recovers, and a status reads the same (words and colour) on the
 * client's dashboard and on the staff list and detail pages, in every language, with nothing axe
 * finds in either theme. Staff sign in once with the e-mailed code and only read (the seeded
 * staff account is shared); the proposal is a fresh client's own.
 */

type Language = 'en' | 'id' | 'ms';
const languages: readonly Language[] = ['en', 'id', 'ms'];

/** The common copy (shared/locales): the failure words and the status labels the badges show. */
const common = Object.fromEntries(
  languages.map((language) => [
    language,
    JSON.parse(fs.readFileSync(path.join(import.meta.dirname, `../../shared/locales/${language}.json`), 'utf8')) as {
      retry: string;
      status: Record<string, string>;
    },
  ]),
) as Record<Language, { retry: string; status: Record<string, string> }>;

const staffCopy = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../mf-portal/src/staff/locales/en.json'), 'utf8')) as {
  tickets: { failed: string; caption: string };
};

const staffEmail = 'staff@example.com';
let staffState: Awaited<ReturnType<BrowserContext['storageState']>>;

async function staffPage(browser: Browser): Promise<Page> {
  return (await browser.newContext({ storageState: staffState })).newPage();
}

/** What a badge shows a reader: its words, its colours and the meaning they come from. */
async function badgeLook(badge: Locator) {
  await expect(badge).toBeVisible();
  return {
    text: (await badge.textContent())?.trim(),
    tone: await badge.getAttribute('data-tone'),
    ...(await badge.evaluate((element) => {
      const style = getComputedStyle(element);
      return { background: style.backgroundColor, color: style.color };
    })),
  };
}

test.describe('the staff workspace on the data layer', () => {
  test.describe.configure({ mode: 'serial' });

  test('staff sign in with the e-mailed code', async ({ browser, request }) => {
    const context = await browser.newContext();
    const staff = await context.newPage();
    const before = (await mails(request)).length;
    await signIn(staff, staffEmail, { remember: true });
    await enterStaffCode(staff, request, staffEmail, before);
    staffState = await context.storageState();
    await context.close();
  });

  test('an API failure on the staff tickets list shows why with Try again, and Try again recovers', async ({ browser, request }) => {
    // A ticket of a fresh client, so the recovered list has a row to show.
    const client = await createAccount(request, { label: 'staff-retry' });
    const subject = `Retry proof ${Date.now()}`;
    const opened = await request.post(`${supabaseUrl}/rest/v1/support_tickets`, {
      headers: apiHeaders(await apiSignIn(request, client.email, client.password)),
      data: { subject, category: 'technical', priority: 'low', description: 'Made by the staff retry test.' },
    });
    expect(opened.status(), await opened.text()).toBe(201);
    const staff = await staffPage(browser);
    const ticketsRequest = /\/rest\/v1\/support_tickets\?/;
    // Every read of the tickets fails as a server error would (the page's own retries too).
    let failures = 0;
    await staff.route(ticketsRequest, (route) => {
      failures += 1;
      return route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
      });
    });
    await staff.goto('/staff/tickets');
    await expect(staff.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();

    const failed = staff.locator('#main').getByTestId('query-failed');
    await expect(failed.getByRole('alert')).toHaveText(staffCopy.tickets.failed, { timeout: 20_000 });
    const retry = failed.getByRole('button', { name: common.en.retry });
    await expect(retry).toBeEnabled();
    await expect(staff.getByRole('table', { name: staffCopy.tickets.caption })).toHaveCount(0);
    expect(failures).toBeGreaterThan(0);

    await staff.unroute(ticketsRequest);
    await retry.click();
    await expect(staff.getByRole('table', { name: staffCopy.tickets.caption }).getByRole('row').filter({ hasText: subject })).toBeVisible();
    await expect(staff.locator('#main').getByTestId('query-failed')).toHaveCount(0);
    await staff.context().close();
  });

  test('a status has the same words and colour on the client dashboard and the staff list and detail pages, in en, id and ms, and axe finds nothing in either theme', async ({
    browser,
    request,
  }) => {
    const client = await createAccount(request, { label: 'status-badge' });
    const token = await apiSignIn(request, client.email, client.password);
    const title = `Badge check ${Date.now()}`;
    const stored = await request.post(`${supabaseUrl}/rest/v1/proposals`, {
      headers: { ...apiHeaders(token), Prefer: 'return=representation' },
      data: { title, services: ['cloud'] },
    });
    expect(stored.status(), await stored.text()).toBe(201);
    const [proposal] = (await stored.json()) as { id: string; status: string }[];
    expect(proposal!.status).toBe('submitted');

    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await signIn(clientPage, client.email, { password: client.password });
    await expect(clientPage).toHaveURL('/dashboard');
    const staff = await staffPage(browser);
    const findings: string[] = [];

    for (const language of languages) {
      const label = common[language].status.submitted!;

      // Measured in the light theme each time (axe leaves a page in the dark one).
      await clientPage.emulateMedia({ colorScheme: 'light' });
      await staff.emulateMedia({ colorScheme: 'light' });
      await clientPage.goto(`/dashboard?lang=${language}`);
      await clientPage.getByRole('tab').nth(1).click();
      const onDashboard = await badgeLook(
        clientPage.getByRole('tabpanel').getByRole('listitem').filter({ hasText: title }).locator('.ui-badge'),
      );
      findings.push(...(await axeInBothThemes(clientPage, { label: `dashboard ${language}` })));

      await staff.goto(`/staff/proposals?lang=${language}`);
      await staff.getByRole('searchbox').fill(title);
      const onStaffList = await badgeLook(staff.getByRole('row').filter({ hasText: title }).locator('.ui-badge'));
      findings.push(...(await axeInBothThemes(staff, { label: `staff list ${language}` })));

      await staff.emulateMedia({ colorScheme: 'light' });
      await staff.goto(`/staff/proposals/${proposal!.id}?lang=${language}`);
      await expect(staff.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const onStaffPage = await badgeLook(staff.locator('#main dd .ui-badge').first());
      findings.push(...(await axeInBothThemes(staff, { label: `staff proposal ${language}` })));

      expect(onDashboard, `the client's badge in ${language}`).toEqual({ ...onDashboard, text: label, tone: 'waiting' });
      expect(onStaffList, `the staff list's badge in ${language}`).toEqual(onDashboard);
      expect(onStaffPage, `the staff proposal page's badge in ${language}`).toEqual(onDashboard);
    }
    expect(findings).toEqual([]);
    await clientContext.close();
    await staff.context().close();
  });
});
