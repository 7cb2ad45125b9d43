import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../auth/supabase-config.ts';
import { engines } from '../testing/engines.ts';
import { buildWorld, callers, type World } from './authorization-world.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';
import { sessions, type Claims } from './testing-sessions.ts';

/**
 * The authorization map (docs/authorization-map.md), checked on every engine: every door the
 * browser can reach, read from the database catalogue (each function and table of the exposed
 * schema, each Storage bucket, each Realtime topic the policies and functions name), is called as
 * every kind of caller in a world with one client company (authorization-world.ts), each call in
 * a transaction that is rolled back. A door missing from the map, a row of the map that is no
 * longer a door, and any answer that differs from the map fail, so a new function, table, bucket,
 * topic or grant cannot ship without a decision about who may use it.
 *
 * Answers: `ok` (it worked), `empty` (it worked and returned no rows), `denied` (42501: privilege,
 * policy or the function's own refusal of the caller), `limited` (429), or the refusal's reason
 * (P0001 and the like: the caller got past the door and the request itself was refused). Reads of
 * a table or bucket say which of company A's rows the caller sees: `all`, `some`, `none`.
 */

const mapFile = path.join(findRepoRoot(), 'docs/authorization-map.md');

/** How each exposed function is called in the world: its named arguments. */
const functionCalls: Record<string, (world: World) => Record<string, unknown>> = {
  accept_company_invitation: (w) => ({ p_token: w.invitation.token }),
  chat_confirm_transcript: (w) => ({ p_token: `${w.chat.id}.${'0'.repeat(64)}` }),
  chat_email_transcript: (w) => ({ p_conversation_id: w.chat.id, p_secret: w.chat.secret, p_email: 'visitor@example.com' }),
  chat_leave_message: (w) => ({ p_conversation_id: w.chat.id, p_secret: w.chat.secret, p_email: 'visitor@example.com' }),
  chat_read: (w) => ({ p_conversation_id: w.chat.id, p_secret: w.chat.secret }),
  chat_send: (w) => ({ p_conversation_id: w.chat.id, p_secret: w.chat.secret, p_body: 'One more thing' }),
  chat_staff_online: () => ({}),
  chat_start: () => ({ p_name: 'Ana', p_message: 'Hello' }),
  company_invitation_preview: (w) => ({ p_token: w.invitation.token }),
  company_members: (w) => ({ p_company_id: w.company }),
  create_company_invitation: (w) => ({ p_company_id: w.company, p_email: 'invitee@example.com' }),
  create_company: () => ({ p_name: 'Second Venture' }),
  feedback_orphan_files: () => ({}),
  leave_company: (w) => ({ p_company_id: w.company }),
  mfa_status: () => ({}),
  my_companies: () => ({}),
  outbox_claim: () => ({ max_rows: 1 }),
  outbox_delivered: () => ({ message_id: 1 }),
  outbox_enqueue: () => ({ recipient: 'ops@example.com', subject: 'Test', body_text: 'SMTP works' }),
  outbox_failed: () => ({ message_id: 1, error: 'SMTP 550' }),
  outbox_queue_missed_targets: () => ({}),
  outbox_release: () => ({ message_ids: '[1]' }),
  outbox_stats: () => ({}),
  rate_ticket: (w) => ({ p_ticket_id: w.resolvedTicket, p_score: 4 }),
  rate_ticket_by_link: (w) => ({ p_token: w.ratingToken, p_score: 4 }),
  rating_link_ticket: (w) => ({ p_token: w.ratingToken }),
  remove_company_member: (w) => ({ p_company_id: w.company, p_user_id: w.users.client.id }),
  rename_company: (w) => ({ p_company_id: w.company, p_name: 'Renamed Ltd' }),
  request_mfa_code: () => ({}),
  set_company_member_role: (w) => ({ p_company_id: w.company, p_user_id: w.users.client.id, p_role: 'owner' }),
  set_company_policy: (w) => ({ p_company_id: w.company, p_require_second_factor: false }),
  set_mfa_enabled: () => ({ enabled: false, code: '000000' }),
  staff_chat_presence: () => ({}),
  staff_clients: () => ({}),
  staff_companies: () => ({}),
  staff_create_company: () => ({ p_name: 'Staff Made Ltd', p_owner_email: 'new-owner@example.com' }),
  staff_response_report: () => ({}),
  staff_retry_mail: () => ({ message_id: 1 }),
  staff_undelivered_mail: () => ({}),
  verify_mfa_code: () => ({ code: '000000' }),
  withdraw_company_invitation: (w) => ({ p_invitation_id: w.invitation.id }),
};

