import type { APIRequestContext } from '@playwright/test';
import { test, expect, hydrated } from './fixtures';
import {
  apiGet,
  apiHeaders,
  apiRpc,
  apiSignIn,
  createAccount,
  freshAddress,
  mailedCode,
  mails,
  serviceRoleKey,
  signIn,
  supabaseUrl,
  waitForMail,
} from './portal';

/**
 * Client companies against the real composition: an owner invites a colleague from the Company
 * page, the colleague creates an account through the e-mailed link, joins, sees the company's
 * projects and tickets and replies on a ticket the owner opened; the owner removes the colleague,
 * whose next request reads nothing and whose open page says that access ended. Every account is
 * made here; what is not the point of the test (a project, the owner's ticket) is set up through
 * the APIs.
 */

interface Company {
  id: string;
  name: string;
}

async function restInsert<T>(request: APIRequestContext, token: string, table: string, row: object): Promise<T> {
  const response = await request.post(`${supabaseUrl}/rest/v1/${table}`, {
    headers: { ...apiHeaders(token), Prefer: 'return=representation' },
    data: row,
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as T[])[0]!;
}

/** A client account with its own company, renamed to something this run alone uses. */
async function ownerWithCompany(request: APIRequestContext, label: string, options: { twoStep?: boolean } = {}) {
  const owner = await createAccount(request, { label, ...options });
  const token = await apiSignIn(request, owner.email, owner.password);
  if (options.twoStep) {
    // This session passes the second factor too, or the owner's own company is closed to it.
    const before = (await mails(request)).length;
    await apiRpc(request, token, 'request_mfa_code');
    const code = await mailedCode(request, owner.email, before);
    expect(await apiRpc(request, token, 'verify_mfa_code', { code })).toMatchObject({ status: 'verified' });
  }
  const [own] = (await apiRpc(request, token, 'my_companies')) as Company[];
  const name = `${label[0]!.toUpperCase()}${label.slice(1)} ${Date.now().toString(36)} Ltd`;
  await apiRpc(request, token, 'rename_company', { p_company_id: own!.id, p_name: name });
  return { ...owner, token, company: { id: own!.id, name } };
}

test('an owner invites a colleague, who joins through the e-mailed link, reads the company’s projects and tickets and answers the owner’s ticket; removed, the colleague reads nothing and the open page says so', async ({
  page,
  browser,
  request,
}) => {
  const owner = await ownerWithCompany(request, 'owner');
  const projectTitle = `Data platform ${Date.now().toString(36)}`;
  await restInsert(request, serviceRoleKey, 'client_projects', {
    company_id: owner.company.id,
    title: projectTitle,
    description: 'Moving the warehouse to the cloud.',
    status: 'in-progress',
    priority: 'high',
    progress: 40,
    budget: 25000,
  });
  const ticket = await restInsert<{ number: number }>(request, owner.token, 'support_tickets', {
    company_id: owner.company.id,
    subject: 'Printer queue stalls',
    category: 'technical',
    priority: 'medium',
    description: 'The queue stalls every morning.',
  });
  const label = `TKT-${ticket.number}`;

  // The owner invites a colleague from the Company page.
  await signIn(page, owner.email, { password: owner.password });
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(owner.company.name).first()).toBeVisible();
  await page.goto('/company');
  await hydrated(page);
  const colleague = freshAddress('colleague');
  const before = (await mails(request)).length;
  const invite = page.getByRole('region', { name: 'Invite a colleague' });
  await invite.getByLabel('E-mail address').fill(colleague);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${colleague}.`)).toBeVisible();
  await expect(page.getByRole('table', { name: `Pending invitations to ${owner.company.name}` })).toContainText(colleague);

  // The colleague opens the e-mailed link in another browser and creates an account through it.
  const mail = await waitForMail(request, colleague, /invited you to/, before);
  expect(mail.subject).toBe(`${owner.email} invited you to “${owner.company.name}” on Meridian`);
  const link = /(http:\/\/\S+\/invitation\?token=\S+)/.exec(mail.text)![1]!;
  const colleagueContext = await browser.newContext();
  const colleaguePage = await colleagueContext.newPage();
  await colleaguePage.goto(link);
  await hydrated(colleaguePage);
  await expect(colleaguePage.getByRole('heading', { name: `Join ${owner.company.name}` })).toBeVisible();
  await colleaguePage
    .getByRole('link', { name: 'Create an account' })
    .or(colleaguePage.getByRole('button', { name: 'Create an account' }))
    .click();
  await expect(colleaguePage).toHaveURL('/register');
  await expect(colleaguePage.getByLabel('Email address')).toHaveValue(colleague);
  await colleaguePage.getByLabel(/^Password/).fill('Colleague-pass-1');
  await colleaguePage.getByLabel('Confirm password').fill('Colleague-pass-1');
  const beforeConfirm = (await mails(request)).length;
  await colleaguePage.getByRole('button', { name: 'Create account' }).click();
  const confirmation = await waitForMail(request, colleague, /^Confirm your Meridian account$/, beforeConfirm);
  await colleaguePage.goto(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(confirmation.text)![1]!);

  // Confirmed and signed in, the colleague is back on the invitation and accepts it.
  await expect(colleaguePage).toHaveURL(/\/invitation\?token=/);
  await colleaguePage.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(colleaguePage).toHaveURL('/dashboard');
  await expect(colleaguePage.getByText(owner.company.name).first()).toBeVisible();
  await expect(colleaguePage.getByRole('table', { name: 'Your projects, newest first' })).toContainText(projectTitle);

  // The owner's ticket is in the colleague's list, with who opened it; the colleague answers it.
  await colleaguePage.goto('/support');
  const tickets = colleaguePage.getByRole('table', { name: 'Your support tickets' });
  const row = tickets.getByRole('row').filter({ hasText: label });
  await expect(row).toContainText(owner.email);
  await row.getByRole('link', { name: label }).click();
  await hydrated(colleaguePage);
  await colleaguePage.getByLabel('Your message').fill('Restarting the spooler fixes it until noon.');
  await colleaguePage.getByRole('button', { name: 'Send reply' }).click();
  const conversation = colleaguePage.getByRole('list', { name: `Messages on ${label}` });
  await expect(conversation).toContainText('Restarting the spooler fixes it until noon.');

  // The owner sees the colleague's reply with the colleague's address.
  const ownerThread = await apiGet(request, `/rest/v1/ticket_messages?select=author_email,body,from_staff`, owner.token);
  expect(ownerThread.body).toEqual(
    expect.arrayContaining([{ author_email: colleague, body: 'Restarting the spooler fixes it until noon.', from_staff: false }]),
  );

  // The owner removes the colleague.
  await page.goto('/company');
  await hydrated(page);
  const members = page.getByRole('table', { name: `Members of ${owner.company.name}` });
  await members.getByRole('row').filter({ hasText: colleague }).getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText(`${colleague} was removed from the company.`)).toBeVisible();
  await expect(members).not.toContainText(colleague);

  // The colleague's next request reads nothing of the company ...
  const colleagueToken = await apiSignIn(request, colleague, 'Colleague-pass-1');
  for (const table of ['support_tickets', 'ticket_messages', 'client_projects', 'proposals', 'company_members']) {
    const answer = await apiGet(request, `/rest/v1/${table}?select=*`, colleagueToken);
    expect(answer, table).toEqual({ status: 200, body: [] });
  }
  // ... and the page they have open says that access ended as soon as it looks again.
  await colleaguePage.evaluate(() => window.dispatchEvent(new Event('focus')));
  await expect(colleaguePage.getByRole('alert')).toContainText(`Your access to ${owner.company.name} has ended`);
  await expect(conversation).toHaveCount(0);
  await colleagueContext.close();
});

test('a company that requires two-step sign-in: a member without it gets the set-up screen and no data, in the browser and through REST', async ({
  page,
  request,
}) => {
  const owner = await ownerWithCompany(request, 'strict', { twoStep: true });
  await restInsert(request, owner.token, 'support_tickets', {
    company_id: owner.company.id,
    subject: 'Badge readers offline',
    category: 'technical',
    priority: 'high',
    description: 'Nobody can enter the second floor.',
  });
  // A colleague without two-step sign-in joins by invitation through the APIs.
  const member = await createAccount(request, { label: 'no-two-step' });
  const before = (await mails(request)).length;
  await apiRpc(request, owner.token, 'create_company_invitation', { p_company_id: owner.company.id, p_email: member.email });
  const mail = await waitForMail(request, member.email, /invited you to/, before);
  const token = new URL(/(http:\/\/\S+\/invitation\?token=\S+)/.exec(mail.text)![1]!).searchParams.get('token')!;
  const memberToken = await apiSignIn(request, member.email, member.password);
  await apiRpc(request, memberToken, 'accept_company_invitation', { p_token: token });
  await apiRpc(request, owner.token, 'set_company_policy', { p_company_id: owner.company.id, p_require_second_factor: true });

  // Through REST: the company is known, its data is not.
  expect(await apiGet(request, '/rest/v1/support_tickets?select=id', memberToken)).toEqual({ status: 200, body: [] });
  const companies = (await apiRpc(request, memberToken, 'my_companies')) as Array<Company & { require_second_factor: boolean }>;
  expect(companies.find((company) => company.id === owner.company.id)?.require_second_factor).toBe(true);

  // In the browser: the set-up screen instead of the company's data.
  // The member's own company comes first; the strict one is chosen in the switcher.
  await signIn(page, member.email, { password: member.password });
  await expect(page).toHaveURL('/dashboard');
  await hydrated(page);
  await page.getByRole('combobox', { name: 'Company' }).selectOption({ label: owner.company.name });
  const setUp = page.getByRole('link', { name: 'Turn on two-step sign-in' });
  await expect(setUp).toBeVisible();
  await expect(page.getByRole('table', { name: 'Your projects, newest first' })).toHaveCount(0);
  await page.goto('/support');
  await expect(page.getByRole('link', { name: 'Turn on two-step sign-in' })).toBeVisible();
  await expect(page.getByText('Badge readers offline')).toHaveCount(0);
  // The set-up screen leads to the account's two-step section.
  await page.getByRole('link', { name: 'Turn on two-step sign-in' }).click();
  await expect(page).toHaveURL('/account#two-step');
  await expect(page.locator('#two-step')).toBeVisible();
});
