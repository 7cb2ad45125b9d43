import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type NextFunction, type Request, type Response } from 'express';
import helmet from 'helmet';
import type { AppDefinition } from '../shared/build/apps.ts';
import { configOrigins, parseAppConfig } from '../shared/lib/app-config.ts';

/** Files with stable names that a deployment replaces in place: always revalidate them. */
const revalidated = new Set(['index.html', 'app-config.json', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js', 'favicon.svg']);
const contentHashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

export function cacheControlFor(fileName: string): string {
  if (revalidated.has(fileName)) return 'no-cache';
  if (contentHashed.test(fileName)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** sha256 sources of the inline scripts of a page, so the CSP can allow exactly those. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.length > 0) hashes.push(`'sha256-${crypto.createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

export interface ShellPolicyInput {
  indexHtml: string;
  appConfigJson: string;
}

/** Content-Security-Policy of the shell's page: its own origin, the configured remotes and Supabase. */
export function shellCspDirectives({ indexHtml, appConfigJson }: ShellPolicyInput): Record<string, string[]> {
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
    'script-src': ["'self'", ...remotes, ...inlineScriptHashes(indexHtml)],
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
  /** serve this file as /app-config.json instead of the built one (deployment override) */
  appConfigFile?: string;
}

/**
 * Production server of one app: precompressed static files (brotli or gzip, written at build
 * time; see shared/build/webpack-config.ts) with cache headers that let a remote be redeployed in
 * place, CORS on remotes, and (shell only) the SPA fallback so every deep link returns the app.
 *
 * Document policies (CSP, framing, referrer, HSTS, ...) are sent with the HTML page only: they
 * mean nothing on a script or stylesheet, and repeated on each of the ~25 files of a cold load
 * they cost more bytes than the page's own code. Every response still says nosniff and who may
 * embed it (CORP).
 */
export function createStaticServer({ app, distDir, appConfigFile }: ServerOptions): Express {
  const server = express();
  server.disable('x-powered-by');

  const isShell = app.kind === 'host';
  const readText = (file: string) => fs.readFileSync(file, 'utf8');
  const configPath = appConfigFile ?? path.join(distDir, 'app-config.json');

  server.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // Remotes are fetched by the shell from another origin.
    res.setHeader('Cross-Origin-Resource-Policy', isShell ? 'same-origin' : 'cross-origin');
    if (!isShell) res.setHeader('Access-Control-Allow-Origin', '*');
    next();
  });

  const documentHeaders = (req: Request, res: Response, next: NextFunction) => {
    // Re-read per request: both files are replaced in place by a deployment.
    const directives = shellCspDirectives({ indexHtml: readText(path.join(distDir, 'index.html')), appConfigJson: readText(configPath) });
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })(req, res, next);
  };

  const sendNoCache = (res: Response, file: string, type: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type(type).send(readText(file));
  };

  const sendPage = (req: Request, res: Response) =>
    documentHeaders(req, res, () => sendNoCache(res, path.join(distDir, 'index.html'), 'html'));

  if (isShell) {
    server.get('/app-config.json', (_req, res) => sendNoCache(res, configPath, 'application/json'));
    // Never from the static files: the page must carry its policies.
    server.get('/index.html', sendPage);
  }

  // The precompressed twin of a file when the browser accepts it. Looked up per request (not
  // indexed at start) so files a deployment adds or replaces in place are served compressed too.
  server.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    res.vary('Accept-Encoding');
    const file = fileInside(distDir, req.path);
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

  server.use(
    express.static(distDir, {
      index: false,
      // A malformed path (e.g. bad percent-encoding) falls through to the app's own 404 page.
      fallthrough: true,
      setHeaders: (res, filePath) => res.setHeader('Cache-Control', cacheControlFor(path.basename(filePath))),
    }),
  );

  if (isShell) {
    server.use((req, res, next) => {
      // Browsers navigating ask for text/html explicitly; a missing script or image stays a 404.
      const wantsPage = (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
      if (!wantsPage) return next();
      sendPage(req, res);
    });
  }

  server.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return server;
}
