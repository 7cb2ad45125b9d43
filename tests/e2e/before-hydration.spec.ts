import type { Page } from '@playwright/test';
import messages from '../../mf-insights/src/locales/en.json' with { type: 'json' };
import { hydrated, remoteOrigins, test, expect } from './fixtures';
import { apiHeaders, apiSignIn, createAccount, demoPassword, signIn, supabaseUrl } from './portal';

/**
 * What a visitor does on the server-rendered page before its scripts have arrived (a slow phone):
 * each test holds scripts back, types or clicks on the server's HTML, lets the scripts through and
 * checks that the page did what was asked once hydrated.
 */

/** Holds back every request `matches` picks until the returned function lets them through. */
async function holdBack(page: Page, matches: RegExp | ((url: URL) => boolean)) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(matches, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The scripts of one remote: its page stays server HTML while the shell around it has hydrated. */
const remoteScripts = (remote: keyof typeof remoteOrigins) => (url: URL) =>
  url.origin === remoteOrigins[remote] && url.pathname.endsWith('.js');
/** The shell's entry, which loads everything else: nothing of the site's JavaScript runs. */
const shellEntry = /\/main\.[0-9a-f]+\.js$/;

test("the ticket search filters a client's tickets by what was typed before hydration", async ({ page, request }) => {
  const client = await createAccount(request, { label: 'early-search' });
  const token = await apiSignIn(request, client.email, client.password);
  for (const subject of ['Printer offline', 'VPN drops every hour']) {
    const created = await request.post(`${supabaseUrl}/rest/v1/support_tickets`, {
      headers: apiHeaders(token),
      data: { subject, category: 'technical', priority: 'low', description: 'Since this morning.' },
    });
    expect(created.status(), await created.text()).toBe(201);
  }
  await signIn(page, client.email, { password: client.password });
  await expect(page).toHaveURL('/dashboard');

  const release = await holdBack(page, remoteScripts('support'));
  await page.goto('/support', { waitUntil: 'commit' });
  const search = page.getByLabel('Search tickets');
  await search.fill('printer');
  release();
  await hydrated(page);

  const table = page.getByRole('table', { name: 'Your support tickets' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Printer offline');
  await expect(search).toHaveValue('printer');
});

test('the article search applies what was typed before hydration', async ({ page }) => {
  const release = await holdBack(page, remoteScripts('insights'));
  await page.goto('/blog', { waitUntil: 'commit' });
  const search = page.getByPlaceholder('Search articles...');
  await search.fill('kubernetes');
  release();
  await hydrated(page);

  const rows = page.getByRole('table', { name: 'Latest Insights' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(messages.articles['cloud-native-architecture'].title);
  await expect(search).toHaveValue('kubernetes');
});

/** Each server-rendered form of the site, the remote that owns it, and what a visitor types into it. */
const forms = [
  {
    path: '/contact',
    remote: 'marketing',
    fields: [
      [/^Name/, 'Siti Rahma'],
      [/^E-mail/, 'siti@example.com'],
      [/^Subject/, 'Cloud migration'],
      [/^Message/, 'Can we talk next week?'],
    ],
  },
  {
    path: '/feedback',
    remote: 'marketing',
    fields: [
      [/^Title/, 'Great support'],
      [/^Description/, 'Answered within minutes.'],
    ],
  },
  {
    path: '/create-ticket',
    remote: 'support',
    fields: [
      [/^Subject/, 'Server down'],
      [/^Description/, 'Since this morning.'],
    ],
  },
  {
    path: '/login',
    remote: 'portal',
    fields: [
      [/^Email address/, 'someone@example.com'],
      [/^Password/, 'Not-sent-1'],
    ],
  },
  {
    path: '/register',
    remote: 'portal',
    fields: [
      [/^Email address/, 'someone@example.com'],
      [/^Password/, 'Not-sent-1'],
      [/^Confirm password/, 'Not-sent-1'],
    ],
  },
] as const;

for (const form of forms) {
  test(`${form.path}: what was typed before hydration stays in the form`, async ({ page }) => {
    const release = await holdBack(page, remoteScripts(form.remote));
    await page.goto(form.path, { waitUntil: 'commit' });
    for (const [label, value] of form.fields) await page.getByLabel(label).fill(value);
    release();
    await hydrated(page);
    for (const [label, value] of form.fields) await expect(page.getByLabel(label)).toHaveValue(value);
  });
}

test('a sign-in sent before hydration is not sent by the browser, and signs in once the page has hydrated', async ({ page }) => {
  const release = await holdBack(page, remoteScripts('portal'));
  await page.goto('/login', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill('demo@example.com');
  await page.getByLabel('Password').fill(demoPassword);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The browser would have sent it as a GET to the page, the password in the URL.
  await expect(page).toHaveURL('/login');
  release();
  await expect(page).toHaveURL('/dashboard');
});

test('a click on the chat button before any script has run opens the chat once hydrated', async ({ page }) => {
  const release = await holdBack(page, shellEntry);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(page.getByRole('region', { name: 'Chat with Meridian' })).toHaveCount(0);
  release();
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Chat with Meridian' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your message' })).toBeFocused();
});

test('two clicks on the chat button before hydration (open, then close) leave it closed', async ({ page }) => {
  const release = await holdBack(page, shellEntry);
  await page.goto('/', { waitUntil: 'commit' });
  const toggle = page.getByRole('button', { name: 'Open chat' });
  await toggle.click();
  await toggle.click();
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Open chat' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('region', { name: 'Chat with Meridian' })).toHaveCount(0);
});

test("the header's controls used before any script has run: the theme switches at once, the language and the menu once hydrated", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  const release = await holdBack(page, shellEntry);
  // A small screen first: the menu button is shown there (and the menu stays shut until hydration).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/', { waitUntil: 'commit' });
  const menuButton = page.locator('header button[aria-controls]');
  await menuButton.click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  // A wide screen shows the theme toggle and the language picker beside the navigation.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
  release();
  await hydrated(page);

  await expect(page).toHaveURL('/?lang=id');
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  const navigation = page.getByRole('banner').getByRole('navigation');
  await expect(navigation.getByRole('link', { name: 'Beranda' })).toBeVisible();
  await expect(page.getByRole('combobox')).toHaveValue('id');
  // Switched once, not again by the hydrated toggle, which now offers the way back.
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('[data-theme-toggle]')).toHaveAttribute('data-theme-toggle', 'dark');
  await page.setViewportSize({ width: 390, height: 800 });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(navigation).toBeVisible();
});

test("the remotes' buttons pressed before their scripts arrived do what was asked once hydrated, or say they were not ready", async ({
  page,
}) => {
  // /contact: Start Chat opens the page's chat box.
  let release = await holdBack(page, remoteScripts('marketing'));
  await page.goto('/contact', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Start Chat' }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('button', { name: 'Start Chat' })).toHaveCount(0);
  await expect(page.getByRole('form', { name: 'Start a live chat' })).toBeVisible();
  await expect(page.locator('#main').getByRole('textbox', { name: /^Your name/ })).toBeFocused();

  // /blog: Update Content, pressed twice, updates once (three new articles above the five).
  release = await holdBack(page, remoteScripts('insights'));
  await page.goto('/blog', { waitUntil: 'commit' });
  const update = page.getByRole('button', { name: 'Update Content' });
  await update.click();
  await update.click();
  release();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: '3 new articles added.' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Latest Insights' }).locator('tbody tr')).toHaveCount(8);

  // An article's Share cannot act later (the browser shares only during the press): it says so.
  release = await holdBack(page, remoteScripts('insights'));
  await page.goto('/blog/zero-trust-security', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Share' }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('status').filter({ hasText: messages.article.shareNotReady })).toBeVisible();

  // /support: the Live Chat tile opens the shell's chat.
  release = await holdBack(page, remoteScripts('support'));
  await page.goto('/support', { waitUntil: 'commit' });
  await page.getByRole('button', { name: /^Live Chat/ }).click();
  release();
  await hydrated(page);
  await expect(page.getByRole('region', { name: 'Chat with Meridian' })).toBeVisible();
});
