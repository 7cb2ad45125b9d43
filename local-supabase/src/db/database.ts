import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';

/** Where the SQL lives: the repo's supabase/ folder and this stand-in's platform.sql. */
export interface SqlLocations {
  supabaseDir: string;
  platformSql: string;
}

/** Paths from the repository root (callers pass their own root: ESM and jest resolve it differently). */
export function sqlLocations(repoRoot: string): SqlLocations {
  return { supabaseDir: path.join(repoRoot, 'supabase'), platformSql: path.join(repoRoot, 'local-supabase/src/db/platform.sql') };
}

/** The claims a request runs with; `role` is one of the API roles, exactly as PostgREST sets them. */
export type RequestClaims = Record<string, unknown> & { role: 'anon' | 'authenticated' | 'service_role' };

export interface RequestOptions {
  /** PostgREST runs GET/HEAD in a read-only transaction */
  readOnly?: boolean;
  /** the HTTP request's headers, for `request.headers` (names are lower-cased here) */
  headers?: Record<string, string | string[] | undefined>;
  /** the socket's peer address: the stand-in is the gateway, so this is the client */
  clientAddress?: string;
  /** more transaction-local settings, e.g. Realtime's `realtime.topic` */
  settings?: Record<string, string>;
  /** runs first, as the database owner: e.g. the rows the request's policies are then tried on */
  prepare?: (tx: Transaction) => Promise<unknown>;
}

export interface Database {
  db: PGlite;
  /** Runs `work` in one transaction as the request's role with `request.jwt.claims` and `request.headers` set. */
  asRequest<T>(claims: RequestClaims, work: (tx: Transaction) => Promise<T>, options?: RequestOptions): Promise<T>;
  /** Runs `work` in one transaction as the database owner (the server's own bookkeeping). */
  asService<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenResult {
  database: Database;
  migrationsApplied: string[];
  seeded: boolean;
}

/**
 * `request.headers` as PostgREST sets it (one JSON object, lower-case names, repeated headers
 * joined by commas). `x-forwarded-for` is what the gateway saw: hosted, Supabase's gateway sets it;
 * here the stand-in is the gateway, so it is the socket's address and whatever the client sent
 * under that name is dropped (the database keys its per-client limits on it).
 */
function requestHeaders(headers: NonNullable<RequestOptions['headers']>, clientAddress: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) result[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  delete result['x-forwarded-for'];
  if (clientAddress) result['x-forwarded-for'] = clientAddress;
  return result;
}

/**
 * Thrown instead of the result of a statement during which the embedded engine failed outside
 * Postgres's own error handling. `code` is a SQLSTATE: 54001 (stack depth limit exceeded) when it
 * ran out of stack, which only a request's input can cause; XX000 otherwise.
 */
export class EngineFailure extends Error {
  readonly code: string;

  constructor(cause: unknown) {
    const outOfStack = cause instanceof RangeError;
    super(outOfStack ? 'stack depth limit exceeded' : `database engine failure: ${String(cause)}`, { cause });
    this.name = 'EngineFailure';
    this.code = outOfStack ? '54001' : 'XX000';
  }
}

/**
 * PGlite runs Postgres as WebAssembly on JavaScript's stack. A statement that recurses past that
 * stack before Postgres's own depth check trips (a regular expression nested thousands deep) throws
 * a RangeError inside the engine, and PGlite swallows every exception there that is not
 * Postgres's own error jump: the statement "succeeds" with no rows, and the COMMIT after it
 * aborts with the transaction's writes already kept. This counts those failures at the engine's
 * entry point (PGlite calls it through the module object on every message), so that a request
 * can be failed and rolled back instead of committed.
 */
function watchEngineFailures(db: PGlite): { failures: number; last: unknown } {
  const watch = { failures: 0, last: undefined as unknown };
  const mod = db.Module;
  const loopOnce = mod._PostgresMainLoopOnce.bind(mod);
  // PGlite's POSTGRES_MAIN_LONGJMP: Postgres raised an error and handles it itself.
  const postgresErrorJump = 100;
  mod._PostgresMainLoopOnce = () => {
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status !== postgresErrorJump) {
        watch.failures++;
        watch.last = error;
      }
      throw error;
    }
  };
  return watch;
}

/**
 * `tx` whose statements throw EngineFailure when the engine failed while running them (see
 * watchEngineFailures). The throw leaves the transaction callback, so PGlite rolls it back.
 */
function guarded(tx: Transaction, watch: { failures: number; last: unknown }): Transaction {
  const checked = async <R>(run: () => Promise<R>): Promise<R> => {
    const before = watch.failures;
    const result = await run();
    if (watch.failures !== before) throw new EngineFailure(watch.last);
    return result;
  };
  // rollback, listen and closed stay tx's own, through the prototype.
  return Object.assign(Object.create(tx) as Transaction, {
    query: <T>(query: string, params?: unknown[], options?: QueryOptions) => checked(() => tx.query<T>(query, params, options)),
    sql: <T>(strings: TemplateStringsArray, ...params: unknown[]) => checked(() => tx.sql<T>(strings, ...params)),
    exec: (query: string, options?: QueryOptions) => checked(() => tx.exec(query, options)),
  });
}

/**
 * Opens (or creates) the database, brings it to the latest migration and seeds it on first start.
 * The platform part (roles, auth schema) is what a hosted project already has; the migrations and
 * the seed are the very files `supabase db push` / `db reset` use.
 */
export async function openDatabase(dataDir: string | undefined, { supabaseDir, platformSql }: SqlLocations): Promise<OpenResult> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create({ dataDir, extensions: { pgcrypto } });
  await db.exec(fs.readFileSync(platformSql, 'utf8'));
  await db.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (version text primary key, name text, applied_at timestamptz not null default now());
  `);

  const applied = new Set(
    (await db.query<{ version: string }>('select version from supabase_migrations.schema_migrations')).rows.map((row) => row.version),
  );
  const firstStart = applied.size === 0;
  const files = fs
    .readdirSync(path.join(supabaseDir, 'migrations'))
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const migrationsApplied: string[] = [];
  for (const file of files) {
    const [version, ...rest] = file.replace(/\.sql$/, '').split('_');
    if (!version || applied.has(version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(fs.readFileSync(path.join(supabaseDir, 'migrations', file), 'utf8'));
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [version, rest.join('_')]);
    });
    migrationsApplied.push(file);
  }

  let seeded = false;
  if (firstStart && migrationsApplied.length > 0) {
    await db.transaction(async (tx) => {
      await tx.exec(fs.readFileSync(path.join(supabaseDir, 'seed.sql'), 'utf8'));
    });
    seeded = true;
  }

  const watch = watchEngineFailures(db);
  const database: Database = {
    db,
    asRequest: (claims, work, { readOnly = false, headers = {}, clientAddress, settings = {}, prepare } = {}) =>
      db.transaction(async (unguarded) => {
        const tx = guarded(unguarded, watch);
        if (readOnly) await tx.exec('set transaction read only');
        if (prepare) await prepare(tx);
        await tx.query(
          `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true),
             (select count(set_config(key, value, true)) from jsonb_each_text($4::jsonb))`,
          [claims.role, JSON.stringify(claims), JSON.stringify(requestHeaders(headers, clientAddress)), JSON.stringify(settings)],
        );
        return work(tx);
      }),
    asService: (work) => db.transaction((tx) => work(guarded(tx, watch))),
    close: () => db.close(),
  };
  return { database, migrationsApplied, seeded };
}
