import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, BrowserContext, Page, Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeInBothThemes, axeViolations } from './axe';
import { openSite, visibleTexts } from './site-sweep';
import { isAllowedUntranslated } from './translation-allow-list';
import {
  apiHeaders,
  apiRpc,
  apiSignIn,
  createAccount,
  demoPassword,
  freshAddress,
  enterStaffCode,
  mails,
  sampleFiles,
  serviceRoleKey,
  signIn,
  supabaseUrl,
  waitForMail,
} from './portal';

/**
 * The staff workspace (/staff) against the real composition. Staff sign in once, with the
 * e-mailed code (the seeded staff@example.com is only read: a code an hour is well within its
 * limits, even when the suite runs twice), and the tests that need staff reuse that session. Clients are
 * accounts the tests create, except where the issue names the demo client: the project made for
 * demo@example.com's company (Northwind Traders) is removed again at the end.
 */

const staffEmail = 'staff@example.com';
let staffState: Awaited<ReturnType<BrowserContext['storageState']>>;

async function staffPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ storageState: staffState });
  return context.newPage();
}

/** A Phoenix message as the Realtime client exchanges it (serializer 2.0.0: an array; 1.0.0: an object). */
function realtimeMessage(data: string | Buffer): { ref?: string; topic?: string; event?: string; payload?: { status?: string } } {
  if (typeof data !== 'string') return {};
  const message = JSON.parse(data) as unknown;
  if (Array.isArray(message)) {
    const [, ref, topic, event, payload] = message as [string, string, string, string, { status?: string }];
    return { ref, topic, event, payload };
  }
  return message as ReturnType<typeof realtimeMessage>;
}

/**
 * Watches `page` (call it before the page loads) for its join of the Realtime topic `topic` names;
 * the function returned resolves once the join was accepted and the reads it set off are done. The
 * page reads everything again on each join (useLiveUpdates), so a change made before that could
 * reach the page through the join's read: only a change made after it proves a live update.
 */
function liveOn(page: Page, topic: (name: string) => boolean): () => Promise<void> {
  const joinRefs = new Set<string>();
  let joined = false;
  const readsAfterJoin: Request[] = [];
  const finished = new Set<Request>();
  page.on('websocket', (socket) => {
    socket.on('framesent', ({ payload }) => {
      const message = realtimeMessage(payload);
      if (message.event === 'phx_join' && message.topic !== undefined && topic(message.topic) && message.ref) joinRefs.add(message.ref);
    });
    socket.on('framereceived', ({ payload }) => {
      const message = realtimeMessage(payload);
      if (message.event === 'phx_reply' && message.ref && joinRefs.has(message.ref) && message.payload?.status === 'ok') joined = true;
    });
  });
  // Events come in the browser's order: a read started after the reply was seen is the join's (or later).
  page.on('request', (request) => {
    if (joined && request.url().startsWith(`${supabaseUrl}/rest/v1/`)) readsAfterJoin.push(request);
  });
  page.on('requestfinished', (request) => finished.add(request));
  page.on('requestfailed', (request) => finished.add(request));
  return async () => {
    await expect.poll(() => joined, { message: 'the page joined its live topic' }).toBe(true);
    await expect
      .poll(() => readsAfterJoin.length > 0 && readsAfterJoin.every((request) => finished.has(request)), {
        message: "the join's reads are done",
      })
      .toBe(true);
  };
}

async function restAs(
  request: APIRequestContext,
  token: string | undefined,
  method: 'GET' | 'PATCH' | 'POST',
  path: string,
  data?: object,
) {
  const response = await request.fetch(`${supabaseUrl}${path}`, {
    method,
    headers: { ...apiHeaders(token), Prefer: 'return=representation' },
    data,
  });
  const text = await response.text();
  return { status: response.status(), body: text ? (JSON.parse(text) as unknown) : null };
}

/** The service role's read of a REST path (what was stored, whoever may read it). */
async function readAsService<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`${supabaseUrl}/rest/v1/${path}`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** The ids of the companies a person is a member of. */
async function companiesOf(request: APIRequestContext, userId: string): Promise<string[]> {
  const rows = await readAsService<{ company_id: string }[]>(request, `company_members?select=company_id&user_id=eq.${userId}`);
  return rows.map((row) => row.company_id);
}

const demoId = 'a1111111-1111-4111-8111-111111111111';

async function insertAs<T>(request: APIRequestContext, token: string, table: string, row: object): Promise<T> {
  const { status, body } = await restAs(request, token, 'POST', `/rest/v1/${table}`, row);
  expect(status, JSON.stringify(body)).toBe(201);
  return (body as T[])[0]!;
}

