import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import { Registry } from 'prom-client';
import type { AppDefinition } from '../shared/build/apps.ts';
import { configOrigins, parseAppConfig, type AppConfig } from '../shared/lib/app-config.ts';
import { isRecordPage, remoteForPath } from '../shared/lib/route-table.ts';
import { httpLogger, logFields, setLogFields, type TrustProxy } from '../shared/ops/http-logger.ts';
import type { Lifecycle } from '../shared/ops/lifecycle.ts';
import type { Logger } from '../shared/ops/logger.ts';
import { livenessAnswer, readinessAnswer, type ProbeAnswer } from '../shared/ops/ops-server.ts';
import { findVersion } from '../shared/release/discovery.ts';
import {
  createReportToken,
  isLocalPath,
  previewCookieName,
  readPreviewToken,
  readReportToken,
  visitorId,
} from '../shared/release/signed-values.ts';
import { createBrowserReports, createOnceEach } from './browser-reports.ts';
import { liveRemotes, type DiscoveryReadState, type DiscoverySource } from './frontend-discovery.ts';
import { createPageRenderer, fallbackLog, loadShellServerBundle, type PageRenderer, type RenderNote } from './page-renderer.ts';
import { preloadLinks } from './preload-hints.ts';
import {
  canaryPageCacheControl,
  unassignedPageCacheControl,
  parseCookies,
  privateCacheControl,
  releaseCookie,
  resolveRelease,
  type ReleaseResolution,
} from './release-assignment.ts';
import type { TrustedKeys } from './remote-server-bundles.ts';
import { createRouteTable, prefixTable, type RouteReadState, type RouteTableSource, type ServerRouteEntry } from './route-table.ts';
import { createServerMetrics, type RequestKind, type ServerMetrics } from './server-metrics.ts';
import { robotsTxt, siteOrigin, sitemapXml } from './site-files.ts';

/** Files with stable names that a deployment replaces in place: always revalidate them. */
const revalidated = new Set(['index.html', 'app-config.json', 'mf-manifest.json', 'mf-stats.json', 'routes.json', 'favicon.svg']);
const contentHashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export function cacheControlFor(fileName: string): string {
  if (revalidated.has(fileName)) return 'no-cache';
  if (contentHashed.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** sha256 sources of the inline scripts of a page, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  // Scripts with a src are allowed by origin; JSON data blocks (the render state) never run.
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="?application\/json)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export interface ShellPolicyInput {
  pageHtml: string;
  appConfigJson: string;
}

/** Content-Security-Policy of the shell's page: its own origin, the configured remotes and Supabase. */
export function shellCspDirectives({ pageHtml, appConfigJson }: ShellPolicyInput): Record<string, string[]> {
  let remotes: string[] = [];
  let backend: string[] = [];
  try {
    const parsed = parseAppConfig(JSON.parse(appConfigJson));
    if (parsed.ok) {
      const origins = configOrigins(parsed.config);
      remotes = origins.remotes;
      backend = [origins.supabase, origins.supabase.replace(/^http/, 'ws')];
    }
  } catch {
    // An unreadable config leaves only 'self'; the page itself explains the configuration problem.
  }
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes, ...inlineScriptHashes(pageHtml)],
    'style-src': ["'self'", ...remotes],
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", ...remotes, ...backend],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'object-src': ["'none'"],
  };
}

/** Written beside each file at build time (shared/build/webpack-config.ts), best first. */
const precompressed = [
  { token: 'br', suffix: '.br' },
  { token: 'gzip', suffix: '.gz' },
];

/** The file under `root` that a request path names, or null for malformed or escaping paths. */
export function fileInside(root: string, requestPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  return file.startsWith(path.resolve(root) + path.sep) ? file : null;
}

