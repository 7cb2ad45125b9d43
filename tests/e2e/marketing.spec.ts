import type { Page } from '@playwright/test';
import { infoPages } from '../../mf-marketing/src/content/info/pages.ts';
import type { Company, InfoPage, Portfolio } from '../../mf-marketing/src/content/types.ts';
import { localAnonKey, localServiceRoleKey } from '../../local-supabase/src/config.ts';
import { axeInBothThemes } from './axe';
import { test, expect } from './fixtures';
import { showPage } from './site-sweep';

const restUrl = 'http://localhost:54321/rest/v1';

async function english<T>(path: string): Promise<T> {
  return ((await import(`../../mf-marketing/src/content/${path}/en.ts`)) as { default: T }).default;
}

const h1 = (page: Page) => page.locator('#main h1').first();

test.describe('marketing pages', () => {
  test('home: hero, service grid, stats, success story dialog and call to action', async ({ page }) => {
    const company = await english<Company>('company');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Schedule Consultation' })).toHaveAttribute('href', '/contact');
    await expect(page.getByRole('link', { name: 'View Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('region', { name: 'What we do' }).getByRole('link')).toHaveCount(6);
    for (const stat of ['200+', '15+', '99.9%', '24/7']) await expect(page.getByText(stat, { exact: true }).first()).toBeVisible();
    const story = company.successStories.stories[0];
    const trigger = page.getByRole('button', {
      name: new RegExp(`Read the story\\W+${story.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: story.title });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(story.results[0]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(page.getByRole('link', { name: 'Contact Us Today' })).toHaveAttribute('href', '/contact');
  });

  test('about and careers show their sections', async ({ page }) => {
    const company = await english<Company>('company');
    await page.goto('/about');
    await expect(h1(page)).toHaveText(company.about.title);
    for (const heading of ['Expert Team', 'Industry Recognition', 'Global Reach', 'Our Mission', 'Our Values', 'Our Approach'])
      await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    for (const value of ['Innovation', 'Excellence', 'Partnership', 'Integrity'])
      await expect(page.getByRole('heading', { level: 3, name: value, exact: true })).toBeVisible();
    await page.goto('/careers');
    await expect(page.getByRole('region', { name: 'Join Our Team' }).getByRole('listitem')).toHaveCount(6);
    await expect(page.getByRole('link', { name: company.careers.openings.action })).toHaveAttribute('href', '/contact');
  });

  test('portfolio: stats, industries with their tables, expertise, metrics and the expandable case study', async ({ page }) => {
    const portfolio = await english<Portfolio>('portfolio');
    await page.goto('/portfolio');
    await expect(h1(page)).toHaveText('Our Portfolio');
    for (const label of ['Projects Delivered', 'Years Experience', 'Enterprise Clients', 'Client Satisfaction'])
      await expect(page.locator('#main dt').filter({ hasText: label }).first()).toBeVisible();
    for (const [name, projects] of [
      ['Financial Services', 45],
      ['Healthcare', 38],
      ['Manufacturing', 52],
    ] as const) {
      const industry = page.getByRole('region', { name: new RegExp(`^${name}`) });
      await expect(industry).toContainText(`${projects} projects`);
      await expect(industry.getByRole('table', { name: `Domain Expertise: ${name}` }).getByRole('columnheader')).toHaveText([
        'Area',
        'Clients',
        'Success Rate',
        'Revenue Impact',
      ]);
      await expect(industry.getByRole('table', { name: `Technology Implementation: ${name}` }).getByRole('columnheader')).toHaveText([
        'Technology',
        'Projects',
        'Proficiency',
        'Efficiency Gain',
      ]);
      await expect(industry.getByRole('table', { name: `Industry Certifications: ${name}` }).getByRole('columnheader')).toHaveText([
        'Certification',
        'Status',
        'Year',
      ]);
    }
    await expect(page.getByRole('table', { name: 'Delivery Performance' }).getByRole('columnheader').last()).toHaveText('YoY Trend');
    const image = page.getByRole('img', { name: portfolio.caseStudy.imageAlt });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(image).toHaveAttribute('width', '800');
    const toggle = page.getByRole('button', { name: 'Show case study details' });
    await expect(page.getByText(portfolio.caseStudy.challenge)).toBeHidden();
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide case study details' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(portfolio.caseStudy.challenge)).toBeVisible();
    await expect(page.getByText(portfolio.caseStudy.testimonial.quote, { exact: false })).toBeVisible();
    await expect(page.getByRole('link', { name: portfolio.cta.button })).toHaveAttribute('href', '/contact');
  });

  // One visit, the pages reached as a reader would by links: sixteen cold starts cost more than they check.
  test('every informational page has its heading, category table and cards', async ({ page }) => {
    test.setTimeout(infoPages.length * 5_000);
    await page.goto('/');
    for (const info of infoPages) {
      const content = await english<InfoPage>(`info/${info.id}`);
      await showPage(page, `/${info.path}`);
      await expect(h1(page), info.path).toHaveText(content.title);
      await expect(page).toHaveTitle(`${content.title} | Meridian IT Services`);
      const table = page.getByRole('table', { name: content.table.caption });
      await expect(table.getByRole('columnheader'), info.path).toHaveText([...content.table.columns]);
      await expect(table.locator('tbody tr'), info.path).toHaveCount(content.table.rows.length);
      await expect(page.getByRole('region', { name: content.cardsHeading }).getByRole('listitem'), info.path).toHaveCount(
        content.cards.length,
      );
    }
  });

  test('sitemap: every link leads to a page, none to the 404', async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.goto('/sitemap');
    for (const group of ['Main Pages', 'Services', 'Support', 'Legal', 'Security and Compliance'])
      await expect(page.locator('#main').getByRole('heading', { level: 2, name: group, exact: true })).toBeVisible();
    const hrefs = await page.locator('#main a').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
    expect(hrefs.length).toBeGreaterThan(30);
    for (const href of hrefs.filter((href) => href !== '/dashboard')) {
      // The server lists it as a page, and the site renders it (navigating as a link click does).
      expect((await request.get(href)).status(), href).toBe(200);
      await showPage(page, href);
      await expect(h1(page)).not.toHaveText('Page Not Found');
    }
  });

  test('cookies: necessary is fixed, the choice is saved and restored', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByRole('switch', { name: 'Necessary' })).toBeDisabled();
    await expect(page.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('switch', { name: 'Marketing' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('switch', { name: 'Analytics' }).click();
    await page.getByRole('button', { name: 'Save preferences' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cookie preferences saved successfully!' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Marketing' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Analytics' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('table', { name: 'What we store' })).toContainText('1 year');
  });

  test('contact: channels, Start Chat, and a message stored through the API', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.getByRole('table', { name: 'How to reach us' }).locator('tbody tr')).toHaveText([
      /Live Chat.*Immediate.*24\/7/,
      /Email.*Within 24 hours/,
      /Support Portal.*Within 48 hours/,
    ]);
    // The live chat opens on Start Chat (its conversations are tested with staff in staff.spec.ts).
    await page.getByRole('button', { name: 'Start Chat' }).click();
    await expect(page.getByText('Start chatting with our support team')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Start a live chat' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Your name/ })).toBeFocused();

    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByLabel(/^Name/)).toHaveAttribute('aria-invalid', 'true');
    await page.getByLabel(/^Name/).fill('Siti <b>Rahma</b>');
    await page.getByLabel(/^E-mail/).fill('siti@example.com');
    await page.getByLabel(/^Subject/).fill('Cloud migration 🚀');
    await page.getByLabel(/^Message/).fill('Can we talk next week?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByText(/Your message has reached our team/)).toBeVisible();
  });

  test('feedback: stored when the server accepts; kept with an error when the request fails', async ({ page }) => {
    await page.goto('/feedback');
    const fill = async () => {
      await page.getByLabel(/^Category/).selectOption({ label: 'Customer Support' });
      await page.getByRole('radio', { name: '5 stars' }).check();
      await page.getByLabel(/^Title/).fill('Great support <script>alert(1)</script>');
      await page.getByLabel(/^Description/).fill('Answered within minutes. 👍');
    };
    await page.route('**/rest/v1/feedback*', (route) => route.abort('connectionrefused'));
    await fill();
    await page.getByRole('button', { name: 'Send feedback' }).click();
    // The specification's sentence, then the reason: a refused connection is the shared "offline" failure.
    await expect(page.getByRole('alert').filter({ hasText: 'There was an error' })).toHaveText(
      'There was an error submitting your feedback. Please try again. The server could not be reached. Check your connection and try again.',
    );
    await expect(page.getByLabel(/^Title/)).toHaveValue('Great support <script>alert(1)</script>');
    await page.unroute('**/rest/v1/feedback*');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByText('Thank you for your feedback! We will review it shortly.')).toBeVisible();
    await expect(page.getByLabel(/^Title/)).toHaveValue('');
  });
});

test('the browser anon key cannot read feedback or contact messages back, and each table refuses its bad values', async ({ request }) => {
  // The refusals of every rule are proven against the stand-in in local-supabase/src/feedback.test.ts;
  // here each table, through the composition, refuses a bad value with its own check and stores nothing.
  const anon = { apikey: localAnonKey, authorization: `Bearer ${localAnonKey}` };
  const service = { apikey: localServiceRoleKey, authorization: `Bearer ${localServiceRoleKey}` };
  const mark = `e2e-bad-values-${Date.now()}`;
  const bad = {
    feedback: {
      row: { category: 'services', rating: 7, title: mark, description: 'y' },
      check: 'feedback_rating_check',
      markColumn: 'title',
    },
    contact_messages: {
      row: { name: 'Siti', email: 'not-an-address', subject: mark, message: 'Hello' },
      check: 'contact_messages_email_check',
      markColumn: 'subject',
    },
  } as const;
  for (const [table, { row, check, markColumn }] of Object.entries(bad)) {
    const read = await request.get(`${restUrl}/${table}?select=*`, { headers: anon });
    expect(read.status()).toBe(401);
    const refused = await request.post(`${restUrl}/${table}`, { headers: { ...anon, 'content-type': 'application/json' }, data: row });
    expect({ table, status: refused.status(), body: await refused.json() }).toEqual({
      table,
      status: 400,
      body: expect.objectContaining({ code: '23514', message: expect.stringContaining(check) }),
    });
    const stored = await request.get(`${restUrl}/${table}?select=id&${markColumn}=eq.${mark}`, { headers: service });
    expect({ table, stored: await stored.json() }).toEqual({ table, stored: [] });
  }
});

// Every marketing page is swept in both themes by site.spec.ts; these are the states it cannot
// reach by navigation alone (open parts, the 404), checked with the best-practice rules too.
const marketingPaths = ['/portfolio', '/contact', '/feedback', '/no-such-page'];

test.describe('marketing axe, light and dark', () => {
  for (const path of marketingPaths) {
    test(`${path} has no violations with its interactive parts open`, async ({ page }) => {
      await page.goto(path);
      await expect(h1(page)).toBeVisible();
      // Open what the page can open, so those states are checked too.
      if (path === '/portfolio') await page.getByRole('button', { name: 'Show case study details' }).click();
      if (path === '/contact') {
        await page.getByRole('button', { name: 'Start Chat' }).click();
        await expect(page.getByRole('form', { name: 'Start a live chat' })).toBeVisible();
      }
      if (path === '/feedback') await page.getByRole('button', { name: 'Send feedback' }).click();
      expect(await axeInBothThemes(page, { label: path, bestPractice: true })).toEqual([]);
    });
  }

  test('the open success-story dialog has no violations', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('button', { name: /^Read the story/ })
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await axeInBothThemes(page, { label: '/ (story dialog)', bestPractice: true })).toEqual([]);
  });
});
