import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { AppConfig } from '../shared/lib/app-config.ts';
import { toLanguage, type Language } from '../shared/lib/languages.ts';
import { remoteForPath } from '../shared/lib/route-table.ts';
import { preloadLinks } from './preload-hints.ts';
import { createRemoteServerBundles, type RemoteServerBundle } from './remote-server-bundles.ts';
import { prefixTable, type ServerRouteEntry } from './route-table.ts';

/** shell/src/server/renderState.ts: what the HTML tells the browser about its render. */
interface RemoteManifest {
  url: string;
  manifest: unknown;
}
interface RenderState {
  unavailableRemote: string | null;
  remoteManifest: RemoteManifest | null;
}

/** What shell/src/server/index.ts exports (its server bundle is built to dist/server/). */
interface ShellServerBundle {
  /** require() as seen from the bundle: the packages it uses, which remotes' bundles must share */
  requireFromBundle: (request: string) => unknown;
  runtimeModules: Record<string, unknown>;
  renderPage(input: {
    url: string;
    language: Language;
    config: AppConfig;
    loadRemote: (remote: string) => Promise<{ default: unknown }>;
    remoteManifest: RemoteManifest | null;
  }): Promise<{
    html: string;
    head: { title?: string; description?: string };
    state: RenderState;
    errors: unknown[];
  }>;
  renderStateScript(state: RenderState): string;
  documentHead(origin: string, pathname: string, language: Language, head: { title?: string; description?: string }): string;
}

/** The shell's server bundle, or null when it is not built (the page is then rendered in the browser). */
export function loadShellServerBundle(distDir: string): ShellServerBundle | null {
  try {
    const { file } = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'entry.json'), 'utf8')) as { file: string };
    const bundlePath = path.join(distDir, 'server', file);
    const requireFromBundle = createRequire(bundlePath);
    return { ...(requireFromBundle(bundlePath) as Omit<ShellServerBundle, 'requireFromBundle'>), requireFromBundle };
  } catch (error) {
    console.warn(`No server rendering: the shell's server bundle could not be loaded (${String(error)})`);
    return null;
  }
}

export interface RenderedDocument {
  html: string;
  /** the page compressed once, when rendered (static files are compressed at build time) */
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
  /** false when the page names more than its language in the query, or part of it could not render */
  shareable: boolean;
}

export interface PageRequest {
  pathname: string;
  search: string;
  /** the page template (dist/index.html) with the preload hints already in its head */
  template: string;
  /** the configuration as the server serves it now */
  config: AppConfig;
  configText: string;
  table: readonly ServerRouteEntry[];
}

export interface PageRendererOptions {
  shell: ShellServerBundle;
  /** scheme, host and port of the site, for canonical and hreflang URLs */
  origin: string;
  fetchImpl?: typeof fetch;
  /** rendered pages kept; the oldest read is dropped first */
  maxEntries?: number;
}

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('base64url');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Both encodings of a page, compressed in libuv's thread pool rather than on the event loop. A
 * kept page is compressed once and sent many times: brotli's best quality (about 18 ms for a page,
 * 11% smaller than quality 5). A page rendered for one request: quality 5, about 1 ms. (Quality 9
 * is the slow one here: about 50 ms a page, for a size between the two.)
 */
