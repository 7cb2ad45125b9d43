/**
 * A statement that overflows the embedded engine's stack fails its request, which is rolled back
 * (PGlite alone would report no rows and keep the transaction's writes), and the database keeps
 * answering afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { EngineFailure, openDatabase, type Database } from './database.ts';

let dir: string;
let database: Database;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'database-test-'));
  fs.mkdirSync(path.join(dir, 'migrations'));
  fs.writeFileSync(path.join(dir, 'platform.sql'), 'create role authenticated;');
  fs.writeFileSync(
    path.join(dir, 'migrations', '20260101000000_notes.sql'),
    'create table public.notes (body text); grant select, insert on public.notes to authenticated;',
  );
  fs.writeFileSync(path.join(dir, 'seed.sql'), '');
  ({ database } = await openDatabase(undefined, { supabaseDir: dir, platformSql: path.join(dir, 'platform.sql') }));
}, 60_000);

afterAll(async () => {
  await database.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Nested far past what JavaScript's stack holds while Postgres compiles the pattern.
const overflowingPattern = `${'('.repeat(20_000)}a${')'.repeat(20_000)}`;

const notes = () => database.asService(async (tx) => (await tx.query<{ body: string }>('select body from public.notes')).rows);

it.each([
  ['a request', (work: Parameters<Database['asService']>[0]) => database.asRequest({ role: 'authenticated' }, work)],
  ['the service', (work: Parameters<Database['asService']>[0]) => database.asService(work)],
])('a statement that overflows the stack fails %s and rolls its transaction back', async (_label, run) => {
  const attempt = run(async (tx) => {
    await tx.query("insert into public.notes (body) values ('written before the overflow')");
    return tx.query("select 'a' ~ $1 as matched", [overflowingPattern]);
  });
  await expect(attempt).rejects.toBeInstanceOf(EngineFailure);
  await expect(attempt).rejects.toMatchObject({ code: '54001', message: 'stack depth limit exceeded' });
  expect(await notes()).toEqual([]);

  // The database still answers, and commits as before.
  await database.asService((tx) => tx.query("insert into public.notes (body) values ('after')"));
  expect(await notes()).toEqual([{ body: 'after' }]);
  await database.asService((tx) => tx.query('delete from public.notes'));
});
