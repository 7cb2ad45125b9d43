import type { Page } from '@playwright/test';
import { sitePages } from './site-pages';

/** Every page of the site (the five remotes' lists, as in sitemap.xml), grouped for the sweeps. */
export function sweepGroups(size = 20): Array<{ name: string; paths: string[] }> {
  const byRemote = new Map<string, string[]>();
  // The staff workspace shows a visitor the sign-in page, which is swept already; staff.spec.ts
  // sweeps its pages signed in as staff, in every language and both themes.
  for (const { path, remote } of sitePages.filter((page) => !page.path.startsWith('/staff')))
    byRemote.set(remote, [...(byRemote.get(remote) ?? []), path]);
  // Large remotes are cut into groups so both workers share the load.
  return [...byRemote].flatMap(([remote, paths]) =>
    Array.from({ length: Math.ceil(paths.length / size) }, (_, index) => ({
      name: paths.length > size ? `${remote} ${index + 1}` : remote,
      paths: paths.slice(index * size, (index + 1) * size),
    })),
  );
}

/**
 * Client-side navigation to `path` (as a link click would do), resolved once the page has announced
 * itself (usePageMeta) and no skeleton is left: far faster than a reload per page, and it is how
 * visitors move through the site.
 */
export async function showPage(page: Page, path: string): Promise<void> {
  if (new URL(page.url()).pathname !== path) {
    await page.evaluate((to) => {
      (window as unknown as { __pageShown?: Promise<void> }).__pageShown = new Promise((resolve) =>
        window.addEventListener('meridian:page-shown', () => resolve(), { once: true }),
      );
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    await page.evaluate(() => (window as unknown as { __pageShown?: Promise<void> }).__pageShown);
  }
  await pageReady(page);
}

/** The page has its heading and no skeleton is left (its lazy parts and content have arrived). */
async function pageReady(page: Page): Promise<void> {
  await page.locator('#main h1').first().waitFor();
  await page.waitForFunction(() => !document.querySelector('[data-testid="page-skeleton"]'));
}

/**
 * Opens the site at `path` in `language`, the way a link from a search result (?lang=) would, and
 * returns the HTML the server sent (the fixture's goto returns once the page is hydrated).
 */
export async function openSite(page: Page, path: string, language: 'en' | 'id' | 'ms'): Promise<string> {
  const response = await page.goto(`${path}?lang=${language}`);
  await pageReady(page);
  return response!.text();
}

/** Text as the server's HTML escapes it, back to what a reader sees. */
export const unescapeHtml = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The first <h1>'s text in the server's HTML of the page (null if it has none), and its <title>. */
export function renderedHeadingAndTitle(html: string): { heading: string | null; title: string | null } {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html.slice(html.indexOf('<div id="root">')))?.[1];
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
  return {
    heading:
      heading === undefined
        ? null
        : unescapeHtml(heading.replace(/<[^>]*>/g, ''))
            .replace(/\s+/g, ' ')
            .trim(),
    title: title === undefined ? null : unescapeHtml(title),
  };
}

/** The distinct visible text of the page (including text only screen readers get), normalised. */
export function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const text = (walker.currentNode.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (!parent || !/\p{L}{2}/u.test(text) || parent.closest('script, style, noscript')) continue;
      if (!parent.checkVisibility()) continue;
      texts.add(text);
    }
    return [...texts];
  });
}
