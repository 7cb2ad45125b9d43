import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express, type Response } from 'express';
import compression from 'compression';
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

export interface ServerOptions {
  app: AppDefinition;
  distDir: string;
  /** serve this file as /app-config.json instead of the built one (deployment override) */
  appConfigFile?: string;
}

/**
 * Production server of one app: compressed static files with cache headers that let a remote be
 * redeployed in place, CORS on remotes, security headers, and (shell only) the SPA fallback so
 * every deep link returns the app.
 */
export function createStaticServer({ app, distDir, appConfigFile }: ServerOptions): Express {
  const server = express();
  server.disable('x-powered-by');
  server.use(compression());

  const isShell = app.kind === 'host';
  const readText = (file: string) => fs.readFileSync(file, 'utf8');
  const configPath = appConfigFile ?? path.join(distDir, 'app-config.json');

  server.use((req, res, next) => {
    // Re-read per request: both files are replaced in place by a deployment.
    const directives = isShell
      ? shellCspDirectives({ indexHtml: readText(path.join(distDir, 'index.html')), appConfigJson: readText(configPath) })
      : { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] };
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives },
      crossOriginEmbedderPolicy: false,
      // Remotes are fetched by the shell from another origin.
      crossOriginResourcePolicy: { policy: isShell ? 'same-origin' : 'cross-origin' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    })(req, res, next);
  });

  if (!isShell) {
    server.use((_req, res, next) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      next();
    });
  }

  const sendNoCache = (res: Response, file: string, type: string) => {
    res.setHeader('Cache-Control', 'no-cache');
    res.type(type).send(readText(file));
  };

  if (isShell) {
    server.get('/app-config.json', (_req, res) => sendNoCache(res, configPath, 'application/json'));
  }

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
      sendNoCache(res, path.join(distDir, 'index.html'), 'html');
    });
  }

  server.use((_req, res) => {
    res.status(404).type('text').send('Not found');
  });
  return server;
}
