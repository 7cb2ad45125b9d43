import zlib from 'node:zlib';
import { createPageRenderer, type PageRequest } from './page-renderer';
import { preloadLinks } from './preload-hints';

const manifestUrl = 'http://localhost:3002/mf-manifest.json';
// As the server hands it over: index.html with the hint to preload the remote's manifest.
const template = `<!doctype html><html lang=en dir=ltr><head><title>Meridian IT Services</title><meta name=description content="Default">${preloadLinks(manifestUrl)}</head><body><div id=root></div></body></html>`;
const remoteFiles: Record<string, string> = {
  'http://localhost:3002/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs' }),
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
      runtimeModules: {},
      renderPage: async ({
        url,
        language,
        loadRemote,
        remoteManifest,
      }: {
        url: string;
        language: string;
        loadRemote: (remote: string) => Promise<{ default: unknown }>;
        remoteManifest: { url: string; manifest: unknown } | null;
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
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("writes the render into the page: <html lang>, the collected head, the remote's stylesheet, the root and the state with the remote's manifest (no longer preloaded)", async () => {
    const { shell } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    const { html, encoded, etag, shareable } = await renderer.render(request('/services/cloud', '?lang=id'), { services: manifestUrl });
    expect(html).toBe(
      '<!doctype html><html lang="id" dir=ltr><head><title>Cloud &lt;Services></title><link rel="canonical" href="https://www.example.com/services/cloud?lang=id">' +
        '<link rel="stylesheet" href="http://localhost:3002/app.abc.css" crossorigin="anonymous"></head><body>' +
        '<div id="root"><h1>services App at /services/cloud?lang=id</h1></div><script type="application/json">' +
        `{"unavailableRemote":null,"remoteManifest":{"url":"${manifestUrl}","manifest":${remoteFiles[manifestUrl]}}}</script></body></html>`,
    );
    expect(etag).toMatch(/^[\w-]{27}$/);
    expect(zlib.brotliDecompressSync(encoded.br).toString()).toBe(html);
    expect(zlib.gunzipSync(encoded.gzip).toString()).toBe(html);
    expect(shareable).toBe(true);
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

  it('never keeps a page whose query carries more than the language, nor one whose remote could not be loaded', async () => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl });
    for (let i = 0; i < 2; i++) {
      const personal = await renderer.render(request('/reset-password', '?code=secret'), { services: manifestUrl });
      expect(personal.shareable).toBe(false);
      // Compressed for this one request (a faster brotli quality), still the same page.
      expect(zlib.brotliDecompressSync(personal.encoded.br).toString()).toBe(personal.html);
      expect(zlib.gunzipSync(personal.encoded.gzip).toString()).toBe(personal.html);
      const down = await renderer.render(request('/services/cloud'), { services: 'http://localhost:3999/mf-manifest.json' });
      expect(down.shareable).toBe(false);
      expect(down.html).toContain('data-testid="remote-unavailable"');
      // The browser will try the remote again: its manifest is still worth preloading.
      expect(down.html).toContain(preloadLinks(manifestUrl));
    }
    expect(renders).toHaveLength(4);
  });

  it('drops the least recently used page beyond its limit', async () => {
    const { shell, renders } = fakeShell();
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl, maxEntries: 2 });
    const remotes = { services: manifestUrl };
    for (const path of ['/services/a', '/services/b', '/services/a', '/services/c', '/services/a', '/services/b'])
      await renderer.render(request(path), remotes);
    // a is kept (used again before c arrived); b was the oldest when c came, so b renders twice.
    expect(renders.map((render) => render.split(' ')[0])).toEqual(['/services/a', '/services/b', '/services/c', '/services/b']);
  });
});
