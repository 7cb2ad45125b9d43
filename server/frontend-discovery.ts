import { parseDiscovery, servedVersions, type DiscoveryDocument } from '../shared/release/discovery.ts';

/**
 * The shell servers' view of the discovery document (shared/release/discovery.ts): which versions
 * of each remote exist and who is served which. Read like the remotes' route manifests
 * (server/route-table.ts): the first read is awaited; after that a read starts in the background
 * once the last is `maxAgeMs` old (a request or a readiness probe finds it so, or the timer
 * started by `start`), and requests are answered with the last good document meanwhile. A
 * document that cannot be fetched or fails validation is refused and the last good one stays, so a
 * bad upload never takes the site's remotes away. Failures are logged once (when reading starts to
 * fail, or fails differently) and every read is counted (`onRead`).
 */
export interface DiscoveryReaderOptions {
  url: string;
  fetchImpl?: typeof fetch;
  maxAgeMs?: number;
  timeoutMs?: number;
  now?: () => number;
  /** told of each read: ok, or failed (unreachable or refused) */
  onRead?: (event: { ok: boolean }) => void;
  logWarning?: (message: string, fields: Record<string, unknown>) => void;
  logInfo?: (message: string, fields: Record<string, unknown>) => void;
}

/** The document as /readyz reports it. */
export interface DiscoveryReadState {
  /** pending: never read yet; ok: the last read worked; failed: it did not (the last good document, if any, is used) */
  state: 'pending' | 'ok' | 'failed';
  /** a good document is known (from this read or an earlier one) */
  known: boolean;
  ageSeconds?: number;
  /** the last read's problem, when it failed */
  error?: string;
}

export function createDiscoveryReader({
  url,
  fetchImpl = fetch,
  maxAgeMs = 2_000,
  timeoutMs = 2_000,
  now = Date.now,
  onRead,
  logWarning = (message, fields) => console.warn(message, fields),
  logInfo = () => {},
}: DiscoveryReaderOptions) {
  let document: DiscoveryDocument | null = null;
  let readAt = -Infinity;
  let failure: string | null = null;
  let pending: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;

  async function refresh(): Promise<void> {
    const previous = failure;
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new DiscoveryError(`${url} answered ${response.status}`, []);
      let raw: unknown;
      try {
        raw = await response.json();
      } catch {
        throw new DiscoveryError(`${url} is not JSON`, []);
      }
      const parsed = parseDiscovery(raw);
      if (!parsed.ok) throw new DiscoveryError(`${url} refused: it is not a valid discovery document`, parsed.errors);
      document = parsed.document;
      failure = null;
      if (previous !== null) logInfo('discovery document readable again', { url });
    } catch (error) {
      const problem = error instanceof DiscoveryError ? error : new DiscoveryError(`${url} unreachable: ${String(error)}`, []);
      failure = [problem.message, ...problem.errors].join('; ');
      // Once per kind of failure, not at every read: the metrics count every read.
      if (failure !== previous)
        logWarning('discovery document refused or unreadable, keeping the last good one', {
          url,
          error: problem.message,
          ...(problem.errors.length > 0 ? { errors: problem.errors } : {}),
          lastGood: document !== null,
        });
    } finally {
      readAt = now();
      pending = undefined;
    }
    try {
      onRead?.({ ok: failure === null });
    } catch {
      // An observer's fault is no reason to serve differently.
    }
  }

  const refreshIfOld = () => {
    if (now() - readAt >= maxAgeMs) pending ??= refresh();
    return pending;
  };

  return {
    /** The last good document (null: none yet); the first call waits for the first read. */
    async current(): Promise<DiscoveryDocument | null> {
      const reading = refreshIfOld();
      if (readAt === -Infinity) await reading;
      return document;
    },
    /**
     * The document as it is now: a read started after this call (a read already under way may
     * predate a change). For a preview link to a version published a moment ago: only a link
     * signed with the release secret asks for it.
     */
    async fresh(): Promise<DiscoveryDocument | null> {
      await pending;
      pending ??= refresh();
      await pending;
      return document;
    },
    /** The last good document without reading (starts a background read when it is old). */
    latest(): DiscoveryDocument | null {
      void refreshIfOld();
      return document;
    },
    status(): DiscoveryReadState {
      if (readAt === -Infinity) return { state: 'pending', known: false };
      return {
        state: failure === null ? 'ok' : 'failed',
        known: document !== null,
        ageSeconds: Math.max(0, Math.round((now() - readAt) / 1000)),
        ...(failure === null ? {} : { error: failure }),
      };
    },
    /** Re-reads every `maxAgeMs` even with no request (an idle server still sees a rollback at once). */
    start(): void {
      timer ??= setInterval(() => void refreshIfOld(), maxAgeMs);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
  };
}

class DiscoveryError extends Error {
  readonly errors: string[];
  constructor(message: string, errors: string[]) {
    super(message);
    this.errors = errors;
  }
}

export type DiscoveryReader = ReturnType<typeof createDiscoveryReader>;
/** What the server reads the document from: the reader, or a stand-in (tests). */
export type DiscoverySource = Pick<DiscoveryReader, 'current' | 'latest'> & Partial<Pick<DiscoveryReader, 'status' | 'fresh'>>;

/** remote -> the live version's manifest URL: what the server uses when no visitor is involved (sitemap, robots, readiness). */
export function liveRemotes(document: DiscoveryDocument | null): Record<string, string> {
  if (!document) return {};
  const remotes: Record<string, string> = {};
  for (const remote of Object.keys(document.microFrontends)) {
    const served = servedVersions(document, remote);
    if (served) remotes[remote] = served.live.url;
  }
  return remotes;
}
