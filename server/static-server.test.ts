import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { ServerRouteEntry } from './route-table';
import { integrityOf } from '../shared/build/server-bundle-integrity';
import {
  cacheControlFor,
  createStaticServer,
  fileInside,
  inlineScriptHashes,
  isMissingAsset,
  pageStatus,
  renderedPageCacheControl,
  shellCspDirectives,
} from './static-server';

const appConfig = {
  supabaseUrl: 'https://abc.supabase.co',
  supabaseAnonKey: 'anon',
  remotes: { marketing: 'http://localhost:3001/mf-manifest.json', services: 'https://cdn.example.com/services/mf-manifest.json' },
  contact: { phone: '+62 21 555', email: 'support@example.com' },
};
const script = 'console.log(1);'.repeat(200);
const pageHtml =
  '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script><script defer src="/main.0123456789.js"></script></head><body><div id=root></div></body></html>';

function makeDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

async function listen(server: ReturnType<typeof createStaticServer>): Promise<{ url: string; close: () => void }> {
  const http: Server = await new Promise((resolve) => {
    const s = server.listen(0, () => resolve(s));
  });
  return { url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, close: () => http.close() };
}

describe('cache policy', () => {
  it.each([
    ['index.html', 'no-cache'],
    ['app-config.json', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['remoteEntry.js', 'no-cache'],
    ['main.0123456789.js', 'public, max-age=31536000, immutable'],
    ['__federation_expose_App.abcdef0123.css', 'public, max-age=31536000, immutable'],
    ['robots.txt', 'no-cache'],
  ])('%s -> %s', (file, policy) => expect(cacheControlFor(file)).toBe(policy));
});

describe('content security policy', () => {
  it('hashes exactly the inline scripts', () => {
    const hashes = inlineScriptHashes(pageHtml);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('does not allow data blocks, which never run (the server render state)', () => {
    const withState = pageHtml.replace(
      '</body>',
      '<script type="application/json" id="server-render-state">{"unavailableRemote":null}</script></body>',
    );
    expect(withState).not.toBe(pageHtml);
    expect(inlineScriptHashes(withState)).toEqual(inlineScriptHashes(pageHtml));
  });

  it('allows the configured remotes and Supabase, and never unsafe-inline or unsafe-eval', () => {
    const csp = shellCspDirectives({ pageHtml, appConfigJson: JSON.stringify(appConfig) });
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.example.com', ...inlineScriptHashes(pageHtml)]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('falls back to self only when the configuration is unreadable', () => {
    const csp = shellCspDirectives({ pageHtml, appConfigJson: '{not json' });
    expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes(pageHtml)]);
  });
});

describe('fileInside', () => {
  const root = path.resolve('/srv/dist');
  it.each([
    ['/main.js', path.join(root, 'main.js')],
    ['/assets/logo.svg', path.join(root, 'assets/logo.svg')],
    ['/a/../main.js', path.join(root, 'main.js')],
    // Climbing above the root stops at the root.
    ['/../etc/passwd', path.join(root, 'etc/passwd')],
    ['/%2e%2e/%2e%2e/etc/passwd', path.join(root, 'etc/passwd')],
  ])('maps %s inside the folder', (request, file) => expect(fileInside(root, request)).toBe(file));

  it.each(['/%E0%A4%A', '/main.js%00.br', '/'])('refuses %s', (request) => expect(fileInside(root, request)).toBeNull());
});

const routeTable: ServerRouteEntry[] = [
  {
    remote: 'marketing',
    routes: {
      prefixes: ['/'],
      pages: [
        { path: '/', indexed: true },
        { path: '/about', indexed: true },
      ],
    },
  },
  {
    remote: 'services',
    routes: { prefixes: ['/services'], pages: [{ path: '/services/cloud/infrastructure/details', indexed: true }] },
  },
  { remote: 'portal', routes: { prefixes: ['/login'], pages: [{ path: '/login', indexed: false }] } },
];

describe('pageStatus', () => {
  it.each([
    ['/', 200],
    ['/about', 200],
    ['/about/', 200],
    ['/ABOUT', 200],
    ['/services/cloud/infrastructure/details', 200],
    ['/services/nope', 404],
    ['/no-such-page', 404],
    ['/%E0%A4%A', 404],
  ] as const)('%s -> %s', (pathname, status) => expect(pageStatus(routeTable, pathname)).toBe(status));

  it('answers 200 for a record one segment below a record path, 404 elsewhere below it', () => {
    const withRecords = [
      ...routeTable,
      { remote: 'support', routes: { prefixes: ['/support'], pages: [], recordPaths: ['/support/tickets'] } },
    ];
    expect(pageStatus(withRecords, '/support/tickets/1001')).toBe(200);
    expect(pageStatus(withRecords, '/support/tickets')).toBe(404);
    expect(pageStatus(withRecords, '/support/tickets/1001/more')).toBe(404);
  });

  it('answers 200 for a path an unreadable manifest may own, 404 where a readable one decides', () => {
    const servicesUnreadable = routeTable.map((entry) => (entry.remote === 'services' ? { ...entry, routes: null } : entry));
    expect(pageStatus(servicesUnreadable, '/services/cloud')).toBe(200);
    expect(pageStatus(servicesUnreadable, '/login/nope')).toBe(404);
  });
});

describe('isMissingAsset', () => {
  const folders = () => ({ shell: ['/assets/', '/server/'], remotes: ['/remotes/insights/'] });
  it.each([
    '/x.js',
    '/main.ffffffffff.js',
    '/favicon.ico',
    '/wp-login.php',
    '/.env',
    '/..%2F..%2Fetc%2Fpasswd',
    '/assets/logo.0123456789.svg',
    '/assets/fonts/inter.woff2',
    '/server/app.0123456789.cjs',
    '/remotes/insights/remoteEntry.0123456789.js',
    '/remotes/insights/server/entry.json',
  ])('%s is a missing asset', (request) => expect(isMissingAsset(request, folders)).toBe(true));

  it.each([
    '/',
    '/about',
    '/services/web/node.js',
    '/blog/v2.0-release',
    '/services/..%2F..%2Fetc%2Fpasswd',
    '/services/logo.svg',
    '/x.js/',
    '/assets',
    '/assets/no-extension',
    '/assetsx/a.js',
    // An encoded slash stays inside its segment: no way into a folder.
    '/assets%2Fa.js/b',
    '/remotes/a.js/b',
    '/remotes/insights',
    '/%E0%A4%A.js',
  ])('%s is a page path', (request) => expect(isMissingAsset(request, folders)).toBe(false));

  it('reads the folders only for a name with an extension', () => {
    const read = jest.fn(folders);
    isMissingAsset('/services/cloud', read);
    isMissingAsset('/x.js', read);
    expect(read).not.toHaveBeenCalled();
  });
});

describe('shell server', () => {
  let server: { url: string; close: () => void };
  let table = routeTable;
  // A remote deployed in a folder of the site's own origin: missing files there are plain 404s.
  const shellConfig = {
    ...appConfig,
    remotes: { ...appConfig.remotes, insights: 'https://www.example.com/remotes/insights/mf-manifest.json' },
  };
  beforeAll(async () => {
    process.env.SITE_URL = 'https://www.example.com';
    const distDir = makeDist({
      'index.html': pageHtml,
      'app-config.json': JSON.stringify(shellConfig),
      'main.0123456789.js': script,
      'assets/logo.0123456789.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    for (const file of ['main.0123456789.js', 'index.html']) {
      const body = fs.readFileSync(path.join(distDir, file));
      fs.writeFileSync(path.join(distDir, `${file}.br`), zlib.brotliCompressSync(body));
      fs.writeFileSync(path.join(distDir, `${file}.gz`), zlib.gzipSync(body));
    }
    server = await listen(
      createStaticServer({
        app: { workspace: 'shell', federationName: 'shell', port: 0, kind: 'host' },
        distDir,
        routeTable: { current: async () => table },
        // The page as the browser renders it; server rendering is covered below and end to end.
        serverRendering: false,
      }),
    );
    delete process.env.SITE_URL;
  });
  afterAll(() => server.close());
  afterEach(() => {
    table = routeTable;
  });

  const expectPage = async (response: Response, status: number) => {
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id=root>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  };

  it.each([
    ['the home page', '/', 'text/html'],
    ['the home page for */*', '/', '*/*'],
    ['the home page with no Accept', '/', null],
    ['a deep link for */*', '/services/cloud/infrastructure/details', '*/*'],
    ['a page with a query', '/about?lang=id', null],
  ])('answers %s with the page, 200 and the document policies', async (_label, route, accept) => {
    await expectPage(await fetch(server.url + route, { headers: accept ? { accept } : {} }), 200);
  });

  it.each([
    ['an unknown page', '/no-such-page'],
    ['an unknown page under a remote', '/services/nope'],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['a 4,000-character path', `/${'a'.repeat(4000)}`],
  ])('answers %s with the page (its 404 screen), 404 and the document policies', async (_label, route) => {
    await expectPage(await fetch(server.url + route, { headers: { accept: '*/*' } }), 404);
  });

  it.each([
    ['/index.html', 'identity'],
    ['//index.html', 'identity'],
    ['/%69ndex.html', 'identity'],
    ['/./index.html', 'br'],
    ['/index.html', 'br, gzip'],
    ['/index.html', 'gzip'],
    ['/index.html.br', 'identity'],
    ['/index.html.gz', 'identity'],
  ])('answers %s (Accept-Encoding: %s) with the page and its policies, never the bare file', async (route, encoding) => {
    const response = await fetch(server.url + route, { headers: { 'accept-encoding': encoding } });
    expect(response.headers.get('content-encoding')).toBeNull();
    await expectPage(response, 404);
  });

  it('preloads the manifest of the remote that renders the page, and only that one', async () => {
    const cloud = await (await fetch(`${server.url}/services/cloud/infrastructure/details`)).text();
    const head = cloud.slice(0, cloud.indexOf('</head>'));
    expect([...head.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'https://cdn.example.com/services/mf-manifest.json',
    ]);
    const home = await (await fetch(`${server.url}/`)).text();
    expect([...home.matchAll(/<link rel="preload" href="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'http://localhost:3001/mf-manifest.json',
    ]);
  });

  it('HEAD of a page answers like GET, without a body', async () => {
    const response = await fetch(`${server.url}/about`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('serves a hashed file as immutable, precompressed for "%s" as %s', async (accepted, encoding) => {
    const response = await fetch(`${server.url}/main.0123456789.js`, { headers: { 'accept-encoding': accepted } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe(encoding);
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('vary')).toContain('Accept-Encoding');
    expect(await response.text()).toBe(script); // fetch decodes br and gzip
  });

  it('sends document policies with the page only, nosniff with everything', async () => {
    const script = await fetch(`${server.url}/main.0123456789.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it("serves the runtime configuration no-cache, with the remotes' prefixes as they are now", async () => {
    const response = await fetch(`${server.url}/app-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual({
      ...shellConfig,
      routes: [
        { remote: 'marketing', prefixes: ['/'] },
        { remote: 'services', prefixes: ['/services'] },
        { remote: 'portal', prefixes: ['/login'] },
      ],
    });
    table = [...routeTable.slice(0, 2), { remote: 'portal', routes: null }];
    expect((await (await fetch(`${server.url}/app-config.json`)).json()).routes[2]).toEqual({ remote: 'portal', prefixes: null });
  });

  it('writes sitemap.xml and robots.txt from the route table of the moment', async () => {
    const sitemap = await fetch(`${server.url}/sitemap.xml`);
    expect(sitemap.headers.get('content-type')).toMatch(/^application\/xml/);
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
    expect(locs).toEqual(['/', '/about', '/services/cloud/infrastructure/details']);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toMatch(/^Disallow: \/login$/m);

    table = [...routeTable, { remote: 'support', routes: { prefixes: ['/status'], pages: [{ path: '/status', indexed: true }] } }];
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).toContain('/status</loc>');
    expect((await fetch(`${server.url}/status`)).status).toBe(200);
  });

  it.each([
    ['an unknown page path whose last segment has a dot', '/services/web/node.js'],
    ['another', '/blog/v2.0-release'],
    ['an encoded climb out of a folder', '/services/..%2F..%2Fetc%2Fpasswd'],
    ['a file name outside any asset folder', '/services/logo.svg'],
    ['a page path below a remote folder', '/remotes/insights/nope'],
  ])('answers %s (%s) with the page (its 404 screen), not a bare 404', async (_label, route) => {
    const response = await fetch(server.url + route, { headers: { accept: '*/*' } });
    await expectPage(response, 404);
  });

  it('answers a page a manifest lists with its page even where a file name would be an asset', async () => {
    table = [...routeTable, { remote: 'blog', routes: { prefixes: ['/v2.0'], pages: [{ path: '/v2.0', indexed: true }] } }];
    await expectPage(await fetch(`${server.url}/v2.0`), 200);
  });

  it.each(['/..%2F..%2Fetc%2Fpasswd', '/services/..%2F..%2F..%2F..%2F..%2Fetc%2Fpasswd', '/assets/..%2F..%2F..%2Fetc%2Fpasswd'])(
    'never serves a file outside the build for %s',
    async (route) => {
      const response = await fetch(server.url + route);
      expect(response.status).toBe(404);
      expect(await response.text()).not.toMatch(/root:/);
    },
  );

  it.each([
    '/main.ffffffffff.js',
    '/no-such-image.png',
    '/x.js',
    '/assets/gone.0123456789.woff2',
    '/remotes/insights/remoteEntry.0123456789.js',
  ])('answers the missing file %s with a plain 404, not the page', async (route) => {
    const response = await fetch(server.url + route, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

describe('shell server, rendering pages', () => {
  // A shell server bundle as shell/src/server/index.ts exports it. Each render writes its own
  // number into the page, so two answers with one ETag came from one render.
  const shellBundle = `
let renders = 0;
exports.createRuntimeScope = () => ({ modules: {}, namespaces: undefined });
exports.renderPage = async ({ url, loadRemote, remoteManifest }) => {
  const number = ++renders;
  let app = null;
  for (const name of ['services', 'marketing']) app ??= await loadRemote(name).then((module) => module.default, () => null);
  return { html: '<h1>' + app + ' at ' + url + ' (render ' + number + ')</h1>', head: {}, state: { unavailableRemote: null, remoteManifest }, errors: [] };
};
exports.renderStateScript = (state) => '<script type="application/json">' + JSON.stringify(state) + '</script>';
exports.documentHead = (origin, pathname, language) => '<title>T</title><link rel="canonical" href="' + origin + pathname + '">';
`;
  let shell: { url: string; close: () => void };
  let remote: { url: string; close: () => void };
  beforeAll(async () => {
    const remoteDist = makeDist({
      'mf-manifest.json': '{}',
      'server/entry.json': JSON.stringify({
        file: 'app.0123456789.cjs',
        integrity: integrityOf(Buffer.from('exports.default = "remote App";')),
      }),
      'server/app.0123456789.cjs': 'exports.default = "remote App";',
    });
    remote = await listen(
      createStaticServer({ app: { workspace: 'mf-services', federationName: 'services', port: 0, kind: 'remote' }, distDir: remoteDist }),
    );
    const distDir = makeDist({
      'index.html': pageHtml,
      'app-config.json': JSON.stringify({
        ...appConfig,
        remotes: { marketing: `${remote.url}/mf-manifest.json`, services: `${remote.url}/mf-manifest.json` },
      }),
      'server/entry.json': JSON.stringify({ file: 'shell.cjs' }),
      'server/shell.cjs': shellBundle,
    });
    shell = await listen(
      createStaticServer({
        app: { workspace: 'shell', federationName: 'shell', port: 0, kind: 'host' },
        distDir,
        routeTable: { current: async () => routeTable },
      }),
    );
  });
  afterAll(() => {
    shell.close();
    remote.close();
  });

  const get = async (route: string, headers: Record<string, string> = {}) => {
    const response = await fetch(shell.url + route, { headers: { 'accept-encoding': 'identity', ...headers } });
    return {
      status: response.status,
      etag: response.headers.get('etag'),
      cacheControl: response.headers.get('cache-control'),
      body: await response.text(),
    };
  };

  it.each([
    ['marketing parameters', '?utm_source=x&gclid=y'],
    ['every known marketing parameter', '?utm_medium=email&utm_campaign=spring&fbclid=a&msclkid=b&mc_cid=c&ref=news'],
    ['a parameter no page reads', '?foo=1'],
  ])("serves the page with %s from the plain URL's cache entry, cacheable", async (_label, query) => {
    const plain = await get('/services/cloud/infrastructure/details');
    expect(plain.status).toBe(200);
    expect(plain.cacheControl).toBe(renderedPageCacheControl);
    expect(plain.body).toContain('<h1>remote App at /services/cloud/infrastructure/details (render');
    const tagged = await get(`/services/cloud/infrastructure/details${query}`);
    expect(tagged).toEqual(plain);
    // A CDN or browser holding the plain URL's page revalidates the tagged URL with a 304.
    expect(
      (
        await get(`/services/cloud/infrastructure/details${query}`, {
          'if-none-match': plain.etag!,
          // fetch() would otherwise add Cache-Control: no-cache to a conditional request, which forbids a 304.
          'cache-control': 'max-age=0',
        })
      ).status,
    ).toBe(304);
  });

  it('renders a page once for 10 concurrent marketing links', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => get(`/about?utm_source=${i}`)));
    expect(new Set(answers.map((answer) => answer.etag)).size).toBe(1);
    expect(answers.every((answer) => answer.cacheControl === renderedPageCacheControl)).toBe(true);
    expect((await get('/about')).etag).toBe(answers[0]!.etag);
  });

  it("keeps a link's auth error out of every cache", async () => {
    const page = await get('/about?error_code=otp_expired');
    expect(page.cacheControl).toBe('no-store');
    expect(page.body).toContain('remote App at /about?error_code=otp_expired (render');
  });

  it.each([
    ['/services/web/node.js', 'remote App at /services/web/node.js'],
    ['/blog/v2.0-release', 'remote App at /blog/v2.0-release'],
    ['/services/..%2F..%2Fetc%2Fpasswd', 'remote App at /services/..%2F..%2Fetc%2Fpasswd'],
  ])('renders the unknown page path %s as its 404 page', async (route, rendered) => {
    const page = await get(route);
    expect(page.status).toBe(404);
    expect(page.body).toContain(`<div id="root"><h1>${rendered} (render`);
  });
});

describe('remote server', () => {
  let server: { url: string; close: () => void };
  beforeAll(async () => {
    const distDir = makeDist({ 'mf-manifest.json': '{}', 'remoteEntry.js': 'var x=1' });
    server = await listen(
      createStaticServer({ app: { workspace: 'mf-services', federationName: 'services', port: 0, kind: 'remote' }, distDir }),
    );
  });
  afterAll(() => server.close());

  it('lets other origins fetch the manifest, and revalidates it', async () => {
    const response = await fetch(`${server.url}/mf-manifest.json`, { headers: { origin: 'http://localhost:3000' } });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('has no SPA fallback', async () => {
    expect((await fetch(`${server.url}/services`, { headers: { accept: 'text/html' } })).status).toBe(404);
  });
});
