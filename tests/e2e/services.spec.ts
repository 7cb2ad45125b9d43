import type { Page } from '@playwright/test';
import { catalogue } from '../../mf-services/src/content/services.ts';
import type { ServiceContent } from '../../mf-services/src/content/types.ts';
import messages from '../../mf-services/src/locales/en.json' with { type: 'json' };
import { axeInBothThemes } from './axe';
import { test, expect } from './fixtures';

async function englishContent(id: string): Promise<ServiceContent> {
  return ((await import(`../../mf-services/src/content/services/${id}/en.ts`)) as { default: ServiceContent }).default;
}

async function crumbs(page: Page): Promise<string[]> {
  const items = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
  return (await items.allTextContents()).map((text) => text.replace(/^\//, '').trim());
}

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

test.describe('services catalogue', () => {
  test('the list links to all seventeen services', async ({ page }) => {
    await page.goto('/services');
    const links = page.getByTestId('service-cards').getByRole('link');
    await expect(links).toHaveCount(17);
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      catalogue.map((entry) => `/services/${entry.id}`),
    );
  });

  // Every service's pages as the server renders them (the browser hydrates the same, as the
  // site sweeps prove for every page), then a visitor's walk through three of them below.
  test('every service, sub-service and details page renders its own heading', async ({ request }) => {
    const problems: string[] = [];
    for (const entry of catalogue) {
      const content = await englishContent(entry.id);
      const title = messages.services[entry.id].title;
      const pages: Array<[string, string]> = [
        [`/services/${entry.id}`, title],
        ...content.subServices.flatMap((sub): Array<[string, string]> => [
          [`/services/${entry.id}/${sub.id}`, sub.title],
          [`/services/${entry.id}/${sub.id}/details`, `${sub.title}: full details`],
        ]),
      ];
      for (const [path, heading] of pages) {
        const response = await request.get(path);
        const html = await response.text();
        const rendered = /<h1[^>]*>([\s\S]*?)<\/h1>/
          .exec(html)?.[1]
          ?.replace(/<[^>]*>/g, '')
          .replace(/&amp;/g, '&');
        if (response.status() !== 200 || rendered !== heading) problems.push(`${path}: ${response.status()} "${rendered}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  // Walked through in a browser: AI (its not-found page leads back to AI Services), Cloud (a
  // fixed dark page) and Web.
  for (const entry of catalogue.filter((candidate) => ['ai', 'cloud', 'web'].includes(candidate.id))) {
    test(`${entry.id}: service, sub-service and details pages render with breadcrumbs and sections`, async ({ page }) => {
      const content = await englishContent(entry.id);
      const title = messages.services[entry.id].title;
      await page.goto(`/services/${entry.id}`);
      await expect(h1(page, title)).toBeVisible();
      await expect(page).toHaveTitle(`${title} | Meridian IT Services`);
      await expect(page.getByTestId('fixed-dark-page')).toHaveCount(entry.dark ? 1 : 0);
      await expect(page.getByRole('region', { name: 'Key Features' }).getByRole('listitem')).toHaveCount(content.keyFeatures.length);
      await expect(page.getByRole('table', { name: `Technologies we use for ${title}` }).locator('tbody tr')).toHaveCount(
        content.technologies.length,
      );

      for (const sub of content.subServices) {
        await page.getByRole('link', { name: `Explore ${sub.title}`, exact: true }).click();
        await expect(page).toHaveURL(`/services/${entry.id}/${sub.id}`);
        await expect(h1(page, sub.title)).toBeVisible();
        expect(await crumbs(page)).toEqual(['Our Services', title, sub.title]);
        for (const section of ['Key Features', 'Tools & Technologies', 'Industry Applications', 'Implementation Process'])
          await expect(page.getByRole('region', { name: section })).toBeVisible();

        await page.getByRole('link', { name: 'View Full Details' }).click();
        await expect(page).toHaveURL(`/services/${entry.id}/${sub.id}/details`);
        await expect(h1(page, `${sub.title}: full details`)).toBeVisible();
        expect(await crumbs(page)).toEqual(['Our Services', title, sub.title, 'Details']);
        for (const [table, rows] of [
          ['Key Features', sub.features.length],
          ['Tools', sub.tools.length],
          ['Industry Applications', sub.applications.length],
        ] as const)
          await expect(page.getByRole('table', { name: table, exact: true }).locator('tbody tr')).toHaveCount(rows);
        await expect(page.getByRole('region', { name: 'Implementation Process' }).getByRole('heading', { level: 3 })).toHaveCount(
          sub.implementation.length,
        );
        await page.goBack();
        await page.goBack();
        await expect(h1(page, title)).toBeVisible();
      }

      // Unknown sub-service, and unknown details beneath it: as the server renders them (the
      // browser renders the same, as the hydration sweep in site.spec.ts proves for every page).
      const back = entry.id === 'ai' ? 'Return to AI Services' : 'Return to Services';
      for (const path of [`/services/${entry.id}/no-such-sub`, `/services/${entry.id}/no-such-sub/details`]) {
        const html = await (await page.request.get(path)).text();
        expect(html, path).toMatch(/<h1[^>]*>Service Not Found<\/h1>/);
        expect(html, path).toMatch(new RegExp(`<a [^>]*>${back}</a>`));
      }
    });
  }

  test('hostile or odd URLs show Service Not Found and run nothing', async ({ page }) => {
    const segments = [
      'x'.repeat(4000),
      'cloud%00',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      '%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E',
      encodeURIComponent('クラウド'),
      'CLOUD',
    ];
    const paths = segments.flatMap((segment) => [`/services/${segment}`, `/services/cloud/${segment}`, `/services/ai/${segment}/details`]);
    // As the server renders them: the not-found page, and the URL's text never as markup.
    for (const path of paths) {
      const html = await (await page.request.get(path)).text();
      expect(html, path).toMatch(/<h1[^>]*>Service Not Found<\/h1>/);
      expect(html, path).not.toMatch(/<script>alert|<img src=x/i);
    }
    // And in the browser, once hydrated, for the URLs that carry markup: nothing runs.
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    for (const path of paths.filter((candidate) => /%3C/.test(candidate))) {
      await page.goto(path);
      await expect(h1(page, 'Service Not Found')).toBeVisible();
    }
    expect(dialogs).toBe(0);
    await expect(page.locator('#main img')).toHaveCount(0);
  });

  test('the fixed dark pages stay dark in the light site theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/services/security');
    await expect(h1(page, 'Cybersecurity')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    const background = await page.getByTestId('fixed-dark-page').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(11, 18, 32)');
  });
});

test('services pages have no axe violations in the light and the dark theme', async ({ page }) => {
  test.setTimeout(90_000);
  for (const [path, heading] of [
    ['/services', 'Our Services'],
    ['/services/cloud', 'Cloud Services'],
    ['/services/ai/computer-vision', 'Computer Vision'],
    ['/services/web/frontend-development/details', null],
    ['/services/nope', 'Service Not Found'],
  ] as const) {
    await page.goto(path);
    if (heading) await expect(h1(page, heading)).toBeVisible();
    else await expect(page.getByRole('table').first()).toBeVisible();
    expect(await axeInBothThemes(page, { label: path, bestPractice: true })).toEqual([]);
  }
});
