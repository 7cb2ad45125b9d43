import fs from 'node:fs';
import path from 'node:path';
import { findRepoRoot } from '../auth/supabase-config.ts';
import { engines } from '../testing/engines.ts';
import { migrationFiles, type TestDb } from './testing-db.ts';

/**
 * The client companies migration (supabase/migrations/20261127000100_client_companies.sql) on a
 * copy of the seeded data as it was before companies: every migration before it, the seed of that
 * time (fixtures/seed-before-companies.sql, a copy of supabase/seed.sql from before companies, so
 * the test needs no git), and requests with files on top, so that every table the move touches has
 * rows. Every row of every table is snapshotted before the migration and compared after it: the
 * move adds columns and rows, and changes and loses nothing.
 */

const companiesMigration = '20261127000100_client_companies.sql';
const root = findRepoRoot();
const migrationsDir = path.join(root, 'supabase/migrations');

const demo = 'a1111111-1111-4111-8111-111111111111';
const mfa = 'b2222222-2222-4222-8222-222222222222';
const other = 'c3333333-3333-4333-8333-333333333333';
const staff = 'd4444444-4444-4444-8444-444444444444';
// A client of ours with no requests at all, and one who only ever sent a proposal.
const quiet = 'e5555555-5555-4555-8555-555555555555';
const proposer = 'f6666666-6666-4666-8666-666666666666';

/**
 * Requests as clients and staff made them before companies (written directly, as the superuser:
 * the browser's path is tested elsewhere): tickets with conversations, a resolved ticket, staff
 * replies and status changes (which write history and notices), proposals, file records on each
 * kind of request with their objects, and one upload that was never recorded.
 */
