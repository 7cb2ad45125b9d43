import fs from 'node:fs';
import path from 'node:path';
import { migratedDatabase, type TestDb, type TestTx } from '../db/testing-db.ts';
import { engines } from '../testing/engines.ts';

/**
 * The `realtime` schema platform.sql provides, on PGlite and on a real PostgreSQL: the grants and
 * row-level security of a hosted project, and realtime.send / realtime.broadcast_changes /
 * realtime.topic() behaving as the hosted ones do for a product migration's triggers and policies.
 */

// ts-jest compiles tests to CommonJS, so __dirname (not import.meta) is available here.
const platformSql = path.join(__dirname, '../db/platform.sql');
const USER = 'd4444444-4444-4444-8444-444444444444';

/** Work as an authenticated user, as Realtime and PostgREST run it: the role and the claims set in one transaction. */
function asUser<T>(db: TestDb, work: (tx: TestTx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query("select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)", [
      JSON.stringify({ role: 'authenticated', sub: USER, aud: 'authenticated' }),
    ]);
    return work(tx);
  });
}

async function messagesOn(db: TestDb, topic: string) {
  const { rows } = await db.query<{ event: string; payload: Record<string, unknown>; private: boolean; extension: string; id: string }>(
    'select event, payload, private, extension, id from realtime.messages where topic = $1 order by inserted_at, event',
    [topic],
  );
  return rows;
}

let db: TestDb;

describe.each(engines)('realtime schema on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
    // The stand-in runs platform.sql on every start: running it again must be harmless.
    await db.exec(fs.readFileSync(platformSql, 'utf8'));
    await db.exec(`
      create policy "send on own topic" on realtime.messages for insert to authenticated
        with check (topic = 'user:' || (select auth.uid()) and topic = (select realtime.topic()));
      create table public.rt_schema_notes (id int primary key, body text not null);
      create function public.rt_schema_note_changed() returns trigger language plpgsql as $$
      begin
        perform realtime.broadcast_changes('notes', tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
        return null;
      end
      $$;
      create trigger rt_schema_note_changed after insert or update on public.rt_schema_notes
        for each row execute function public.rt_schema_note_changed();
      create function public.rt_schema_notes_statement() returns trigger language plpgsql as $$
      begin
        perform realtime.broadcast_changes('notes', tg_op, tg_op, tg_table_name, tg_table_schema, null, null, tg_level);
        return null;
      end
      $$;
      create trigger rt_schema_notes_statement after delete on public.rt_schema_notes
        for each statement execute function public.rt_schema_notes_statement();
    `);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  test('row-level security is on for messages, and the API roles hold the hosted grants', async () => {
    const { rows } = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'realtime.messages'::regclass",
    );
    expect(rows).toEqual([{ relrowsecurity: true }]);
    for (const role of ['anon', 'authenticated', 'service_role']) {
      const { rows: granted } = await db.query<{ usage: boolean; write: boolean; remove: boolean; send: boolean }>(
        `select has_schema_privilege($1, 'realtime', 'usage') as usage,
                has_table_privilege($1, 'realtime.messages', 'select, insert, update') as write,
                has_table_privilege($1, 'realtime.messages', 'delete') as remove,
                has_function_privilege($1, 'realtime.send(jsonb, text, text, boolean)', 'execute') as send`,
        [role],
      );
      expect({ role, ...granted[0] }).toEqual({ role, usage: true, write: true, remove: false, send: true });
    }
  });

  test('realtime.send stores a broadcast, private by default, whose payload carries the message id unless it has one', async () => {
    await db.transaction(async (tx) => {
      await tx.query(`select realtime.send('{"n": 1}', 'first', 'send-topic')`);
      await tx.query(`select realtime.send('{"n": 2, "id": "mine"}', 'second', 'send-topic', false)`);
    });
    const [first, second] = await messagesOn(db, 'send-topic');
    expect(first).toEqual({
      event: 'first',
      payload: { n: 1, id: first!.id },
      private: true,
      extension: 'broadcast',
      id: expect.any(String),
    });
    expect(second).toMatchObject({ event: 'second', payload: { n: 2, id: 'mine' }, private: false, extension: 'broadcast' });
  });

  test('realtime.send sets realtime.topic for the INSERT policies, and what they refuse is only a WARNING', async () => {
    const results = await asUser(db, async (tx) => {
      const before = (await tx.query<{ topic: string | null }>('select realtime.topic() as topic')).rows[0]!.topic;
      await tx.query(`select realtime.send('{}', 'allowed', $1)`, [`user:${USER}`]);
      await tx.query(`select realtime.send('{}', 'refused', 'someone-else')`);
      // Not aborted: the refused send raised nothing, and its setting went back with its insert.
      const after = (await tx.query<{ topic: string | null }>('select realtime.topic() as topic')).rows[0]!.topic;
      return { before, after };
    });
    expect(results).toEqual({ before: null, after: `user:${USER}` });
    expect((await messagesOn(db, `user:${USER}`)).map((message) => message.event)).toEqual(['allowed']);
    expect(await messagesOn(db, 'someone-else')).toEqual([]);
  });

  test('realtime.broadcast_changes sends a row change from a row trigger, and refuses a statement-level one', async () => {
    await db.query("insert into public.rt_schema_notes (id, body) values (1, 'a')");
    await db.query("update public.rt_schema_notes set body = 'b' where id = 1");
    const messages = await messagesOn(db, 'notes');
    expect(messages.map(({ event, payload, private: isPrivate }) => ({ event, payload, isPrivate }))).toEqual([
      {
        event: 'INSERT',
        payload: {
          operation: 'INSERT',
          schema: 'public',
          table: 'rt_schema_notes',
          record: { id: 1, body: 'a' },
          old_record: null,
          id: messages[0]!.id,
        },
        isPrivate: true,
      },
      {
        event: 'UPDATE',
        payload: {
          operation: 'UPDATE',
          schema: 'public',
          table: 'rt_schema_notes',
          record: { id: 1, body: 'b' },
          old_record: { id: 1, body: 'a' },
          id: messages[1]!.id,
        },
        isPrivate: true,
      },
    ]);
    await expect(db.query('delete from public.rt_schema_notes')).rejects.toThrow(
      'Failed to process the row: function can only be triggered for each row, not for each statement',
    );
  });
});