interface PgError {
  code?: string;
  message?: string;
}

function refusal(error: PgError): string {
  if (error.code === '42501') return 'denied';
  if (error.code === 'PT429') return 'limited';
  if (error.code === 'P0001' || error.code === 'P0002') return error.message ?? error.code;
  return `${error.code ?? 'error'}`;
}

/** The map as written: door -> answer per caller; and the write grants: table -> per role. */
function readMap(): { doors: Map<string, string[]>; grants: Map<string, string[]> } {
  const doors = new Map<string, string[]>();
  const grants = new Map<string, string[]>();
  let section: 'doors' | 'grants' | undefined;
  for (const line of fs.readFileSync(mapFile, 'utf8').split('\n')) {
    if (line.startsWith('## Doors')) section = 'doors';
    else if (line.startsWith('## Write grants')) section = 'grants';
    else if (line.startsWith('## ')) section = undefined;
    if (!section || !line.startsWith('| `')) continue;
    const cells = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim().replace(/^`|`$/g, ''));
    (section === 'doors' ? doors : grants).set(cells[0]!, cells.slice(1, section === 'doors' ? 1 + callers.length : 4));
  }
  return { doors, grants };
}

const table = (header: string[], rows: [string, string[]][]) =>
  [
    `| ${header.join(' | ')} |`,
    `| ${header.map(() => '---').join(' | ')} |`,
    ...rows.map(([door, cells]) => `| \`${door}\` | ${cells.join(' | ')} |`),
  ].join('\n');

let db: TestDb;