// One staff session for these tests (one code per run): they run in order, in one worker.
test.describe('signed in as staff', () => {
  test.describe.configure({ mode: 'serial' });

  test('staff sign in with the e-mailed code, read a contact message just sent from /contact and mark it handled', async ({
    page,
    browser,
    request,
  }) => {
    const subject = `Staff inbox check ${Date.now()}`;
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Siti Rahma');
    await page.getByLabel(/^E-mail/).fill('siti@example.com');
    await page.getByLabel(/^Subject/).fill(subject);
    await page.getByLabel(/^Message/).fill('Can you audit our firewall next month?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: /thank/i })).toBeVisible();

    // A visitor is sent to sign in.
    await page.goto('/staff');
    await expect(page).toHaveURL('/login');

    const context = await browser.newContext();
    const staff = await context.newPage();
    const before = (await mails(request)).length;
    await signIn(staff, staffEmail, { remember: true });
    const codeField = staff.getByLabel(/code/i).first();
    await expect(codeField).toBeVisible();
    // Before the code, the workspace sends staff back to the code step and shows nothing.
    await staff.goto('/staff');
    await expect(staff).toHaveURL('/login');
    await expect(staff.getByRole('heading', { name: 'Inbox' })).toHaveCount(0);
    await enterStaffCode(staff, request, staffEmail, before);
    staffState = await context.storageState();

    await staff.getByRole('searchbox').fill(subject);
    const item = staff.locator('#main').getByRole('listitem').filter({ hasText: subject });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: new RegExp(subject) }).click();
    await expect(item.getByText('Can you audit our firewall next month?')).toBeVisible();
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await expect(item.getByRole('button', { name: 'Mark as not handled' })).toBeVisible();
    // Who and when: "staff@example.com · Nov 25, 2026, 6:29 AM", then what changed.
    await expect(item.getByRole('region', { name: 'History' })).toContainText(
      new RegExp(`${staffEmail.replace('.', '\\.')} · \\w+ \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2}`),
    );
    await context.close();
  });

  test('a client ticket and proposal: staff reply, set the ticket in progress and accept the proposal; the client sees it all and is e-mailed', async ({
    browser,
    request,
  }) => {
    const client = await createAccount(request, { label: 'staff-queue' });
    const token = await apiSignIn(request, client.email, client.password);
    const ticket = await insertAs<{ id: string; number: number }>(request, token, 'support_tickets', {
      subject: 'Backups fail at night',
      category: 'technical',
      priority: 'high',
      description: 'The nightly backup job has failed three times this week.',
    });
    const proposal = await insertAs<{ id: string }>(request, token, 'proposals', {
      title: 'Managed backups for two offices',
      services: ['cloud', 'data'],
    });
    // A document with the proposal, as the portal uploads and records it.
    const file = sampleFiles.pdf('scope.pdf');
    const userId = (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;
    const objectPath = `${userId}/${randomUUID()}.pdf`;
    const upload = await request.post(`${supabaseUrl}/storage/v1/object/proposal-files/${objectPath}`, {
      headers: { ...apiHeaders(token), 'content-type': file.mimeType },
      data: file.buffer,
    });
    expect(upload.status(), await upload.text()).toBe(200);
    await insertAs(request, token, 'request_files', {
      bucket: 'proposal-files',
      object_path: objectPath,
      file_name: file.name,
      content_type: file.mimeType,
      size_bytes: file.buffer.length,
      proposal_id: proposal.id,
    });
    const before = (await mails(request)).length;

    const staff = await staffPage(browser);
    await staff.goto('/staff/tickets');
    await staff.getByRole('searchbox').fill(`${ticket.number}`);
    await staff.getByRole('link', { name: `TKT-${ticket.number}` }).click();
    await expect(staff.getByRole('heading', { level: 1 })).toContainText('Backups fail at night');
    await expect(staff.locator('#main')).toContainText(client.email);
    // A new account's own company bears its address; the ticket links to it.
    await expect(staff.locator('#main dl').getByRole('link', { name: client.email })).toHaveAttribute(
      'href',
      /^\/staff\/companies\/[0-9a-f-]{36}$/,
    );
    await staff.getByRole('textbox', { name: 'Reply' }).fill('We are looking at the backup logs now.');
    await staff.getByRole('button', { name: /send reply/i }).click();
    await expect(staff.getByText('Reply sent.')).toBeVisible();
    await staff.getByRole('combobox', { name: 'Status' }).selectOption('in_progress');
    await staff.getByRole('button', { name: 'Save status' }).click();
    await expect(staff.getByText('Status saved.')).toBeVisible();
    const ticketHistory = staff.getByRole('region', { name: 'History' });
    await expect(ticketHistory).toContainText('Replied');
    await expect(ticketHistory).toContainText(/Status: Open → In progress/);
    await expect(ticketHistory).toContainText(staffEmail);

    await staff.goto(`/staff/proposals/${proposal.id}`);
    await expect(staff.getByRole('heading', { level: 1, name: 'Managed backups for two offices' })).toBeVisible();
    const download = staff.waitForEvent('download');
    await staff.getByRole('button', { name: /^Download scope\.pdf/ }).click();
    expect((await download).suggestedFilename()).toBe('scope.pdf');
    await staff.getByRole('combobox', { name: 'Status' }).selectOption('accepted');
    await staff.getByRole('textbox', { name: /Note to the client/ }).fill('We can start on 1 December.');
    await staff.getByRole('button', { name: 'Save review' }).click();
    await expect(staff.getByText('Review saved.')).toBeVisible();
    await expect(staff.getByRole('region', { name: 'History' })).toContainText(/Status: Submitted → Accepted/);
    await staff.context().close();

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, client.email, { password: client.password });
    await expect(page).toHaveURL('/dashboard');
    await page.getByRole('tab', { name: /Proposals/ }).click();
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Accepted');
    await expect(panel).toContainText('We can start on 1 December.');
    await page.goto(`/support/tickets/${ticket.number}`);
    await expect(page.locator('#main')).toContainText('We are looking at the backup logs now.');
    await expect(page.locator('#main')).toContainText('In progress');
    await context.close();

    const reply = await waitForMail(request, client.email, new RegExp(`^New reply on your ticket TKT-${ticket.number}$`), before);
    expect(reply.text).toContain(`http://localhost:3000/support/tickets/${ticket.number}`);
    expect(reply.text).not.toContain('backup logs');
    await waitForMail(request, client.email, new RegExp(`^Your ticket TKT-${ticket.number} is now In progress$`), before);
    await waitForMail(request, client.email, /^Your proposal is now Accepted$/, before);
    await waitForMail(request, staffEmail, new RegExp(`^New ticket TKT-${ticket.number}$`));
  });

  test('a colleague answers a ticket another member of the company opened: staff see who opened it and who wrote the reply', async ({
    browser,
    request,
  }) => {
    const owner = await createAccount(request, { label: 'staff-opener' });
    const colleague = await createAccount(request, { label: 'staff-colleague' });
    const ownerToken = await apiSignIn(request, owner.email, owner.password);
    const colleagueToken = await apiSignIn(request, colleague.email, colleague.password);
    const [company] = (await apiRpc(request, ownerToken, 'my_companies')) as Array<{ id: string }>;
    const before = (await mails(request)).length;
    await apiRpc(request, ownerToken, 'create_company_invitation', { p_company_id: company!.id, p_email: colleague.email });
    const invitation = await waitForMail(request, colleague.email, /invited you to/, before);
    const invitationToken = new URL(/(http:\/\/\S+\/invitation\?token=\S+)/.exec(invitation.text)![1]!).searchParams.get('token')!;
    await apiRpc(request, colleagueToken, 'accept_company_invitation', { p_token: invitationToken });
    const ticket = await insertAs<{ id: string; number: number }>(request, ownerToken, 'support_tickets', {
      company_id: company!.id,
      subject: 'Laptops cannot reach the file server',
      category: 'technical',
      priority: 'medium',
      description: 'Since Monday the share times out for every laptop.',
    });
    await insertAs(request, colleagueToken, 'ticket_messages', { ticket_id: ticket.id, body: 'It works again from the office Wi-Fi.' });

    const staff = await staffPage(browser);
    await staff.goto(`/staff/tickets/${ticket.number}`);
    await expect(staff.getByRole('heading', { level: 1 })).toContainText('Laptops cannot reach the file server');
    await expect(staff.locator('#main dl')).toContainText(`Opened by${owner.email}`);
    const reply = staff
      .getByRole('list', { name: `Messages on TKT-${ticket.number}` })
      .getByRole('listitem')
      .filter({ hasText: 'It works again from the office Wi-Fi.' });
    await expect(reply).toContainText(colleague.email);
    await staff.context().close();
  });

  test("live, in two browsers: a client's new ticket reaches the open staff queue, and a staff reply and status reach the client's open ticket page and dashboard count, without a reload", async ({
    browser,
    request,
  }) => {
    const client = await createAccount(request, { label: 'live' });
    const token = await apiSignIn(request, client.email, client.password);
    const subject = `Live check ${randomUUID().slice(0, 8)}`;
    const clientContext = await browser.newContext();
    const dashboard = await clientContext.newPage();
    const dashboardLive = liveOn(dashboard, (topic) => topic.startsWith('realtime:company:'));
    // Remembered, so the second tab below is signed in too.
    await signIn(dashboard, client.email, { password: client.password, remember: true });
    await expect(dashboard).toHaveURL('/dashboard');
    await expect(dashboard.getByText('Open tickets: 0')).toBeVisible();

    const staff = await staffPage(browser);
    const staffLive = liveOn(staff, (topic) => topic === 'realtime:staff:tickets');
    await staff.goto('/staff/tickets');
    await staff.getByRole('searchbox').fill(subject);
    await expect(staff.getByText('No tickets match your search and filters.')).toBeVisible();
    // Both pages listen before the ticket exists, so it can only reach them live.
    await Promise.all([dashboardLive(), staffLive()]);
    const ticket = await insertAs<{ id: string; number: number }>(request, token, 'support_tickets', {
      subject,
      category: 'technical',
      priority: 'high',
      description: 'The VPN drops every few minutes.',
    });
    // 2 s: the promise for a new ticket in the open queue.
    await expect(staff.getByRole('link', { name: `TKT-${ticket.number}` })).toBeVisible({ timeout: 2_000 });
    await expect(dashboard.getByText('Open tickets: 1')).toBeVisible({ timeout: 2_000 });

    const clientPage = await clientContext.newPage();
    const ticketLive = liveOn(clientPage, (topic) => topic === `realtime:ticket:${ticket.id}`);
    await clientPage.goto(`/support/tickets/${ticket.number}`);
    await expect(clientPage.getByTestId('response-target')).toHaveText(/^We will answer by .+ \(within 1 hour\)\.$/);
    await ticketLive();
    await staff.getByRole('link', { name: `TKT-${ticket.number}` }).click();
    await staff.getByRole('textbox', { name: 'Reply' }).fill('We are resetting the VPN concentrator now.');
    await staff.getByRole('button', { name: /send reply/i }).click();
    await expect(staff.getByText('Reply sent.')).toBeVisible();
    await expect(clientPage.getByText('We are resetting the VPN concentrator now.')).toBeVisible({ timeout: 2_000 });
    await expect(clientPage.getByTestId('response-target')).toHaveText(/^Answered in \d+ minutes?\.$/);

    await staff.getByRole('combobox', { name: 'Status' }).selectOption('resolved');
    await staff.getByRole('button', { name: 'Save status' }).click();
    await expect(staff.getByText('Status saved.')).toBeVisible();
    await expect(clientPage.locator('#main dl').getByText('Resolved')).toBeVisible({ timeout: 2_000 });
    await expect(clientPage.getByText('This ticket is resolved and takes no more replies.')).toBeVisible();
    await expect(dashboard.getByText('Open tickets: 0')).toBeVisible({ timeout: 2_000 });

    // Satisfaction: the client rates the answer on the ticket page, once; staff see it live.
    const rating = clientPage.getByRole('form', { name: 'How did we do?' });
    await rating.getByRole('radio', { name: '5: Excellent' }).check();
    await rating.getByRole('textbox', { name: /^Comment/ }).fill('Back online in minutes.');
    await rating.getByRole('button', { name: 'Send rating' }).click();
    await expect(clientPage.getByText('You rated our answer 5 out of 5. Thank you.')).toBeVisible();
    await expect(clientPage.getByRole('form', { name: 'How did we do?' })).toHaveCount(0);
    const staffRating = staff.getByRole('region', { name: "Client's rating" });
    await expect(staffRating).toContainText('5 out of 5. Rated on the ticket page');
    await expect(staffRating).toContainText('Back online in minutes.');
    await clientContext.close();
    await staff.context().close();
  });

  test('response targets with a controlled clock: the queue puts what is overdue first and warns before the due time, the staff inbox is e-mailed once per missed target, and the client sees the countdown, then how soon the answer came', async ({
    browser,
    request,
  }) => {
    const client = await createAccount(request, { label: 'targets' });
    const token = await apiSignIn(request, client.email, client.password);
    const tag = `Target check ${randomUUID().slice(0, 8)}`;
    const open = (priority: string, what: string) =>
      insertAs<{ id: string; number: number; created_at: string }>(request, token, 'support_tickets', {
        subject: `${tag}: ${what}`,
        category: 'technical',
        priority,
        description: `${what}.`,
      });
    const critical = await open('critical', 'payments are down');
    const high = await open('high', 'reports are slow');
    // The database's clock: the critical ticket was opened 35 minutes ago, so 20 minutes past its
    // 15-minute target, and the mail worker's next round notices it.
    const shift = async (id: string, minutesAgo: number, targetMinutes: number) => {
      const createdAt = new Date(Date.now() - minutesAgo * 60_000);
      const response = await request.patch(`${supabaseUrl}/rest/v1/support_tickets?id=eq.${id}`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        data: {
          created_at: createdAt.toISOString(),
          first_response_due_at: new Date(createdAt.getTime() + targetMinutes * 60_000).toISOString(),
        },
      });
      expect(response.status(), await response.text()).toBe(204);
    };
    const mailsBefore = (await mails(request)).length;
    await shift(critical.id, 35, 15);
    const notice = await waitForMail(request, staffEmail, new RegExp(`^Response target missed: TKT-${critical.number}$`), mailsBefore);
    expect(notice.text).toContain(`/staff/tickets/${critical.number}`);

    // The browsers' clock: 50 minutes after the high ticket was opened, 10 minutes before its 1-hour target.
    const staff = await staffPage(browser);
    await staff.clock.install({ time: new Date(new Date(high.created_at).getTime() + 50 * 60_000) });
    await staff.goto('/staff/tickets');
    await staff.getByRole('searchbox').fill(tag);
    const rows = staff.getByRole('table').getByRole('rowheader');
    await expect(rows).toHaveText([`TKT-${critical.number}`, `TKT-${high.number}`]);
    const row = (number: number) => staff.getByRole('row').filter({ has: staff.getByRole('link', { name: `TKT-${number}` }) });
    await expect(row(critical.number)).toContainText(/Overdue by 1 hour (9|10) minutes/);
    await expect(row(high.number)).toContainText(/Due soon: 10 minutes left \(due .+\)/);

    const clientContext = await browser.newContext();
    const clientPage = await clientContext.newPage();
    await clientPage.clock.install({ time: new Date(new Date(high.created_at).getTime() + 20 * 60_000) });
    await signIn(clientPage, client.email, { password: client.password });
    await expect(clientPage).toHaveURL('/dashboard');
    await clientPage.goto(`/support/tickets/${high.number}`);
    const due = new Date(new Date(high.created_at).getTime() + 60 * 60_000);
    const dueText = await clientPage.evaluate(
      (iso) => new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(new Date(iso)),
      due.toISOString(),
    );
    await expect(clientPage.getByTestId('response-target')).toHaveText(
      new RegExp(`^We will answer by (.+, )?${dueText.replace(/\s/g, '\\s')} \\(within 1 hour\\)\\.$`),
    );
    // An hour and 5 minutes later with no answer, the page says so by itself.
    await clientPage.clock.fastForward('45:00');
    await expect(clientPage.getByTestId('response-target')).toHaveText(/^Our first answer was due by .+ \(within 1 hour\) and is late\./);

    // Staff answer the high ticket 42 minutes after it was opened (by the database's clock).
    await shift(high.id, 42, 60);
    await staff.goto(`/staff/tickets/${high.number}`);
    await staff.getByRole('textbox', { name: 'Reply' }).fill('Reports are fast again.');
    await staff.getByRole('button', { name: /send reply/i }).click();
    await expect(staff.getByText('Reply sent.')).toBeVisible();
    await expect(clientPage.getByTestId('response-target')).toHaveText('Answered in 42 minutes.');

    // The mail worker has had rounds since: the critical ticket was e-mailed once.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const notices = (await mails(request)).filter((mail) => mail.subject === `Response target missed: TKT-${critical.number}`);
    expect(notices).toHaveLength(1);
    await clientContext.close();
    await staff.context().close();
  });

  test("the resolution e-mail's rating link rates the answer once without signing in; a forged link is refused; staff see how it was rated", async ({
    browser,
    request,
  }) => {
    const client = await createAccount(request, { label: 'rating-link' });
    const token = await apiSignIn(request, client.email, client.password);
    const ticket = await insertAs<{ id: string; number: number }>(request, token, 'support_tickets', {
      subject: 'Printer queue stuck',
      category: 'general',
      priority: 'low',
      description: 'Jobs wait forever.',
    });
    const before = (await mails(request)).length;
    const resolved = await request.patch(`${supabaseUrl}/rest/v1/support_tickets?id=eq.${ticket.id}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      data: { status: 'resolved' },
    });
    expect(resolved.status(), await resolved.text()).toBe(204);
    const mail = await waitForMail(request, client.email, new RegExp(`^Your ticket TKT-${ticket.number} is resolved$`), before);
    const link = /(http:\/\/\S+\/support\/rate#token=\S+)/.exec(mail.text)![1]!;
    const url = new URL(link);

    // A visitor who is not signed in: the link is the permission.
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${url.pathname}${url.hash.slice(0, -1)}${url.hash.endsWith('0') ? '1' : '0'}`);
    await expect(page.getByText(/^This rating link is not valid\./)).toBeVisible();
    await page.goto(`${url.pathname}${url.hash}`);
    await page.reload();
    const form = page.getByRole('form', { name: `How did we do on TKT-${ticket.number}?` });
    await form.getByRole('radio', { name: '4: Very good' }).check();
    await form.getByRole('button', { name: 'Send rating' }).click();
    await expect(page.locator('#main').getByRole('status')).toHaveText(`Thank you: TKT-${ticket.number} has been rated. Back to support`);
    // Used: opened again, it says so and offers nothing to send.
    await page.reload();
    await expect(page.getByText(`Thank you: TKT-${ticket.number} has been rated.`)).toBeVisible();
    await expect(page.getByRole('form')).toHaveCount(0);
    await context.close();

    const staff = await staffPage(browser);
    await staff.goto(`/staff/tickets/${ticket.number}`);
    await expect(staff.getByRole('region', { name: "Client's rating" })).toContainText(
      "4 out of 5. Rated through the resolution e-mail's link",
    );
    await staff.context().close();
  });

  test('live chat, in two browsers: a visitor and staff exchange messages live, the transcript is e-mailed, the offline path reaches the inbox, and the limits hold', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `Live ${randomUUID().slice(0, 6)}`;
    const removeConversations = async () => {
      // Limits are per address and every test visitor is 127.0.0.1: what this test opened goes, so a second run starts afresh.
      const removed = await request.delete(`${supabaseUrl}/rest/v1/chat_conversations?visitor_name=like.*${encodeURIComponent(tag)}*`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      });
      expect(removed.status(), await removed.text()).toBe(204);
    };
    try {
      const staff = await staffPage(browser);
      await staff.goto('/staff/chat');
      await expect(staff.getByRole('heading', { level: 1, name: 'Live chat' })).toBeVisible();

      const visitorContext = await browser.newContext();
      const visitor = await visitorContext.newPage();
      await visitor.goto('/contact');
      await visitor.getByRole('button', { name: 'Start Chat' }).click();
      const start = visitor.getByRole('form', { name: 'Start a live chat' });
      await expect(start.getByText('Our team is online and answers here.')).toBeVisible();
      await start.getByRole('textbox', { name: /^Your name/ }).fill(`Siti ${tag}`);
      await start.getByRole('textbox', { name: /^Your message/ }).fill('Is the firewall audit still on for Monday?');
      await start.getByRole('button', { name: 'Start chat' }).click();
      const visitorTranscript = visitor.getByRole('list', { name: 'Chat transcript' });
      await expect(visitorTranscript).toContainText('Is the firewall audit still on for Monday?');

      // Staff see the new conversation without a reload, open it and answer.
      const entry = staff.getByRole('navigation', { name: 'Live chats' }).getByRole('button', { name: new RegExp(`Siti ${tag}`) });
      await expect(entry).toBeVisible({ timeout: 2_000 });
      await entry.click();
      const thread = staff.getByRole('region', { name: `Chat with Siti ${tag}` });
      await expect(thread).toContainText('Is the firewall audit still on for Monday?');
      await thread.getByRole('textbox', { name: 'Your answer' }).fill('Yes, 9:00 on Monday.');
      await thread.getByRole('textbox', { name: 'Your answer' }).press('Enter');
      await expect(visitorTranscript).toContainText('Yes, 9:00 on Monday.', { timeout: 2_000 });
      await visitor.getByRole('textbox', { name: 'Your message' }).fill('Great, thanks!');
      await visitor.getByRole('textbox', { name: 'Your message' }).press('Enter');
      await expect(thread).toContainText('Great, thanks!', { timeout: 2_000 });

      // The transcript, once, to the address the visitor gives: a link goes there first (the visitor is
      // not signed in), and the transcript follows when it is opened, the visitor's lines as "You".
      const transcriptTo = `${tag.replace(' ', '-').toLowerCase()}@example.com`;
      const before = (await mails(request)).length;
      await visitor.getByRole('textbox', { name: 'E-mail me the transcript' }).fill(transcriptTo);
      await visitor.getByRole('button', { name: 'Send transcript' }).click();
      await expect(
        visitor.getByText(`We sent a link to ${transcriptTo}. Open it within an hour and the transcript will follow.`),
      ).toBeVisible();
      const confirmation = await waitForMail(request, transcriptTo, /^Confirm where to send your live chat transcript$/, before);
      const link = /(\S+\/contact#transcript=\S+)/.exec(confirmation.text)?.[1];
      expect(link, confirmation.text).toBeDefined();
      const reader = await visitorContext.newPage();
      await reader.goto(link!);
      await expect(reader.locator('#live-chat').getByRole('status')).toHaveText(/^Your chat transcript is on its way\./);
      await reader.close();
      const transcript = await waitForMail(request, transcriptTo, /^Your live chat with Meridian$/, before);
      expect(transcript.text).toMatch(/You:\nIs the firewall audit still on for Monday\?[\s\S]*Meridian support:\nYes, 9:00 on Monday\./);
      expect(transcript.text).not.toContain(`Siti ${tag}`);

      await thread.getByRole('button', { name: 'End conversation' }).click();
      await expect(visitor.getByText('Our team ended this conversation.')).toBeVisible({ timeout: 2_000 });
      await expect(visitor.getByRole('textbox', { name: 'Your message' })).toHaveCount(0);

      // Staff leave the section: no one is on duty, and a new conversation offers the inbox instead.
      await staff.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Tickets' }).click();
      await expect(staff.getByRole('heading', { level: 1, name: 'Tickets' })).toBeVisible();
      await visitor.getByRole('button', { name: 'Start a new conversation' }).click();
      await expect(visitor.getByText('No one from our team is online right now.')).toBeVisible();
      await visitor.getByRole('textbox', { name: /^Your name/ }).fill(`Budi ${tag}`);
      await visitor.getByRole('textbox', { name: /^Your message/ }).fill('Please call me back about the VPN.');
      await visitor.getByRole('button', { name: 'Start chat' }).click();
      const leftAt = `budi-${tag.split(' ')[1]}@example.com`;
      await visitor.getByRole('textbox', { name: 'Your e-mail address' }).fill(leftAt);
      await visitor.getByRole('button', { name: 'Leave my e-mail' }).click();
      await expect(visitor.getByText('Thank you. Your conversation reached our inbox and we will answer by e-mail.')).toBeVisible();
      await staff.goto('/staff');
      await staff.locator('#main').getByRole('searchbox').fill(leftAt);
      await expect(staff.locator('#main').getByRole('listitem').filter({ hasText: 'Live chat while no one was online' })).toBeVisible();

      // Per conversation: ten messages a minute.
      await visitor.getByRole('button', { name: 'Start a new conversation' }).click();
      await visitor.getByRole('textbox', { name: /^Your name/ }).fill(`Ana ${tag}`);
      await visitor.getByRole('textbox', { name: /^Your message/ }).fill('Message 1');
      await visitor.getByRole('button', { name: 'Start chat' }).click();
      await expect(visitor.getByRole('list', { name: 'Chat transcript' })).toContainText('Message 1');
      const message = visitor.getByRole('textbox', { name: 'Your message' });
      for (let i = 2; i <= 10; i++) {
        await message.fill(`Message ${i}`);
        await message.press('Enter');
        await expect(visitor.getByRole('list', { name: 'Chat transcript' })).toContainText(`Message ${i}`);
      }
      await message.fill('Message 11');
      await message.press('Enter');
      await expect(visitor.getByRole('alert').filter({ hasText: 'You are sending messages faster than we can take them.' })).toBeVisible();
      await expect(message).toHaveValue('Message 11');

      // Per address: five conversations an hour (three so far, two more through the API).
      for (const n of [4, 5]) {
        const started = await request.post(`${supabaseUrl}/rest/v1/rpc/chat_start`, {
          headers: apiHeaders(),
          data: { p_name: `Extra ${n} ${tag}`, p_message: 'Hello', p_language: 'en' },
        });
        expect(started.status(), await started.text()).toBe(200);
      }
      await visitor.evaluate(() => window.sessionStorage.clear());
      await visitor.reload();
      await visitor.getByRole('button', { name: 'Start Chat' }).click();
      await visitor.getByRole('textbox', { name: /^Your name/ }).fill(`Sixth ${tag}`);
      await visitor.getByRole('textbox', { name: /^Your message/ }).fill('One more?');
      await visitor.getByRole('button', { name: 'Start chat' }).click();
      await expect(
        visitor.getByRole('alert').filter({ hasText: /^Too many conversations were started from your connection/ }),
      ).toBeVisible();
      await visitorContext.close();
      await staff.context().close();
    } finally {
      await removeConversations();
    }
  });

  test("staff create a project for the demo client's company and move it to in progress at 40%; demo sees it, other does not", async ({
    browser,
    request,
  }) => {
    const title = `Firewall renewal ${Date.now()}`;
    const staff = await staffPage(browser);
    try {
      await staff.goto('/staff/companies');
      await staff.getByRole('link', { name: 'Northwind Traders' }).click();
      await expect(staff.getByRole('heading', { level: 1, name: 'Northwind Traders' })).toBeVisible();
      await expect(
        staff.getByRole('table', { name: 'Members, first joined first' }).getByRole('row', { name: /demo@example\.com/ }),
      ).toContainText('Owner');
      await staff.getByRole('button', { name: 'New project' }).click();
      const form = staff.getByRole('form', { name: /new project/i });
      await form.getByRole('textbox', { name: /^Title/ }).fill(title);
      await form.getByRole('combobox', { name: /^Priority/ }).selectOption('high');
      await form
        .getByRole('spinbutton', { name: /^Budget/ })
        .or(form.getByRole('textbox', { name: /^Budget/ }))
        .fill('48000');
      await form.getByRole('button', { name: /create project/i }).click();
      await expect(staff.getByText('Project created.')).toBeVisible();

      const card = staff.locator('#main').getByRole('article').filter({ hasText: title });
      await card.getByRole('button', { name: /edit/i }).click();
      await card.getByRole('combobox', { name: /^Status/ }).selectOption('in-progress');
      await card.getByRole('spinbutton', { name: /^Progress/ }).fill('40');
      // Only a mail sent for this change counts: demo's mailbox may hold one from an earlier run.
      const mailsBeforeSave = (await mails(request)).length;
      await card.getByRole('button', { name: /save project/i }).click();
      await expect(staff.getByText('Project saved.')).toBeVisible();
      await card.getByRole('button', { name: /^History/ }).click();
      const history = card.getByRole('region', { name: 'History' });
      await expect(history).toContainText(/Status: Pending → In progress/);
      await expect(history).toContainText(/Progress: 0% → 40%/);
      await expect(history).toContainText(staffEmail);

      const context = await browser.newContext();
      const demo = await context.newPage();
      await signIn(demo, 'demo@example.com');
      const row = demo.getByRole('row').filter({ hasText: title });
      await expect(row).toContainText('In progress');
      await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
      await context.close();

      const otherToken = await apiSignIn(request, 'other@example.com', demoPassword);
      const seenByOther = await restAs(
        request,
        otherToken,
        'GET',
        `/rest/v1/client_projects?select=id&title=eq.${encodeURIComponent(title)}`,
      );
      expect(seenByOther).toEqual({ status: 200, body: [] });
      const notice = await waitForMail(request, 'demo@example.com', /^Your project is now In progress$/, mailsBeforeSave);
      expect(notice.text).toContain(`"${title}"`);
    } finally {
      await staff.context().close();
      // The demo client's list is read by other tests: leave it as seeded.
      await request.delete(`${supabaseUrl}/rest/v1/client_projects?title=eq.${encodeURIComponent(title)}`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      });
    }
  });

  test('staff create a company for a new client: its first owner is invited in their language, and the company shows it pending', async ({
    browser,
    request,
  }) => {
    const name = `Adventure Works ${Date.now()}`;
    const owner = freshAddress('staff-company');
    const staff = await staffPage(browser);
    await staff.goto('/staff/companies');
    await staff.getByRole('button', { name: 'Create company' }).click();
    const form = staff.getByRole('form', { name: 'Create company' });
    await form.getByRole('textbox', { name: /^Company name/ }).fill(name);
    await form.getByRole('textbox', { name: /^First owner's e-mail/ }).fill(owner);
    await form.getByRole('combobox', { name: /^Language of the invitation/ }).selectOption('id');
    await form.getByRole('button', { name: 'Create company and invite' }).click();
    await expect(
      staff.getByRole('status').filter({ hasText: `${name} was created, and ${owner} was invited to be its owner.` }),
    ).toBeVisible();
    await expect(staff.getByRole('row', { name: new RegExp(name) })).toContainText('None yet (invited)');

    await staff.getByRole('link', { name: `Open ${name}` }).click();
    await expect(staff.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(staff.getByText("No members yet: the owner's invitation has not been accepted.")).toBeVisible();
    const invitation = staff
      .getByRole('table', { name: 'Pending invitations, newest first' })
      .getByRole('row', { name: new RegExp(owner) });
    await expect(invitation).toContainText('Owner');
    await expect(invitation).toContainText('Meridian staff');
    const history = staff.getByRole('region', { name: 'History' });
    await expect(history).toContainText(staffEmail);
    await expect(history).toContainText('Created');
    await staff.context().close();

    const mail = await waitForMail(request, owner, new RegExp(`^Meridian mengundang Anda ke “${name}” di Meridian$`));
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/invitation\?token=[0-9a-f-]{36}\.[0-9A-Za-z_-]+/);
  });

  test('staff see mail the worker gave up on (masked, with its tries and last answer), axe-clean, and send it again', async ({
    browser,
    request,
  }) => {
    // A dead letter made with the service role, to an address of this test's own: queued for an
    // hour from now (so the running worker leaves it alone), then failed as often as allowed.
    const address = freshAddress('dead-letter');
    const subject = `Undelivered notice ${Date.now()}`;
    const asService = async (name: string, data: object) => {
      const response = await request.post(`${supabaseUrl}/rest/v1/rpc/${name}`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        data,
      });
      expect(response.ok(), `${name}: ${await response.text()}`).toBe(true);
      return (await response.json()) as unknown;
    };
    const id = await asService('outbox_enqueue', {
      recipient: address,
      subject,
      body_text: 'A notice that could not be delivered at first.',
      not_before: new Date(Date.now() + 3_600_000).toISOString(),
    });
    let outcome: unknown;
    for (let attempt = 1; attempt <= 30; attempt++)
      outcome = await asService('outbox_failed', { message_id: id, error: `550 5.1.1 <${address}>: mailbox unavailable` });
    expect(outcome).toEqual({ attempts: 30, dead: true });

    const page = await staffPage(browser);
    await page.goto('/staff');
    await page.getByRole('navigation', { name: 'Staff workspace' }).getByRole('link', { name: 'Undelivered mail' }).click();
    await expect(page).toHaveURL('/staff/mail');
    await expect(page.getByRole('heading', { level: 1, name: 'Undelivered mail' })).toBeVisible();
    const entry = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: subject }) });
    await expect(entry).toContainText('e***@example.com');
    await expect(entry).toContainText('30 tries');
    await expect(entry).toContainText('Given up after the last try');
    await expect(entry).toContainText('550 5.1.1 <[address]>: mailbox unavailable');
    await expect(page.locator('#main')).not.toContainText(address);
    expect(await axeInBothThemes(page, { label: '/staff/mail', include: '#main' })).toEqual([]);

    // Sent again: the worker delivers it (to MailDev) with its idempotency key.
    await entry.getByRole('button', { name: 'Send again' }).click();
    await expect(page.getByRole('status').filter({ hasText: `“${subject}” is queued again.` })).toBeVisible();
    await expect(entry).toContainText('Queued again');
    await waitForMail(request, address, new RegExp(`^${subject}$`));
    const delivered = (
      (await (await request.get('http://127.0.0.1:54324/email')).json()) as Array<{ subject: string; headers: Record<string, string> }>
    ).find((mail) => mail.subject === subject);
    expect(delivered?.headers['x-idempotency-key']).toMatch(new RegExp(`^outbox-${String(id)}\\.\\d+$`));

    // The same page in Indonesian.
    await openSite(page, '/staff/mail', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'E-mail tak terkirim' })).toBeVisible();
    await page.context().close();
  });

  test("the new support screens (a resolved ticket's rating, the rating link, the contact page's live chat) are in Indonesian and Malay too, and axe finds nothing there", async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `Sweep ${randomUUID().slice(0, 6)}`;
    const client = await createAccount(request, { label: 'support-languages' });
    const token = await apiSignIn(request, client.email, client.password);
    const ticket = await insertAs<{ id: string; number: number }>(request, token, 'support_tickets', {
      subject: 'Scanner offline',
      category: 'general',
      priority: 'critical',
      description: 'The scanner is offline.',
    });
    const before = (await mails(request)).length;
    const resolved = await request.patch(`${supabaseUrl}/rest/v1/support_tickets?id=eq.${ticket.id}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      data: { status: 'resolved' },
    });
    expect(resolved.status(), await resolved.text()).toBe(204);
    const mail = await waitForMail(request, client.email, /is resolved$/, before);
    const fragment = new URL(/(http:\/\/\S+\/support\/rate#token=\S+)/.exec(mail.text)![1]!).hash;

    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, client.email, { password: client.password });
    await expect(page).toHaveURL('/dashboard');
    const screens: Array<{ label: string; open: (language: 'en' | 'id' | 'ms') => Promise<void> }> = [
      {
        label: 'resolved ticket with its rating form',
        open: async (language) => {
          await openSite(page, `/support/tickets/${ticket.number}`, language);
          await expect(page.locator('#main form[aria-labelledby] input[type=radio]').first()).toBeVisible();
        },
      },
      {
        label: 'the rating link',
        open: async (language) => {
          await page.goto(`/support/rate?lang=${language}${fragment}`);
          await expect(page.locator('#main form input[type=radio]').first()).toBeVisible();
        },
      },
      {
        label: "the contact page's live chat, no one on duty",
        open: async (language) => {
          await openSite(page, '/contact', language);
          await page.locator('#main section#live-chat button').click();
          // The first time a conversation is started (in English); then the tab holds it.
          if (language === 'en') {
            await page.locator('#main section#live-chat input[autocomplete=name]').fill(tag);
            await page.locator('#main section#live-chat textarea').fill('Hello');
            await page.locator('#main section#live-chat button[type=submit]').click();
          }
          await expect(page.locator('#main section#live-chat input[type=email]').first()).toBeVisible();
        },
      },
    ];
    const same = new RegExp(`TKT-\\d+|^Scanner offline$|^The scanner is offline\\.$|^Hello$|${tag}|^\\d{1,2}[.:]\\d{2}`);
    const findings: string[] = [];
    try {
      for (const { label, open } of screens) {
        const english = new Set<string>();
        for (const language of ['en', 'id', 'ms'] as const) {
          await page.emulateMedia({ colorScheme: 'light' });
          await open(language);
          if (language === 'en') {
            (await visibleTexts(page)).forEach((text) => english.add(text));
            findings.push(...(await axeInBothThemes(page, { label: `${label} (en)`, include: '#main' })));
            continue;
          }
          for (const text of await visibleTexts(page))
            if (english.has(text) && !isAllowedUntranslated(text) && !same.test(text))
              findings.push(`${label} (${language}) still English: ${text}`);
          const theme = language === 'id' ? 'dark' : 'light';
          await page.emulateMedia({ colorScheme: theme });
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          findings.push(...(await axeViolations(page, { label: `${label} (${language}, ${theme})`, include: '#main' })));
        }
      }
      expect(findings).toEqual([]);
    } finally {
      await context.close();
      await request.delete(`${supabaseUrl}/rest/v1/chat_conversations?visitor_name=eq.${encodeURIComponent(tag)}`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      });
    }
  });

  test('the staff pages are in Indonesian and Malay too, and axe finds nothing there in either theme', async ({ browser, request }) => {
    // Nine pages, three languages, four axe runs each.
    test.setTimeout(180_000);
    // Something on every page: a ticket and a proposal of a client of its own.
    const client = await createAccount(request, { label: 'staff-languages' });
    const token = await apiSignIn(request, client.email, client.password);
    const ticket = await insertAs<{ number: number }>(request, token, 'support_tickets', {
      subject: 'VPN slow',
      category: 'general',
      priority: 'low',
      description: 'The VPN is slow in the afternoon.',
    });
    const proposal = await insertAs<{ id: string }>(request, token, 'proposals', { title: 'Office Wi-Fi upgrade', services: ['security'] });

    const [northwind] = await readAsService<{ id: string }[]>(request, 'companies?select=id&name=eq.Northwind%20Traders');
    const page = await staffPage(browser);
    const heading = page.getByRole('heading', { level: 1 });
    const screens: Array<{ path: string; ready: () => Promise<void> }> = [
      { path: '/staff', ready: () => expect(page.locator('#main').getByRole('searchbox')).toBeVisible() },
      { path: '/staff/tickets', ready: () => expect(page.getByRole('link', { name: `TKT-${ticket.number}` })).toBeVisible() },
      { path: `/staff/tickets/${ticket.number}`, ready: () => expect(page.locator('#main textarea')).toBeVisible() },
      { path: '/staff/proposals', ready: () => expect(page.locator(`#main a[href="/staff/proposals/${proposal.id}"]`)).toBeVisible() },
      { path: `/staff/proposals/${proposal.id}`, ready: () => expect(page.locator('#main textarea')).toBeVisible() },
      { path: '/staff/companies', ready: () => expect(page.getByRole('link', { name: 'Northwind Traders' })).toBeVisible() },
      { path: '/staff/report', ready: () => expect(page.locator('#main table').first()).toBeVisible() },
      { path: '/staff/chat', ready: () => expect(page.locator('#main [data-testid="query-loading"]')).toHaveCount(0) },
      {
        path: `/staff/companies/${northwind!.id}`,
        ready: () => expect(page.getByRole('heading', { name: 'Cloud Migration to AWS' })).toBeVisible(),
      },
    ];
    // What clients wrote (and staff named projects and companies) reads the same in every language:
    // every name, title, subject and description stored, as the service role reads them. Read after the screens were
    // seen, so what tests running beside this one stored meanwhile counts too.
    const storedTexts = async () => {
      const stored = new Set<string>();
      for (const [table, columns] of [
        ['companies', 'name'],
        ['client_projects', 'title,description'],
        ['support_tickets', 'subject,description'],
        ['proposals', 'title'],
        ['contact_messages', 'name,subject,message'],
        ['feedback', 'name,title,description'],
        ['chat_conversations', 'visitor_name'],
        ['chat_messages', 'body'],
      ] as const) {
        const response = await request.get(`${supabaseUrl}/rest/v1/${table}?select=${columns}`, {
          headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
        });
        for (const row of (await response.json()) as Array<Record<string, string | null>>)
          Object.values(row).forEach((value) => value && stored.add(value));
      }
      return stored;
    };
    // Addresses, numbers and amounts; "E-mail" is the Indonesian word too.
    const sameInEveryLanguage = (text: string) => /TKT-\d+|@example\.com|^[\d.,\s$%:–-]+$|^E-mail$/.test(text);
    const findings: string[] = [];
    const untranslated: Array<{ where: string; text: string }> = [];
    for (const { path, ready } of screens) {
      const english = new Set<string>();
      for (const language of ['en', 'id', 'ms'] as const) {
        await openSite(page, path, language);
        await expect(heading).toBeVisible();
        await ready();
        if (language === 'en') {
          (await visibleTexts(page)).forEach((text) => english.add(text));
          findings.push(...(await axeInBothThemes(page, { label: `${path} (en)`, include: '#main' })));
          continue;
        }
        for (const text of await visibleTexts(page))
          if (english.has(text) && !isAllowedUntranslated(text) && !sameInEveryLanguage(text))
            untranslated.push({ where: `${path} (${language})`, text });
        const theme = language === 'id' ? 'dark' : 'light';
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        findings.push(...(await axeViolations(page, { label: `${path} (${language}, ${theme})`, include: '#main' })));
      }
    }
    const stored = await storedTexts();
    for (const { where, text } of untranslated) if (!stored.has(text)) findings.push(`${where} still English: ${text}`);
    expect(findings).toEqual([]);
    await page.context().close();
  });
});

