import fs from 'node:fs';
import path from 'node:path';
import { test, expect, remoteOrigins, remotePages } from './fixtures';
import { apps } from '../../shared/build/apps.ts';
import { shellSharedFiles } from '../../shared/build/page-parts.ts';
import { runtimeModules, serverStateRuntimeModules } from '../../shared/build/singleton-packages.ts';

const root = path.resolve(import.meta.dirname, '../..');
const jsOf = (workspace: string) =>
  fs
    .readdirSync(path.join(root, workspace, 'dist'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => fs.readFileSync(path.join(root, workspace, 'dist', file), 'utf8'))
    .join('\n');

// A string only React DOM's and React's own code contain.
const reactMarker = '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE';
// Strings only TanStack Query's code contains (react-query's provider error, query-core's export names).
const queryMarkers = ['No QueryClient set', 'InfiniteQueryObserver'];

test.describe('builds', () => {
  test('each remote emits a manifest and contains no React', () => {
    for (const app of apps.filter((candidate) => candidate.kind === 'remote')) {
      const manifest = JSON.parse(fs.readFileSync(path.join(root, app.workspace, 'dist', 'mf-manifest.json'), 'utf8'));
      expect(manifest.name).toBe(app.federationName);
      expect(manifest.exposes.map((expose: { path: string }) => expose.path)).toEqual(['./App']);
      expect(jsOf(app.workspace), `${app.workspace} bundles React`).not.toContain(reactMarker);
    }
  });

  test("TanStack Query and the page's QueryClient are the shell's: no remote bundles a copy", () => {
    const shell = jsOf('shell');
    for (const marker of queryMarkers) expect(shell).toContain(marker);
    for (const app of apps.filter((candidate) => candidate.kind === 'remote'))
      for (const marker of queryMarkers) expect(jsOf(app.workspace), `${app.workspace} bundles TanStack Query`).not.toContain(marker);
  });

  test("the shell's build contains no remote's code", () => {
    const shell = jsOf('shell');
    expect(shell).toContain(reactMarker);
    // Copy that only remotes carry.
    for (const text of [
      'Technology that keeps your business moving',
      'Our Services',
      'Latest Insights',
      'Quick actions',
      'Sign in to your account',
    ]) {
      expect(shell).not.toContain(text);
    }
    const shellManifest = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'dist', 'mf-manifest.json'), 'utf8'));
    expect(shellManifest.remotes).toEqual([]);
  });
});

test('one React instance serves the shell and every remote', async ({ page }) => {
  // React DOM registers every copy of itself with the DevTools hook as it loads (its version is
  // the stamp); this stand-in hook only counts them.
  await page.addInitScript(() => {
    const renderers: string[] = [];
    Object.assign(window, {
      __reactRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: (renderer: { version?: string }) => renderers.push(String(renderer.version)),
        checkDCE: () => undefined,
      },
    });
  });
  // A remote's own copy of the router or of the i18n bindings would have its own contexts.
  const remoteCopies: string[] = [];
  const reactDomFiles = new Set<string>();
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('rendererPackageName:"react-dom"')) reactDomFiles.add(url.origin + url.pathname);
    if (url.port === '3000') return;
    if (/may be used only in the context of a <Router> component|You will need to pass in an i18next instance/.test(body))
      remoteCopies.push(response.url());
  });
  for (const { path: route, heading } of Object.values(remotePages)) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // Visit all five in one page session, then read the federation share scope.
  await page.goto('/');
  for (const { path: route, heading } of Object.values(remotePages)) {
    await page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  const scope = await page.evaluate(() => {
    type Shared = Record<string, Record<string, Record<string, { from: string; loaded?: boolean; useIn?: string[] }>>>;
    const federation = (window as unknown as { __FEDERATION__: { __SHARE__: Record<string, Shared> } }).__FEDERATION__;
    const versions: Record<string, Array<{ version: string; from: string; loaded: boolean }>> = {};
    for (const instance of Object.values(federation.__SHARE__)) {
      for (const [pkg, byVersion] of Object.entries(instance.default ?? {})) {
        if (
          ![
            'react',
            'react-dom',
            'react-router',
            'react-router-dom',
            'i18next',
            'react-i18next',
            'jotai',
            '@tanstack/react-query',
          ].includes(pkg) &&
          !pkg.startsWith('@meridian/shared/runtime/')
        )
          continue;
        for (const [version, entry] of Object.entries(byVersion)) {
          versions[pkg] ??= [];
          if (!versions[pkg].some((known) => known.version === version && known.from === entry.from))
            versions[pkg].push({ version, from: entry.from, loaded: Boolean(entry.loaded) });
        }
      }
    }
    return versions;
  });
  // The router and the i18n bindings are shared as the runtime modules that re-export them
  // (tree-shaken), never as whole packages.
  for (const pkg of ['react', 'react-dom', 'i18next', 'jotai', '@meridian/shared/runtime/router', '@meridian/shared/runtime/i18n']) {
    expect(scope[pkg], pkg).toHaveLength(1);
    expect(scope[pkg]?.[0]).toMatchObject({ from: 'shell', loaded: true });
  }
  // The support portal reads server state: one TanStack Query and one query module (the shell's
  // own code never loads them, so the share scope names their first user; the build test above
  // shows no remote carries a copy).
  for (const pkg of ['@meridian/shared/runtime/query', '@tanstack/react-query']) {
    expect(scope[pkg], pkg).toHaveLength(1);
    expect(scope[pkg]?.[0]).toMatchObject({ loaded: true });
  }
  for (const pkg of ['react-router', 'react-router-dom', 'react-i18next']) expect(scope[pkg], pkg).toBeUndefined();
  expect(remoteCopies).toEqual([]);
  // And each React DOM announces itself when it loads: the stand-in DevTools hook installed below
  // counts the copies that did, and the responses are searched for React DOM's own stamp. Two
  // copies would also throw "Invalid hook call" (caught by pageErrors).
  const renderers = await page.evaluate(() => (window as unknown as { __reactRenderers: string[] }).__reactRenderers);
  expect(renderers, 'React DOM copies that registered').toHaveLength(1);
  expect(reactDomFiles.size, `files carrying React DOM: ${[...reactDomFiles].join(', ')}`).toBe(1);
});