export interface ServerOptions {
  app: AppDefinition;
  distDir: string;
  /**
   * shell only: the configuration /app-config.json serves, from the environment (server/config.ts).
   * Without it the built dist/app-config.json is served, re-read per request (tests, tools).
   */
  appConfig?: AppConfig;
  /** shell only: the site's public origin (SITE_URL); by default siteOrigin() */
  siteUrl?: string;
  /** shell only: the remotes' route manifests (by default read from the configured remotes) */
  routeTable?: RouteTableSource;
  /** shell only: render pages on the server (the default when the shell's server bundle is built) */
  serverRendering?: boolean;
  /** the access log and every other line; by default warnings and errors only, as JSON on stdout */
  logger?: Logger;
  /** where requests, renders, the page cache and remote reads are counted; by default in `registry` */
  metrics?: ServerMetrics;
  /** whose X-Request-Id (and X-Forwarded-For, for req.ip) is believed; by default no one's */
  trustProxy?: TrustProxy;
  /** the process's readiness and drain (shared/ops/lifecycle.ts); by default always ready, never draining */
  lifecycle?: Pick<Lifecycle, 'isReady' | 'draining'>;
  /** keys that must have signed each remote's server/entry.json (REMOTE_BUNDLE_PUBLIC_KEYS) */
  trustedKeys?: TrustedKeys;
  /** shell only: where reports from browsers (/api/reports) are counted, the registry /metrics serves; by default one of its own */
  registry?: Registry;
  /**
   * shell only: the remotes' versions come from a discovery document (FRONTEND_DISCOVERY_URL),
   * per visitor (server/release-assignment.ts); `secret` is RELEASE_SECRET. Without it the
   * configuration's remotes are served to everyone.
   */
  releases?: { discovery: DiscoverySource; secret: string };
}

/** /readyz's body: the shell's bundle, and each remote's route manifest as last read. */
export type ShellReadiness = {
  ready: boolean;
  draining: boolean;
  shellBundle: 'loaded' | 'not loaded' | 'not used';
  /** the discovery document as last read, when the remotes' versions come from one */
  discovery?: DiscoveryReadState;
  remotes: Record<string, Omit<RouteReadState, 'remote'>>;
};

/** How long a page's report token is good for: a page left open a day still reports for its versions. */
export const reportTokenSeconds = 24 * 60 * 60;

/** The paths of the probes, on the main port too: load balancers and nginx reach them there. */
const probePaths = new Set(['/healthz', '/readyz']);

/**
 * How a CDN or browser may keep a rendered page: a shared cache serves it for 10 s and then, for up
 * to a minute, while it revalidates in the background (ETag, so an unchanged page is a 304); a
 * browser always revalidates. A deployment is therefore live everywhere within about a minute.
 */
export const renderedPageCacheControl = 'public, max-age=0, s-maxage=10, stale-while-revalidate=60';

/**
 * A rendered page's Cache-Control: no-store when it is not shareable (rendered for this request);
 * with releases, `private, no-store` when it sets the assignment cookie or is a preview, the short
 * canaryPageCacheControl for a canary label, else renderedPageCacheControl.
 */
export function pageCacheControl(shareable: boolean, resolution: Pick<ReleaseResolution, 'cache'> | null): string {
  if (resolution?.cache === 'private') return privateCacheControl;
  if (!shareable) return 'no-store';
  if (resolution?.cache === 'unassigned') return unassignedPageCacheControl;
  return resolution?.cache === 'canary' ? canaryPageCacheControl : renderedPageCacheControl;
}

/** The page's document, and its precompressed twins: only ever sent with the document policies. */
const pageDocument = /^index\.html(\.br|\.gz)?$/;

/** Whether a remote's manifest lists `path` (decoded, see decodedPath) as a page or a record page. */
const listsPage = (table: readonly ServerRouteEntry[], path: string) =>
  table.some(({ routes }) => routes?.pages.some((page) => page.path === path) || isRecordPage(routes?.recordPaths, path));

/**
 * The HTTP status of the page at `pathname`: 200 for a page a remote's manifest lists, 404 for a
 * path no remote lists (the page then shows the 404), and 200 while the remote that may own it has
 * an unreadable manifest (the page then offers Retry; a 404 would tell crawlers the page is gone).
 */
export function pageStatus(table: readonly ServerRouteEntry[], pathname: string): 200 | 404 {
  const path = decodedPath(pathname);
  if (path === null) return 404;
  if (listsPage(table, path)) return 200;
  return remoteForPath(prefixTable(table), path) === null ? 200 : 404;
}

export interface AssetFolders {
  /** the top-level folders of the shell's build (dist/assets/, dist/server/), as "/assets/" */
  shell: readonly string[];
  /** the folder of each remote's mf-manifest.json that is on the site's own origin, as "/remotes/services/" */
  remotes: readonly string[];
}

