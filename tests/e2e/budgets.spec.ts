import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { shellSharedFiles, transferOf, type Transfer } from '../../shared/build/page-parts.ts';
import { test, expect, remoteOrigins } from './fixtures';
import { sitePages } from './site-pages';
import { showPage } from './site-sweep';
import { signIn } from './portal';
import { apps } from '../../shared/build/apps.ts';
import { checkBudgets, figureLabel, measureDist, readBudgets } from '../../scripts/release/budgets.ts';

/**
 * Byte budgets. Transferred bytes of a cold load are deterministic for a given build, so they are
 * asserted here (speed is measured by `npm run bench`, never asserted). A failure prints where
 * the bytes went.
 */
const KB = 1024;
// The shell's own JavaScript grew to 40.3 KB when it began to provide the company runtime module
// (declared in its shared scope like runtime/query; the module itself loads only with the portal).
// The cold home grew to 170.2 KB when presses before hydration began to be kept (the inline
// script, and the hook in the shell and in the home page's chunk), and to 171.5 KB as copy was
// added to the shell's and the shared namespaces, which the shell bundled in all three languages;
// it bundles English only now (the others are chunks of their own): 168.6 KB.
const budgets = { coldHomeTotal: 170 * KB, shellOwnJs: 41 * KB };

const shellDist = path.join(import.meta.dirname, '../../shell/dist');
const sharedFiles = shellSharedFiles(shellDist);
const supabaseFiles = shellSharedFiles(shellDist, (name) => name === '@supabase/supabase-js');

/** Every response of the page from now on, with its transferred size (compressed body + headers). */
function recordTransfers(page: Page): () => Promise<Transfer[]> {
  const pending: Array<Promise<Transfer>> = [];
  page.on('response', (response) => {
    pending.push(transferOf(response, sharedFiles));
  });
  return () => Promise.all(pending);
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
function breakdown(transfers: Transfer[]): string {
  const byPart = new Map<string, number>();
  for (const { part, bytes } of transfers) byPart.set(part, (byPart.get(part) ?? 0) + bytes);
  return [
    ...[...byPart].sort((a, b) => b[1] - a[1]).map(([part, bytes]) => `  ${part.padEnd(18)} ${kb(bytes).padStart(9)}`),
    '  largest files:',
    ...[...transfers]
      .sort((a, b) => b.bytes - a.bytes)
      .slice(0, 8)
      .map(({ url, bytes }) => `    ${kb(bytes).padStart(9)}  ${url}`),
  ].join('\n');
}

// What `release publish` checks, on the builds the suite runs: a budget that a change outgrew is
// found with the change, not by the team's next release.
test("every remote's build is within its budgets.json", async () => {
  const over: string[] = [];
  for (const { workspace } of apps.filter((app) => app.kind === 'remote')) {
    const root = path.join(import.meta.dirname, '../..', workspace);
    const rows = checkBudgets(await measureDist(path.join(root, 'dist')), readBudgets(path.join(root, 'budgets.json')), null);
    over.push(...rows.filter((row) => row.over).map((row) => `${workspace} ${figureLabel(row.key)}: ${row.bytes} B > ${row.budget} B`));
    expect(rows.length, `${workspace} has figures`).toBeGreaterThan(4);
  }
  expect(over).toEqual([]);
});

test('a cold visit to / stays within its byte budgets', async ({ page }) => {
  const transfers = recordTransfers(page);
  await page.goto('/', { waitUntil: 'networkidle' });
  await expect(page.locator('#main h1')).toBeVisible();
  const all = await transfers();
  const total = all.reduce((sum, t) => sum + t.bytes, 0);
  expect(total, `cold / transferred ${kb(total)}, budget ${kb(budgets.coldHomeTotal)}:\n${breakdown(all)}`).toBeLessThanOrEqual(
    budgets.coldHomeTotal,
  );
  const shellJs = all.filter((t) => t.part === 'shell' && t.url.endsWith('.js'));
  const shellJsBytes = shellJs.reduce((sum, t) => sum + t.bytes, 0);
  expect(
    shellJsBytes,
    `the shell's own JavaScript is ${kb(shellJsBytes)}, budget ${kb(budgets.shellOwnJs)}:\n${breakdown(shellJs)}`,
  ).toBeLessThan(budgets.shellOwnJs);
});

/** The public pages with forms: only they may download the form libraries (docs/decisions/0005-forms.md). */
const formPages = new Set(['/contact', '/feedback', '/create-ticket', '/support/rate']);
/**
 * The public pages that read or write server state (their routes load with lazyServerStatePage):
 * only they may download TanStack Query (docs/decisions/0018-one-data-layer.md).
 */
const serverStatePages = new Set(['/support', '/create-ticket', '/contact', '/feedback', '/support/rate']);
/** Option names that only react-hook-form's and valibot's code carry (minifiers keep property names). */
const formLibraryMarkers = { 'react-hook-form': 'reValidateMode', valibot: 'abortPipeEarly' };
/** Strings only TanStack Query's code carries (query-core's export names, react-query's provider error). */
const queryLibraryMarkers = ['InfiniteQueryObserver', 'No QueryClient set'];

test('no page outside the portal downloads the Supabase client or portal code, only pages with forms the form libraries, and only pages with server state TanStack Query', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const transfers = recordTransfers(page);
  const formLibraryFiles: Array<{ url: string; library: string }> = [];
  const queryFiles: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    for (const [library, marker] of Object.entries(formLibraryMarkers))
      if (body.includes(marker)) formLibraryFiles.push({ url: response.url(), library });
    if (queryLibraryMarkers.some((marker) => body.includes(marker))) queryFiles.push(response.url());
  });
  // Pages without forms first: a form page's chunks, once downloaded, are not downloaded again.
  const publicPaths = sitePages
    .filter((page) => page.remote !== 'portal')
    .map((page) => page.path)
    .sort(
      (a, b) => Number(formPages.has(a)) + Number(serverStatePages.has(a)) - Number(formPages.has(b)) - Number(serverStatePages.has(b)),
    );

  await page.goto(publicPaths[0]!);
  const offenders: string[] = [];
  for (const route of publicPaths) {
    const before = (await transfers()).length;
    const formLibrariesBefore = formLibraryFiles.length;
    const queryFilesBefore = queryFiles.length;
    await showPage(page, route);
    await page.waitForLoadState('networkidle');
    for (const { url } of (await transfers()).slice(before)) {
      if (supabaseFiles.has(path.basename(new URL(url).pathname))) offenders.push(`${route}: Supabase client ${url}`);
      if (url.startsWith(remoteOrigins.portal)) offenders.push(`${route}: portal code ${url}`);
    }
    if (!serverStatePages.has(route))
      for (const url of queryFiles.slice(queryFilesBefore)) offenders.push(`${route}: TanStack Query in ${url}`);
    if (!formPages.has(route))
      for (const { url, library } of formLibraryFiles.slice(formLibrariesBefore)) offenders.push(`${route}: ${library} in ${url}`);
  }
  expect(supabaseFiles.size, 'the shell provides the Supabase client as a shared chunk').toBeGreaterThan(0);
  // The check can see TanStack Query: the pages with server state did download it.
  expect(queryFiles.length).toBeGreaterThan(0);
  expect(offenders).toEqual([]);
  // The check can see the libraries: the pages with forms did download them.
  expect(new Set(formLibraryFiles.map(({ library }) => library))).toEqual(new Set(Object.keys(formLibraryMarkers)));
});