const requestsSql = `
insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at, recovery_token, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
values
  ('${quiet}', 'authenticated', 'authenticated', 'quiet@example.com', '', now(), '', '{"provider":"email","providers":["email"]}', '{"locale":"id"}', '2026-01-01 09:00:00+00', '2026-01-01 09:00:00+00'),
  ('${proposer}', 'authenticated', 'authenticated', 'proposer@example.com', '', now(), '', '{"provider":"email","providers":["email"]}', '{"locale":"ms"}', '2026-01-02 09:00:00+00', '2026-01-02 09:00:00+00');

insert into public.support_tickets (id, client_id, subject, category, priority, description, status, created_at, updated_at)
values
  ('a2000000-0000-4000-8000-000000000001', '${demo}', 'VPN drops every hour', 'technical', 'high', 'Since Monday.', 'open', '2026-03-01 09:00:00+00', '2026-03-01 09:00:00+00'),
  ('a2000000-0000-4000-8000-000000000002', '${demo}', 'Invoice 42 is wrong', 'billing', 'low', 'Twice the hours.', 'open', '2026-03-02 09:00:00+00', '2026-03-02 09:00:00+00'),
  ('b2000000-0000-4000-8000-000000000001', '${mfa}', 'New laptop', 'account', 'medium', 'Please enrol it.', 'in_progress', '2026-03-03 09:00:00+00', '2026-03-03 09:00:00+00'),
  ('c2000000-0000-4000-8000-000000000001', '${other}', 'Cluster alerts', 'technical', 'high', 'Pager fires at night.', 'open', '2026-03-04 09:00:00+00', '2026-03-04 09:00:00+00');

insert into public.ticket_messages (id, ticket_id, author_id, body, created_at)
values
  ('a3000000-0000-4000-8000-000000000001', 'a2000000-0000-4000-8000-000000000001', '${demo}', 'Any news?', '2026-03-01 10:00:00+00'),
  ('a3000000-0000-4000-8000-000000000002', 'a2000000-0000-4000-8000-000000000001', '${staff}', 'We are on it.', '2026-03-01 11:00:00+00'),
  ('a3000000-0000-4000-8000-000000000003', 'a2000000-0000-4000-8000-000000000002', '${demo}', 'Attached the invoice.', '2026-03-02 10:00:00+00'),
  ('c3000000-0000-4000-8000-000000000001', 'c2000000-0000-4000-8000-000000000001', '${staff}', 'Which alerts?', '2026-03-04 10:00:00+00');

-- staff resolve a ticket: history and a notice
update public.support_tickets set status = 'resolved' where id = 'a2000000-0000-4000-8000-000000000002';

insert into public.proposals (id, client_id, title, services, status, status_note, created_at, updated_at)
values
  ('a4000000-0000-4000-8000-000000000001', '${demo}', 'Warehouse system to the cloud', array['cloud', 'data'], 'submitted', null, '2026-03-05 09:00:00+00', '2026-03-05 09:00:00+00'),
  ('b4000000-0000-4000-8000-000000000001', '${mfa}', 'SOC 2 evidence automation', array['security'], 'submitted', null, '2026-03-06 09:00:00+00', '2026-03-06 09:00:00+00'),
  ('f4000000-0000-4000-8000-000000000001', '${proposer}', 'A chatbot for the help desk', array['ai'], 'submitted', null, '2026-03-07 09:00:00+00', '2026-03-07 09:00:00+00');

update public.proposals set status = 'accepted', status_note = 'Starting in April.' where id = 'b4000000-0000-4000-8000-000000000001';
update public.client_projects set status = 'completed', progress = 100 where id = 'c1000000-0000-4000-8000-000000000001';

insert into public.request_files (id, owner_id, bucket, object_path, file_name, content_type, size_bytes, ticket_id, message_id, proposal_id, created_at)
values
  ('a5000000-0000-4000-8000-000000000001', '${demo}', 'ticket-files', '${demo}/a2000000-0000-4000-8000-000000000001/screen.png', 'screen.png', 'image/png', 2048, 'a2000000-0000-4000-8000-000000000001', null, null, '2026-03-01 09:01:00+00'),
  ('a5000000-0000-4000-8000-000000000002', '${demo}', 'ticket-files', '${demo}/a3000000-0000-4000-8000-000000000003/invoice.pdf', 'invoice.pdf', 'application/pdf', 4096, null, 'a3000000-0000-4000-8000-000000000003', null, '2026-03-02 10:01:00+00'),
  ('a5000000-0000-4000-8000-000000000003', '${demo}', 'proposal-files', '${demo}/a4000000-0000-4000-8000-000000000001/brief.pdf', 'brief.pdf', 'application/pdf', 8192, null, null, 'a4000000-0000-4000-8000-000000000001', '2026-03-05 09:01:00+00'),
  ('f5000000-0000-4000-8000-000000000001', '${proposer}', 'proposal-files', '${proposer}/f4000000-0000-4000-8000-000000000001/idea.pdf', 'idea.pdf', 'application/pdf', 1024, null, null, 'f4000000-0000-4000-8000-000000000001', '2026-03-07 09:01:00+00');

insert into storage.objects (id, bucket_id, name, owner_id, metadata, version, created_at, updated_at, last_accessed_at)
values
  ('a6000000-0000-4000-8000-000000000001', 'ticket-files', '${demo}/a2000000-0000-4000-8000-000000000001/screen.png', '${demo}', '{"size": 2048, "mimetype": "image/png"}', 'v1', '2026-03-01 09:01:00+00', '2026-03-01 09:01:00+00', '2026-03-01 09:01:00+00'),
  ('a6000000-0000-4000-8000-000000000002', 'ticket-files', '${demo}/a3000000-0000-4000-8000-000000000003/invoice.pdf', '${demo}', '{"size": 4096, "mimetype": "application/pdf"}', 'v2', '2026-03-02 10:01:00+00', '2026-03-02 10:01:00+00', '2026-03-02 10:01:00+00'),
  ('a6000000-0000-4000-8000-000000000003', 'proposal-files', '${demo}/a4000000-0000-4000-8000-000000000001/brief.pdf', '${demo}', '{"size": 8192, "mimetype": "application/pdf"}', 'v3', '2026-03-05 09:01:00+00', '2026-03-05 09:01:00+00', '2026-03-05 09:01:00+00'),
  ('f6000000-0000-4000-8000-000000000001', 'proposal-files', '${proposer}/f4000000-0000-4000-8000-000000000001/idea.pdf', '${proposer}', '{"size": 1024, "mimetype": "application/pdf"}', 'v4', '2026-03-07 09:01:00+00', '2026-03-07 09:01:00+00', '2026-03-07 09:01:00+00'),
  ('c6000000-0000-4000-8000-000000000001', 'ticket-files', '${other}/unrecorded/draft.pdf', '${other}', '{"size": 10, "mimetype": "application/pdf"}', 'v5', '2026-03-08 09:01:00+00', '2026-03-08 09:01:00+00', '2026-03-08 09:01:00+00');
`;