/**
 * Whether a request path that names no existing file is a missing asset, answered with a plain
 * 404, rather than a page path, answered with the page (its 404 screen if no remote has it). A
 * missing asset is a name with an extension (a dot in its last segment) in an asset folder:
 * - directly at the root, where the shell's build writes its own files (`/main.<hash>.js`,
 *   `/favicon.svg`; so `/x.js`, `/wp-login.php`);
 * - anywhere below a folder of the shell's build (`/assets/`), or below the folder a remote is
 *   deployed in when that is on the site's own origin (a remote's manifest at
 *   `https://www.example.com/remotes/services/mf-manifest.json`: `/remotes/services/`).
 *   Remotes on their own origins have no folder here.
 * Anything else is a page path whatever its characters: `/services/web/node.js`,
 * `/blog/v2.0-release`, `/services/..%2F..%2Fetc%2Fpasswd`. Segments are compared decoded, one
 * by one, so an encoded slash never moves a name into or out of a folder. A path a remote's
 * manifest lists is always its page. `folders` is only read for a name with an extension.
 */
export function isMissingAsset(requestPath: string, folders: () => AssetFolders): boolean {
  let segments: string[];
  try {
    segments = requestPath.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return false;
  }
  if (!segments.at(-1)?.includes('.')) return false;
  if (segments.length === 1) return true;
  const inside = (folder: string) => {
    const parts = folder.split('/').slice(1, -1);
    return parts.length < segments.length && parts.every((part, index) => segments[index] === part);
  };
  const { shell, remotes } = folders();
  return [...shell, ...remotes].some(inside);
}

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

/**
 * Production server of one app: precompressed static files (brotli or gzip, written at build
 * time; see shared/build/webpack-config.ts) with cache headers that let a remote be redeployed in
 * place, CORS on remotes, and (shell only) the page for every page path, with 200 or 404 from the
 * remotes' route manifests, plus the runtime files built from them (app-config.json's routes,
 * sitemap.xml, robots.txt).
 *
 * Document policies (CSP, framing, referrer, HSTS, ...) are sent with the HTML page only: they
 * mean nothing on a script or stylesheet, and repeated on each of the ~25 files of a cold load
 * they cost more bytes than the page's own code. Every response still says nosniff and who may
 * embed it (CORP).
 */
export function createStaticServer(options: ServerOptions): Express {
  return createShellServer(options).app;
}

/**
 * The server of one app (see createStaticServer), with what the process around it needs: its
 * readiness (for /readyz on the ops port) and `warm`, which reads every remote's route manifest
 * once (readiness waits for it).
 */