test('public pages never download the Supabase client', async ({ page }) => {
  const supabaseChunks: string[] = [];
  page.on('response', async (response) => {
    if (!response.url().endsWith('.js')) return;
    const body = await response.text().catch(() => '');
    if (body.includes('GoTrueClient')) supabaseChunks.push(response.url());
  });
  for (const route of ['/', '/services', '/blog', '/support', '/no-such-page']) {
    await page.goto(route);
    await expect(page.locator('#main h1').first()).toBeVisible();
  }
  await page.waitForLoadState('networkidle');
  expect(supabaseChunks).toEqual([]);
});

test("a rendered page carries its remote's manifest: it is not fetched, and nothing is downloaded twice", async ({ page }) => {
  const requested = new Map<string, number>();
  page.on('request', (request) => requested.set(request.url(), (requested.get(request.url()) ?? 0) + 1));
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /preload/i.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto('/services/cloud');
  const head = (await response!.text()).split('</head>')[0]!;
  const preloaded = [...head.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1]!);
  // The manifest the page was rendered with is in the page (its render state), so it is not preloaded.
  expect(preloaded).toEqual([]);

  await expect(page.getByRole('heading', { level: 1, name: 'Cloud Services' })).toBeVisible();
  // Chrome warns about a preload that was not used within a few seconds.
  await page.waitForTimeout(3_500);
  expect([...requested].filter(([, count]) => count > 1).map(([url, count]) => `${url} ×${count}`)).toEqual([]);
  expect(requested.has(`${remoteOrigins.services}/mf-manifest.json`)).toBe(false);
  expect([...requested.keys()].some((url) => url.startsWith(`${remoteOrigins.services}/remoteEntry.`))).toBe(true);
  expect(warnings).toEqual([]);
});

test('the shared libraries the shell starts with are run before main.js, not fetched once it has run', async ({ page }) => {
  // Every script added to the page, and whether the federation runtime (main.js) was running then.
  await page.addInitScript(() => {
    const added: Array<[string, boolean]> = [];
    Object.assign(window, { addedScripts: added });
    new MutationObserver((records) => {
      const runtimeRunning = '__FEDERATION__' in globalThis;
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof HTMLScriptElement && node.src) added.push([new URL(node.src).pathname, runtimeRunning]);
    }).observe(document, { childList: true, subtree: true });
  });
  const requested = new Map<string, number>();
  page.on('request', (request) =>
    requested.set(new URL(request.url()).pathname, (requested.get(new URL(request.url()).pathname) ?? 0) + 1),
  );
  const response = await page.goto('/');
  // The scripts start-after-paint.js runs, in order: the libraries first, main.js last.
  const startScripts = JSON.parse((await response!.text()).match(/\[[^[\]]*"\/main\.[0-9a-f]+\.js"\]/)![0]) as string[];
  expect(startScripts.at(-1)).toMatch(/^\/main\./);
  // Every page hydrates with these; the others (Supabase, TanStack Query, the runtime modules that
  // bring it) are for the pages that use them.
  const startShared = new Set([
    ...['react', 'react-dom', 'react-dom/client', 'react/jsx-runtime', 'i18next', 'jotai'],
    ...runtimeModules
      .filter((module) => !(serverStateRuntimeModules as readonly string[]).includes(module))
      .map((module) => `@meridian/shared/runtime/${module}`),
  ]);
  const needed = shellSharedFiles(path.join(root, 'shell', 'dist'), (name) => startShared.has(name));
  expect([...needed].map((file) => `/${file}`).filter((file) => !startScripts.includes(file))).toEqual([]);
  await expect(page.locator('html[data-shell-started]')).toBeAttached();
  const added = await page.evaluate(() => (window as unknown as { addedScripts: Array<[string, boolean]> }).addedScripts);
  // Added by start-after-paint.js before main.js ran, each once, and downloaded once: the runtime added none of them.
  expect(added.filter(([file]) => startScripts.includes(file))).toEqual(startScripts.map((file) => [file, false]));
  expect(startScripts.filter((file) => requested.get(file) !== 1)).toEqual([]);
});

test("pointing at a link loads its remote, so the click does not wait for the remote's entry", async ({ page }) => {
  const insightsRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(remoteOrigins.insights)) insightsRequests.push(new URL(request.url()).pathname);
  });
  await page.goto('/services');
  // Nothing of another team's remote is downloaded on a page that does not need it.
  expect(insightsRequests).toEqual([]);
  const insights = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Insights' });
  const entry = page.waitForRequest(
    (request) =>
      /^\/remoteEntry\.[0-9a-f]{10}\.js$/.test(new URL(request.url()).pathname) && request.url().startsWith(remoteOrigins.insights),
  );
  await insights.hover();
  await entry;
  await expect.poll(() => insightsRequests.some((file) => file.startsWith('/__federation_expose_App'))).toBe(true);
  await insights.click();
  await expect(page.getByRole('heading', { level: 1, name: remotePages.insights.heading })).toBeVisible();
});
