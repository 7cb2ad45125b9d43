import { test, expect } from './fixtures';

const footerHrefs = [
  '/services/ai',
  '/services/cloud',
  '/services/consulting',
  '/services/security',
  '/about',
  '/careers',
  '/blog',
  '/contact',
  '/privacy',
  '/security',
  '/data-protection',
  '/trust-center',
  '/terms',
  '/licensing',
  '/compliance',
  '/service-agreement',
  '/faq',
  '/support',
  '/documentation',
  '/security-policy',
  '/locations',
  '/compliance/gdpr',
  '/compliance/ccpa',
  '/regional-services',
  '/accessibility',
  '/feedback',
  '/sitemap',
  '/cookies',
];

test.describe('top bar', () => {
  test('navigates between remotes and marks the current link', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Services' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

    await nav.getByRole('link', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Latest Insights' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Insights' })).toHaveAttribute('aria-current', 'page');

    await page.getByRole('link', { name: 'Client Dashboard' }).click();
    // Signed out: the guard sends the visitor to sign in.
    await expect(page).toHaveURL('/login');
  });

  test('keeps Services current beneath /services', async ({ page }) => {
    await page.goto('/services/cloud');
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Services' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  test('collapses into a keyboard-operable menu on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');
    await expect(nav).toBeHidden();
  });
});

test.describe('footer', () => {
  test('links every page it should, and only those', async ({ page }) => {
    await page.goto('/');
    const hrefs = await page.locator('footer nav a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect([...hrefs].sort()).toEqual([...footerHrefs].sort());
  });

  test('opens the messaging app in a new tab from its contact button', async ({ page }) => {
    await page.goto('/');
    const contact = page.locator('footer').getByRole('link', { name: /Chat with us on WhatsApp/ });
    await expect(contact).toHaveAttribute('href', 'https://wa.me/622150987654');
    await expect(contact).toHaveAttribute('target', '_blank');
    await expect(contact).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

test.describe('theme', () => {
  test('follows the operating system by default', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  });

  test('keeps the chosen theme across reloads, applied before the app runs', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Without the app's JavaScript the stored theme is still in place: no flash of the light theme.
    await page.route(/\/main\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.reload({ waitUntil: 'commit' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // Read once the stylesheet has applied (the reload returns at the first byte): dark, never light.
    await expect
      .poll(() => page.evaluate(() => (document.body ? getComputedStyle(document.body).backgroundColor : '')))
      .toBe('rgb(11, 18, 32)');

    await page.unroute(/\/main\.[0-9a-f]+\.js$/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });
});

test.describe('language', () => {
  test('switches the page language and remembers it', async ({ page }) => {
    await page.goto('/services');
    await page.getByRole('combobox', { name: 'Language' }).selectOption('id');
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.getByRole('heading', { level: 1, name: 'Layanan Kami' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Utama' }).getByRole('link', { name: 'Beranda' })).toBeVisible();
    await expect(page).toHaveTitle('Layanan Kami | Meridian IT Services');

    await expect(page).toHaveURL('/services?lang=id');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'id');
    await expect(page.getByRole('heading', { level: 1, name: 'Layanan Kami' })).toBeVisible();

    await page.getByRole('combobox', { name: 'Bahasa' }).selectOption('ms');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Perkhidmatan Kami' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Papan Pemuka Pelanggan' })).toBeVisible();

    // A plain (English) URL: the stored choice moves the visitor to the Malay page from the
    // head's inline script, before the English body is even parsed.
    const painted: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && painted.push(frame.url()));
    const english = await page.goto('/about', { waitUntil: 'commit' });
    await expect(page).toHaveURL('/about?lang=ms');
    await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
    expect(english!.url()).toBe('http://localhost:3000/about');
    expect(painted.at(-1)).toBe('http://localhost:3000/about?lang=ms');
  });

  test('starts in the browser language when nothing is stored', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'ms-MY' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.getByRole('link', { name: 'Jadualkan Perundingan' })).toBeVisible();
    await context.close();
  });

  test('falls back to English for other browser languages', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toBeVisible();
    await context.close();
  });
});
