import { parseRouteManifest, routeManifestUrl, type RouteManifest } from '../shared/lib/route-table.ts';

/** One remote's route manifest as the server last read it; null if it has never been readable. */
export interface ServerRouteEntry {
  remote: string;
  routes: RouteManifest | null;
}

export interface RouteTableOptions {
  /** remote name -> mf-manifest.json URL, from app-config.json (re-read by the caller each time) */
  remotes: () => Record<string, string>;
  fetchImpl?: typeof fetch;
  /** how long a manifest read is trusted before the next request reads it again */
  maxAgeMs?: number;
  /** a remote that does not answer within this is treated as unreadable for this round */
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
 * shell rebuild or restart. A manifest that cannot be read keeps its last good version (the remote
 * is probably down, and its paths should still lead to its Retry screen); one that was never read
 * is null, which the browser's routing treats as "this path may be that remote's".
 */
export function createRouteTable({ remotes, fetchImpl = fetch, maxAgeMs = 2_000, timeoutMs = 2_000, now = Date.now }: RouteTableOptions) {
  const cache = new Map<string, Cached>();

  async function read(url: string, cached: Cached): Promise<void> {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const parsed = parseRouteManifest(await response.json());
      if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
      cached.routes = parsed.routes;
    } catch (error) {
      console.warn(`Route manifest unreadable, keeping the last one read: ${String(error)}`);
    } finally {
      cached.readAt = now();
      cached.pending = undefined;
    }
  }

  async function entry(remote: string, manifestUrl: string): Promise<ServerRouteEntry> {
    const url = routeManifestUrl(manifestUrl);
    let cached = cache.get(url);
    if (!cached) {
      cached = { routes: null, readAt: -Infinity };
      cache.set(url, cached);
    }
    if (now() - cached.readAt >= maxAgeMs) {
      // Concurrent requests share one read.
      cached.pending ??= read(url, cached);
      await cached.pending;
    }
    return { remote, routes: cached.routes };
  }

  return {
    /** Every configured remote's routes, in app-config order. */
    current(): Promise<ServerRouteEntry[]> {
      return Promise.all(Object.entries(remotes()).map(([remote, manifestUrl]) => entry(remote, manifestUrl)));
    },
  };
}

export type RouteTableSource = ReturnType<typeof createRouteTable>;
