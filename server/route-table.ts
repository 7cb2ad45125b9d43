import { parseRouteManifest, routeManifestUrl, type RemotePrefixes, type RouteManifest } from '../shared/lib/route-table.ts';

/** One remote's route manifest as the server last read it; null if it has never been readable. */
export interface ServerRouteEntry {
  remote: string;
  routes: RouteManifest | null;
}

export interface RouteTableOptions {
  /** remote name -> mf-manifest.json URL, from app-config.json or the live versions (re-read by the caller each time): the default of `current` and what `status` reports */
  remotes: () => Record<string, string>;
  fetchImpl?: typeof fetch;
  /** how long a read is trusted before the next request reads the manifest again */
  maxAgeMs?: number;
  /** a remote that does not answer within this counts as unreadable for this round */
  timeoutMs?: number;
  now?: () => number;
  /** told of each read, ok or failed (the server's metrics count them) */
  onRead?: (event: { remote: string; ok: boolean }) => void;
  /**
   * where a remote's manifest becoming unreadable is reported (once, not at every read: the
   * metrics count every read), and becoming readable again
   */
  logWarning?: (message: string, fields: Record<string, unknown>) => void;
  logInfo?: (message: string, fields: Record<string, unknown>) => void;
}

interface Cached {
  routes: RouteManifest | null;
  readAt: number;
  pending?: Promise<void>;
  /** the last read failed (the last good routes, if any, are kept) */
  failed: boolean;
}

/** One remote's manifest as /readyz reports it. */
export interface RouteReadState {
  remote: string;
  /** pending: never read yet; ok: the last read worked; failed: it did not (the last good routes are used) */
  state: 'pending' | 'ok' | 'failed';
  /** routes are known (from this read or an earlier one) */
  known: boolean;
  /** seconds since the last read, ok or not */
  ageSeconds?: number;
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
export function createRouteTable({
  remotes,
  fetchImpl = fetch,
  maxAgeMs = 2_000,
  timeoutMs = 2_000,
  now = Date.now,
  onRead,
  logWarning = (message, fields) => console.warn(message, fields),
  logInfo = () => {},
}: RouteTableOptions) {
  const cache = new Map<string, Cached>();

  async function refresh(remote: string, url: string, cached: Cached): Promise<void> {
    const wasFailing = cached.failed;
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const parsed = parseRouteManifest(await response.json());
      if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
      cached.routes = parsed.routes;
      cached.failed = false;
      if (wasFailing) logInfo('route manifest readable again', { remote });
    } catch (error) {
      cached.failed = true;
      if (!wasFailing) logWarning('route manifest unreadable, keeping the last good one', { remote, error: String(error) });
    } finally {
      cached.readAt = now();
      cached.pending = undefined;
    }
    try {
      onRead?.({ remote, ok: !cached.failed });
    } catch {
      // An observer's fault is no reason to route differently.
    }
  }

  async function read(remote: string, url: string): Promise<RouteManifest | null> {
    let cached = cache.get(url);
    if (!cached) {
      cached = { routes: null, readAt: -Infinity, failed: false };
      cache.set(url, cached);
    }
    if (now() - cached.readAt >= maxAgeMs) cached.pending ??= refresh(remote, url, cached);
    // Never read: wait for it. Read before: answer now (the refresh, if any, runs on).
    if (cached.readAt === -Infinity) await cached.pending;
    return cached.routes;
  }

  return {
    /**
     * Every remote's routes, in app-config order: of the remotes given (a visitor's versions, each
     * version's own routes.json), else of the configured ones (`remotes`).
     */
    current(given?: Record<string, string>): Promise<ServerRouteEntry[]> {
      return Promise.all(
        Object.entries(given ?? remotes()).map(async ([remote, manifestUrl]) => ({
          remote,
          routes: await read(remote, routeManifestUrl(manifestUrl)),
        })),
      );
    },
    /** Each configured remote's last read, without reading (for /readyz). */
    status(): RouteReadState[] {
      return Object.entries(remotes()).map(([remote, manifestUrl]) => {
        const cached = cache.get(routeManifestUrl(manifestUrl));
        if (!cached || cached.readAt === -Infinity) return { remote, state: 'pending', known: false };
        return {
          remote,
          state: cached.failed ? 'failed' : 'ok',
          known: cached.routes !== null,
          ageSeconds: Math.max(0, Math.round((now() - cached.readAt) / 1000)),
        };
      });
    },
  };
}

/** What the shell's server reads routes from: the table, or a stand-in with `current` alone (tests). */
export type RouteTableSource = Pick<ReturnType<typeof createRouteTable>, 'current'> &
  Partial<Pick<ReturnType<typeof createRouteTable>, 'status'>>;

/** The prefixes-only table the browser routes by (and /app-config.json carries). */
export function prefixTable(table: readonly ServerRouteEntry[]): RemotePrefixes[] {
  return table.map(({ remote, routes }) => ({ remote, prefixes: routes?.prefixes ?? null }));
}
