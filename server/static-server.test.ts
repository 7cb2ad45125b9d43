import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { cacheControlFor, createStaticServer, fileInside, inlineScriptHashes, shellCspDirectives } from './static-server';

const appConfig = {
  supabaseUrl: 'https://abc.supabase.co',
  supabaseAnonKey: 'anon',
  remotes: { marketing: 'http://localhost:3001/mf-manifest.json', services: 'https://cdn.example.com/services/mf-manifest.json' },
  contact: { phone: '+62 21 555', email: 'support@example.com' },
};
const script = 'console.log(1);'.repeat(200);
const indexHtml =
  '<!doctype html><html><head><script>document.documentElement.dataset.theme="light"</script><script defer src="/main.0123456789.js"></script></head><body><div id=root></div></body></html>';

function makeDist(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
  for (const [name, body] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), body);
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
    const hashes = inlineScriptHashes(indexHtml);
    expect(hashes).toHaveLength(1);
    expect(hashes[0]).toMatch(/^'sha256-[A-Za-z0-9+/]+=*'$/);
  });

  it('allows the configured remotes and Supabase, and never unsafe-inline or unsafe-eval', () => {
    const csp = shellCspDirectives({ indexHtml, appConfigJson: JSON.stringify(appConfig) });
    expect(csp['script-src']).toEqual(["'self'", 'http://localhost:3001', 'https://cdn.example.com', ...inlineScriptHashes(indexHtml)]);
    expect(csp['connect-src']).toEqual(expect.arrayContaining(['https://abc.supabase.co', 'wss://abc.supabase.co']));
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(JSON.stringify(csp)).not.toMatch(/unsafe-(inline|eval)/);
  });

  it('falls back to self only when the configuration is unreadable', () => {
    const csp = shellCspDirectives({ indexHtml, appConfigJson: '{not json' });
    expect(csp['script-src']).toEqual(["'self'", ...inlineScriptHashes(indexHtml)]);
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

describe('shell server', () => {
  let server: { url: string; close: () => void };
  beforeAll(async () => {
    const distDir = makeDist({
      'index.html': indexHtml,
      'app-config.json': JSON.stringify(appConfig),
      'main.0123456789.js': script,
    });
    fs.writeFileSync(path.join(distDir, 'main.0123456789.js.br'), zlib.brotliCompressSync(script));
    fs.writeFileSync(path.join(distDir, 'main.0123456789.js.gz'), zlib.gzipSync(script));
    server = await listen(createStaticServer({ app: { workspace: 'shell', federationName: 'shell', port: 0, kind: 'host' }, distDir }));
  });
  afterAll(() => server.close());

  it.each([
    ['the home page', '/'],
    ['a deep link', '/services/cloud/infrastructure/details'],
    ['malformed percent-encoding', '/%E0%A4%A'],
    ['a 4,000-character path', `/${'a'.repeat(4000)}`],
  ])('answers %s with the app and security headers', async (_label, route) => {
    const response = await fetch(server.url + route, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id=root>');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
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
    const page = await fetch(`${server.url}/index.html`);
    expect(page.headers.get('content-security-policy')).toContain("default-src 'self'");
  });

  it('serves the runtime configuration no-cache', async () => {
    const response = await fetch(`${server.url}/app-config.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(appConfig);
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const response = await fetch(`${server.url}/main.ffffffffff.js`, { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
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