type Row = Record<string, unknown>;

/** A row as comparable text: its columns in name order, only those in `columns` when given. */
function canonical(row: Row, columns?: readonly string[]): string {
  const keys = (columns ?? Object.keys(row)).slice().sort();
  return JSON.stringify(keys.map((key) => [key, row[key] === undefined ? '(missing column)' : row[key]]));
}

interface TableSnapshot {
  columns: string[];
  rows: Row[];
}

/** Every row of every table in the schemas the product and the platform keep data in. */
async function snapshot(db: TestDb): Promise<Map<string, TableSnapshot>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select format('%I.%I', n.nspname, c.relname) as name
     from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p') and n.nspname in ('public', 'private', 'storage', 'auth')
     order by 1`,
  );
  const result = new Map<string, TableSnapshot>();
  for (const { name } of tables) {
    const { rows: columns } = await db.query<{ attname: string }>(
      'select attname::text as attname from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum',
      [name],
    );
    // Through jsonb so that both engines give the same text for every type (bigint, timestamps).
    const { rows } = await db.query<{ row: Row }>(`select to_jsonb(t) as row from ${name} t`);
    result.set(name, { columns: columns.map((column) => column.attname), rows: rows.map((row) => row.row) });
  }
  return result;
}

async function run(db: TestDb, file: string, sql = fs.readFileSync(path.join(migrationsDir, file), 'utf8')): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.exec(sql);
  });
}

describe.each(engines)('the companies migration on a copy of the seeded data, on $name', (engine) => {
  let db: TestDb;
  let before: Map<string, TableSnapshot>;
  let after: Map<string, TableSnapshot>;

  beforeAll(async () => {
    db = await engine.start();
    await db.exec(fs.readFileSync(path.join(root, 'local-supabase/src/db/platform.sql'), 'utf8'));
    const earlier = migrationFiles().filter((file) => file < companiesMigration);
    expect(migrationFiles()).toContain(companiesMigration);
    for (const file of earlier) await run(db, file);
    await run(db, 'seed', fs.readFileSync(path.join(__dirname, 'fixtures/seed-before-companies.sql'), 'utf8'));
    await run(db, 'requests', requestsSql);
    before = await snapshot(db);
    await run(db, companiesMigration);
    after = await snapshot(db);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  test('the copy has rows in every table the move touches', () => {
    for (const table of [
      'auth.users',
      'public.client_projects',
      'public.support_tickets',
      'public.ticket_messages',
      'public.proposals',
      'public.request_files',
      'public.staff_changes',
      'private.mail_outbox',
      'storage.objects',
    ]) {
      expect({ table, rows: before.get(table)!.rows.length > 0 }).toEqual({ table, rows: true });
    }
  });

  test('every table is still there, and every old row with every old column equal', () => {
    for (const [table, old] of before) {
      const now = after.get(table);
      expect({ table, exists: now !== undefined }).toEqual({ table, exists: true });
      // old columns are kept (a new one may be added)
      expect({ table, columns: now!.columns.filter((column) => old.columns.includes(column)) }).toEqual({ table, columns: old.columns });
      const remaining = new Map<string, number>();
      for (const row of now!.rows) {
        const key = canonical(row, old.columns);
        remaining.set(key, (remaining.get(key) ?? 0) + 1);
      }
      const lost: Row[] = [];
      for (const row of old.rows) {
        const key = canonical(row, old.columns);
        const count = remaining.get(key) ?? 0;
        if (count === 0) lost.push(row);
        else remaining.set(key, count - 1);
      }
      expect({ table, lost }).toEqual({ table, lost: [] });
    }
  });

  test('no table the clients’ data lives in gained or lost a row', () => {
    for (const table of [
      'auth.users',
      'public.client_projects',
      'public.support_tickets',
      'public.ticket_messages',
      'public.proposals',
      'public.request_files',
      'public.mfa_settings',
      'storage.objects',
      'private.mail_outbox',
      'public.staff_changes',
    ]) {
      expect({ table, rows: after.get(table)!.rows.length }).toEqual({ table, rows: before.get(table)!.rows.length });
    }
  });

  test('each client owns exactly one company of their own, named by their address; staff none', async () => {
    const { rows } = await db.query<{ email: string; staff: boolean; companies: Row[] }>(
      `select u.email::text as email, coalesce(u.raw_app_meta_data ->> 'staff', '') = 'true' as staff,
              coalesce(
                (select jsonb_agg(jsonb_build_object(
                          'name', c.name, 'role', m.role, 'email', m.email,
                          'members', (select count(*)::int from public.company_members o where o.company_id = c.id),
                          'require_second_factor', c.require_second_factor))
                 from public.company_members m join public.companies c on c.id = m.company_id
                 where m.user_id = u.id),
                '[]'::jsonb
              ) as companies
       from auth.users u order by u.email`,
    );
    expect(rows).toHaveLength(6);
    for (const row of rows) {
      const expected = row.staff ? [] : [{ name: row.email, role: 'owner', email: row.email, members: 1, require_second_factor: false }];
      expect(row).toEqual({ email: row.email, staff: row.staff, companies: expected });
    }
    const [count] = (await db.query<{ companies: number }>('select count(*)::int as companies from public.companies')).rows;
    expect(count!.companies).toBe(5);
    // Nobody was invited by the move.
    const [invitations] = (await db.query<{ n: number }>('select count(*)::int as n from public.company_invitations')).rows;
    expect(invitations!.n).toBe(0);
  });

  test('every project, ticket and proposal moved to its client’s company', async () => {
    for (const table of ['client_projects', 'support_tickets', 'proposals']) {
      const { rows } = await db.query<{ id: string; client_id: string; company_id: string | null; owner_company: string | null }>(
        `select r.id, r.client_id, r.company_id,
                (select m.company_id from public.company_members m where m.user_id = r.client_id and m.role = 'owner') as owner_company
         from public.${table} r order by r.id`,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) {
        expect({ table, id: row.id, company: row.company_id }).toEqual({ table, id: row.id, company: row.owner_company });
        expect(row.company_id).not.toBeNull();
      }
    }
    // The contact person is kept on every project, and the person who made every request.
    const { rows: moved } = await db.query<{ projects: number; tickets: number; proposals: number }>(
      `select (select count(*)::int from public.client_projects where company_id is not null) as projects,
              (select count(*)::int from public.support_tickets where company_id is not null) as tickets,
              (select count(*)::int from public.proposals where company_id is not null) as proposals`,
    );
    expect(moved[0]).toEqual({ projects: 13, tickets: 4, proposals: 3 });
  });

  test('the new address columns are filled for the old rows, staff addresses never', async () => {
    const { rows: tickets } = await db.query<{ id: string; opened_by_email: string }>(
      'select id, opened_by_email from public.support_tickets order by id',
    );
    expect(tickets).toEqual([
      { id: 'a2000000-0000-4000-8000-000000000001', opened_by_email: 'demo@example.com' },
      { id: 'a2000000-0000-4000-8000-000000000002', opened_by_email: 'demo@example.com' },
      { id: 'b2000000-0000-4000-8000-000000000001', opened_by_email: 'mfa@example.com' },
      { id: 'c2000000-0000-4000-8000-000000000001', opened_by_email: 'other@example.com' },
    ]);
    const { rows: messages } = await db.query<{ id: string; author_email: string | null; from_staff: boolean }>(
      'select id, author_email, from_staff from public.ticket_messages order by id',
    );
    expect(messages).toEqual([
      { id: 'a3000000-0000-4000-8000-000000000001', author_email: 'demo@example.com', from_staff: false },
      { id: 'a3000000-0000-4000-8000-000000000002', author_email: null, from_staff: true },
      { id: 'a3000000-0000-4000-8000-000000000003', author_email: 'demo@example.com', from_staff: false },
      { id: 'c3000000-0000-4000-8000-000000000001', author_email: null, from_staff: true },
    ]);
    const { rows: proposals } = await db.query<{ id: string; submitted_by_email: string }>(
      'select id, submitted_by_email from public.proposals order by id',
    );
    expect(proposals.map((row) => row.submitted_by_email)).toEqual(['demo@example.com', 'mfa@example.com', 'proposer@example.com']);
  });
});
