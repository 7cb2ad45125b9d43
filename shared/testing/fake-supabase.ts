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

/**
 * A Supabase client for unit tests that answers every `from(table)...` chain through `respond`
 * (the chain is recorded, so a test can check what was asked, with which filters and rows) and
 * `storage.from(bucket)` calls through `storage`. Any method name works on the chain.
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
  };
  return { client: client as unknown as SupabaseClient, queries, storageCalls };
}

/** The argument of the first call of `method` in a recorded query. */
export const argOf = (query: FakeQuery | undefined, method: string) => query?.calls.find((call) => call.method === method)?.args[0];

/** Whether a recorded query called `method` at all (insert, select, eq, ...). */
export const called = (query: FakeQuery, method: string) => query.calls.some((call) => call.method === method);
