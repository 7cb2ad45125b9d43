import type { SitePath } from './routes.ts';

/**
 * Which remote renders a path, decided at run time from the remotes' own route manifests: each
 * remote's build publishes `routes.json` beside its `mf-manifest.json` (see RouteManifest), the
 * shell's server reads them through app-config.json and hands the browser the table in
 * `/app-config.json`. Neither the shell nor `shared/` knows any remote's paths, so a remote that
 * adds a page or a top-level path is routable as soon as it is redeployed.
 */

/** A remote's `routes.json`: what it renders, written by its build from `src/route-manifest.ts`. */
export interface RouteManifest {
  /**
   * Path prefixes the remote owns: a prefix owns itself and every path below it, whole segments
   * only ("/services" owns "/services/cloud", never "/servicesx"). The longest owning prefix wins,
   * so "/" is the catch-all: the remote that declares it also renders unknown paths (the 404).
   */
  prefixes: string[];
  /** Every concrete page, for sitemap.xml, robots.txt and the server's status codes. */
  pages: SitePath[];
  /**
   * Paths whose children are one signed-in person's records, a page each ("/support/tickets" for
   * /support/tickets/1001): answered 200 by the server whatever the record (the page itself says
   * when there is no such record for the reader), never in sitemap.xml, disallowed in robots.txt.
   */
  recordPaths?: string[];
}

/** One remote's entry in the table the browser routes by: its prefixes, or null while its manifest cannot be read. */
export interface RemotePrefixes {
  remote: string;
  prefixes: readonly string[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** "/", or "/segment[/segment...]" in lower case without a trailing slash. */
const pathPattern = /^\/(?:[a-z0-9][a-z0-9._-]*(?:\/[a-z0-9][a-z0-9._-]*)*)?$/;

/** Validates an untrusted `routes.json`; the message names what is wrong. */
export function parseRouteManifest(raw: unknown): { ok: true; routes: RouteManifest } | { ok: false; error: string } {
  if (!isRecord(raw)) return { ok: false, error: 'the route manifest is not a JSON object' };
  if (!Array.isArray(raw.prefixes) || raw.prefixes.length === 0) return { ok: false, error: '"prefixes" must be a non-empty list' };
  for (const prefix of raw.prefixes)
    if (typeof prefix !== 'string' || !pathPattern.test(prefix))
      return { ok: false, error: `prefix ${JSON.stringify(prefix)} is not a lower-case path` };
  if (!Array.isArray(raw.pages)) return { ok: false, error: '"pages" must be a list' };
  const prefixes = raw.prefixes as string[];
  const pages: SitePath[] = [];
  for (const page of raw.pages) {
    if (!isRecord(page) || typeof page.path !== 'string' || !pathPattern.test(page.path) || typeof page.indexed !== 'boolean')
      return { ok: false, error: `page ${JSON.stringify(page)} needs a lower-case "path" and a boolean "indexed"` };
    if (!prefixes.some((prefix) => owns(prefix, page.path as string)))
      return { ok: false, error: `page "${page.path}" is outside the remote's prefixes` };
    pages.push({ path: page.path, indexed: page.indexed });
  }
  if (raw.recordPaths === undefined) return { ok: true, routes: { prefixes, pages } };
  if (!Array.isArray(raw.recordPaths)) return { ok: false, error: '"recordPaths" must be a list' };
  const recordPaths: string[] = [];
  for (const path of raw.recordPaths) {
    if (typeof path !== 'string' || !pathPattern.test(path) || path === '/')
      return { ok: false, error: `record path ${JSON.stringify(path)} is not a lower-case path` };
    if (!prefixes.some((prefix) => owns(prefix, path)))
      return { ok: false, error: `record path "${path}" is outside the remote's prefixes` };
    recordPaths.push(path);
  }
  return { ok: true, routes: { prefixes, pages, recordPaths } };
}

/** Whether `path` is one record below one of `recordPaths` (exactly one more segment). */
export function isRecordPage(recordPaths: readonly string[] | undefined, path: string): boolean {
  return (recordPaths ?? []).some((base) => path.startsWith(`${base}/`) && /^[^/]+$/.test(path.slice(base.length + 1)));
}

function owns(prefix: string, path: string): boolean {
  return prefix === '/' || path === prefix || path.startsWith(`${prefix}/`);
}

/**
 * The remote that renders `pathname`: the one with the longest owning prefix. null when no
 * readable manifest owns the path more specifically than the catch-all while some remote's
 * manifest cannot be read, because the path may be that remote's: the shell then says that part of
 * the site is unavailable (with Retry) rather than showing a wrong 404.
 */
export function remoteForPath(table: readonly RemotePrefixes[], pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  let best: { remote: string; length: number } | null = null;
  for (const { remote, prefixes } of table) {
    for (const prefix of prefixes ?? []) {
      if (owns(prefix, path) && (best === null || prefix.length > best.length)) best = { remote, length: prefix.length };
    }
  }
  const someUnreadable = table.some((entry) => entry.prefixes === null);
  if (someUnreadable && (best === null || best.length === 1)) return null;
  return best?.remote ?? null;
}

/** Where a remote publishes its route manifest: beside its mf-manifest.json. */
export function routeManifestUrl(federationManifestUrl: string): string {
  return new URL('routes.json', federationManifestUrl).href;
}

/** Parses the `routes` field of /app-config.json (as the shell's server writes it). */
export function parseRemotePrefixes(raw: unknown): { ok: true; table: RemotePrefixes[] } | { ok: false; error: string } {
  if (!Array.isArray(raw)) return { ok: false, error: '"routes" must be a list' };
  const table: RemotePrefixes[] = [];
  for (const entry of raw) {
    if (!isRecord(entry) || typeof entry.remote !== 'string') return { ok: false, error: 'each entry of "routes" needs a "remote" name' };
    const { prefixes } = entry;
    if (
      prefixes !== null &&
      (!Array.isArray(prefixes) || !prefixes.every((prefix) => typeof prefix === 'string' && pathPattern.test(prefix)))
    )
      return { ok: false, error: `"routes" of "${entry.remote}" must list lower-case path prefixes` };
    table.push({ remote: entry.remote, prefixes: prefixes as string[] | null });
  }
  return { ok: true, table };
}
