import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeInBothThemes } from './axe';
import { apiGet, apiHeaders, apiSignIn, createAccount, projectsTable, sampleFiles, signIn, supabaseUrl } from './portal';

/** The Client Dashboard's actions, tabs, support cards and Upload Proposal dialog, in the composed site. */
test.describe('client dashboard actions', () => {
  test('on a phone nothing moves as the counts arrive (no layout shift)', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await signIn(page, 'demo@example.com');
    await expect(projectsTable(page)).toBeVisible();
    // The proposals count answers only once the open-ticket count shows: the order that used to
    // let the two buttons share a row, moving everything below them up.
    let ticketsShown!: () => void;
    const shown = new Promise<void>((resolve) => (ticketsShown = resolve));
    await page.route(/\/rest\/v1\/proposals\?/, async (route) => {
      await shown;
      await route.continue();
    });
    await page.addInitScript(() => {
      const record = window as unknown as { __layoutShift: number };
      record.__layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Array<{ value: number; hadRecentInput: boolean }>)
          if (!entry.hadRecentInput) record.__layoutShift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.reload();
    await expect(page.getByRole('link', { name: /^Open tickets: \d+$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Proposals: counting…' })).toBeVisible();
    ticketsShown();
    await expect(page.getByRole('button', { name: /^Proposals: \d+$/ })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __layoutShift: number }).__layoutShift)).toBe(0);
  });

  test('tiles open the chat, the contact page and the documentation; tabs work from the keyboard', async ({ page }) => {
    await signIn(page, 'demo@example.com');
    await expect(projectsTable(page)).toBeVisible();

    await page.getByRole('button', { name: /^Live Chat/ }).click();
    await expect(page.getByText('Hello! How can we help you today?')).toBeVisible();
    await page.getByRole('button', { name: 'Close chat' }).first().click();

    const projectsTab = page.getByRole('tab', { name: 'Active Projects' });
    await projectsTab.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Proposals' })).toBeFocused();
    await expect(page.getByRole('tab', { name: 'Proposals' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('You have not sent us a proposal yet.');
    await page.keyboard.press('ArrowLeft');
    await expect(projectsTab).toHaveAttribute('aria-selected', 'true');
    await expect(projectsTable(page)).toBeVisible();

    const support = page.getByRole('region', { name: 'Need help?' });
    await expect(support.getByRole('link', { name: /^\+/ })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(support.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await page.getByRole('link', { name: /^Schedule Meeting/ }).click();
    await expect(page).toHaveURL('/contact');
    await page.goBack();
    await page.getByRole('link', { name: /^View Documents/ }).click();
    await expect(page).toHaveURL('/documentation');
  });

  test('Upload Proposal: a modal dialog from the keyboard; refusals say why and store nothing; the proposal is stored and only its owner downloads its files', async ({
    page,
    request,
  }) => {
    const owner = await createAccount(request, { label: 'proposal-owner' });
    const other = await createAccount(request, { label: 'proposal-other' });
    await signIn(page, owner.email, { password: owner.password });
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByRole('button', { name: 'Proposals: 0' })).toBeVisible();

    const tile = page.getByRole('button', { name: /^Upload Proposal/ });
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Upload Proposal' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Project title')).toBeFocused();
    for (let i = 0; i < 10; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(tile).toBeFocused();
    await page.keyboard.press('Enter');

    // Refused when chosen, each with its reason: a program renamed to .pdf, an image, a file over 10 MB, a sixth file.
    const files = dialog.locator('input[type=file]');
    await files.setInputFiles([
      { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('MZ\x90 not a pdf') },
      sampleFiles.png('photo.png'),
      sampleFiles.pdf('huge.pdf', 10 * 1024 * 1024),
    ]);
    await expect(
      dialog.getByText('invoice.pdf was not added: its content is not one of the accepted types (the name alone does not count).'),
    ).toBeVisible();
    await expect(dialog.getByText(/^photo\.png was not added: its content/)).toBeVisible();
    await expect(dialog.getByText('huge.pdf was not added: it is larger than 10 MB.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Chosen files' })).toHaveCount(0);
    await files.setInputFiles(['1', '2', '3', '4', '5', '6'].map((n) => sampleFiles.pdf(`part-${n}.pdf`)));
    await expect(dialog.getByText('part-6.pdf was not added: at most 5 files can be attached.')).toBeVisible();
    const chosen = dialog.getByRole('list', { name: 'Chosen files' });
    await expect(chosen.getByRole('listitem')).toHaveCount(5);
    for (const n of ['3', '4', '5']) await dialog.getByRole('button', { name: `Remove part-${n}.pdf` }).click();
    await expect(chosen.getByRole('listitem')).toHaveCount(2);

    // An empty title and no service: refused beside the fields, nothing stored.
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog.getByLabel('Project title')).toBeFocused();
    await expect(dialog.getByText('Enter a project title.')).toBeVisible();
    await expect(dialog.getByText('Choose at least one service.')).toBeVisible();
    const ownerToken = await apiSignIn(request, owner.email, owner.password);
    expect(await apiGet(request, '/rest/v1/proposals?select=id', ownerToken)).toEqual({ status: 200, body: [] });
    expect(await axeInBothThemes(page, { label: 'upload proposal dialog' })).toEqual([]);

    await dialog.getByLabel('Project title').fill('Warehouse <b>IoT</b> pilot');
    await dialog.getByRole('checkbox', { name: 'Cybersecurity' }).check();
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'Proposal “Warehouse <b>IoT</b> pilot” was sent.' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Proposals (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Proposals: 1' })).toBeVisible();
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Warehouse <b>IoT</b> pilot' })).toBeVisible();
    await expect(panel).toContainText('Submitted');
    await expect(panel).toContainText('Cybersecurity');
    await expect(panel.locator('b')).toHaveCount(0);
    const download = page.waitForEvent('download');
    await panel.getByRole('button', { name: 'Download part-2.pdf' }).click();
    expect((await download).suggestedFilename()).toBe('part-2.pdf');
    expect(await axeInBothThemes(page, { label: 'proposals tab', include: '#main' })).toEqual([]);

    // The files: the owner reads them; another client, the anonymous role and a guessed path do not.
    const recorded = (await apiGet(request, '/rest/v1/request_files?select=object_path,file_name&order=file_name', ownerToken)).body as {
      object_path: string;
      file_name: string;
    }[];
    expect(recorded.map((file) => file.file_name)).toEqual(['part-1.pdf', 'part-2.pdf']);
    const path = recorded[0]!.object_path;
    expect((await apiGet(request, `/storage/v1/object/authenticated/proposal-files/${path}`, ownerToken)).status).toBe(200);
    const otherToken = await apiSignIn(request, other.email, other.password);
    expect(await apiGet(request, '/rest/v1/proposals?select=*', otherToken)).toEqual({ status: 200, body: [] });
    const ownerFolder = path.split('/')[0];
    for (const [who, token, guess] of [
      ['another client', otherToken, path],
      ['the anonymous role', undefined, path],
      ['another client guessing a name', otherToken, `${ownerFolder}/part-1.pdf`],
    ] as const) {
      const answer = await apiGet(request, `/storage/v1/object/authenticated/proposal-files/${guess}`, token);
      expect({ who, answer: answer.body }).toEqual({
        who,
        answer: expect.objectContaining({ statusCode: expect.stringMatching(/^40[034]$/) }),
      });
    }
    const list = await request.post(`${supabaseUrl}/storage/v1/object/list/proposal-files`, {
      headers: apiHeaders(otherToken),
      data: { prefix: ownerFolder },
    });
    expect(await list.json()).toEqual([]);
  });

  test('signing out in one tab signs the other tab out too', async ({ browser, request }) => {
    // A fresh account: signing out ends every session of the account, demo's or other's in the tests beside this one too.
    const client = await createAccount(request, { label: 'two-tabs' });
    const signedIn = (page: Page) => page.getByText(`Signed in as ${client.email}`);
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first, client.email, { password: client.password, remember: true });
    await expect(signedIn(first)).toBeVisible();
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(signedIn(second)).toBeVisible();

    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect(first).toHaveURL('/login');
    await expect(second).toHaveURL('/login');
    await expect(signedIn(second)).toHaveCount(0);
    await context.close();
  });
});