export function createShellServer({
  app,
  distDir,
  appConfig,
  siteUrl,
  routeTable,
  serverRendering = true,
  logger = fallbackLog,
  registry = new Registry(),
  metrics = createServerMetrics(registry),
  trustProxy = () => false,
  lifecycle = { isReady: () => true, draining: false },
  trustedKeys,
  releases,
}: ServerOptions): { app: Express; readiness: () => ShellReadiness; warm: () => Promise<void> } {
  const server = express();
  server.disable('x-powered-by');
  // No ETag made up by res.send: with one, Express answers a matching If-None-Match with a 304 by
  // itself, also for an answer meant for one request (it sets the assignment cookie). A page sets
  // its own ETag when it may be revalidated; static files keep serve-static's.
  server.set('etag', false);
  // req.ip is the client's address only when a trusted proxy says so (the reports' rate limit counts by it).
  server.set('trust proxy', (address: string) => trustProxy(address));

  const isShell = app.kind === 'host';
  const readText = (file: string) => fs.readFileSync(file, 'utf8');
  const fixedConfigText = appConfig ? JSON.stringify(appConfig) : null;
  /** The configuration as served: the environment's, or the built file re-read (a tool may replace it in place). */
  const readConfigText = () => fixedConfigText ?? readText(path.join(distDir, 'app-config.json'));

  server.use(httpLogger(logger, { trustProxy, quiet: (req) => probePaths.has((req.url ?? '').split('?')[0] ?? '') }));
  // Counted when the response ends: 499 when the client left first (as nginx writes it).
  server.use((req, res, next) => {
    setLogFields(res, { kind: req.path.startsWith('/api/') ? 'api' : 'asset' });
    const started = performance.now();
    res.once('close', () => {
      const kind = (logFields(res).kind ?? 'other') as RequestKind;
      metrics.requests.inc({ kind, status: res.writableFinished ? String(res.statusCode) : '499' });
      metrics.requestDuration.observe({ kind }, (performance.now() - started) / 1000);
    });
    next();
  });

  server.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Remotes are fetched by the shell from another origin.
    res.setHeader('Cross-Origin-Resource-Policy', isShell ? 'same-origin' : 'cross-origin');
    if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  /** The policies of the page `html` (its inline scripts are allowed by their hashes), for the configuration it was served with. */
  const documentHeaders = (html: string, configText: string, req: Request, res: Response, next: NextFunction) => {
    const directives = shellCspDirectives({ pageHtml: html, appConfigJson: configText });
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })(req, res, next);
  };

  const configuredRemotes = (): Record<string, string> => {
    try {
      const parsed = parseAppConfig(JSON.parse(readConfigText()));
      return parsed.ok ? parsed.config.remotes : {};
    } catch {
      return {};
    }
  };
  /** The remotes when no visitor is involved (sitemap, robots, readiness): the live versions, or the configured remotes. */
  const defaultRemotes = (): Record<string, string> => (releases ? liveRemotes(releases.discovery.latest()) : configuredRemotes());
  const origin = siteUrl ?? siteOrigin(app.port);
  const secureSite = origin.startsWith('https:');

  /** Which version of each remote this request is served; null without a discovery document. */
  const resolveFor = async (req: Request): Promise<ReleaseResolution | null> => {
    if (!releases) return null;
    const cookies = parseCookies(req.headers.cookie);
    let document = await releases.discovery.current();
    // A preview of a version this server has not read yet (published a moment ago, the link
    // opened on another instance): read the document again once. Only a signed grant asks.
    const grant = readPreviewToken(releases.secret, cookies[previewCookieName]);
    if (document && grant && !findVersion(document, grant.remote, grant.version))
      document = (await releases.discovery.fresh?.().catch(() => null)) ?? document;
    return resolveRelease({ document, secret: releases.secret, cookies, secure: secureSite || req.secure });
  };
  /** Who a request's visitor is, for counting (visitorId: a keyed hash of the client address, as `trust proxy` reads it). */
  const visitorOf = (req: Request) => visitorId(releases?.secret ?? '', req.ip ?? 'unknown');
  /** A page's report token: the versions this request is served, and its visitor, for a day. */
  const reportTokenFor = (req: Request, resolution: ReleaseResolution) =>
    createReportToken(releases!.secret, {
      visitor: visitorOf(req),
      versions: resolution.versions,
      expiresAt: Math.floor(Date.now() / 1000) + reportTokenSeconds,
    });
  /** The configuration as this visitor is served it: their versions' manifests, `versions` and `preview`. */
  const visitorConfigText = (resolution: ReleaseResolution | null): string => {
    const text = readConfigText();
    if (!resolution) return text;
    try {
      const raw: unknown = JSON.parse(text);
      if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return text;
      return JSON.stringify({
        ...raw,
        remotes: resolution.remotes,
        versions: resolution.versions,
        ...(resolution.preview ? { preview: resolution.preview } : {}),
      });
    } catch {
      return text;
    }
  };
  /** Sets the assignment cookie when the resolution says so. */
  const setReleaseCookie = (res: Response, resolution: ReleaseResolution | null) => {
    if (resolution?.setCookie) res.append('Set-Cookie', resolution.setCookie);
  };

  const routes =
    routeTable ??
    createRouteTable({
      remotes: defaultRemotes,
      onRead: ({ remote, ok }) => metrics.remoteRead({ remote, resource: 'routes', ok }),
      logWarning: (message, fields) => logger.warn(fields, message),
      logInfo: (message, fields) => logger.info(fields, message),
    });

  /** Where missing files are plain 404s (see isMissingAsset); read per request, as a deployment may add a folder. */
  const assetFolders = (): AssetFolders => ({
    shell: fs
      .readdirSync(distDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `/${entry.name}/`),
    remotes: Object.values(defaultRemotes())
      .map((url) => new URL(url))
      .filter((url) => url.origin === new URL(origin).origin)
      .map((url) => url.pathname.replace(/[^/]*$/, ''))
      // A remote at the root has its files directly there, where any name with an extension is an asset already.
      .filter((folder) => folder !== '/'),
  });
  const shellBundle = isShell && serverRendering ? loadShellServerBundle(distDir, logger) : null;
  const renderer: PageRenderer | null = shellBundle
    ? createPageRenderer({ shell: shellBundle, origin, log: logger, metrics, trustedKeys })
    : null;

  /** The page rendered on the server; null (the browser then renders it) if it cannot be. */
  const renderedPage = async (
    req: Request,
    res: Response,
    template: string,
    table: readonly ServerRouteEntry[],
    configText: string,
    resolution: ReleaseResolution | null,
  ) => {
    if (!renderer) return null;
    try {
      const parsed = parseAppConfig(JSON.parse(configText));
      if (!parsed.ok) return null;
      const search = req.originalUrl.includes('?') ? req.originalUrl.slice(req.originalUrl.indexOf('?')) : '';
      return await renderer.render(
        {
          pathname: req.path,
          search,
          template,
          config: { ...parsed.config, routes: prefixTable(table) },
          // The key of the page cache includes it: each label (set of versions) is its own page.
          configText,
          table,
          ...(resolution ? { integrity: resolution.integrity, perRequest: resolution.preview !== null } : {}),
        },
        parsed.config.remotes,
        ({ cache, remote }: RenderNote) => setLogFields(res, { cache, remote: remote ?? undefined }),
      );
    } catch (error) {
      req.log.error({ err: error }, 'server render failed; the browser renders the page');
      return null;
    }
  };

  const readiness = (): ShellReadiness => {
    // A probe keeps the document and the manifests fresh: a read starts in the background once the last is 2 s old.
    releases?.discovery.latest();
    const discovery = releases
      ? (releases.discovery.status?.() ?? { state: 'ok', known: releases.discovery.latest() !== null })
      : undefined;
    const states = routes.status?.() ?? [];
    routes.current().catch(() => {});
    const shellLoaded = !isShell || !serverRendering || shellBundle !== null;
    return {
      // A remote that is down does not make the server unready: its pages still render, with Retry.
      // Without a discovery document there is no remote to serve at all: not ready until one was read.
      ready:
        lifecycle.isReady() &&
        shellLoaded &&
        (discovery === undefined || discovery.known) &&
        states.every(({ state }) => state !== 'pending'),
      draining: lifecycle.draining,
      shellBundle: !isShell || !serverRendering ? 'not used' : shellBundle ? 'loaded' : 'not loaded',
      ...(discovery ? { discovery } : {}),
      remotes: Object.fromEntries(states.map(({ remote, ...state }) => [remote, state])),
    };
  };
  const sendProbe = (res: Response, { status, body }: ProbeAnswer) => {
    setLogFields(res, { kind: 'health' });
    res.status(status).setHeader('Cache-Control', 'no-store');
    res.json(body);
  };
  server.get('/healthz', (_req, res) => sendProbe(res, livenessAnswer()));
  // On the main port, which visitors can reach through a load balancer: ready or not, and
  // draining, nothing else. The details (each remote's and the document's state) are for the
  // platform, on the ops port only (startOpsServer in server/main.ts).
  server.get('/readyz', (_req, res) => {
    const { ready, draining } = readiness();
    sendProbe(res, readinessAnswer({ ready, draining }));
  });

  // Every response that carries the page, by whatever path it was reached, carries its policies.
  const sendPage = async (req: Request, res: Response) => {
    const resolution = await resolveFor(req);
    const remotes = resolution ? resolution.remotes : configuredRemotes();
    // The routes of the versions this visitor is served: a new version may add a page.
    const table = await routes.current(resolution ? remotes : undefined);
    const status = pageStatus(table, req.path);
    const requestPath = decodedPath(req.path);
    const owner = requestPath === null ? null : remoteForPath(prefixTable(table), requestPath);
    const manifestUrl = owner === null ? undefined : remotes[owner];
    const hints = manifestUrl ? preloadLinks(manifestUrl) : '';
    const template = readText(path.join(distDir, 'index.html')).replace('</head>', `${hints}</head>`);
    setLogFields(res, { kind: 'page', ...(owner === null ? {} : { remote: owner }) });
    const configText = visitorConfigText(resolution);
    const rendered = requestPath === null ? null : await renderedPage(req, res, template, table, configText, resolution);
    const isPrivate = resolution?.cache === 'private';
    documentHeaders(rendered?.html ?? template, configText, req, res, () => {
      res.status(status);
      setReleaseCookie(res, resolution);
      if (!rendered) {
        res.setHeader('Cache-Control', isPrivate ? privateCacheControl : 'no-cache');
        res.type('html').send(template);
        return;
      }
      res.setHeader('Cache-Control', pageCacheControl(rendered.shareable, resolution));
      const encoding = (['br', 'gzip'] as const).find((token) => req.acceptsEncodings(token) === token);
      const validated = rendered.shareable && !isPrivate;
      // One ETag per representation: the same page brotli-, gzip- or not compressed. None on an
      // answer for one request (it sets a cookie, previews, or is no-store): Express answers a
      // matching If-None-Match with a 304 by itself, and a 304 to the shared cache's revalidation
      // would keep its stored page serving, without the cookie this answer sets.
      if (validated) res.setHeader('ETag', `"${rendered.etag}${encoding ? `-${encoding}` : ''}"`);
      res.type('html');
      if (validated && req.fresh) {
        res.status(304).end();
        return;
      }
      if (!encoding) {
        res.send(rendered.html);
        return;
      }
      res.setHeader('Content-Encoding', encoding);
      res.send(rendered.encoded[encoding]);
    });
  };

  if (isShell) {
    // Reports from browsers (docs/decisions/0017-browser-reports.md): POST only, before any page or file handler.
    server.use(
      '/api/reports',
      createBrowserReports({
        registry,
        routes,
        ...(releases
          ? {
              knownVersion: (remote: string, version: string) => {
                const document = releases.discovery.latest();
                return document !== null && findVersion(document, remote, version) !== null;
              },
              readToken: (token: unknown) => readReportToken(releases.secret, token),
            }
          : {}),
      }),
    );
    /** Visitor-version pairs counted already: each visitor counts once per version, however often they load. */
    const countedVisitors = createOnceEach();
    // The deployment's file plus the remotes' routes, so the browser routes with no extra request;
    // with releases, the visitor's versions (and the assignment cookie when it changes), and the
    // page's report token, which its reports must present to count for those versions.
    server.get('/app-config.json', async (req, res) => {
      setLogFields(res, { kind: 'config' });
      const resolution = await resolveFor(req);
      const text = visitorConfigText(resolution);
      let body = text;
      try {
        const raw: unknown = JSON.parse(text);
        if (typeof raw === 'object' && raw !== null && !Array.isArray(raw) && parseAppConfig(raw).ok) {
          const table = await routes.current(resolution ? resolution.remotes : undefined);
          body = JSON.stringify({
            ...raw,
            routes: prefixTable(table),
            ...(resolution && releases ? { reportToken: reportTokenFor(req, resolution) } : {}),
          });
        }
      } catch {
        // Unreadable: served as it is, and the page names what is wrong with it.
      }
      if (resolution) {
        setReleaseCookie(res, resolution);
        // Per visitor: never shared.
        res.setHeader('Cache-Control', resolution.cache === 'private' ? privateCacheControl : 'private, no-cache');
        // A visitor (a client address: what a script cannot make up by dropping its cookies) counts
        // once per remote version, however many pages they load: the denominator of the verdict.
        const visitor = visitorOf(req);
        for (const [remote, version] of Object.entries(resolution.versions))
          if (countedVisitors.first(`${visitor} ${remote} ${version}`)) metrics.releaseVisitor(remote, version);
      } else res.setHeader('Cache-Control', 'no-cache');
      res.type('application/json').send(body);
    });

    // A preview link: the browser is served the grant's version of its remote until it expires or leaves.
    server.get('/_release/preview', async (req, res) => {
      setLogFields(res, { kind: 'other' });
      res.setHeader('Cache-Control', 'no-store');
      if (!releases) {
        res.status(404).type('text').send('Releases are not served by this site.');
        return;
      }
      const token = typeof req.query.token === 'string' ? req.query.token : undefined;
      const grant = readPreviewToken(releases.secret, token);
      if (!grant) {
        res.status(400).type('text').send('This preview link is not valid or has expired. Ask for a new one.');
        return;
      }
      let document = await releases.discovery.current().catch(() => null);
      // Published a moment ago, before this server's last read: read the document again once.
      if (!document || !findVersion(document, grant.remote, grant.version))
        document = (await releases.discovery.fresh?.().catch(() => null)) ?? document;
      if (!document || !findVersion(document, grant.remote, grant.version)) {
        res.status(400).type('text').send(`This preview link names a version of ${grant.remote} that is not published.`);
        return;
      }
      res.append('Set-Cookie', releaseCookie(previewCookieName, token!, grant.expiresAt - Date.now() / 1000, secureSite || req.secure));
      res.redirect(303, grant.path);
    });
    // The banner's "Leave preview" form: clears the cookie, back to the page it was on.
    server.post('/_release/leave-preview', express.urlencoded({ extended: false, limit: '4kb' }), (req, res) => {
      setLogFields(res, { kind: 'other' });
      res.setHeader('Cache-Control', 'no-store');
      const body = req.body as Record<string, unknown> | undefined;
      const back = typeof body?.return === 'string' && isLocalPath(body.return) ? body.return : '/';
      res.append('Set-Cookie', releaseCookie(previewCookieName, '', 0, secureSite || req.secure));
      res.redirect(303, back);
    });
    const pagesNow = async () => (await routes.current()).flatMap((entry) => entry.routes?.pages ?? []);
    server.get('/sitemap.xml', async (_req, res) => {
      setLogFields(res, { kind: 'site-file' });
      res.setHeader('Cache-Control', 'no-cache');
      res.type('application/xml').send(sitemapXml(origin, await pagesNow()));
    });
    server.get('/robots.txt', async (_req, res) => {
      setLogFields(res, { kind: 'site-file' });
      res.setHeader('Cache-Control', 'no-cache');
      const recordPaths = (await routes.current()).flatMap((entry) => entry.routes?.recordPaths ?? []);
      res.type('text').send(robotsTxt(origin, await pagesNow(), recordPaths));
    });
  }

  /** The page document is never served as a static file: see sendPage. */
  const isPageDocument = (file: string | null) => isShell && file !== null && pageDocument.test(path.basename(file));

  // The precompressed twin of a file when the browser accepts it. Looked up per request (not
  // indexed at start) so files a deployment adds or replaces in place are served compressed too.
  server.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const file = fileInside(distDir, req.path);
    if (isPageDocument(file)) return next();
    const encoding = file ? precompressed.find(({ token }) => req.acceptsEncodings(token) === token) : undefined;
    if (!file || !encoding || !fs.existsSync(file + encoding.suffix)) return next();
    res.setHeader('Content-Encoding', encoding.token);
    res.type(path.extname(file));
    res.setHeader('Cache-Control', cacheControlFor(path.basename(file)));
    res.sendFile(file + encoding.suffix, { cacheControl: false }, (error) => {
      // Gone between the check and the read (a deployment replacing it): serve the plain file.
      if (!error || res.headersSent) return;
      res.removeHeader('Content-Encoding');
      next();
    });
  });

  const serveStatic = express.static(distDir, {
    index: false,
    // A malformed path (e.g. bad percent-encoding) falls through to the app's own 404 page.
    fallthrough: true,
    setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath))),
  });
  server.use((req, res, next) => (isPageDocument(fileInside(distDir, req.path)) ? next() : serveStatic(req, res, next)));

  if (isShell) {
    // Any page path, whatever the request's Accept (crawlers, link previews and curl send */*) and
    // whatever its characters; a missing script or image stays a plain 404.
    server.use((req, res, next) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const answerPage = () => sendPage(req, res).catch(next);
      if (isPageDocument(fileInside(distDir, req.path)) || !isMissingAsset(req.path, assetFolders)) return answerPage();
      routes.current().then((table) => {
        const path = decodedPath(req.path);
        return path !== null && listsPage(table, path) ? answerPage() : next();
      }, next);
    });
  }

  server.use((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') setLogFields(res, { kind: 'other' });
    res.status(404).type('text').send('Not found');
  });
  return {
    app: server,
    readiness,
    async warm() {
      if (!isShell) return;
      if (releases) await releases.discovery.current();
      await routes.current();
    },
  };
}
