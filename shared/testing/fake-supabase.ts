import type { SupabaseClient } from '@supabase/supabase-js';

/** One PostgREST request the page made: the table and every builder call in order. */
export interface FakeQuery {
  table: string;
  calls: { method: string; args: unknown[] }[];
}

/** What a request answers, as supabase-js resolves it. */
export interface FakeAnswer {
  data?: unknown;
  error?: unknown;
  count?: number | null;
}

/** A Realtime channel a page joined: its topic and options, and whether it was left. */
export interface FakeChannel {
  topic: string;
  options: unknown;
  left: boolean;
  /** Delivers a broadcast to the channel's listeners, as the server would. */
  broadcast(event: string, payload?: unknown): void;
  /** Reports a (re)join to the subscribe callback, as after a reconnect. */
  joined(): void;
}

/**
 * A Supabase client for unit tests that answers every `from(table)...` chain through `respond`
 * (the chain is recorded, so a test can check what was asked, with which filters and rows) and
 * `storage.from(bucket)` calls through `storage`. Any method name works on the chain. Realtime
 * channels are recorded in `channels`, joined at once, and receive what a test broadcasts.
 */
export function fakeSupabase({
  respond,
  storage = {},
  accessToken = 'user-token',
}: {
  respond: (query: FakeQuery) => FakeAnswer | Promise<FakeAnswer>;
  storage?: Record<string, (...args: unknown[]) => unknown>;
  accessToken?: string;
}) {
  const queries: FakeQuery[] = [];
  const builder = (query: FakeQuery): unknown =>
    new Proxy(
      {},
      {
        get(_target, method: string) {
          if (method === 'then')
            return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
              Promise.resolve(respond(query))
                .then((answer) => ({ data: null, error: null, count: null, ...answer }))
                .then(resolve, reject);
          return (...args: unknown[]) => {
            query.calls.push({ method, args });
            return builder(query);
          };
        },
      },
    );
  const storageCalls: { bucket: string; method: string; args: unknown[] }[] = [];
  const channels: FakeChannel[] = [];
  const channel = (topic: string, options: unknown) => {
    const listeners: Array<{ event: string; callback: (message: unknown) => void }> = [];
    let onState: ((state: string) => void) | undefined;
    const fake: FakeChannel = {
      topic,
      options,
      left: false,
      broadcast: (event, payload = {}) => {
        for (const listener of listeners)
          if (!fake.left && (listener.event === '*' || listener.event === event)) listener.callback({ type: 'broadcast', event, payload });
      },
      joined: () => onState?.('SUBSCRIBED'),
    };
    channels.push(fake);
    const api = {
      on: (_type: string, filter: { event: string }, callback: (message: unknown) => void) => {
        listeners.push({ event: filter.event, callback });
        return api;
      },
      subscribe: (callback?: (state: string) => void) => {
        onState = callback;
        fake.joined();
        return api;
      },
      fake,
    };
    return api;
  };
  const client = {
    from: (table: string) => {
      const query: FakeQuery = { table, calls: [] };
      queries.push(query);
      return builder(query);
    },
    storage: {
      from: (bucket: string) =>
        new Proxy(
          {},
          {
            get:
              (_target, method: string) =>
              async (...args: unknown[]) => {
                storageCalls.push({ bucket, method, args });
                return (storage[method] ?? (() => ({ data: null, error: null })))(...args);
              },
          },
        ),
    },
    auth: { getSession: async () => ({ data: { session: { access_token: accessToken } }, error: null }) },
    realtime: { setAuth: async () => {} },
    channel,
    removeChannel: async (joined: { fake: FakeChannel }) => {
      joined.fake.left = true;
      return 'ok';
    },
  };
  return { client: client as unknown as SupabaseClient, queries, storageCalls, channels };
}

/** The argument of the first call of `method` in a recorded query. */
export const argOf = (query: FakeQuery | undefined, method: string) => query?.calls.find((call) => call.method === method)?.args[0];

/** Whether a recorded query called `method` at all (insert, select, eq, ...). */
export const called = (query: FakeQuery, method: string) => query.calls.some((call) => call.method === method);
