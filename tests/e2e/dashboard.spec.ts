import { test, expect } from './fixtures';
import { projectsTable, signIn } from './portal';

/** The Client Dashboard's actions, tabs, support cards and Upload Proposal dialog, in the composed site. */
test.describe('client dashboard actions', () => {
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
    await expect(page.getByRole('tabpanel')).toContainText('You have not prepared a proposal in this session.');
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

  test('Upload Proposal is a modal dialog: keyboard only, focus kept inside, Escape, files checked, result listed', async ({ page }) => {
    await signIn(page, 'demo@example.com');
    await expect(projectsTable(page)).toBeVisible();

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
    await dialog.getByLabel('Project title').fill('Warehouse <b>IoT</b> pilot');
    await dialog.getByRole('checkbox', { name: 'Cybersecurity' }).check();
    await dialog.locator('input[type=file]').setInputFiles([
      { name: 'pilot-brief.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 brief') },
      { name: 'malware.exe', mimeType: 'application/x-msdownload', buffer: Buffer.from('MZ') },
    ]);
    await expect(dialog.getByText('malware.exe is not a PDF or Word document.')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Chosen documents' })).toContainText('pilot-brief.pdf');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByRole('status').filter({ hasText: 'added to your proposals' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Proposals (1)' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('heading', { name: 'Warehouse <b>IoT</b> pilot' })).toBeVisible();
    await expect(panel).toContainText('Cybersecurity');
    await expect(panel).toContainText('pilot-brief.pdf');
    await expect(panel.locator('b')).toHaveCount(0);
  });

  test('signing out in one tab signs the other tab out too', async ({ browser }) => {
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first, 'other@example.com', { remember: true });
    await expect(projectsTable(first)).toBeVisible();
    const second = await context.newPage();
    await second.goto('/dashboard');
    await expect(projectsTable(second)).toBeVisible();

    await first.getByRole('button', { name: 'Sign out' }).click();
    await expect(first).toHaveURL('/login');
    await expect(second).toHaveURL('/login');
    await expect(projectsTable(second)).toHaveCount(0);
    await context.close();
  });
});
