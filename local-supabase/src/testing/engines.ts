import { PGlite } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import type { TestDb } from '../db/testing-db.ts';
import { startPostgresServer } from './postgres-server.ts';

/**
 * The database engines every schema test runs on: PGlite (what the stand-in runs) and a real
 * PostgreSQL server of the hosted project's major version (supabase/config.toml), so a migration,
 * policy or function that behaves differently on the hosted engine fails `npm test`.
 */
export interface Engine {
  name: string;
  /** an empty database, connected as a superuser, with pgcrypto available */
  start(): Promise<TestDb>;
}

export const engines: readonly Engine[] = [
  // In memory; the workspace's tests run with --experimental-vm-modules so PGlite loads under jest.
  { name: 'PGlite', start: () => PGlite.create({ extensions: { pgcrypto } }) },
  { name: 'PostgreSQL 17', start: startPostgresServer },
];
