import crypto from 'node:crypto';
import zlib from 'node:zlib';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import type { AppConfig } from '../shared/lib/app-config.ts';
import { toLanguage, type Language } from '../shared/lib/languages.ts';
import { remoteForPath } from '../shared/lib/route-table.ts';
import { escapeHtml } from '../shared/lib/html.ts';
import { preloadLinks } from './preload-hints.ts';
import { createRemoteServerBundles, type RemoteServerBundle, type RuntimeScope, type TrustedKeys } from './remote-server-bundles.ts';
import { prefixTable, type ServerRouteEntry } from './route-table.ts';
import type { CacheOutcome, PageCacheName, RemoteReadEvent, ServerMetrics } from './server-metrics.ts';
import { createLogger, type Logger } from '../shared/ops/logger.ts';

/** What the server logs through: its pino logger, or a child of it. */
export type ServerLog = Pick<Logger, 'info' | 'warn' | 'error'>;

/** Until the server hands its own logger in (tests, tools): JSON lines on stdout, warnings and errors. */
export const fallbackLog: Logger = createLogger({ service: 'shell-server', level: 'warn' });

/** shell/src/server/render-state.ts: what the HTML tells the browser about its render. */
interface RemoteManifest {
  /** the remote rendered: the browser pins that remote to this manifest, whatever /app-config.json says by then */
  remote: string;
  /** its release (the visitor's `versions`, with releases): the browser's reports are counted under it */
  version?: string;
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
  createRuntimeScope: () => RuntimeScope;
  renderPage(input: {
    url: string;
    language: Language;
    config: AppConfig;
    loadRemote: (remote: string) => Promise<{ default: unknown }>;
    remoteManifest: RemoteManifest | null;
    /** RemoteServerBundle's `namespaces`: the rendered deployment's translations */
    namespaces?: unknown;
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
export function loadShellServerBundle(distDir: string, log: ServerLog = fallbackLog): ShellServerBundle | null {
  try {
    const { file } = JSON.parse(fs.readFileSync(path.join(distDir, 'server', 'entry.json'), 'utf8')) as { file: string };
    const bundlePath = path.join(distDir, 'server', file);
    const requireFromBundle = createRequire(bundlePath);
    return { ...(requireFromBundle(bundlePath) as Omit<ShellServerBundle, 'requireFromBundle'>), requireFromBundle };
  } catch (error) {
    log.warn({ err: error }, "no server rendering: the shell's server bundle could not be loaded");
    return null;
  }
}

export interface RenderedDocument {
  html: string;
  /** the page compressed once, when rendered (static files are compressed at build time) */
  encoded: { br: Buffer; gzip: Buffer };
  etag: string;
  /** false when the query carries a link's auth error (renderedParameters), or part of the page could not render */
  shareable: boolean;
}

/**
 * The query parameters a page reads while it renders, and so the only ones the server renders
 * with: every other one (marketing tags such as `utm_*`, `gclid`, `fbclid`, `msclkid`, `mc_cid`,
 * `ref`, or anything else) changes nothing in the HTML, so it is left out of the render and of
 * its cache key and the page is served from the cache as if it were not there. Hydration then
 * agrees: the browser's first render reads these same parameters and no other.
 * - `lang`: the page language (shell/src/i18n/i18n.ts), part of the key as the language it names.
 * - `error`, `error_code`: the auth error an e-mailed link comes back with, which /login and
 *   /reset-password show from their first render (mf-portal/src/lib/auth-errors.ts). Their value
 *   is the sender's, so such a page is rendered for its request and never kept: a cache key per
 *   value would let anyone fill the cache. (Supabase's implicit flow puts them in the fragment,
 *   which never reaches the server.)
 */
export const renderedParameters = { key: ['lang'], perRequest: ['error', 'error_code'] } as const;

export interface PageRequest {
  pathname: string;
  search: string;
  /** the page template (dist/index.html) with the preload hints already in its head */
  template: string;
  /** the configuration as the server serves it now */
  config: AppConfig;
  configText: string;
  table: readonly ServerRouteEntry[];
  /**
   * remote -> the integrity its version's server/entry.json must state (the discovery document's
   * `metadata.integrity`); a remote not named is not checked against one
   */
  integrity?: Record<string, string>;
  /** rendered for this request only, never kept (a preview) */
  perRequest?: boolean;
}

export interface PageRendererOptions {
  shell: ShellServerBundle;
  /** scheme, host and port of the site, for canonical and hreflang URLs */
  origin: string;
  fetchImpl?: typeof fetch;
  /** rendered pages that a route manifest lists, kept; the oldest read is dropped first */
  maxEntries?: number;
  /**
   * rendered pages at any other path (the 404 page of an unknown path, a record page, a listed
   * path spelled otherwise), kept apart, so that requests for made-up paths never push a listed
   * page out
   */
  maxOtherEntries?: number;
  log?: ServerLog;
  metrics?: ServerMetrics;
  /** Ed25519 keys that must have signed each remote's server/entry.json (server/remote-server-bundles.ts) */
  trustedKeys?: TrustedKeys;
}

/** How one request was answered, for the access log. */
export interface RenderNote {
  cache: CacheOutcome;
  /** the remote that owns the page, null for the shell's own (404) */
  remote: string | null;
}

/** A least-recently-used map: reading an entry makes it the newest. */
function lruCache<V>(maxEntries: number, onChange: (change: { evicted: boolean; size: number }) => void = () => {}) {
  const entries = new Map<string, V>();
  return {
    get(key: string): V | undefined {
      const value = entries.get(key);
      if (value === undefined) return undefined;
      // Re-inserted: the map's order is the order of last use, so the first key is the oldest.
      entries.delete(key);
      entries.set(key, value);
      return value;
    },
    set(key: string, value: V): void {
      entries.delete(key);
      entries.set(key, value);
      const evicted = entries.size > maxEntries;
      if (evicted) entries.delete(entries.keys().next().value!);
      onChange({ evicted, size: entries.size });
    },
  };
}

/** `{ version }` of `remote` in the configuration the page is rendered with, or nothing (no releases). */
const versionOf = (config: AppConfig, remote: string) => {
  const version = config.versions && Object.hasOwn(config.versions, remote) ? config.versions[remote] : undefined;
  return version === undefined ? {} : { version };
};

const sha1 = (text: string) => crypto.createHash('sha1').update(text).digest('base64url');
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Both encodings of a page, compressed in libuv's thread pool rather than on the event loop. A
 * listed page is kept, compressed once and sent many times: brotli's best quality (about 18 ms for
 * a page, 11% smaller than quality 5). Any other page (rendered for one request, or an unknown
 * path's 404, which anyone can ask for by the thousand): quality 5, about 1 ms. (Quality 9 is the
 * slow one here: about 50 ms a page, for a size between the two.)
 */
async function compress(html: string, best: boolean): Promise<RenderedDocument['encoded']> {
  const quality = best ? zlib.constants.BROTLI_MAX_QUALITY : 5;
  const [br, gz] = await Promise.all([
    brotli(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    }),
    gzip(html, { level: best ? 9 : 6 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Server rendering of the shell's page (docs/decisions/0003-server-rendering.md). Each page is
 * rendered by the shell's server bundle with the owning remote's server bundle, then kept, keyed by
 * its path, its language and the composition it was rendered from (template, configuration, route
 * table and the remote's bundle version), so a deployment of any part is a new key and the next
 * request renders afresh. A query parameter no page reads is no part of the render (see
 * renderedParameters). Concurrent requests for one key share one render, kept or not. What is
 * kept is the same for every visitor: the render is signed out and theme-neutral. Pages a route
 * manifest lists are kept apart from all others (unknown paths' 404s, records), so made-up paths
 * cannot evict them.
 */
export function createPageRenderer({
  shell,
  origin,
  fetchImpl,
  maxEntries = 500,
  maxOtherEntries = 50,
  log = fallbackLog,
  metrics,
  trustedKeys,
}: PageRendererOptions) {
  const bundles = createRemoteServerBundles({
    runtimeScope: shell.createRuntimeScope,
    requireShared: shell.requireFromBundle,
    fetchImpl,
    trustedKeys,
    onRead: (event: RemoteReadEvent) => metrics?.remoteRead(event),
    // A refused bundle is a security event, not a remote that is down.
    logError: (message) => log.error({ security: 'remote-server-bundle-refused' }, message),
  });
  const cacheObserver =
    (cache: PageCacheName) =>
    ({ evicted, size }: { evicted: boolean; size: number }) => {
      if (evicted) metrics?.cacheEviction(cache);
      metrics?.cacheSize(cache, size);
    };
  const listedPages = lruCache<RenderedDocument>(maxEntries, cacheObserver('listed'));
  const otherPages = lruCache<RenderedDocument>(maxOtherEntries, cacheObserver('other'));
  const rendering = new Map<string, Promise<RenderedDocument>>();

  async function renderDocument(
    request: PageRequest,
    url: string,
    language: Language,
    remote: string | null,
    manifestUrl: string | undefined,
    bundle: RemoteServerBundle | null,
    best: boolean,
  ): Promise<RenderedDocument> {
    const { pathname, template, config } = request;
    const started = performance.now();
    const page = await shell.renderPage({
      url,
      language,
      config,
      loadRemote: async (name) => {
        if (name !== remote || !bundle) throw new Error(`remote "${name}" is unavailable`);
        return bundle.module as { default: unknown };
      },
      // The browser hydrates with the browser build of this very deployment, and reports under its
      // release: the configuration's versions are part of the page's cache key, so a kept page names its own.
      remoteManifest:
        bundle && manifestUrl && remote ? { remote, ...versionOf(config, remote), url: manifestUrl, manifest: bundle.manifest } : null,
      ...(bundle ? { namespaces: bundle.namespaces } : {}),
    });
    for (const error of page.errors)
      log.warn({ err: error, remote }, 'part of a page failed to render on the server; the browser renders it');
    metrics?.renderDuration.observe(
      { remote: remote ?? 'none', result: page.state.unavailableRemote === null && page.errors.length === 0 ? 'ok' : 'degraded' },
      (performance.now() - started) / 1000,
    );
    const stylesheets = (bundle?.stylesheets ?? []).map(
      (href) => `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin="anonymous">`,
    );
    // The template is index.html as built (minified: attribute quotes are optional).
    const html = template
      // The page carries the manifest it was rendered with (its render state), so the browser
      // does not fetch it: the hint to preload it would only be a wasted download. When the remote
      // was unavailable, the hint is worse: Chromium hands its failed answer to the runtime's
      // fetch of the same URL, so Retry failed without asking the network once the remote was back.
      .replace(manifestUrl ? preloadLinks(manifestUrl) : '', '')
      .replace(/<html lang="?en"?/, `<html lang="${language}"`)
      .replace(/<title>[\s\S]*?<\/title>\s*<meta name="?description"?[^>]*>/, () =>
        shell.documentHead(origin, pathname, language, page.head),
      )
      .replace('</head>', () => `${stylesheets.join('')}</head>`)
      .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.html}</div>${shell.renderStateScript(page.state)}`);
    const encoded = await compress(html, best);
    return { html, encoded, etag: sha1(html), shareable: page.state.unavailableRemote === null && page.errors.length === 0 };
  }

  return {
    /** The page; `note` is told whether it came from the cache and which remote owns it. */
    async render(request: PageRequest, manifestUrls: Record<string, string>, note?: (info: RenderNote) => void): Promise<RenderedDocument> {
      const params = new URLSearchParams(request.search);
      const language = toLanguage(params.get('lang') ?? undefined);
      // The query the page is rendered with: its language, and a link's auth error if any.
      const rendered = new URLSearchParams();
      if (language !== 'en') rendered.set('lang', language);
      for (const name of renderedParameters.perRequest) {
        const value = params.get(name);
        if (value !== null) rendered.set(name, value);
      }
      const search = rendered.size > 0 ? `?${rendered.toString()}` : '';
      const perRequest = renderedParameters.perRequest.some((name) => rendered.has(name));

      const remote = remoteForPath(prefixTable(request.table), request.pathname);
      const manifestUrl = remote === null ? undefined : manifestUrls[remote];
      const bundle = manifestUrl
        ? await bundles.load(remote!, manifestUrl, request.integrity?.[remote!]).catch((error: unknown) => {
            log.warn({ remote, err: error }, 'remote unavailable for server rendering: the page offers Retry');
            return null;
          })
        : null;
      const composition = sha1(
        [
          request.template,
          request.configText,
          JSON.stringify(prefixTable(request.table)),
          bundle?.version ?? '',
          bundle?.manifestVersion ?? '',
        ].join('\n'),
      );
      const key = `${composition} ${request.pathname}${search}`;
      const listed = request.table.some(({ routes }) => routes?.pages.some((page) => page.path === request.pathname));
      const kept = listed ? listedPages : otherPages;
      const keep = !perRequest && !request.perRequest && (remote === null || bundle !== null);

      const cacheName: PageCacheName = listed ? 'listed' : 'other';
      const done = keep ? kept.get(key) : undefined;
      const outcome: CacheOutcome = !keep ? 'bypass' : done ? 'hit' : 'miss';
      metrics?.cacheLookup(outcome, cacheName);
      note?.({ cache: outcome, remote });
      if (done) return done;
      let document = rendering.get(key);
      if (!document) {
        document = renderDocument(request, `${request.pathname}${search}`, language, remote, manifestUrl, bundle, keep && listed);
        rendering.set(key, document);
        const settled = () => rendering.delete(key);
        document.then((page) => {
          settled();
          if (keep && page.shareable) kept.set(key, page);
        }, settled);
      }
      const page = await document;
      return keep ? page : { ...page, shareable: false };
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
