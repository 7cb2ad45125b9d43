import { parseRouteManifest, routeManifestUrl, type RemotePrefixes, type RouteManifest } from '../shared/lib/route-table.ts';

/** One remote's route manifest as the server last read it; null if it has never been readable. */
export interface ServerRouteEntry {
  remote: string;
  routes: RouteManifest | null;
}

export interface RouteTableOptions {
  /** remote name -> mf-manifest.json URL, from app-config.json (re-read by the caller each time) */
  remotes: () => Record<string, string>;
  fetchImpl?: typeof fetch;
  /** how long a read is trusted before the next request reads the manifest again */
  maxAgeMs?: number;
  /** a remote that does not answer within this counts as unreadable for this round */
  timeoutMs?: number;
  now?: () => number;
}

interface Cached {
  routes: RouteManifest | null;
  readAt: number;
  pending?: Promise<void>;
}

/**
 * The shell server's view of every remote's routes.json, read at run time so a remote that is
 * redeployed with a new page or path is routed, listed and answered 200 within `maxAgeMs`, with no
 * shell rebuild or restart. The first request waits for a manifest; after that, a request that
 * finds the last read `maxAgeMs` old starts a new one in the background and is answered with what
 * is known (a slow or hanging remote never delays a page). Concurrent requests share one read. A
 * manifest that cannot be read keeps its last good version (the remote is probably down, and its
 * paths should still lead to its Retry screen); one never read is null, which the routing treats
 * as "this path may be that remote's".
 */
export function createRouteTable({ remotes, fetchImpl = fetch, maxAgeMs = 2_000, timeoutMs = 2_000, now = Date.now }: RouteTableOptions) {
  const cache = new Map<string, Cached>();

  async function refresh(url: string, cached: Cached): Promise<void> {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const parsed = parseRouteManifest(await response.json());
      if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
      cached.routes = parsed.routes;
    } catch (error) {
      console.warn(`Route manifest unreadable, keeping the last good one: ${String(error)}`);
    } finally {
      cached.readAt = now();
      cached.pending = undefined;
    }
  }

  async function read(url: string): Promise<RouteManifest | null> {
    let cached = cache.get(url);
    if (!cached) {
      cached = { routes: null, readAt: -Infinity };
      cache.set(url, cached);
    }
    if (now() - cached.readAt >= maxAgeMs) cached.pending ??= refresh(url, cached);
    // Never read: wait for it. Read before: answer now (the refresh, if any, runs on).
    if (cached.readAt === -Infinity) await cached.pending;
    return cached.routes;
  }

  return {
    /** Every configured remote's routes, in app-config order. */
    current(): Promise<ServerRouteEntry[]> {
      return Promise.all(
        Object.entries(remotes()).map(async ([remote, manifestUrl]) => ({ remote, routes: await read(routeManifestUrl(manifestUrl)) })),
      );
    },
  };
}

export type RouteTableSource = ReturnType<typeof createRouteTable>;

/** The prefixes-only table the browser routes by (and /app-config.json carries). */
export function prefixTable(table: readonly ServerRouteEntry[]): RemotePrefixes[] {
  return table.map(({ remote, routes }) => ({ remote, prefixes: routes?.prefixes ?? null }));
}
