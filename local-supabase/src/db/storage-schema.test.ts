import fs from 'node:fs';
import path from 'node:path';
import { engines } from '../testing/engines.ts';
import { ownerFolderPolicies } from '../testing/storage-policies.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * The `storage` schema platform.sql provides, on PGlite and on a real PostgreSQL: what a product
 * migration does with it on a hosted project (insert a bucket, create per-user folder policies)
 * works unchanged, and the policies decide for the API roles exactly as the Storage API runs them
 * (role + request.jwt.claims in one transaction).
 */

// ts-jest compiles tests to CommonJS, so __dirname (not import.meta) is available here.
const platformSql = path.join(__dirname, 'platform.sql');

const DEMO = 'a1111111-1111-4111-8111-111111111111';
const OTHER = 'c3333333-3333-4333-8333-333333333333';

type Role = 'anon' | 'authenticated' | 'service_role';

function claims(role: Role, sub?: string): Record<string, unknown> {
  return sub ? { role, sub, aud: 'authenticated' } : { role };
}

/** One statement as the Storage API runs it: a transaction as the role, with the claims set. */
async function as<T = Record<string, unknown>>(
  db: TestDb,
  role: Role,
  sub: string | undefined,
  sql: string,
  params: unknown[] = [],
  { allowDelete = false } = {},
) {
  return db.transaction(async (tx) => {
    await tx.query(
      "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('storage.allow_delete_query', $3, true)",
      [role, JSON.stringify(claims(role, sub)), String(allowDelete)],
    );
    return tx.query<T>(sql, params);
  });
}

/** The product migration's shape: a private bucket and one policy per command on the owner's folder. */
const migration = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('documents', 'documents', false, 10485760, array['application/pdf'])
  on conflict (id) do nothing;

${ownerFolderPolicies('documents')}`;

const insertObject = `insert into storage.objects (bucket_id, name, owner_id, metadata) values ('documents', $1, $2, '{"size": 1}')`;

let db: TestDb;

describe.each(engines)('storage schema on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
    // The stand-in runs platform.sql on every start: running it again must be harmless.
    await db.exec(fs.readFileSync(platformSql, 'utf8'));
    await db.transaction((tx) => tx.exec(migration));
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  test('row-level security is on for buckets and objects, and the API roles hold the hosted grants', async () => {
    const { rows } = await db.query<{ relname: string; relrowsecurity: boolean }>(
      "select relname, relrowsecurity from pg_class where relnamespace = 'storage'::regnamespace and relname in ('buckets', 'objects') order by relname",
    );
    expect(rows).toEqual([
      { relname: 'buckets', relrowsecurity: true },
      { relname: 'objects', relrowsecurity: true },
    ]);
    for (const role of ['anon', 'authenticated', 'service_role'])
      for (const table of ['storage.buckets', 'storage.objects']) {
        const { rows: granted } = await db.query<{ ok: boolean }>(
          "select has_table_privilege($1, $2, 'select, insert, update, delete') as ok",
          [role, table],
        );
        expect({ role, table, ok: granted[0]!.ok }).toEqual({ role, table, ok: true });
      }
  });

  test('foldername, filename and extension split a name as on hosted, and are immutable', async () => {
    const { rows } = await db.query<{ folders: string[]; file: string; ext: string; top: string[] }>(
      "select storage.foldername('a/b/c.png') as folders, storage.filename('a/b/c.png') as file, storage.extension('a/b/c.tar.gz') as ext, storage.foldername('top.txt') as top",
    );
    expect(rows[0]).toEqual({ folders: ['a', 'b'], file: 'c.png', ext: 'gz', top: [] });
    const { rows: volatility } = await db.query<{ proname: string; provolatile: string }>(
      "select proname, provolatile from pg_proc where pronamespace = 'storage'::regnamespace and proname in ('foldername', 'filename', 'extension') order by proname",
    );
    expect(volatility.map((row) => row.provolatile)).toEqual(['i', 'i', 'i']);
  });

  test('the owner-folder policies decide inserts, reads, updates and deletes', async () => {
    await as(db, 'authenticated', DEMO, insertObject, [`${DEMO}/contract.pdf`, DEMO]);
    await as(db, 'authenticated', OTHER, insertObject, [`${OTHER}/offer.pdf`, OTHER]);
    await expect(as(db, 'authenticated', OTHER, insertObject, [`${DEMO}/planted.pdf`, OTHER])).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, 'anon', undefined, insertObject, [`${DEMO}/anon.pdf`, null])).rejects.toMatchObject({ code: '42501' });

    const names = async (role: Role, sub?: string) =>
      (await as<{ name: string }>(db, role, sub, 'select name from storage.objects order by name')).rows.map((row) => row.name);
    expect(await names('authenticated', DEMO)).toEqual([`${DEMO}/contract.pdf`]);
    expect(await names('authenticated', OTHER)).toEqual([`${OTHER}/offer.pdf`]);
    expect(await names('anon')).toEqual([]);
    expect(await names('service_role')).toEqual([`${DEMO}/contract.pdf`, `${OTHER}/offer.pdf`]);

    const renamed = await as(db, 'authenticated', OTHER, "update storage.objects set metadata = '{}' where name = $1 returning name", [
      `${DEMO}/contract.pdf`,
    ]);
    expect(renamed.rows).toEqual([]);
    await expect(
      as(db, 'authenticated', DEMO, 'update storage.objects set name = $1 where name = $2', [`${OTHER}/moved.pdf`, `${DEMO}/contract.pdf`]),
    ).rejects.toMatchObject({ code: '42501' });
  });

  test('storage.search lists one level, relative to the prefix, through the caller’s policies', async () => {
    await as(db, 'authenticated', DEMO, insertObject, [`${DEMO}/2026/march.pdf`, DEMO]);
    const search = async (sub: string, prefix: string) =>
      (
        await as<{ name: string; id: string | null }>(db, 'authenticated', sub, "select name, id from storage.search($1, 'documents')", [
          prefix,
        ])
      ).rows.map((row) => (row.id === null ? `${row.name}/` : row.name));
    expect(await search(DEMO, '')).toEqual([`${DEMO}/`]);
    expect(await search(DEMO, `${DEMO}/`)).toEqual(['2026/', 'contract.pdf']);
    expect(await search(OTHER, `${DEMO}/`)).toEqual([]);
  });

  test('rows are deleted only through the API’s setting, and then only as the policies allow', async () => {
    await expect(db.query("delete from storage.objects where bucket_id = 'documents'")).rejects.toMatchObject({ code: '42501' });
    await expect(as(db, 'service_role', undefined, 'delete from storage.objects')).rejects.toMatchObject({ code: '42501' });
    const byOther = await as(db, 'authenticated', OTHER, 'delete from storage.objects returning name', [], { allowDelete: true });
    expect(byOther.rows).toEqual([{ name: `${OTHER}/offer.pdf` }]);
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from storage.objects');
    expect(rows[0]!.n).toBe(2);
  });

  test('a bucket name over 100 characters is refused', async () => {
    await expect(db.query('insert into storage.buckets (id, name) values ($1, $1)', ['b'.repeat(101)])).rejects.toThrow(/too long/);
  });
});
