import zlib from 'node:zlib';
import { createPageRenderer, fallbackLog, type PageRequest } from './page-renderer';
import { preloadLinks } from './preload-hints';
import { integrityOf } from '../shared/build/server-bundle-integrity';

const manifestUrl = 'http://localhost:3002/mf-manifest.json';
// As the server hands it over: index.html with the hint to preload the remote's manifest.
const template = `<!doctype html><html lang=en dir=ltr><head><title>Meridian IT Services</title><meta name=description content="Default">${preloadLinks(manifestUrl)}</head><body><div id=root></div></body></html>`;
const remoteFiles: Record<string, string> = {
  'http://localhost:3002/server/entry.json': JSON.stringify({
    file: 'app.1111111111.cjs',
    integrity: integrityOf(Buffer.from('exports.default = "services App";')),
  }),
  [manifestUrl]: JSON.stringify({ exposes: [{ name: 'App', assets: { css: { sync: ['app.abc.css'] } } }] }),
  'http://localhost:3002/server/app.1111111111.cjs': 'exports.default = "services App";',
};
const fetchImpl = (async (input: string | URL | Request) => {
  const body = remoteFiles[String(input)];
  return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
}) as typeof fetch;

/** A shell server bundle that renders the remote's App name and the URL, counting renders. */
function fakeShell() {
  const renders: string[] = [];
  return {
    renders,
    shell: {
      requireFromBundle: () => null,
      createRuntimeScope: () => ({ modules: {}, namespaces: undefined }),
      renderPage: async ({
        url,
        language,
        loadRemote,
        remoteManifest,
      }: {
        url: string;
        language: string;
        loadRemote: (remote: string) => Promise<{ default: unknown }>;
        remoteManifest: { remote: string; version?: string; url: string; manifest: unknown } | null;
      }) => {
        renders.push(`${url} ${language}`);
        const app = await loadRemote('services').then(
          (module) => String(module.default),
          () => null,
        );
        return {
          html: app ? `<h1>${app} at ${url}</h1>` : '<section data-testid="remote-unavailable"></section>',
          head: { title: 'Cloud <Services>', description: 'Clouds & more' },
          state: { unavailableRemote: app ? null : 'services', remoteManifest: app ? remoteManifest : null },
          errors: [],
        };
      },
      renderStateScript: (state: object) => `<script type="application/json">${JSON.stringify(state)}</script>`,
      documentHead: (origin: string, pathname: string, language: string, head: { title?: string }) =>
        `<title>${head.title!.replace(/</g, '&lt;')}</title><link rel="canonical" href="${origin}${pathname}?lang=${language}">`,
    },
  };
}

const request = (pathname: string, search = ''): PageRequest => ({
  pathname,
  search,
  template,
  config: {
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'anon',
    remotes: { services: manifestUrl },
    contact: { phone: '1', email: 'a@b.c' },
  },
  configText: '{}',
  table: [{ remote: 'services', routes: { prefixes: ['/services'], pages: [{ path: '/services/cloud', indexed: true }] } }],
});

describe('the page renderer', () => {
  // A remote made unavailable on purpose is warned about: not in the test output.
  beforeEach(() => jest.spyOn(fallbackLog, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("writes the render into the page: <html lang>, the collected head, the remote's stylesheet, the root and the state with the remote's manifest (no longer preloaded)", async () => {
    const { shell } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    const { html, encoded, etag, shareable } = await renderer.render(request('/services/cloud', '?lang=id'), { services: manifestUrl });
    expect(html).toBe(
      '<!doctype html><html lang="id" dir=ltr><head><title>Cloud &lt;Services></title><link rel="canonical" href="https://www.example.com/services/cloud?lang=id">' +
        '<link rel="stylesheet" href="http://localhost:3002/app.abc.css" crossorigin="anonymous"></head><body>' +
        '<div id="root"><h1>services App at /services/cloud?lang=id</h1></div><script type="application/json">' +
        `{"unavailableRemote":null,"remoteManifest":{"remote":"services","url":"${manifestUrl}","manifest":${remoteFiles[manifestUrl]}}}</script></body></html>`,
    );
    expect(etag).toMatch(/^[\w-]{27}$/);
    expect(zlib.brotliDecompressSync(encoded.br).toString()).toBe(html);
    expect(zlib.gunzipSync(encoded.gzip).toString()).toBe(html);
    expect(shareable).toBe(true);
  });

  it("names in the render state the release of the remote the page was rendered with: the visitor's, from their configuration", async () => {
    const { shell } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    const remotes = { services: manifestUrl };
    const withVersions = (versions: Record<string, string>): PageRequest => {
      const base = request('/services/cloud');
      return { ...base, config: { ...base.config, versions }, configText: JSON.stringify({ versions }) };
    };
    const state = (html: string) =>
      JSON.parse(/<script type="application\/json">(.*?)<\/script>/.exec(html)![1]!) as { remoteManifest: Record<string, unknown> };
    expect(state((await renderer.render(withVersions({ services: 'canary-two' }), remotes)).html).remoteManifest).toMatchObject({
      remote: 'services',
      version: 'canary-two',
    });
    // Another visitor's configuration, another page: each kept page names its own release.
    expect(state((await renderer.render(withVersions({ services: 'live-one' }), remotes)).html).remoteManifest.version).toBe('live-one');
    expect(state((await renderer.render(withVersions({ services: 'canary-two' }), remotes)).html).remoteManifest.version).toBe(
      'canary-two',
    );
    // Without releases, no version.
    expect(state((await renderer.render(request('/services/cloud'), remotes)).html).remoteManifest).not.toHaveProperty('version');
  });

  it('keeps a page per URL and language, and renders again for another language or a changed composition', async () => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    const remotes = { services: manifestUrl };
    const first = await renderer.render(request('/services/cloud'), remotes);
    expect(await renderer.render(request('/services/cloud'), remotes)).toBe(first);
    await renderer.render(request('/services/cloud', '?lang=ms'), remotes);
    await renderer.render({ ...request('/services/cloud'), configText: '{"changed":true}' }, remotes);
    expect(renders).toEqual(['/services/cloud en', '/services/cloud?lang=ms ms', '/services/cloud en']);
  });

  it("never keeps a page that shows a link's auth error, nor one whose remote could not be loaded", async () => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    for (let i = 0; i < 2; i++) {
      const personal = await renderer.render(request('/services/cloud', '?error_code=otp_expired'), { services: manifestUrl });
      expect(personal.shareable).toBe(false);
      // Compressed for this one request (a faster brotli quality), still the same page.
      expect(zlib.brotliDecompressSync(personal.encoded.br).toString()).toBe(personal.html);
      expect(zlib.gunzipSync(personal.encoded.gzip).toString()).toBe(personal.html);
      const downUrl = 'http://localhost:3999/mf-manifest.json';
      const downRequest = request('/services/cloud');
      const down = await renderer.render(
        { ...downRequest, template: template.replace(preloadLinks(manifestUrl), preloadLinks(downUrl)) },
        {
          services: downUrl,
        },
      );
      expect(down.shareable).toBe(false);
      expect(down.html).toContain('data-testid="remote-unavailable"');
      // No hint to preload the manifest that failed: Chromium would hand its failed answer to Retry.
      expect(down.html).not.toContain(preloadLinks(downUrl));
    }
    expect(renders).toHaveLength(4);
  });

  it.each([
    ['listed pages', { maxEntries: 2 }, ['/services/a', '/services/b', '/services/c']],
    ['other pages', { maxOtherEntries: 2 }, []],
  ])('drops the least recently used page beyond its limit: %s', async (_label, limit, listed) => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl, ...limit });
    const remotes = { services: manifestUrl };
    const table = [{ remote: 'services', routes: { prefixes: ['/services'], pages: listed.map((path) => ({ path, indexed: true })) } }];
    for (const path of ['/services/a', '/services/b', '/services/a', '/services/c', '/services/a', '/services/b'])
      await renderer.render({ ...request(path), table }, remotes);
    // a is kept (used again before c arrived); b was the oldest when c came, so b renders twice.
    expect(renders.map((render) => render.split(' ')[0])).toEqual(['/services/a', '/services/b', '/services/c', '/services/b']);
  });
});

