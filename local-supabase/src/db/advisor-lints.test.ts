import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../auth/supabase-config.ts';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * The security lints Supabase's advisor runs on a hosted project (its splinter checks), run on the
 * migrated database of every engine, so a migration that would raise one fails `npm test` here
 * rather than show up on the hosted dashboard: row-level security on every exposed table, every
 * SECURITY DEFINER function with a fixed search_path and EXECUTE revoked from PUBLIC, no function
 * executable by anon that the authorization map does not open to anon, no exposed view that skips
 * row-level security, every foreign key indexed, and auth.uid() (and the other per-request
 * functions) in policies evaluated once per statement, as `(select auth.uid())`.
 */

/** The schemas the Data API exposes (supabase/config.toml's api.schemas) and those the product's policies live in. */
const exposed = ['public'];
const withPolicies = ['public', 'storage', 'realtime'];

let db: TestDb;

describe.each(engines)('advisor lints on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  const rows = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

  it('has row-level security on every table of the exposed schemas', async () => {
    expect(
      await rows(
        `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any ($1) and c.relkind in ('r', 'p') and not c.relrowsecurity order by 1`,
        [exposed],
      ),
    ).toEqual([]);
  });

  it('fixes the search_path of every SECURITY DEFINER function and revokes EXECUTE from PUBLIC', async () => {
    const definers = `from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where p.prosecdef and n.nspname in ('public', 'private')
        and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`;
    expect(
      await rows(
        `select n.nspname || '.' || p.proname as name ${definers}
           and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%') order by 1`,
      ),
    ).toEqual([]);
    // A null ACL is the default: EXECUTE for PUBLIC.
    expect(
      await rows(
        `select n.nspname || '.' || p.proname as name ${definers}
           and (p.proacl is null or exists (select 1 from aclexplode(p.proacl) a where a.grantee = 0 and a.privilege_type = 'EXECUTE'))
         order by 1`,
      ),
    ).toEqual([]);
  });

  it('lets anon execute only the functions the authorization map opens to anon', async () => {
    const map = fs.readFileSync(path.join(findRepoRoot(), 'docs/authorization-map.md'), 'utf8');
    const openToAnon = [...map.matchAll(/^\|\s*`function ([a-z_]+)`\s*\|([^|]+)\|/gm)]
      .filter(([, , anon]) => anon!.trim() !== 'denied')
      .map(([, name]) => name!);
    const executable = (
      await rows<{ name: string }>(
        `select distinct p.proname as name from pg_proc p
         where p.pronamespace = any (select oid from pg_namespace where nspname = any ($1))
           and has_function_privilege('anon', p.oid, 'EXECUTE')
           and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         order by 1`,
        [exposed],
      )
    ).map((row) => row.name);
    expect(executable).toEqual([...openToAnon].sort());
  });

  it("has no exposed view that reads with its owner's rights (skipping row-level security)", async () => {
    expect(
      await rows(
        `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any ($1) and c.relkind in ('v', 'm')
           and not coalesce(c.reloptions @> array['security_invoker=true'], false)
           and (has_table_privilege('anon', c.oid, 'SELECT') or has_table_privilege('authenticated', c.oid, 'SELECT'))`,
        [exposed],
      ),
    ).toEqual([]);
  });

  it('indexes every foreign key of the exposed schemas (policies and cascades look rows up by them)', async () => {
    expect(
      await rows(
        `select c.conrelid::regclass::text || ' (' || (
                  select string_agg(a.attname, ', ') from pg_attribute a where a.attrelid = c.conrelid and a.attnum = any (c.conkey)
                ) || ')' as foreign_key
         from pg_constraint c
         where c.contype = 'f' and c.connamespace = any (select oid from pg_namespace where nspname = any ($1))
           and not exists (
             select 1 from pg_index i
             where i.indrelid = c.conrelid
               and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] @> c.conkey
               and (i.indkey::int2[])[0:array_length(c.conkey, 1) - 1] <@ c.conkey
           )
         order by 1`,
        [exposed],
      ),
    ).toEqual([]);
  });

  it('evaluates auth.uid() and the other per-request functions once per statement in every policy', async () => {
    const policies = await rows<{ name: string; expression: string }>(
      `select schemaname || '.' || tablename || ': ' || policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expression
       from pg_policies where schemaname = any ($1)`,
      [withPolicies],
    );
    const perRow = policies
      .filter(({ expression }) => {
        const calls = expression.match(/\b(auth\.(uid|jwt|role|email)|current_setting)\(/g)?.length ?? 0;
        // Postgres prints (select auth.uid()::text) as ( SELECT (auth.uid())::text AS uid).
        const wrapped = expression.match(/\(\s*SELECT\s+\(?(auth\.(uid|jwt|role|email)|current_setting)\(/gi)?.length ?? 0;
        return calls > wrapped;
      })
      .map(({ name }) => name);
    expect(perRow).toEqual([]);
    // The lint looks at something: the product's policies call auth.uid() through (select ...).
    expect(policies.filter(({ expression }) => /\(\s*SELECT\s+auth\.uid\(\)/i.test(expression)).length).toBeGreaterThan(3);
  });
});