describe.each(engines)('authorization map on $name', (engine) => {
  let world: World;
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
    world = await buildWorld(() => db);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  const { mayJoin } = sessions(() => db, 'map-probe');
  let addresses = 0;
  /** Runs `sql` as `claims` as PostgREST would, in a transaction that is always rolled back. */
  async function probe<T>(claims: Claims, sql: string, params: unknown[] = []): Promise<{ rows: T[] } | { error: PgError }> {
    const rollback = new Error('rollback');
    let outcome: { rows: T[] } | { error: PgError } = { rows: [] };
    await db
      .transaction(async (tx) => {
        await tx.query(
          "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)",
          [claims.role, JSON.stringify(claims), JSON.stringify({ 'x-forwarded-for': `198.18.0.${(addresses = (addresses % 250) + 1)}` })],
        );
        try {
          outcome = { rows: (await tx.query<T>(sql, params)).rows };
        } catch (error) {
          outcome = { error: error as PgError };
        }
        throw rollback;
      })
      .catch((error: unknown) => {
        if (error !== rollback) throw error;
      });
    return outcome;
  }

  /** The doors the catalogue shows, each with how to knock. */
  async function catalogue(): Promise<Map<string, (claims: Claims) => Promise<string>>> {
    const doors = new Map<string, (claims: Claims) => Promise<string>>();
    const functions = (
      await db.query<{ name: string; retset: boolean }>(
        `select p.proname as name, p.proretset as retset from pg_proc p
         where p.pronamespace = 'public'::regnamespace
           and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')
         order by 1`,
      )
    ).rows;
    for (const { name, retset } of functions) {
      doors.set(`function ${name}`, async (claims) => {
        const call = functionCalls[name];
        // A new function needs a way to call it here as well as its row in the map.
        if (!call) return 'no call in functionCalls';
        const args = Object.entries(call(world));
        const sql = `select * from public.${name}(${args.map(([key], i) => `${key} => $${i + 1}`).join(', ')})`;
        const outcome = await probe(
          claims,
          sql,
          args.map(([, value]) => value),
        );
        if ('error' in outcome) return refusal(outcome.error);
        return retset && outcome.rows.length === 0 ? 'empty' : 'ok';
      });
    }
    for (const [name, ctids] of Object.entries(world.rowsOfA).sort()) {
      doors.set(`table ${name}: read A's rows`, async (claims) => {
        if (ctids.length === 0) return 'no rows of A';
        const outcome = await probe<{ n: number }>(
          claims,
          `select count(*)::int as n from public.${name} where ctid = any (array[${ctids.map((ctid) => `'${ctid}'::tid`).join(', ')}])`,
        );
        if ('error' in outcome) return refusal(outcome.error);
        const seen = outcome.rows[0]!.n;
        return seen === 0 ? 'none' : seen === ctids.length ? 'all' : 'some';
      });
    }
    const views = (
      await db.query<{ name: string }>(
        "select relname as name from pg_class where relnamespace = 'public'::regnamespace and relkind in ('v', 'm')",
      )
    ).rows;
    for (const { name } of views) doors.set(`view ${name}`, () => Promise.reject(new Error(`view public.${name}: give it a probe`)));

    const buckets = (await db.query<{ id: string }>('select id from storage.buckets order by id')).rows;
    for (const { id } of buckets) {
      const file = world.files[id];
      doors.set(`bucket ${id}: read A's file`, async (claims) => {
        if (!file) throw new Error(`bucket ${id}: the world has no file in it`);
        const outcome = await probe<{ n: number }>(
          claims,
          'select count(*)::int as n from storage.objects where bucket_id = $1 and name = $2',
          [id, file],
        );
        if ('error' in outcome) return refusal(outcome.error);
        return outcome.rows[0]!.n === 0 ? 'none' : 'all';
      });
      doors.set(`bucket ${id}: upload beside A's file`, async (claims) => {
        const name = `${path.posix.dirname(file ?? 'x/y')}/another.pdf`;
        const outcome = await probe(
          claims,
          'insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, \'{"size": 10}\')',
          [id, name, claims.sub ?? null],
        );
        return 'error' in outcome ? refusal(outcome.error) : 'ok';
      });
    }

    // Topics: the private ones the policies on realtime.messages name, the public ones functions send on.
    const policies = (
      await db.query<{ qual: string }>(
        "select coalesce(qual, '') || coalesce(with_check, '') as qual from pg_policies where schemaname = 'realtime' and tablename = 'messages'",
      )
    ).rows;
    const sources = (
      await db.query<{ src: string }>(
        "select prosrc as src from pg_proc where prosrc like '%realtime.send(%' and pronamespace in ('public'::regnamespace, 'private'::regnamespace)",
      )
    ).rows;
    const topics = new Set<string>();
    for (const { qual } of policies) {
      for (const match of qual.matchAll(/'([a-z_]+:[a-z_]+)'/g)) topics.add(match[1]!);
      for (const match of qual.matchAll(/live_topic_id\([^,]+,\s*'([a-z_]+)'/g)) topics.add(`${match[1]}:<id>`);
    }
    const publicTopics = new Set<string>();
    for (const { src } of sources) {
      for (const match of src.matchAll(/realtime\.send\([^;]*?'([a-z_]+):'\s*\|\|[^;]*?,\s*false\s*\)/g))
        publicTopics.add(`${match[1]}:<id>`);
    }
    const topicIds: Record<string, string> = { ticket: world.ticket, company: world.company, chat: world.chat.id };
    const concrete = (pattern: string) => pattern.replace(/^([a-z_]+):<id>$/, (_, kind: string) => `${kind}:${topicIds[kind] ?? '?'}`);
    for (const pattern of [...topics].sort()) {
      doors.set(`topic ${pattern}: join`, (claims) => {
        // Realtime's check, as every Realtime test asks it.
        return mayJoin(claims, concrete(pattern)).then(
          (joined) => (joined ? 'ok' : 'denied'),
          (error: PgError) => refusal(error),
        );
      });
      doors.set(`topic ${pattern}: send`, async (claims) => {
        const outcome = await probe(
          claims,
          "insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'forged', '{}', true)",
          [concrete(pattern)],
        );
        return 'error' in outcome ? refusal(outcome.error) : 'ok';
      });
    }
    for (const pattern of [...publicTopics].sort()) {
      // A public topic is joined by anyone who knows its name: its id is random and its messages empty.
      doors.set(`topic ${pattern}: join (public)`, () => Promise.resolve('ok'));
    }
    return doors;
  }

  it('lists every door, and each kind of caller gets the answer the map says', async () => {
    const { doors: expected } = readMap();
    const doors = await catalogue();
    const observed: [string, string[]][] = [];
    for (const [door, knock] of doors) {
      const answers: string[] = [];
      for (const caller of callers) answers.push(await knock(world.claims[caller]));
      observed.push([door, answers]);
    }
    if (process.env.AUTHORIZATION_MAP_PRINT) {
      fs.writeFileSync(process.env.AUTHORIZATION_MAP_PRINT, table(['door', ...callers], observed) + '\n');
    }
    const missing = observed.filter(([door]) => !expected.has(door)).map(([door]) => door);
    expect({ 'doors missing from the map': missing }).toEqual({ 'doors missing from the map': [] });
    const gone = [...expected.keys()].filter((door) => !doors.has(door));
    expect({ 'rows of the map that are no longer doors': gone }).toEqual({ 'rows of the map that are no longer doors': [] });
    const differences = observed
      .filter(([door, answers]) => expected.get(door)!.join(' | ') !== answers.join(' | '))
      .map(([door, answers]) => ({ door, map: expected.get(door)!.join(' | '), observed: answers.join(' | ') }));
    expect(differences).toEqual([]);
  }, 300_000);

  it('lists every write grant of the exposed tables to the API roles', async () => {
    const { grants: expected } = readMap();
    const rows = (
      await db.query<{ table_name: string; grantee: string; privilege: string }>(
        `select c.relname as table_name, r.rolname as grantee,
                p.privilege_type || case when has_table_privilege(r.oid, c.oid, p.privilege_type) then '' else '(' || (
                  select string_agg(a.attname, ', ' order by a.attname) from pg_attribute a
                  where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
                    and has_column_privilege(r.oid, c.oid, a.attnum, p.privilege_type)
                ) || ')' end as privilege
         from pg_class c
         cross join (select oid, rolname from pg_roles where rolname in ('anon', 'authenticated', 'service_role')) r
         cross join (values ('INSERT'), ('UPDATE'), ('DELETE'), ('TRUNCATE')) p (privilege_type)
         where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p', 'v')
           and (has_table_privilege(r.oid, c.oid, p.privilege_type)
             or (p.privilege_type in ('INSERT', 'UPDATE') and has_any_column_privilege(r.oid, c.oid, p.privilege_type)))
         order by 1, 2, 3`,
      )
    ).rows;
    const byTable = new Map<string, Record<string, string[]>>();
    for (const row of rows) {
      const roles = byTable.get(row.table_name) ?? { anon: [], authenticated: [], service_role: [] };
      roles[row.grantee]!.push(row.privilege);
      byTable.set(row.table_name, roles);
    }
    const observed: [string, string[]][] = [...byTable.entries()].map(([name, roles]) => [
      name,
      ['anon', 'authenticated', 'service_role'].map((role) => roles[role]!.join('; ') || '—'),
    ]);
    if (process.env.AUTHORIZATION_MAP_PRINT) {
      fs.appendFileSync(
        process.env.AUTHORIZATION_MAP_PRINT,
        '\n' + table(['table', 'anon', 'authenticated', 'service_role'], observed) + '\n',
      );
    }
    expect(observed.map(([name, cells]) => [name, cells.join(' | ')])).toEqual(
      [...expected.entries()].map(([name, cells]) => [name, cells.join(' | ')]),
    );
  });
});
