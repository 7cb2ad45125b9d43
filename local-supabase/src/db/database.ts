import fs from 'node:fs';
import path from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
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

  const database: Database = {
    db,
    asRequest: (claims, work, { readOnly = false, headers = {}, clientAddress } = {}) =>
      db.transaction(async (tx) => {
        if (readOnly) await tx.exec('set transaction read only');
        await tx.query(
          "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)",
          [claims.role, JSON.stringify(claims), JSON.stringify(requestHeaders(headers, clientAddress))],
        );
        return work(tx);
      }),
    asService: (work) => db.transaction(work),
    close: () => db.close(),
  };
  return { database, migrationsApplied, seeded };
}
