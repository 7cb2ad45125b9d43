import { test, expect } from './fixtures';
import { axeInBothThemes, axeViolations } from './axe';
import { openSite, visibleTexts } from './site-sweep';
import { isAllowedUntranslated } from './translation-allow-list';
import { apiGet, apiHeaders, apiSignIn, createAccount, sampleFiles, serviceRoleKey, signIn, supabaseUrl } from './portal';

/**
 * Clients' requests in the composed site: tickets stored with files and followed on
 * their page, feedback files kept for staff only. Each test makes its own client accounts; the
 * demo accounts are not written to.
 */
test.describe('client requests', () => {
  test('a client creates a ticket with a file, finds it listed, opens it and replies; nobody else reads any of it', async ({
    page,
    browser,
    request,
  }) => {
    const owner = await createAccount(request, { label: 'ticket-owner' });
    const other = await createAccount(request, { label: 'ticket-other' });
    await signIn(page, owner.email, { password: owner.password });
    await expect(page).toHaveURL('/dashboard');

    await page.goto('/create-ticket');
    await page.getByLabel(/^Subject/).fill('VPN drops <b>hourly</b>');
    await page.getByLabel('Priority').selectOption('high');
    await page.getByLabel(/^Description/).fill('Since Monday the VPN disconnects every hour.');
    const files = page.locator('input[type=file]');
    await files.setInputFiles([sampleFiles.png('screen.png')]);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('screen.png');
    expect(await axeInBothThemes(page, { label: 'create ticket, signed in', include: '#main' })).toEqual([]);
    await page.getByRole('button', { name: 'Create ticket' }).click();
    const link = page.getByRole('link', { name: /^Open TKT-\d+$/ });
    await expect(link).toBeVisible();
    const label = (await link.textContent())!.replace('Open ', '');
    const number = label.replace('TKT-', '');
    await expect(page.getByText(`Ticket ${label} was created.`)).toBeVisible();

    await page.goto('/support');
    const table = page.getByRole('table', { name: 'Your support tickets' });
    await expect(table.getByRole('link', { name: label })).toHaveAttribute('href', `/support/tickets/${number}`);
    await expect(page.getByText('These are examples.')).toHaveCount(0);
    await table.getByRole('link', { name: label }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${label}: VPN drops <b>hourly</b>`);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download screen\.png/ }).click();
    expect((await download).suggestedFilename()).toBe('screen.png');

    await page.getByLabel(/^Your message/).fill('Any news? The log is attached.');
    await page.locator('input[type=file]').setInputFiles([sampleFiles.pdf('vpn-log.pdf')]);
    await page.getByRole('button', { name: 'Send reply' }).click();
    await expect(page.getByText('Your reply was sent.')).toBeVisible();
    const conversation = page.getByRole('list', { name: `Messages on ${label}` });
    await expect(conversation.locator(':scope > li')).toHaveCount(1);
    await expect(conversation).toContainText('Any news? The log is attached.');
    await expect(conversation.getByRole('button', { name: /Download vpn-log\.pdf/ })).toBeVisible();
    expect(await axeInBothThemes(page, { label: 'ticket page', include: '#main' })).toEqual([]);

    // The owner's own token reads the ticket and its objects; keep their paths for the others to try.
    const ownerToken = await apiSignIn(request, owner.email, owner.password);
    const ownFiles = (await apiGet(request, '/rest/v1/request_files?select=object_path,file_name', ownerToken)).body as {
      object_path: string;
    }[];
    expect(ownFiles).toHaveLength(2);
    const path = ownFiles[0]!.object_path;
    expect((await apiGet(request, `/storage/v1/object/authenticated/ticket-files/${path}`, ownerToken)).status).toBe(200);

    // Another client: nothing through REST or Storage with their own token, nothing through the pages.
    const otherToken = await apiSignIn(request, other.email, other.password);
    for (const table of ['support_tickets', 'ticket_messages', 'request_files']) {
      expect(await apiGet(request, `/rest/v1/${table}?select=*`, otherToken)).toEqual({ status: 200, body: [] });
    }
    const stolen = await apiGet(request, `/storage/v1/object/authenticated/ticket-files/${path}`, otherToken);
    expect(stolen.body).toMatchObject({ statusCode: expect.stringMatching(/^40[34]$/) });
    const signForOther = await request.post(`${supabaseUrl}/storage/v1/object/sign/ticket-files/${path}`, {
      headers: apiHeaders(otherToken),
      data: { expiresIn: 60 },
    });
    expect(await signForOther.json()).toMatchObject({ statusCode: expect.stringMatching(/^40[34]$/) });
    const otherPage = await (await browser.newContext()).newPage();
    await signIn(otherPage, other.email, { password: other.password });
    await expect(otherPage).toHaveURL('/dashboard');
    await otherPage.goto(`/support/tickets/${number}`);
    await expect(otherPage.getByText('There is no such ticket in your account.')).toBeVisible();
    await otherPage.goto('/support');
    await expect(otherPage.getByText('You have no tickets yet.')).toBeVisible();
    await otherPage.context().close();

    // The anonymous role: refused everywhere.
    for (const table of ['support_tickets', 'ticket_messages', 'request_files']) {
      expect((await apiGet(request, `/rest/v1/${table}?select=*`)).status).toBe(401);
    }
    expect((await apiGet(request, `/storage/v1/object/authenticated/ticket-files/${path}`)).body).toMatchObject({
      statusCode: expect.stringMatching(/^40[034]$/),
    });
  });

  test('feedback with an image is stored with its file, which the anonymous role cannot read back', async ({ page, request }) => {
    await page.goto('/feedback');
    const title = `Portal feedback ${Date.now()}`;
    await page.getByLabel(/^Category/).selectOption('website');
    await page.getByText('5 stars').click();
    await page.getByLabel(/^Title/).fill(title);
    await page.getByLabel(/^Description/).fill('The new ticket page is clear.');
    await page.locator('input[type=file]').setInputFiles([sampleFiles.png('layout.png')]);
    await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('layout.png');
    await page.getByRole('button', { name: /^Send/ }).click();
    await expect(page.getByText(/Thank you/)).toBeVisible();

    const stored = await request.get(`${supabaseUrl}/rest/v1/feedback?select=attachments&title=eq.${encodeURIComponent(title)}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    const [row] = (await stored.json()) as { attachments: { path: string; name: string; content_type: string }[] }[];
    expect(row!.attachments).toEqual([expect.objectContaining({ name: 'layout.png', content_type: 'image/png' })]);
    const path = row!.attachments[0]!.path;
    const asStaff = await request.get(`${supabaseUrl}/storage/v1/object/authenticated/feedback-files/${path}`, {
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    });
    expect(asStaff.status()).toBe(200);
    expect((await asStaff.body()).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect((await apiGet(request, `/rest/v1/feedback?select=*`)).status).toBe(401);
    expect((await apiGet(request, `/storage/v1/object/authenticated/feedback-files/${path}`)).body).toMatchObject({
      statusCode: expect.stringMatching(/^40[034]$/),
    });
    const listed = await request.post(`${supabaseUrl}/storage/v1/object/list/feedback-files`, {
      headers: apiHeaders(),
      data: { prefix: path.split('/')[0] },
    });
    expect(await listed.json()).toEqual([]);
  });
});

test('the signed-in request screens are in Indonesian and Malay too, and axe finds nothing there (id dark, ms light)', async ({
  page,
  request,
}) => {
  const client = await createAccount(request, { label: 'requests-languages' });
  const token = await apiSignIn(request, client.email, client.password);
  const created = await request.post(`${supabaseUrl}/rest/v1/support_tickets?select=number`, {
    headers: { ...apiHeaders(token), Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    data: { subject: 'Printer offline', category: 'general', priority: 'low', description: 'The office printer is offline.' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { number } = (await created.json()) as { number: number };
  await signIn(page, client.email, { password: client.password });
  await expect(page).toHaveURL('/dashboard');

  // Each screen as it looks once loaded: the ticket with its reply form, the form with a chosen file, the proposals tab.
  const screens: { path: string; ready: (language: string) => Promise<void> }[] = [
    { path: `/support/tickets/${number}`, ready: async () => expect(page.locator('#main form textarea')).toBeVisible() },
    {
      path: '/create-ticket',
      ready: async () => {
        await page.locator('input[type=file]').setInputFiles([sampleFiles.png('diagram.png')]);
        await expect(page.locator('#main').getByText('diagram.png')).toBeVisible();
      },
    },
    {
      path: '/dashboard',
      ready: async () => {
        await page.getByRole('tab').nth(1).click();
        await expect(page.getByRole('tabpanel').getByRole('button')).toBeVisible();
      },
    },
  ];
  // What the client wrote, the ticket number and file sizes are the same in every language.
  const clientWords = /TKT-\d+|diagram\.png|^The office printer is offline\.$|^[\d.,]+ [kM]B$/;
  const findings: string[] = [];
  for (const { path, ready } of screens) {
    const english = new Set<string>();
    for (const language of ['en', 'id', 'ms'] as const) {
      await openSite(page, path, language);
      await ready(language);
      const texts = await visibleTexts(page);
      if (language === 'en') texts.forEach((text) => english.add(text));
      else {
        for (const text of texts)
          if (english.has(text) && !isAllowedUntranslated(text) && !clientWords.test(text))
            findings.push(`${path} (${language}) still English: ${text}`);
        // One theme per language, as the site sweep does (English was checked in both themes above).
        const theme = language === 'id' ? 'dark' : 'light';
        await page.emulateMedia({ colorScheme: theme });
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        findings.push(...(await axeViolations(page, { label: `${path} (${language}, ${theme})`, include: '#main' })));
      }
    }
  }
  expect(findings).toEqual([]);
});