async function compress(html: string, kept: boolean): Promise<RenderedDocument['encoded']> {
  const quality = kept ? zlib.constants.BROTLI_MAX_QUALITY : 5;
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
    gzip(html, { level: kept ? 9 : 6 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Server rendering of the shell's page (docs/decisions/0003-server-rendering.md). Each page is
 * rendered by the shell's server bundle with the owning remote's server bundle, then kept, keyed by
 * its URL and the composition it was rendered from (template, configuration, route table and the
 * remote's bundle version), so a deployment of any part is a new key and the next request renders
 * afresh. Concurrent requests for one key share one render. What is kept is the same for every
 * visitor: the render is signed out and theme-neutral, and pages whose query carries more than the
 * language (a reset link's code, a search) are rendered each time and never kept.
 */
export function createPageRenderer({ shell, origin, fetchImpl, maxEntries = 500 }: PageRendererOptions) {
  const bundles = createRemoteServerBundles({ runtimeModules: shell.runtimeModules, requireShared: shell.requireFromBundle, fetchImpl });
  const kept = new Map<string, Promise<RenderedDocument>>();

  async function renderDocument(
    request: PageRequest,
    language: Language,
    remote: string | null,
    manifestUrl: string | undefined,
    bundle: RemoteServerBundle | null,
    kept: boolean,
  ): Promise<RenderedDocument> {
    const { pathname, search, template, config } = request;
    const page = await shell.renderPage({
      url: `${pathname}${search}`,
      language,
      config,
      loadRemote: async (name) => {
        if (name !== remote || !bundle) throw new Error(`remote "${name}" is unavailable`);
        return bundle.module as { default: unknown };
      },
      // The browser hydrates with the browser build of this very deployment.
      remoteManifest: bundle && manifestUrl ? { url: manifestUrl, manifest: bundle.manifest } : null,
    });
    for (const error of page.errors) console.warn(`Server render of ${pathname}${search}:`, error);
    const stylesheets = (bundle?.stylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${escapeAttribute(href)}" crossorigin="anonymous">`,
    );
    // The template is index.html as built (minified: attribute quotes are optional).
    const html = template
      // The page carries the manifest it was rendered with (its render state), so the browser
      // does not fetch it: the hint to preload it would only be a wasted download.
      .replace(manifestUrl && bundle ? preloadLinks(manifestUrl) : '', '')
      .replace(/<html lang="?en"?/, `<html lang="${language}"`)
      .replace(/<title>[\s\S]*?<\/title>\s*<meta name="?description"?[^>]*>/, () =>
        shell.documentHead(origin, pathname, language, page.head),
      )
      .replace('</head>', () => `${stylesheets.join('')}</head>`)
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>${shell.renderStateScript(page.state)}`);
    const encoded = await compress(html, kept);
    return { html, encoded, etag: sha1(html), shareable: page.state.unavailableRemote === null && page.errors.length === 0 };
  }

  return {
    async render(request: PageRequest, manifestUrls: Record<string, string>): Promise<RenderedDocument> {
      const params = new URLSearchParams(request.search);
      const language = toLanguage(params.get('lang') ?? undefined);
      const remote = remoteForPath(prefixTable(request.table), request.pathname);
      const manifestUrl = remote === null ? undefined : manifestUrls[remote];
      const bundle = manifestUrl
        ? await bundles.load(remote!, manifestUrl).catch((error: unknown) => {
            console.warn(`Server render: remote "${remote}" unavailable (${String(error)})`);
            return null;
          })
        : null;
      const onlyLanguage =
        [...params.keys()].every((key) => key === 'lang') && (params.get('lang') === null || params.get('lang') === language);
      if (!onlyLanguage || (remote !== null && !bundle)) {
        const rendered = await renderDocument(request, language, remote, manifestUrl, bundle, false);
        return { ...rendered, shareable: false };
      }
      const composition = sha1(
        [
          request.template,
          request.configText,
          JSON.stringify(prefixTable(request.table)),
          bundle?.version ?? '',
          bundle?.manifestVersion ?? '',
        ].join('\n'),
      );
      const key = `${composition} ${request.pathname} ${language}`;
      let document = kept.get(key);
      if (document) {
        // Re-inserted: the map's order is the order of last use, so the first key is the oldest.
        kept.delete(key);
        kept.set(key, document);
        return document;
      }
      document = renderDocument(request, language, remote, manifestUrl, bundle, true);
      kept.set(key, document);
      if (kept.size > maxEntries) kept.delete(kept.keys().next().value!);
      document.then(
        (rendered) => {
          if (!rendered.shareable) kept.delete(key);
        },
        () => kept.delete(key),
      );
      return document;
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
