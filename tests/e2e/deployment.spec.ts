import fs from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { hydrated, remoteOrigins, remotePages, test, expect } from './fixtures';
import { renderedHeadingAndTitle } from './site-sweep';

const root = path.resolve(import.meta.dirname, '../..');
const supportDir = path.join(root, 'mf-support');
/**
 * The support team's working copy: the release is written and built here, never in the tracked
 * sources, so an interrupted run leaves the repository as it was. It sits beside the workspaces
 * (its tsconfig extends ../tsconfig.base.json) and is ignored by git.
 */
const releaseDir = path.join(root, '.release-mf-support');
const releaseSrc = path.join(releaseDir, 'src');
const localeFile = path.join(releaseSrc, 'locales', 'en.json');
const routesFile = path.join(releaseSrc, 'routes.tsx');
const manifestFile = path.join(releaseSrc, 'route-manifest.ts');
const newPageFile = path.join(releaseSrc, 'pages', 'ServiceStatusPage.tsx');
const liveDist = path.join(supportDir, 'dist');
const previousDist = path.join(supportDir, 'dist.previous');
const shellDist = path.join(root, 'shell', 'dist');

// One at a time: the release test swaps mf-support's dist/ while the other moves dists away.
test.describe.configure({ mode: 'serial' });

/** A copy of mf-support's sources (what the team would check out), without builds or modules. */
function checkOutSupport() {
  fs.rmSync(releaseDir, { recursive: true, force: true });
  fs.cpSync(supportDir, releaseDir, {
    recursive: true,
    filter: (source) => !/[/\\](dist|dist\.previous|node_modules)$/.test(source),
  });
}

/** The support team's release heading, for every test of this file. */
const release = `Support Portal (release ${Date.now()})`;
let releaseBuilt = false;

/**
 * The support team's release (writeRelease), checked out and built with mf-support's own build
 * command once for this file: a build takes about a minute, and the tests deploy the same release
 * in different ways.
 */
function buildRelease() {
  if (releaseBuilt && fs.existsSync(path.join(releaseDir, 'dist'))) return;
  checkOutSupport();
  writeRelease(release);
  execFileSync(path.join(root, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], { cwd: releaseDir, stdio: 'pipe' });
  releaseBuilt = true;
}

/**
 * Deploys the release. As a CDN deployment does by default, its files are added to the live ones,
 * so the previous deployment's content-hashed files stay reachable, and the stable names
 * (mf-manifest.json, routes.json, server/entry.json) are replaced. With `replace`, the live folder
 * becomes the release alone: the previous deployment's files are gone, as after a cleanup or a
 * host that keeps one deployment.
 */
function deploySupport({ replace }: { replace: boolean }) {
  fs.cpSync(liveDist, previousDist, { recursive: true });
  if (replace) fs.rmSync(liveDist, { recursive: true, force: true });
  fs.cpSync(path.join(releaseDir, 'dist'), liveDist, { recursive: true });
}

/** Rolls back to the build that was live before. */
function rollBackSupport() {
  if (fs.existsSync(previousDist)) {
    fs.rmSync(liveDist, { recursive: true, force: true });
    fs.renameSync(previousDist, liveDist);
  }
}

test.beforeAll(() => {
  // After an interrupted run.
  rollBackSupport();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});
test.afterAll(() => {
  rollBackSupport();
  fs.rmSync(releaseDir, { recursive: true, force: true });
});

/** The support team's release: a changed heading, and a new page under a new top-level path. */
function writeRelease(release: string) {
  const originals = Object.fromEntries([localeFile, routesFile, manifestFile].map((file) => [file, fs.readFileSync(file, 'utf8')]));
  const messages = JSON.parse(originals[localeFile]!);
  messages.portal.title = release;
  fs.writeFileSync(localeFile, JSON.stringify(messages, null, 2));
  fs.writeFileSync(
    newPageFile,
    `export default function ServiceStatusPage() {
  return (
    <section className="ui-container">
      <h1 className="ui-heading-1">Service status</h1>
      <p>All systems are running normally.</p>
    </section>
  );
}
`,
  );
  const route = `  {
    path: 'service-status',
    Component: lazy(() => import('./pages/ServiceStatusPage')),
    titleKey: 'portal.title',
    descriptionKey: 'portal.description',
  },
];`;
  fs.writeFileSync(routesFile, originals[routesFile]!.replace(/\n\];\s*$/, `\n${route}\n`));
  // The prefix list and the page list both gain the new path.
  fs.writeFileSync(manifestFile, originals[manifestFile]!.replaceAll("'/emergency-support']", "'/emergency-support', '/service-status']"));
}