/** Names only the staff workspace's code carries (the history table and the client list RPC). */
const staffCodeMarkers = ['staff_changes', 'staff_clients'];
const portalDist = path.join(import.meta.dirname, '../../mf-portal/dist');

test("a client's dashboard, its tabs and its upload dialog download no staff code", async ({ page }) => {
  const staffFiles = new Set(
    fs
      .readdirSync(portalDist)
      .filter(
        (name) =>
          name.endsWith('.js') && staffCodeMarkers.some((marker) => fs.readFileSync(path.join(portalDist, name), 'utf8').includes(marker)),
      ),
  );
  // The check can see staff code: the build has it, in chunks of its own.
  expect(staffFiles.size).toBeGreaterThan(0);
  const downloaded: Array<{ url: string; body: string }> = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) downloaded.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await signIn(page, 'demo@example.com');
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('tab', { name: /Proposals/ }).click();
  await page.getByRole('button', { name: 'Upload Proposal', exact: true }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const portalFiles = downloaded.filter(({ url }) => url.startsWith(remoteOrigins.portal));
  expect(portalFiles.length).toBeGreaterThan(0);
  // The dashboard reads server state: it downloads TanStack Query, from the shell (no remote bundles a copy).
  const queryFiles = downloaded.filter(({ body }) => queryLibraryMarkers.some((marker) => body.includes(marker)));
  expect(queryFiles.filter(({ url }) => Object.values(remoteOrigins).some((origin) => url.startsWith(origin)))).toEqual([]);
  expect(queryFiles.length).toBeGreaterThan(0);
  const offenders = downloaded
    .filter(
      ({ url, body }) => staffFiles.has(path.basename(new URL(url).pathname)) || staffCodeMarkers.some((marker) => body.includes(marker)),
    )
    .map(({ url }) => url);
  expect(offenders).toEqual([]);
});
