/**
 * `npm run db:types`: writes shared/lib/database-types.ts, the TypeScript types of the database as
 * `supabase gen types typescript` makes them, from supabase/migrations. The same generator the
 * Supabase CLI runs in Docker (@supabase/postgres-meta, which prints the types and exits when
 * PG_META_GENERATE_TYPES is set) runs here against a throw-away PostgreSQL 17 (the hosted
 * project's major version) brought to `supabase db reset`'s state by the schema tests' own setup.
 *
 * `--stdout` prints the formatted types instead of writing the file: the drift test compares that
 * with the committed file, so a migration without regenerated types fails `npm test`.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import prettier from 'prettier';
import { findRepoRoot } from '../auth/supabase-config.ts';
import { startPostgresServer } from '../testing/postgres-server.ts';
import { migratedDatabase } from './testing-db.ts';

const root = findRepoRoot();
const target = path.join(root, 'shared/lib/database-types.ts');
const generator = path.join(root, 'node_modules/@supabase/postgres-meta/dist/server/server.js');
const header = '// Generated from supabase/migrations by `npm run db:types` (@supabase/postgres-meta); do not edit.\n';

/** The schemas the browser reads through PostgREST; storage is reached through the Storage API. */
const schemas = ['public'];

async function generate(): Promise<string> {
  const server = await startPostgresServer();
  try {
    await migratedDatabase(server);
    // The environment `supabase gen types typescript --db-url` gives the pg-meta container.
    const { stdout } = await promisify(execFile)(process.execPath, [generator], {
      env: {
        PATH: process.env.PATH,
        PG_META_DB_URL: server.url,
        PG_META_GENERATE_TYPES: 'typescript',
        PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: schemas.join(','),
        PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
      },
      maxBuffer: 16 * 1024 * 1024,
    });
    if (!stdout.includes('export type Database')) throw new Error(`@supabase/postgres-meta printed no types:\n${stdout}`);
    const options = await prettier.resolveConfig(target);
    return prettier.format(header + stdout, { ...options, filepath: target });
  } finally {
    await server.close();
  }
}

const types = await generate();
if (process.argv.includes('--stdout')) process.stdout.write(types);
else {
  fs.writeFileSync(target, types);
  console.log(`Wrote ${path.relative(root, target)}`);
}
