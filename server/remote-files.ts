export interface RemoteFileOptions<T> {
  /** validates the file's JSON; an error message names what is wrong */
  parse: (raw: unknown) => { ok: true; value: T } | { ok: false; error: string };
  fetchImpl?: typeof fetch;
  /** how long a read is trusted before the next request reads the file again */
  maxAgeMs?: number;
  /** a remote that does not answer within this counts as unreadable for this round */
  timeoutMs?: number;
  now?: () => number;
}

interface Cached<T> {
  value: T | null;
  readAt: number;
  pending?: Promise<void>;
}

/**
 * Reads a JSON file a remote publishes (its routes.json) for the shell's server, at
 * run time. The first request waits for the read; after that, a request that finds the last read
 * `maxAgeMs` old starts a new one in the background and is answered with what is known (a slow or
 * hanging remote never delays a page). Concurrent requests share one read, and a failed or invalid
 * read keeps the last good value (the remote is probably down; what it published last still
 * describes it). null if it has never been readable.
 */
export function createRemoteFileReader<T>({
  parse,
  fetchImpl = fetch,
  maxAgeMs = 2_000,
  timeoutMs = 2_000,
  now = Date.now,
}: RemoteFileOptions<T>) {
  const cache = new Map<string, Cached<T>>();

  async function refresh(url: string, cached: Cached<T>): Promise<void> {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      const parsed = parse(await response.json());
      if (!parsed.ok) throw new Error(`${url}: ${parsed.error}`);
      cached.value = parsed.value;
    } catch (error) {
      console.warn(`Unreadable, keeping the last good copy: ${String(error)}`);
    } finally {
      cached.readAt = now();
      cached.pending = undefined;
    }
  }

  return {
    async read(url: string): Promise<T | null> {
      // Not yet read: wait for it. Read before: answer now, refresh in the background if old.
      let cached = cache.get(url);
      if (!cached) {
        cached = { value: null, readAt: -Infinity };
        cache.set(url, cached);
      }
      if (now() - cached.readAt >= maxAgeMs) cached.pending ??= refresh(url, cached);
      if (cached.readAt === -Infinity) await cached.pending;
      return cached.value;
    },
  };
}
