import fs from 'node:fs';
import http, { type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { integrityOf } from '../../shared/build/server-bundle-integrity.ts';

/**
 * What the server tests that start a real shell server need without a build: a shell dist folder
 * (page template, app-config.json, a small server bundle with the interface of
 * shell/src/server/index.ts), and a remote host serving one remote, `services`, whose files can be
 * held back to keep a request in flight.
 */

const shellBundle = `
exports.createRuntimeScope = () => ({ modules: {}, namespaces: undefined });
exports.renderPage = async ({ url, loadRemote, remoteManifest }) => {
  const remote = url.startsWith('/services') ? 'services' : null;
  const app = remote ? await loadRemote(remote).then((module) => String(module.default), () => null) : null;
  const html = app ? '<h1>' + app + '</h1>' : remote ? '<section data-testid="remote-unavailable"></section>' : '<h1>Not found</h1>';
  return { html, head: { title: 'Fixture' }, state: { unavailableRemote: remote && !app ? remote : null, remoteManifest: app ? remoteManifest : null }, errors: [] };
};
exports.renderStateScript = (state) => '<script type="application/json">' + JSON.stringify(state) + '</script>';
exports.documentHead = (origin, pathname) => '<title>Fixture</title><link rel="canonical" href="' + origin + pathname + '">';
`;

const template =
  '<!doctype html><html lang=en><head><title>Meridian IT Services</title><meta name=description content="Default"></head><body><div id=root></div></body></html>';

/** A built-looking shell: dist/index.html, dist/app-config.json, dist/server/. */
export function makeShellDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-dist-'));
  const files: Record<string, string> = {
    'index.html': template,
    'app-config.json': JSON.stringify({
      supabaseUrl: 'http://localhost:54321',
      supabaseAnonKey: 'local-anon',
      remotes: {},
      contact: { phone: '+62 21 555', email: 'support@example.com' },
    }),
    'server/entry.json': JSON.stringify({ file: 'shell.0123456789.cjs' }),
    'server/shell.0123456789.cjs': shellBundle,
  };
  for (const [name, body] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

const remoteBundle = 'exports.default = "Services App";';

/** Released versions of services as the static origin holds them (/services/<version>/), each rendering "Services <version>". */
export const servicesVersions = ['v1', 'v2', 'v3'] as const;
const versionBundle = (version: string) => `exports.default = "Services ${version}";`;
/** The integrity each version's server/entry.json states (the discovery document's metadata.integrity). */
export const servicesVersionIntegrity = (version: string) => integrityOf(Buffer.from(versionBundle(version)));
const versionedFiles = Object.fromEntries(
  servicesVersions.flatMap((version) => [
    [
      `/services/${version}/routes.json`,
      JSON.stringify({
        prefixes: ['/services'],
        // Each version lists a page of its own, so a test sees which version's routes were read.
        pages: [
          { path: '/services', indexed: true },
          { path: `/services/only-${version}`, indexed: true },
        ],
      }),
    ],
    [`/services/${version}/mf-manifest.json`, JSON.stringify({ id: version, exposes: [{ name: 'App', assets: { css: { sync: [] } } }] })],
    [
      `/services/${version}/server/entry.json`,
      JSON.stringify({ file: `app.${version}00000000.cjs`, integrity: servicesVersionIntegrity(version) }),
    ],
    [`/services/${version}/server/app.${version}00000000.cjs`, versionBundle(version)],
  ]),
);

/** The remotes' static host: /services/ is deployed; every other remote answers 404 (down). */
export async function startRemoteHost() {
  const holds = new Map<string, { release: () => void; released: Promise<void>; asked: Promise<void>; onAsked: () => void }>();
  const files: Record<string, string | undefined> = {
    '/services/routes.json': JSON.stringify({ prefixes: ['/services'], pages: [{ path: '/services', indexed: true }] }),
    '/services/mf-manifest.json': JSON.stringify({ exposes: [{ name: 'App', assets: { css: { sync: [] } } }] }),
    '/services/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs', integrity: integrityOf(Buffer.from(remoteBundle)) }),
    '/services/server/app.1111111111.cjs': remoteBundle,
    ...versionedFiles,
  };
  const requested: string[] = [];
  const server: Server = http.createServer((req, res) => {
    requested.push(req.url ?? '');
    const body = files[req.url ?? ''];
    const answer = () => (body === undefined ? res.writeHead(404).end('Not found') : res.end(body));
    const hold = holds.get(req.url ?? '');
    if (!hold) return answer();
    hold.onAsked();
    void hold.released.then(answer);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    /** REMOTE_<NAME>_URL for every remote: services here, the others down */
    env: Object.fromEntries(
      ['marketing', 'services', 'insights', 'support', 'portal'].map((name) => [
        `REMOTE_${name.toUpperCase()}_URL`,
        `${origin}/${name}/mf-manifest.json`,
      ]),
    ),
    /** every path asked for, in order */
    requested,
    /** Serves `body` at `filePath` from now on (undefined: 404), e.g. /discovery.json. */
    setFile(filePath: string, body: string | undefined) {
      files[filePath] = body;
    },
    /** Holds back the file at `path` until release(); asked resolves when it is requested. */
    hold(filePath: string) {
      let release = () => {};
      let onAsked = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      const asked = new Promise<void>((resolve) => (onAsked = resolve));
      holds.set(filePath, { release, released, asked, onAsked });
      return {
        asked,
        release: () => {
          holds.delete(filePath);
          release();
        },
      };
    },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