/**
 * Independent deployment: the support team changes its copy, adds a page under a new top-level
 * path, builds only mf-support (from its own copy) and deploys it in place, while the composition keeps running. Within
 * seconds the server answers the new path with 200 and lists it in sitemap.xml, and the browser
 * shows both changes; the shell was neither rebuilt nor restarted. A page rendered before the
 * release and opened after it hydrates against the deployment that rendered it.
 */
test('a rebuilt remote goes live, new paths included, without touching the shell', async ({ page, request }) => {
  test.setTimeout(180_000);
  const trackedBefore = fs.readFileSync(path.join(supportDir, 'src', 'locales', 'en.json'), 'utf8');
  const shellFilesBefore = fs.readdirSync(shellDist).map((file) => `${file}:${fs.statSync(path.join(shellDist, file)).mtimeMs}`);

  await page.goto('/support');
  // Exact names: the release's heading starts with this one.
  await expect(page.getByRole('heading', { level: 1, name: 'Support Portal', exact: true })).toBeVisible();
  expect((await request.get('/service-status')).status()).toBe(404);

  // A visitor's page rendered just before the release, whose scripts arrive only after it.
  let scriptsArrive!: () => void;
  const released = new Promise<void>((resolve) => (scriptsArrive = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const renderedBefore = await (await page.goto('/support', { waitUntil: 'commit' }))!.text();
  const entryBefore = /"remoteEntry":\{"name":"(remoteEntry\.[0-9a-f]{10}\.js)"/.exec(renderedBefore)?.[1];
  expect(entryBefore, 'the page carries the manifest it was rendered with').toBeDefined();

  try {
    buildRelease();
    deploySupport({ replace: false });

    // The shell's server reads routes.json again within two seconds.
    await expect.poll(async () => (await request.get('/service-status', { headers: { accept: '*/*' } })).status()).toBe(200);
    expect(await (await request.get('/sitemap.xml')).text()).toContain('<loc>http://localhost:3000/service-status</loc>');
    // The server renders the new release: the changed heading and the new page are in the HTML itself.
    await expect.poll(async () => (await (await request.get('/support')).text()).includes(`>${release}</h1>`)).toBe(true);
    expect(await (await request.get('/service-status')).text()).toContain('>Service status</h1>');

    // The visitor's scripts arrive now: the browser hydrates the deployment that made the HTML
    // (its entry is still there), not the newest, so nothing mismatches.
    const consoleErrors: string[] = [];
    const supportFiles: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${remoteOrigins.support}/`)) supportFiles.push(new URL(sent.url()).pathname.slice(1));
    });
    scriptsArrive();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Support Portal', exact: true })).toBeVisible();
    expect(supportFiles).toContain(entryBefore);
    expect(supportFiles, 'the manifest comes with the page').not.toContain('mf-manifest.json');
    expect(consoleErrors).toEqual([]);
    await page.unrouteAll();

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: release, exact: true })).toBeVisible();
    await page.goto('/service-status');
    await expect(page.getByRole('heading', { level: 1, name: 'Service status', exact: true })).toBeVisible();
    // Other remotes are untouched.
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services', exact: true })).toBeVisible();
  } finally {
    rollBackSupport();
  }
  // The release never touched the tracked sources.
  expect(fs.readFileSync(path.join(supportDir, 'src', 'locales', 'en.json'), 'utf8')).toBe(trackedBefore);
  expect(fs.existsSync(path.join(supportDir, 'src', 'pages', 'ServiceStatusPage.tsx'))).toBe(false);

  // Rolled back: the previous heading, exactly (the release's starts with it), in the HTML and the browser.
  await expect.poll(async () => renderedHeadingAndTitle(await (await request.get('/support')).text()).heading).toBe('Support Portal');
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Portal', exact: true })).toBeVisible();
  await expect.poll(async () => (await request.get('/service-status')).status()).toBe(404);
  await page.goto('/service-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found', exact: true })).toBeVisible();
  const shellFilesAfter = fs.readdirSync(shellDist).map((file) => `${file}:${fs.statSync(path.join(shellDist, file)).mtimeMs}`);
  expect(shellFilesAfter).toEqual(shellFilesBefore);
});

/**
 * A redeployment that leaves only the new files (the old content-hashed ones deleted), end to end:
 * a page the server rendered before it, whose scripts arrive only after it, cannot load the
 * deployment it was rendered with. The shell then leaves that deployment for the remote's live
 * manifest, and the page ends up showing the new release (React renders the remote's part again:
 * its HTML was the old release's), never the remote's Retry screen or a broken page.
 */
test('a page rendered before a redeployment that deleted the old files shows the new release', async ({ page, request }) => {
  test.setTimeout(180_000);
  let scriptsArrive!: () => void;
  const released = new Promise<void>((resolve) => (scriptsArrive = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  const renderedBefore = await (await page.goto('/support', { waitUntil: 'commit' }))!.text();
  expect(renderedHeadingAndTitle(renderedBefore).heading).toBe('Support Portal');
  const entryBefore = /"remoteEntry":\{"name":"(remoteEntry\.[0-9a-f]{10}\.js)"/.exec(renderedBefore)?.[1];
  expect(entryBefore, 'the page carries the manifest it was rendered with').toBeDefined();

  try {
    buildRelease();
    deploySupport({ replace: true });
    expect(fs.existsSync(path.join(liveDist, entryBefore!)), "the rendered deployment's entry is gone").toBe(false);
    const entryNow = (
      JSON.parse(fs.readFileSync(path.join(liveDist, 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } }
    ).metaData.remoteEntry.name;
    await expect.poll(async () => renderedHeadingAndTitle(await (await request.get('/support')).text()).heading).toBe(release);

    // What the page asked the remote's origin for, and what came back (the browser reports a
    // missing script as a failed request, not as a 404 response).
    const supportRequests: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith(`${remoteOrigins.support}/`)) supportRequests.push(new URL(sent.url()).pathname.slice(1));
    });
    const supportAnswers: string[] = [];
    page.on('response', (answer) => {
      if (answer.url().startsWith(`${remoteOrigins.support}/`))
        supportAnswers.push(`${answer.status()} ${new URL(answer.url()).pathname.slice(1)}`);
    });
    scriptsArrive();
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1, name: release, exact: true })).toBeVisible();
    await expect(page.getByTestId('remote-unavailable')).toHaveCount(0);
    // The deployment the page was rendered with first (gone), then the live one.
    expect(supportRequests).toContain(entryBefore);
    expect(supportAnswers).not.toContain(`200 ${entryBefore}`);
    expect(supportRequests.indexOf('mf-manifest.json')).toBeGreaterThan(supportRequests.indexOf(entryBefore!));
    expect(supportAnswers).toContain('200 mf-manifest.json');
    expect(supportAnswers).toContain(`200 ${entryNow}`);
    await page.unrouteAll();
  } finally {
    rollBackSupport();
  }
  // Rolled back before the next test: the server renders the previous release again.
  await expect.poll(async () => renderedHeadingAndTitle(await (await request.get('/support')).text()).heading).toBe('Support Portal');
});

/**
 * A remote that is down while the server renders: its pages still answer with the frame and the
 * "unavailable" screen with Retry (never a 5xx or a blank page), kept by no cache, and the other
 * remotes' pages stay rendered: each with its own heading and the headers of a rendered page. The
 * remote's files are moved away in turn, so its origin answers 404 to everything.
 */
test('each remote down in turn: its pages answer with the frame and Retry, the others stay rendered', async ({ request }) => {
  test.setTimeout(120_000);
  const html = async (pagePath: string) => (await request.get(pagePath, { headers: { accept: '*/*' } })).text();
  for (const [remote, workspace] of [
    ['marketing', 'mf-marketing'],
    ['services', 'mf-services'],
    ['insights', 'mf-insights'],
    ['support', 'mf-support'],
    ['portal', 'mf-portal'],
  ] as const) {
    const dist = path.join(root, workspace, 'dist');
    fs.renameSync(dist, `${dist}.down`);
    try {
      await expect
        .poll(async () => (await html(remotePages[remote].path)).includes('data-testid="remote-unavailable"'), { message: remote })
        .toBe(true);
      const response = await request.get(remotePages[remote].path, { headers: { accept: '*/*' } });
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
      // Rendered for this request only: a shared cache must not keep the remote's absence.
      expect(response.headers()['cache-control']).toBe('no-store');
      const body = await response.text();
      expect(body).toContain('<nav');
      expect(body).toContain('<footer');
      expect(body).toMatch(/<button[^>]*>Retry<\/button>/);
      expect(renderedHeadingAndTitle(body).heading).toBe('This part of the site is temporarily unavailable');
      for (const [other, { path: otherPath, heading }] of Object.entries(remotePages)) {
        if (other === remote) continue;
        const answer = await request.get(otherPath, { headers: { accept: '*/*' } });
        const message = `${other} (${otherPath}) while ${remote} is down`;
        expect(answer.status(), message).toBe(200);
        expect(answer.headers()['content-type'], message).toBe('text/html; charset=utf-8');
        // A complete page, kept by shared caches like any (renderedPageCacheControl in server/static-server.ts).
        expect(answer.headers()['cache-control'], message).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=60');
        expect(renderedHeadingAndTitle(await answer.text()).heading, message).toBe(heading);
      }
    } finally {
      fs.renameSync(`${dist}.down`, dist);
    }
    await expect
      .poll(async () => renderedHeadingAndTitle(await html(remotePages[remote].path)).heading, { message: `${remote} back` })
      .toBe(remotePages[remote].heading);
  }
});

/**
 * The shell's server runs a remote's server bundle only if its bytes are the ones the remote's
 * build recorded in server/entry.json (docs/decisions/0012-server-bundle-integrity.md). Someone
 * changes the bundle on the remote's host: a copy with one line added, under a new file name (the
 * server keeps each bundle it evaluated by file name, so it must download this one), named by
 * entry.json with the genuine integrity. The server refuses it: the remote's pages answer with the
 * frame and Retry, as when the remote is down, in the HTML and in the browser; once the genuine
 * files are back, the page renders again.
 */
test("a tampered bundle is refused and the page still renders with the remote's Retry", async ({ page, request }) => {
  const { path: pagePath, heading } = remotePages.insights;
  const serverDir = path.join(root, 'mf-insights', 'dist', 'server');
  const entryFile = path.join(serverDir, 'entry.json');
  const genuineEntry = fs.readFileSync(entryFile, 'utf8');
  const { file, integrity } = JSON.parse(genuineEntry) as { file: string; integrity?: string };
  expect(integrity, "the remote's build records its bundle's hash").toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  const tamperedFile = `app.tampered${Date.now()}.cjs`;
  const html = async () => (await request.get(pagePath, { headers: { accept: '*/*' } })).text();

  try {
    fs.writeFileSync(
      path.join(serverDir, tamperedFile),
      `${fs.readFileSync(path.join(serverDir, file), 'utf8')}\nglobalThis.tampered = true;\n`,
    );
    fs.writeFileSync(entryFile, JSON.stringify({ file: tamperedFile, integrity }));

    // The server reads entry.json again within two seconds, downloads the new file and refuses it.
    await expect.poll(async () => (await html()).includes('data-testid="remote-unavailable"')).toBe(true);
    const response = await request.get(pagePath, { headers: { accept: '*/*' } });
    expect(response.status()).toBe(200);
    const body = await response.text();
    expect(body).toContain('<nav');
    expect(body).toContain('<footer');
    expect(body).toMatch(/<button[^>]*>Retry<\/button>/);
    expect(body).not.toContain(`>${heading}</h1>`);

    await page.goto(pagePath);
    await expect(page.getByTestId('remote-unavailable').getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('navigation').first()).toBeVisible();
  } finally {
    fs.writeFileSync(entryFile, genuineEntry);
    fs.rmSync(path.join(serverDir, tamperedFile), { force: true });
  }

  // The genuine files are back: the server renders the remote's page again.
  await expect.poll(async () => (await html()).includes('remote-unavailable')).toBe(false);
  expect(await html()).toContain(`>${heading}</h1>`);
  await page.goto(pagePath);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
});