test('a client, the anonymous role and staff before the code get nothing from the staff policies or /staff', async ({ page, request }) => {
  const demoToken = await apiSignIn(request, 'demo@example.com', demoPassword);
  const staffBeforeCode = await apiSignIn(request, staffEmail, demoPassword);
  const tables = [
    'contact_messages',
    'feedback',
    'support_tickets',
    'ticket_messages',
    'proposals',
    'request_files',
    'client_projects',
    'staff_changes',
    'companies',
    'company_members',
    'company_invitations',
  ];
  const demoCompanies = await companiesOf(request, demoId);
  expect(demoCompanies).not.toEqual([]);
  const findings: string[] = [];
  for (const [who, token] of [
    ['demo client', demoToken],
    ['staff before the code', staffBeforeCode],
    ['anonymous', undefined],
  ] as const) {
    for (const table of tables) {
      const read = await restAs(request, token, 'GET', `/rest/v1/${table}?select=*&limit=50`);
      // Clients still read their own company's rows (and their own); nothing of anyone else's.
      const foreign = Array.isArray(read.body)
        ? (read.body as Array<{ id?: string; company_id?: string; client_id?: string; owner_id?: string }>).filter(
            (row) =>
              who !== 'demo client' ||
              ((row.client_id ?? row.owner_id) !== demoId &&
                !demoCompanies.includes((table === 'companies' ? row.id : row.company_id) ?? '')),
          )
        : [];
      const ok = who === 'anonymous' ? read.status === 401 : read.status === 200 && foreign.length === 0;
      if (!ok) findings.push(`${who} read ${table}: ${read.status} ${JSON.stringify(read.body).slice(0, 200)}`);
    }
    const writes: Array<[string, object]> = [
      ['/rest/v1/contact_messages?id=not.is.null', { handled: true }],
      ['/rest/v1/feedback?id=not.is.null', { handled: true }],
      ['/rest/v1/support_tickets?id=not.is.null', { status: 'resolved' }],
      ['/rest/v1/proposals?id=not.is.null', { status: 'accepted' }],
      ['/rest/v1/client_projects?id=not.is.null', { progress: 1 }],
    ];
    for (const [path, data] of writes) {
      const write = await restAs(request, token, 'PATCH', path, data);
      if (write.status !== (who === 'anonymous' ? 401 : 403)) findings.push(`${who} PATCH ${path}: ${write.status}`);
    }
    for (const [name, args] of [
      ['staff_companies', {}],
      ['staff_create_company', { p_name: 'Not staff Ltd', p_owner_email: 'nobody@example.com' }],
    ] as const) {
      const rpc = await restAs(request, token, 'POST', `/rest/v1/rpc/${name}`, args);
      if (rpc.status !== (who === 'anonymous' ? 401 : 403)) findings.push(`${who} rpc ${name}: ${rpc.status}`);
    }
  }
  expect(findings).toEqual([]);

  // The pages: a client is told the workspace is for staff (the visitor and staff-before-code
  // cases are in the first test).
  await signIn(page, 'demo@example.com');
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/staff/tickets');
  await expect(page.getByRole('heading', { level: 1, name: 'Staff only' })).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});
