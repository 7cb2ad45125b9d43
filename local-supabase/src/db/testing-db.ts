import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../auth/supabase-config.ts';

/**
 * The little a database test needs from an engine. PGlite satisfies it as it is; a real
 * PostgreSQL (node-postgres) can be wrapped to satisfy it, so the same tests run on both.
 * Note for real servers: bigint comes back as a string, so tests cast counts with ::int.
 */
export interface TestDb {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
  exec(sql: string): Promise<unknown>;
  transaction<T>(work: (tx: TestTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** What a transaction offers: the same query and exec, inside it. */
export interface TestTx {
  query: TestDb['query'];
  exec: TestDb['exec'];
}

// Found from the repository root, not __dirname: `npm run db:types` loads this module as ESM,
// the tests as CommonJS (ts-jest), and neither import.meta nor __dirname is there in both.
const supabaseDir = path.join(findRepoRoot(), 'supabase');
const platformSql = path.join(findRepoRoot(), 'local-supabase/src/db/platform.sql');

/** Migration file names in the order `supabase db push` applies them. */
export function migrationFiles(): string[] {
  return fs
    .readdirSync(path.join(supabaseDir, 'migrations'))
    .filter((file) => file.endsWith('.sql'))
    .sort();
}

/**
 * Brings an empty database (connected as a superuser, pgcrypto available) to what `supabase db
 * reset` produces: platform.sql (what a hosted project provides), every migration in order, each
 * in its own transaction, then seed.sql.
 */
export async function migratedDatabase(db: TestDb): Promise<void> {
  await db.exec(fs.readFileSync(platformSql, 'utf8'));
  for (const file of migrationFiles()) {
    await db.transaction(async (tx) => {
      await tx.exec(fs.readFileSync(path.join(supabaseDir, 'migrations', file), 'utf8'));
    });
  }
  await db.transaction(async (tx) => {
    await tx.exec(fs.readFileSync(path.join(supabaseDir, 'seed.sql'), 'utf8'));
  });
}