describe('the page cache against floods and marketing links', () => {
  // A remote made unavailable on purpose is warned about: not in the test output.
  beforeEach(() => jest.spyOn(fallbackLog, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());
  const remotes = { services: manifestUrl };

  it.each([
    ['marketing parameters', '?utm_source=x&gclid=y&fbclid=z&msclkid=1&mc_cid=2&ref=news&utm_campaign=spring'],
    ['a parameter no page reads', '?foo=1'],
  ])("serves %s from the plain URL's cache entry, rendered without them", async (_label, query) => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    const plain = await renderer.render(request('/services/cloud'), remotes);
    const tagged = await renderer.render(request('/services/cloud', query), remotes);
    expect(tagged).toBe(plain);
    expect(tagged.shareable).toBe(true);
    // With the language, the language's entry; a dropped parameter never reaches the render.
    const indonesian = await renderer.render(request('/services/cloud', '?lang=id'), remotes);
    expect(await renderer.render(request('/services/cloud', `${query}&lang=id`), remotes)).toBe(indonesian);
    expect(renders).toEqual(['/services/cloud en', '/services/cloud?lang=id id']);
  });

  it("renders a link's auth error for its request only, with the error, never kept", async () => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    for (let i = 0; i < 2; i++) {
      const page = await renderer.render(request('/reset-password', '?error=access_denied&utm_source=x&error_code=otp_expired'), remotes);
      expect(page.shareable).toBe(false);
    }
    expect(renders).toEqual([
      '/reset-password?error=access_denied&error_code=otp_expired en',
      '/reset-password?error=access_denied&error_code=otp_expired en',
    ]);
  });

  it('keeps a listed page however many unknown paths are asked for', async () => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl, maxEntries: 2, maxOtherEntries: 2 });
    const listed = await renderer.render(request('/services/cloud'), remotes);
    for (let i = 0; i < 20; i++) await renderer.render(request(`/services/no-such-page-${i}`), remotes);
    expect(await renderer.render(request('/services/cloud'), remotes)).toBe(listed);
    expect(renders.filter((render) => render === '/services/cloud en')).toHaveLength(1);
    // The unknown paths are kept too, among themselves: the newest is answered without a render.
    await renderer.render(request('/services/no-such-page-19'), remotes);
    expect(renders).toHaveLength(21);
  });

  it.each([
    ['a listed page', '/services/cloud', remotes],
    ['the same page with a marketing parameter', '/services/cloud?utm_source=x', remotes],
    ["an unknown path's 404", '/services/nope', remotes],
    ["a link's auth error (not kept)", '/login?error=access_denied', remotes],
    ['a page whose remote is down (not kept)', '/services/cloud', { services: 'http://localhost:3999/mf-manifest.json' }],
  ])('renders %s once for 10 concurrent requests', async (_label, url, manifestUrls) => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    const [pathname, search = ''] = url.split(/(?=\?)/);
    const pages = await Promise.all(Array.from({ length: 10 }, () => renderer.render(request(pathname!, search), manifestUrls)));
    expect(renders).toHaveLength(1);
    expect(new Set(pages.map((page) => page.etag)).size).toBe(1);
  });
});
