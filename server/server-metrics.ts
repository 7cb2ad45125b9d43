import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/**
 * The shell server's own Prometheus metrics, beside the process metrics of shared/ops/metrics.ts
 * (names, labels and buckets: docs/decisions/0013-production-operation.md, "Metrics"). Labels
 * are bounded sets only: the kind of request, the status code, the five remotes, the two page
 * caches; never a path or a user.
 */

/** What a request was for (the `kind` label and the access log's `kind` field). */
export type RequestKind = 'page' | 'asset' | 'api' | 'config' | 'site-file' | 'health' | 'other';

/** A page cache lookup: served from the cache, rendered and kept, or rendered for this request only. */
export type CacheOutcome = 'hit' | 'miss' | 'bypass';

/** listed: pages a route manifest lists; other: unknown paths' 404s, records, other spellings. */
export type PageCacheName = 'listed' | 'other';

export interface RemoteReadEvent {
  remote: string;
  /** routes: routes.json (server/route-table.ts); manifest: mf-manifest.json + server/entry.json; bundle: the server bundle */
  resource: 'routes' | 'manifest' | 'bundle';
  ok: boolean;
  /** the bundle file name now served for the remote, when known */
  deployment?: string;
}

export function createServerMetrics(registry: Registry) {
  const registers = [registry];
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'Requests answered, by kind (page, asset, api, config, site-file, health, other) and status code',
    labelNames: ['kind', 'status'] as const,
    registers,
  });
  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from the request to the end of the response, by kind',
    labelNames: ['kind'] as const,
    // 25 ms: a page from the cache; 100/400 ms: a fresh render's target and 4x it (Apdex); 2.5 s: a remote timing out.
    buckets: [0.005, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 2.5, 5],
    registers,
  });
  const renderDuration = new Histogram({
    name: 'page_render_duration_seconds',
    help: 'Server renders of a page (cache misses and per-request renders), by owning remote and result (ok, degraded: a remote unavailable or a part failed)',
    labelNames: ['remote', 'result'] as const,
    // A render takes 10-60 ms here; 100 ms is the budget, 400 ms (4x) intolerable, 2 s a remote's timeout.
    buckets: [0.01, 0.025, 0.05, 0.1, 0.2, 0.4, 0.8, 1.6, 3.2],
    registers,
  });
  const cacheHits = new Counter({
    name: 'page_cache_hits_total',
    help: 'Pages served from the page cache',
    labelNames: ['cache'] as const,
    registers,
  });
  const cacheMisses = new Counter({
    name: 'page_cache_misses_total',
    help: 'Pages rendered because the page cache did not have them (kept afterwards if shareable)',
    labelNames: ['cache'] as const,
    registers,
  });
  const cacheBypasses = new Counter({
    name: 'page_cache_bypasses_total',
    help: "Pages rendered for one request only (a link's auth error in the query, or a remote unavailable)",
    registers,
  });
  const cacheEvictions = new Counter({
    name: 'page_cache_evictions_total',
    help: 'Pages dropped from a full page cache (least recently used first)',
    labelNames: ['cache'] as const,
    registers,
  });
  const cacheEntries = new Gauge({
    name: 'page_cache_entries',
    help: 'Pages in the page cache now',
    labelNames: ['cache'] as const,
    registers,
  });
  const remoteReads = new Counter({
    name: 'remote_reads_total',
    help: "Reads of a remote's published files by the server: routes (routes.json), manifest (mf-manifest.json + server/entry.json), bundle (server bundle); result ok or failed",
    labelNames: ['remote', 'resource', 'result'] as const,
    registers,
  });
  const remoteDeployment = new Gauge({
    name: 'remote_deployment_info',
    help: 'The deployment (server bundle file) each remote is on now, as the server runs it: 1 for the current one',
    labelNames: ['remote', 'deployment'] as const,
    registers,
  });
  const discoveryReads = new Counter({
    name: 'discovery_reads_total',
    help: 'Reads of the discovery document (FRONTEND_DISCOVERY_URL): ok, or failed (unreachable or refused; the last good one is kept)',
    labelNames: ['result'] as const,
    registers,
  });
  const releaseVisitors = new Counter({
    name: 'shell_release_visitors_total',
    help: "Visitors (client addresses) served each remote version by /app-config.json, each counted once per remote version on this server: the denominator of check-canary's verdict",
    labelNames: ['remote', 'version'] as const,
    registers,
  });
  for (const result of ['ok', 'failed']) discoveryReads.labels({ result }).inc(0);
  for (const cache of ['listed', 'other'] as const) {
    cacheHits.labels({ cache }).inc(0);
    cacheMisses.labels({ cache }).inc(0);
    cacheEvictions.labels({ cache }).inc(0);
    cacheEntries.labels({ cache }).set(0);
  }
  const deployments = new Map<string, string>();

  return {
    requests,
    requestDuration,
    renderDuration,
    /** a page cache lookup's outcome */
    cacheLookup(outcome: CacheOutcome, cache: PageCacheName): void {
      if (outcome === 'hit') cacheHits.inc({ cache });
      else if (outcome === 'miss') cacheMisses.inc({ cache });
      else cacheBypasses.inc();
    },
    cacheEviction(cache: PageCacheName): void {
      cacheEvictions.inc({ cache });
    },
    cacheSize(cache: PageCacheName, entries: number): void {
      cacheEntries.set({ cache }, entries);
    },
    /** a read of the discovery document */
    discoveryRead(ok: boolean): void {
      discoveryReads.inc({ result: ok ? 'ok' : 'failed' });
    },
    /** a visitor not counted before was served `version` of `remote` (a version from the discovery document: a bounded set) */
    releaseVisitor(remote: string, version: string): void {
      releaseVisitors.inc({ remote, version });
    },
    /** a read of a remote's files; a bundle read well moves the remote's deployment gauge */
    remoteRead({ remote, resource, ok, deployment }: RemoteReadEvent): void {
      remoteReads.inc({ remote, resource, result: ok ? 'ok' : 'failed' });
      if (resource !== 'bundle' || !ok || deployment === undefined) return;
      const previous = deployments.get(remote);
      if (previous !== undefined && previous !== deployment) remoteDeployment.remove({ remote, deployment: previous });
      deployments.set(remote, deployment);
      remoteDeployment.set({ remote, deployment }, 1);
    },
  };
}

export type ServerMetrics = ReturnType<typeof createServerMetrics>;
