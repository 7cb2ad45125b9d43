import { randomUUID } from 'node:crypto';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * Clients' requests (supabase/migrations/20261125000100_client_requests.sql): support tickets and
 * their conversation, proposals, file records and the two Storage buckets, against the migrations
 * as PostgREST and the Storage API run them (role + request.jwt.claims per transaction), on every
 * engine. Each scenario registers its own users; the seeded demo accounts are never touched.
 */

let db: TestDb;

describe.each(engines)('client requests on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  type Role = 'anon' | 'authenticated' | 'service_role';
  type Claims = Record<string, unknown> & { role: Role };
  type Row = Record<string, unknown>;
  interface PgError {
    code?: string;
    message?: string;
    detail?: string;
  }

  const anon: Claims = { role: 'anon', iss: 'supabase-demo' };
  const serviceRole: Claims = { role: 'service_role', iss: 'supabase-demo' };

  interface User {
    id: string;
    email: string;
  }

  let userCount = 0;

  /** A confirmed user of its own, with the second factor on or off. */
  async function newUser(mfa = false): Promise<User> {
    userCount += 1;
    const user = { id: randomUUID(), email: `requests${userCount}-${mfa ? 'mfa' : 'plain'}@example.com` };
    await db.query('insert into auth.users (id, email, email_confirmed_at) values ($1, $2, now())', [user.id, user.email]);
    await db.query('insert into public.mfa_settings (user_id, enabled) values ($1, $2)', [user.id, mfa]);
    return user;
  }

  /** A sign-in: a session row (as GoTrue writes it) and the claims of its access token. */
  async function signIn(user: User): Promise<Claims> {
    const sessionId = randomUUID();
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      session_id: sessionId,
      email: user.email,
      exp: now + 3600,
      iat: now,
    };
  }

  /**
   * One request as PostgREST (or the Storage API) runs it: one transaction, role and claims set
   * locally; `allowDelete` is the setting the Storage API sets to remove objects.
   */
  async function request<T = Row>(claims: Claims, sql: string, params: unknown[] = [], { allowDelete = false } = {}): Promise<T[]> {
    return db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('storage.allow_delete_query', $3, true)",
        [claims.role, JSON.stringify(claims), String(allowDelete)],
      );
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  /** The error a promise rejects with, or a failure if it resolves. */
  async function failure(promise: Promise<unknown>): Promise<PgError> {
    try {
      await promise;
    } catch (error) {
      return error as PgError;
    }
    throw new Error('expected the request to fail');
  }

  async function asSuperuser<T = Row>(sql: string, params: unknown[] = []): Promise<T[]> {
    return (await db.query<T>(sql, params)).rows;
  }

  // ------------------------------------------------------------------ what a client sends

  interface Ticket {
    id: string;
    number: string | number;
  }

  async function openTicket(claims: Claims, subject = 'The VPN drops every hour'): Promise<Ticket> {
    const [ticket] = await request<Ticket>(
      claims,
      `insert into public.support_tickets (subject, category, priority, description)
       values ($1, 'technical', 'high', 'Since Monday the VPN disconnects every hour.') returning id, number`,
      [subject],
    );
    return ticket!;
  }

  async function writeMessage(claims: Claims, ticketId: string, body = 'Any news?'): Promise<string> {
    const [message] = await request<{ id: string }>(
      claims,
      'insert into public.ticket_messages (ticket_id, body) values ($1, $2) returning id',
      [ticketId, body],
    );
    return message!.id;
  }

  async function submitProposal(claims: Claims, services = "array['ai', 'cloud']"): Promise<string> {
    const [proposal] = await request<{ id: string }>(
      claims,
      `insert into public.proposals (title, services) values ('Move the warehouse system to the cloud', ${services}) returning id`,
    );
    return proposal!.id;
  }

  type Link = { ticket_id: string } | { message_id: string } | { proposal_id: string };

  interface FileRecord {
    bucket: string;
    object_path: string;
    file_name: string;
    content_type: string;
    size_bytes: number;
  }

  function fileRecord(owner: User, link: Link, overrides: Partial<FileRecord> = {}): FileRecord & Link {
    const name = `${randomUUID()}.pdf`;
    return {
      bucket: 'proposal_id' in link ? 'proposal-files' : 'ticket-files',
      object_path: `${owner.id}/${Object.values(link)[0]}/${name}`,
      file_name: name,
      content_type: 'application/pdf',
      size_bytes: 2048,
      ...link,
      ...overrides,
    };
  }

  /** Inserts file records (one statement, as PostgREST sends a JSON array) and returns their ids. */
  async function recordFiles(claims: Claims, objects: object[]): Promise<string[]> {
    const records = objects as Array<Record<string, unknown>>;
    const columns = Object.keys(records[0]!);
    const params: unknown[] = [];
    const values = records.map(
      (record) =>
        `(${columns
          .map((column) => {
            params.push(record[column]);
            return `$${params.length}`;
          })
          .join(', ')})`,
    );
    const rows = await request<{ id: string }>(
      claims,
      `insert into public.request_files (${columns.join(', ')}) values ${values.join(', ')} returning id`,
      params,
    );
    return rows.map((row) => row.id);
  }

  async function recordFile(claims: Claims, record: object): Promise<string> {
    return (await recordFiles(claims, [record]))[0]!;
  }

  async function visible(claims: Claims, table: string): Promise<string[]> {
    return (await request<{ id: string }>(claims, `select id from public.${table} order by id`)).map((row) => row.id);
  }

  const tables = ['support_tickets', 'ticket_messages', 'proposals', 'request_files'];

  // ------------------------------------------------------------------ the second factor

  async function latestCode(user: User): Promise<string> {
    const rows = await asSuperuser<{ body_text: string }>(
      'select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
      [user.email],
    );
    const match = rows[0]?.body_text.match(/\b(\d{6})\b/);
    if (!match) throw new Error(`no code mailed to ${user.email}`);
    return match[1]!;
  }

  async function passSecondFactor(user: User, claims: Claims): Promise<void> {
    await request(claims, 'select public.request_mfa_code()');
    const [result] = await request<{ r: Row }>(claims, 'select public.verify_mfa_code($1) as r', [await latestCode(user)]);
    expect(result!.r).toEqual({ status: 'verified' });
  }

  // ------------------------------------------------------------------ tests

  describe('schema', () => {
    test('the four tables have row-level security on and the checks the portal relies on', async () => {
      const rls = await asSuperuser<{ relname: string; relrowsecurity: boolean }>(
        "select relname::text as relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relname::text = any($1::text[]) order by relname",
        [tables],
      );
      expect(rls).toEqual([...tables].sort().map((relname) => ({ relname, relrowsecurity: true })));
      const constraints = await asSuperuser<{ conname: string }>(
        "select conname from pg_constraint where conrelid = any(array['public.support_tickets', 'public.ticket_messages', 'public.proposals', 'public.request_files']::regclass[]) and contype in ('c', 'u') order by conname",
      );
      expect(constraints.map((row) => row.conname)).toEqual(
        expect.arrayContaining([
          'support_tickets_number_key',
          'support_tickets_subject_check',
          'support_tickets_category_check',
          'support_tickets_priority_check',
          'support_tickets_description_check',
          'support_tickets_status_check',
          'ticket_messages_body_check',
          'proposals_title_check',
          'proposals_services_check',
          'proposals_status_check',
          'request_files_bucket_check',
          'request_files_object_path_key',
          'request_files_object_path_check',
          'request_files_file_name_check',
          'request_files_content_type_check',
          'request_files_size_check',
          'request_files_link_check',
        ]),
      );
    });

    test('anon holds no privilege; authenticated may read, and insert only the columns a client fills in', async () => {
      for (const table of tables) {
        const [anonRights] = await asSuperuser<{ on_table: boolean; on_columns: boolean }>(
          `select has_table_privilege('anon', $1::text, 'select, insert, update, delete, truncate, references, trigger') as on_table,
                  has_any_column_privilege('anon', $1::text, 'select, insert, update, references') as on_columns`,
          [`public.${table}`],
        );
        expect({ table, ...anonRights }).toEqual({ table, on_table: false, on_columns: false });
        const [authenticatedRights] = await asSuperuser<{ writes: boolean; reads: boolean }>(
          `select has_table_privilege('authenticated', $1::text, 'insert, update, delete, truncate, references, trigger') as writes,
                  has_table_privilege('authenticated', $1::text, 'select') as reads`,
          [`public.${table}`],
        );
        expect({ table, ...authenticatedRights }).toEqual({ table, writes: false, reads: true });
      }
      const insertable = await asSuperuser<{ table_name: string; column_name: string }>(
        `select c.table_name::text as table_name, c.column_name::text as column_name from information_schema.columns c
         where c.table_schema = 'public' and c.table_name::text = any($1::text[])
           and has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name::text, 'insert')
         order by 1, 2`,
        [tables],
      );
      // company_id: the portal names the company a new ticket or proposal is for
      expect(insertable.map((row) => `${row.table_name}.${row.column_name}`)).toEqual([
        'proposals.company_id',
        'proposals.services',
        'proposals.title',
        'request_files.bucket',
        'request_files.content_type',
        'request_files.file_name',
        'request_files.message_id',
        'request_files.object_path',
        'request_files.proposal_id',
        'request_files.size_bytes',
        'request_files.ticket_id',
        'support_tickets.category',
        'support_tickets.company_id',
        'support_tickets.description',
        'support_tickets.priority',
        'support_tickets.subject',
        'ticket_messages.body',
        'ticket_messages.ticket_id',
      ]);
      // Updates: only the columns staff change (20261126000100_staff_workspace.sql), which a
      // statement trigger refuses to anyone but staff; nothing at all for anon.
      const updatable = await asSuperuser<{ column: string }>(
        `select c.table_name || '.' || c.column_name as column from information_schema.columns c
         where c.table_schema = 'public' and c.table_name::text = any($1::text[])
           and (has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name::text, 'update')
             or has_column_privilege('anon', format('public.%I', c.table_name), c.column_name::text, 'update'))
         order by 1`,
        [tables],
      );
      expect(updatable.map((row) => row.column)).toEqual(['proposals.status', 'proposals.status_note', 'support_tickets.status']);
      for (const role of ['anon', 'authenticated']) {
        const [sequence] = await asSuperuser<{ ok: boolean }>(
          "select has_sequence_privilege($1, 'public.support_tickets_number_seq', 'usage, select, update') as ok",
          [role],
        );
        expect(sequence!.ok).toBe(false);
      }
    });

    test('the two buckets are private, 10 MiB, images, PDF and Word only; storage policies insert, read and delete, never update', async () => {
      const buckets = await asSuperuser<Row>(
        "select id, name, public, file_size_limit::int as file_size_limit, allowed_mime_types from storage.buckets where id in ('ticket-files', 'proposal-files') order by id",
      );
      const types = [
        'image/png',
        'image/jpeg',
        'image/gif',
        'image/webp',
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ];
      expect(buckets).toEqual([
        { id: 'proposal-files', name: 'proposal-files', public: false, file_size_limit: 10485760, allowed_mime_types: types },
        { id: 'ticket-files', name: 'ticket-files', public: false, file_size_limit: 10485760, allowed_mime_types: types },
      ]);
      const policies = await asSuperuser<{ cmd: string; roles: string }>(
        "select cmd, array_to_string(roles, ',') as roles from pg_policies where schemaname = 'storage' and tablename = 'objects' and policyname like 'Request files:%' order by cmd",
      );
      expect(policies).toEqual([
        { cmd: 'DELETE', roles: 'authenticated' },
        { cmd: 'INSERT', roles: 'authenticated' },
        { cmd: 'SELECT', roles: 'authenticated' },
      ]);
    });
  });

  describe('a client and their requests', () => {
    let alice: User;
    let aliceSession: Claims;
    let bob: User;
    let bobSession: Claims;
    let ticket: Ticket;
    let messageId: string;
    let proposalId: string;
    const fileIds: string[] = [];

    beforeAll(async () => {
      alice = await newUser();
      aliceSession = await signIn(alice);
      bob = await newUser();
      bobSession = await signIn(bob);
    });

    test('opens a ticket numbered from 1001, open, owned by them', async () => {
      ticket = await openTicket(aliceSession);
      expect(Number(ticket.number)).toBeGreaterThanOrEqual(1001);
      const [row] = await request<Row>(
        aliceSession,
        'select client_id, status, category, priority, subject from public.support_tickets where id = $1',
        [ticket.id],
      );
      expect(row).toEqual({
        client_id: alice.id,
        status: 'open',
        category: 'technical',
        priority: 'high',
        subject: 'The VPN drops every hour',
      });
      const second = await openTicket(aliceSession, 'A second problem');
      expect(Number(second.number)).toBe(Number(ticket.number) + 1);
    });

    test('writes on it, which moves the ticket’s updated_at', async () => {
      const [before] = await asSuperuser<{ unchanged: boolean }>(
        'select updated_at = created_at as unchanged from public.support_tickets where id = $1',
        [ticket.id],
      );
      expect(before!.unchanged).toBe(true);
      messageId = await writeMessage(aliceSession, ticket.id);
      // Compared in SQL: microseconds apart, which a JavaScript Date would not show.
      const [after] = await asSuperuser<{ later: boolean; at_message: boolean }>(
        `select t.updated_at > t.created_at as later, t.updated_at = m.created_at as at_message
         from public.support_tickets t join public.ticket_messages m on m.ticket_id = t.id
         where m.id = $1`,
        [messageId],
      );
      expect(after).toEqual({ later: true, at_message: true });
      const [message] = await request<Row>(aliceSession, 'select author_id, body from public.ticket_messages where id = $1', [messageId]);
      expect(message).toEqual({ author_id: alice.id, body: 'Any news?' });
    });

    test('reads staff replies on their ticket', async () => {
      const staff = await newUser();
      await request(serviceRole, 'insert into public.ticket_messages (ticket_id, author_id, body) values ($1, $2, $3)', [
        ticket.id,
        staff.id,
        'We are looking into it.',
      ]);
      const conversation = await request<{ author_id: string; body: string }>(
        aliceSession,
        'select author_id, body from public.ticket_messages where ticket_id = $1 order by created_at',
        [ticket.id],
      );
      expect(conversation).toEqual([
        { author_id: alice.id, body: 'Any news?' },
        { author_id: staff.id, body: 'We are looking into it.' },
      ]);
    });

    test('submits a proposal, waiting for review', async () => {
      proposalId = await submitProposal(aliceSession);
      const [row] = await request<Row>(
        aliceSession,
        'select client_id, status, status_note, services from public.proposals where id = $1',
        [proposalId],
      );
      expect(row).toEqual({ client_id: alice.id, status: 'submitted', status_note: null, services: ['ai', 'cloud'] });
    });

    test('records files on the ticket, the message and the proposal, and reads them back', async () => {
      fileIds.push(await recordFile(aliceSession, fileRecord(alice, { ticket_id: ticket.id })));
      fileIds.push(
        await recordFile(
          aliceSession,
          fileRecord(alice, { message_id: messageId }, { content_type: 'image/png', file_name: 'screen shot.png' }),
        ),
      );
      fileIds.push(await recordFile(aliceSession, fileRecord(alice, { proposal_id: proposalId })));
      expect(await visible(aliceSession, 'request_files')).toEqual([...fileIds].sort());
      const owners = await request<{ owner_id: string }>(aliceSession, 'select distinct owner_id from public.request_files');
      expect(owners).toEqual([{ owner_id: alice.id }]);
    });

    test('another client sees none of it', async () => {
      for (const table of tables) {
        expect({ table, rows: await visible(bobSession, table) }).toEqual({ table, rows: [] });
        expect((await visible(aliceSession, table)).length).toBeGreaterThan(0);
      }
    });

    test('another client cannot write on it or attach files to it', async () => {
      expect(await failure(writeMessage(bobSession, ticket.id))).toMatchObject({ code: '42501' });
      // Bob's own folder, Alice's ticket / message / proposal.
      for (const link of [{ ticket_id: ticket.id }, { message_id: messageId }, { proposal_id: proposalId }]) {
        expect(await failure(recordFile(bobSession, fileRecord(bob, link)))).toMatchObject({ code: '42501' });
      }
      // Bob's own ticket, a path in Alice's folder.
      const bobTicket = await openTicket(bobSession);
      expect(
        await failure(
          recordFile(bobSession, fileRecord(bob, { ticket_id: bobTicket.id }, { object_path: `${alice.id}/${bobTicket.id}/x.pdf` })),
        ),
      ).toMatchObject({ code: '23514' });
      const { n } = (
        await asSuperuser<{ n: number }>('select count(*)::int as n from public.ticket_messages where ticket_id = $1', [ticket.id])
      )[0]!;
      expect(n).toBe(2);
    });

    test('a client cannot change or delete anything, nor choose status, owner, author or number', async () => {
      const snapshot = async () =>
        JSON.stringify(await Promise.all(tables.map((table) => asSuperuser(`select * from public.${table} order by id`))));
      const before = await snapshot();
      const attempts = [
        "update public.support_tickets set status = 'resolved' where true",
        "update public.support_tickets set subject = 'changed' where true",
        'delete from public.support_tickets where true',
        "insert into public.support_tickets (subject, category, priority, description, status) values ('s', 'general', 'low', 'd', 'resolved')",
        `insert into public.support_tickets (subject, category, priority, description, client_id) values ('s', 'general', 'low', 'd', '${bob.id}')`,
        `insert into public.support_tickets (subject, category, priority, description, client_id) values ('s', 'general', 'low', 'd', '${alice.id}')`,
        "update public.ticket_messages set body = 'changed' where true",
        'delete from public.ticket_messages where true',
        `insert into public.ticket_messages (ticket_id, body, author_id) values ('${ticket.id}', 'as someone else', '${bob.id}')`,
        "update public.proposals set status = 'accepted' where true",
        "update public.proposals set status_note = 'approved by me' where true",
        'delete from public.proposals where true',
        "insert into public.proposals (title, services, status) values ('t', array['ai'], 'accepted')",
        `insert into public.proposals (title, services, client_id) values ('t', array['ai'], '${bob.id}')`,
        'update public.request_files set size_bytes = 1 where true',
        'delete from public.request_files where true',
        `insert into public.request_files (owner_id, bucket, object_path, file_name, content_type, size_bytes, ticket_id)
         values ('${bob.id}', 'ticket-files', '${bob.id}/x.pdf', 'x.pdf', 'application/pdf', 1, '${ticket.id}')`,
      ];
      for (const sql of attempts) {
        expect({ sql, error: await failure(request(aliceSession, sql)) }).toMatchObject({ sql, error: { code: '42501' } });
      }
      // An identity column refuses a chosen value even before privileges are looked at.
      const number = await failure(
        request(
          aliceSession,
          "insert into public.support_tickets (subject, category, priority, description, number) values ('s', 'general', 'low', 'd', 1)",
        ),
      );
      expect(['42501', '428C9']).toContain(number.code);
      expect(await snapshot()).toBe(before);
    });

    test('a resolved ticket takes no more messages or files from the client (ticket_resolved); staff may still write', async () => {
      const resolved = await openTicket(aliceSession, 'Printer offline');
      const earlier = await writeMessage(aliceSession, resolved.id);
      await request(serviceRole, "update public.support_tickets set status = 'resolved' where id = $1", [resolved.id]);

      expect(await failure(writeMessage(aliceSession, resolved.id))).toMatchObject({ code: 'P0001', message: 'ticket_resolved' });
      expect(await failure(recordFile(aliceSession, fileRecord(alice, { ticket_id: resolved.id })))).toMatchObject({
        code: 'P0001',
        message: 'ticket_resolved',
      });
      expect(await failure(recordFile(aliceSession, fileRecord(alice, { message_id: earlier })))).toMatchObject({
        code: 'P0001',
        message: 'ticket_resolved',
      });
      // Bob learns nothing about Alice's resolved ticket: the policies answer, as for any ticket not his.
      expect(await failure(writeMessage(bobSession, resolved.id))).toMatchObject({ code: '42501' });

      const staff = await newUser();
      await request(serviceRole, 'insert into public.ticket_messages (ticket_id, author_id, body) values ($1, $2, $3)', [
        resolved.id,
        staff.id,
        'Closing note.',
      ]);
      const messages = await request<{ body: string }>(
        aliceSession,
        'select body from public.ticket_messages where ticket_id = $1 order by created_at',
        [resolved.id],
      );
      expect(messages.map((row) => row.body)).toEqual(['Any news?', 'Closing note.']);
    });

    test('a status change by staff moves updated_at; an in-progress ticket still takes messages', async () => {
      const [before] = await asSuperuser<{ at: string }>('select updated_at::text as at from public.support_tickets where id = $1', [
        ticket.id,
      ]);
      await request(serviceRole, "update public.support_tickets set status = 'in_progress' where id = $1", [ticket.id]);
      const [after] = await asSuperuser<{ later: boolean }>(
        'select updated_at > $2::timestamptz as later from public.support_tickets where id = $1',
        [ticket.id, before!.at],
      );
      expect(after!.later).toBe(true);
      await expect(writeMessage(aliceSession, ticket.id, 'Thanks')).resolves.toEqual(expect.any(String));
    });
  });

  describe('at most five files', () => {
    let owner: User;
    let session: Claims;

    beforeAll(async () => {
      owner = await newUser();
      session = await signIn(owner);
    });

    test.each([
      ['a ticket', async () => ({ ticket_id: (await openTicket(session)).id })],
      ['a message', async () => ({ message_id: await writeMessage(session, (await openTicket(session)).id) })],
      ['a proposal', async () => ({ proposal_id: await submitProposal(session) })],
    ])('on %s: the sixth is refused with too_many_files', async (_label, makeLink) => {
      const link: Link = await makeLink();
      for (let i = 0; i < 5; i++) await recordFile(session, fileRecord(owner, link));
      expect(await failure(recordFile(session, fileRecord(owner, link)))).toMatchObject({ code: 'P0001', message: 'too_many_files' });
      const column = Object.keys(link)[0]!;
      const [count] = await asSuperuser<{ n: number }>(`select count(*)::int as n from public.request_files where ${column} = $1`, [
        Object.values(link)[0],
      ]);
      expect(count!.n).toBe(5);
    });

    test('six in one request are refused as a whole; a ticket and its message count apart', async () => {
      const proposal = { proposal_id: await submitProposal(session) };
      const six = Array.from({ length: 6 }, () => fileRecord(owner, proposal));
      expect(await failure(recordFiles(session, six))).toMatchObject({ code: 'P0001', message: 'too_many_files' });
      expect(await visible(session, 'request_files')).toHaveLength(15);

      const ticket = await openTicket(session);
      const message = await writeMessage(session, ticket.id);
      await recordFiles(
        session,
        Array.from({ length: 5 }, () => fileRecord(owner, { ticket_id: ticket.id })),
      );
      await recordFiles(
        session,
        Array.from({ length: 5 }, () => fileRecord(owner, { message_id: message })),
      );
      expect(await visible(session, 'request_files')).toHaveLength(25);
    });
  });

  describe('values the database refuses (23514, HTTP 400)', () => {
    let owner: User;
    let session: Claims;
    let ticketId: string;
    let proposalId: string;

    beforeAll(async () => {
      owner = await newUser();
      session = await signIn(owner);
      ticketId = (await openTicket(session)).id;
      proposalId = await submitProposal(session);
    });

    const ticket = { subject: 'Subject', category: 'general', priority: 'low', description: 'Description' };

    test.each([
      ['category "urgent"', { category: 'urgent' }],
      ['priority "urgent"', { priority: 'urgent' }],
      ['an empty subject', { subject: '' }],
      ['a blank subject', { subject: '   ' }],
      ['a 151-character subject', { subject: 'x'.repeat(151) }],
      ['a subject with a line break', { subject: 'two\nlines' }],
      ['an empty description', { description: '' }],
      ['a description of white space', { description: ' \n\t ' }],
      ['a 4001-character description', { description: 'x'.repeat(4001) }],
    ])('a ticket with %s', async (_label, overrides) => {
      const row = { ...ticket, ...overrides };
      const error = await failure(
        request(session, 'insert into public.support_tickets (subject, category, priority, description) values ($1, $2, $3, $4)', [
          row.subject,
          row.category,
          row.priority,
          row.description,
        ]),
      );
      expect(error).toMatchObject({ code: '23514' });
    });

    test('the limits themselves are accepted (150-character subject, 4000-character description)', async () => {
      const rows = await request(
        session,
        "insert into public.support_tickets (subject, category, priority, description) values ($1, 'billing', 'medium', $2) returning id",
        ['s'.repeat(150), 'd'.repeat(4000)],
      );
      expect(rows).toHaveLength(1);
    });

    test.each([
      ['an empty body', ''],
      ['a body of white space', '  \n '],
      ['a 4001-character body', 'x'.repeat(4001)],
    ])('a message with %s', async (_label, body) => {
      expect(await failure(writeMessage(session, ticketId, body))).toMatchObject({ code: '23514' });
    });

    test.each([
      ['no service', 'array[]::text[]'],
      ['a service we do not offer', "array['ai', 'blockchain']"],
      ['a NULL service', 'array[null]::text[]'],
      ['a nested list', "array[array['ai']]"],
    ])('a proposal with %s', async (_label, services) => {
      expect(await failure(submitProposal(session, services))).toMatchObject({ code: '23514' });
    });

    test('a proposal needs a title of 1..200 characters', async () => {
      for (const title of ['', ' ', 'x'.repeat(201)]) {
        const error = await failure(request(session, "insert into public.proposals (title, services) values ($1, array['data'])", [title]));
        expect(error).toMatchObject({ code: '23514' });
      }
      expect(await submitProposal(session, "array['ai', 'cloud', 'security', 'data']")).toEqual(expect.any(String));
    });

    test.each<[string, (owner: User, ids: { ticket: string; proposal: string }) => object]>([
      ['content type text/html', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { content_type: 'text/html' })],
      ['content type image/svg+xml', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { content_type: 'image/svg+xml' })],
      ['size 0', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { size_bytes: 0 })],
      ['size 10 MiB + 1', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { size_bytes: 10485761 })],
      ['a path in another user’s folder', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { object_path: `${randomUUID()}/x.pdf` })],
      ['a path without a folder', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { object_path: 'x.pdf' })],
      ['a path that is only the folder', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { object_path: `${o.id}/` })],
      ['a file name with a slash', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { file_name: '../x.pdf' })],
      ['a file name with a control character', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { file_name: 'x\u0007y.pdf' })],
      ['an empty file name', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { file_name: '' })],
      ['a 256-character file name', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { file_name: 'x'.repeat(256) })],
      ['an unknown bucket', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { bucket: 'avatars' })],
      ['a ticket file in proposal-files', (o, ids) => fileRecord(o, { ticket_id: ids.ticket }, { bucket: 'proposal-files' })],
      ['a proposal file in ticket-files', (o, ids) => fileRecord(o, { proposal_id: ids.proposal }, { bucket: 'ticket-files' })],
      ['two links', (o, ids) => ({ ...fileRecord(o, { ticket_id: ids.ticket }), proposal_id: ids.proposal })],
    ])('a file record with %s', async (_label, make) => {
      expect(await failure(recordFile(session, make(owner, { ticket: ticketId, proposal: proposalId })))).toMatchObject({ code: '23514' });
    });

    test('a file record without any link is refused by the policy; the same path twice is a conflict', async () => {
      const unlinked: Record<string, unknown> = { ...fileRecord(owner, { ticket_id: ticketId }) };
      delete unlinked.ticket_id;
      expect(await failure(recordFile(session, unlinked))).toMatchObject({ code: '42501' });
      const record = fileRecord(owner, { ticket_id: ticketId });
      await recordFile(session, record);
      expect(await failure(recordFile(session, record))).toMatchObject({ code: '23505' });
      expect(await failure(recordFile(session, fileRecord(owner, { ticket_id: randomUUID() })))).toMatchObject({ code: '42501' });
    });
  });

  describe('the second factor and live sessions', () => {
    let user: User;
    let ticketId: string;
    let messageId: string;
    let proposalId: string;

    beforeAll(async () => {
      user = await newUser(true);
      // Requests made earlier, in a session that passed the second factor (written here directly).
      const insertedId = async (sql: string, params: unknown[]) => (await asSuperuser<{ id: string }>(sql, params))[0]!.id;
      ticketId = await insertedId(
        "insert into public.support_tickets (client_id, subject, category, priority, description) values ($1, 's', 'general', 'low', 'd') returning id",
        [user.id],
      );
      messageId = await insertedId("insert into public.ticket_messages (ticket_id, author_id, body) values ($1, $2, 'b') returning id", [
        ticketId,
        user.id,
      ]);
      proposalId = await insertedId(
        "insert into public.proposals (client_id, title, services) values ($1, 't', array['security']) returning id",
        [user.id],
      );
      await asSuperuser(
        "insert into public.request_files (owner_id, bucket, object_path, file_name, content_type, size_bytes, proposal_id) values ($1, 'proposal-files', $2, 'p.pdf', 'application/pdf', 10, $3)",
        [user.id, `${user.id}/${proposalId}/p.pdf`, proposalId],
      );
    });

    test('a session that owes the second factor reads and writes nothing', async () => {
      const session = await signIn(user);
      for (const table of tables) expect({ table, rows: await visible(session, table) }).toEqual({ table, rows: [] });
      expect(await failure(openTicket(session))).toMatchObject({ code: '42501' });
      expect(await failure(writeMessage(session, ticketId))).toMatchObject({ code: '42501' });
      expect(await failure(submitProposal(session))).toMatchObject({ code: '42501' });
      expect(await failure(recordFile(session, fileRecord(user, { ticket_id: ticketId })))).toMatchObject({ code: '42501' });
      expect(await failure(recordFile(session, fileRecord(user, { message_id: messageId })))).toMatchObject({ code: '42501' });
      // Not even whether its own ticket is resolved.
      await asSuperuser("update public.support_tickets set status = 'resolved' where id = $1", [ticketId]);
      expect(await failure(writeMessage(session, ticketId))).toMatchObject({ code: '42501' });
      await asSuperuser("update public.support_tickets set status = 'open' where id = $1", [ticketId]);
      // Nor the files.
      expect(
        await failure(
          request(session, "insert into storage.objects (bucket_id, name, owner_id) values ('ticket-files', $1, $2)", [
            `${user.id}/${ticketId}/owed.pdf`,
            user.id,
          ]),
        ),
      ).toMatchObject({ code: '42501' });
    });

    test('after the code, the same session reads and writes', async () => {
      const session = await signIn(user);
      await passSecondFactor(user, session);
      expect(await visible(session, 'support_tickets')).toEqual([ticketId]);
      expect(await visible(session, 'ticket_messages')).toEqual([messageId]);
      expect(await visible(session, 'proposals')).toEqual([proposalId]);
      expect(await visible(session, 'request_files')).toHaveLength(1);
      await expect(writeMessage(session, ticketId)).resolves.toEqual(expect.any(String));
      await expect(recordFile(session, fileRecord(user, { ticket_id: ticketId }))).resolves.toEqual(expect.any(String));
    });

    test('a signed-out session reads and writes nothing with its old token', async () => {
      const plain = await newUser();
      const session = await signIn(plain);
      const ticket = await openTicket(session);
      expect(await visible(session, 'support_tickets')).toEqual([ticket.id]);
      await asSuperuser('delete from auth.sessions where id = $1', [session.session_id]);
      for (const table of tables) expect({ table, rows: await visible(session, table) }).toEqual({ table, rows: [] });
      expect(await failure(writeMessage(session, ticket.id))).toMatchObject({ code: '42501' });
    });
  });

  describe('anon', () => {
    test('is refused on every table, for reading and writing', async () => {
      for (const table of tables) {
        expect(await failure(request(anon, `select * from public.${table}`))).toMatchObject({ code: '42501' });
      }
      expect(
        await failure(
          request(
            anon,
            "insert into public.support_tickets (subject, category, priority, description) values ('s', 'general', 'low', 'd')",
          ),
        ),
      ).toMatchObject({ code: '42501' });
      expect(await failure(request(anon, "insert into public.proposals (title, services) values ('t', array['ai'])"))).toMatchObject({
        code: '42501',
      });
    });
  });

  describe('storage.objects in the two buckets', () => {
    let owner: User;
    let session: Claims;
    let stranger: Claims;
    let ticketId: string;

    const insertObject = (claims: Claims, bucket: string, name: string, ownerId: string | null) =>
      request(claims, 'insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, \'{"size": 1}\')', [
        bucket,
        name,
        ownerId,
      ]);
    const names = async (claims: Claims) =>
      (
        await request<{ name: string }>(
          claims,
          "select name from storage.objects where bucket_id in ('ticket-files', 'proposal-files') order by name",
        )
      ).map((row) => row.name);

    beforeAll(async () => {
      owner = await newUser();
      session = await signIn(owner);
      stranger = await signIn(await newUser());
      ticketId = (await openTicket(session)).id;
    });

    test('a client uploads into and reads only their own folder', async () => {
      await insertObject(session, 'ticket-files', `${owner.id}/${ticketId}/a.pdf`, owner.id);
      await insertObject(session, 'proposal-files', `${owner.id}/p/b.pdf`, owner.id);
      expect(
        await failure(insertObject(stranger, 'ticket-files', `${owner.id}/${ticketId}/planted.pdf`, String(stranger.sub))),
      ).toMatchObject({
        code: '42501',
      });
      expect(await failure(insertObject(anon, 'ticket-files', `${owner.id}/anon.pdf`, null))).toMatchObject({ code: '42501' });
      expect(await names(session)).toEqual([`${owner.id}/${ticketId}/a.pdf`, `${owner.id}/p/b.pdf`]);
      expect(await names(stranger)).toEqual([]);
      expect(await names(anon)).toEqual([]);
    });

    test('nobody may update an object (no overwrite)', async () => {
      const updated = await request(session, "update storage.objects set metadata = '{}' where bucket_id = 'ticket-files' returning name");
      expect(updated).toEqual([]);
    });

    test('a client removes an unrecorded upload, never a recorded one', async () => {
      const recorded = `${owner.id}/${ticketId}/a.pdf`;
      await recordFile(session, { ...fileRecord(owner, { ticket_id: ticketId }), object_path: recorded });
      const removed = await request<{ name: string }>(
        session,
        "delete from storage.objects where bucket_id in ('ticket-files', 'proposal-files') returning name",
        [],
        { allowDelete: true },
      );
      expect(removed).toEqual([{ name: `${owner.id}/p/b.pdf` }]);
      expect(await names(session)).toEqual([recorded]);
      const byStranger = await request(stranger, 'delete from storage.objects returning name', [], { allowDelete: true });
      expect(byStranger).toEqual([]);
    });
  });

  // supabase/migrations/20261125000200_feedback_files.sql
  describe('feedback files', () => {
    const upload = (claims: Claims, name: string, ownerId: string | null = null) =>
      request(
        claims,
        `insert into storage.objects (bucket_id, name, owner_id, metadata)
         values ('feedback-files', $1, $2, '{"mimetype": "image/png", "size": 2048}')`,
        [name, ownerId],
      );
    const freshPath = () => `${randomUUID()}/${randomUUID()}.png`;
    const sendFeedback = (claims: Claims, attachments: unknown) =>
      request(
        claims,
        `insert into public.feedback (category, rating, title, description, attachments)
         values ('website', 5, 'Nice', 'The new portal works well.', $1::jsonb)`,
        [JSON.stringify(attachments)],
      );
    const storedAttachments = async (path: string) =>
      (
        await asSuperuser<{ attachments: unknown }>('select attachments from public.feedback where attachments @> $1::jsonb', [
          JSON.stringify([{ path }]),
        ])
      ).map((row) => row.attachments);

    test('a visitor uploads into a fresh uuid folder and cannot read, list, replace or remove it', async () => {
      const path = freshPath();
      await upload(anon, path);
      expect(await request(anon, "select name from storage.objects where bucket_id = 'feedback-files'")).toEqual([]);
      expect(await request(anon, "update storage.objects set metadata = '{}' where bucket_id = 'feedback-files' returning name")).toEqual(
        [],
      );
      expect(
        await request(anon, "delete from storage.objects where bucket_id = 'feedback-files' returning name", [], { allowDelete: true }),
      ).toEqual([]);
      const client = await signIn(await newUser());
      expect(await request(client, "select name from storage.objects where bucket_id = 'feedback-files'")).toEqual([]);
      for (const bad of ['not-a-uuid/a.png', `${randomUUID()}/nested/a.png`, 'a.png']) {
        expect(await failure(upload(anon, bad))).toMatchObject({ code: '42501' });
      }
    });

    test('feedback names its uploads; the type and size stored are the object’s own', async () => {
      const path = freshPath();
      await upload(anon, path);
      await sendFeedback(anon, [{ path, name: 'screen shot.png', content_type: 'application/pdf', size_bytes: 1 }]);
      expect(await storedAttachments(path)).toEqual([[{ path, name: 'screen shot.png', content_type: 'image/png', size_bytes: 2048 }]]);
    });

    test('refuses files that were not uploaded, were uploaded by someone else or were already sent, and bad lists', async () => {
      const mine = freshPath();
      await upload(anon, mine);
      await sendFeedback(anon, [{ path: mine, name: 'a.png' }]);
      const client = await newUser();
      const clientsUpload = freshPath();
      await upload(await signIn(client), clientsUpload, client.id);
      const fresh = freshPath();
      await upload(anon, fresh);
      for (const attachments of [
        [{ path: freshPath(), name: 'never uploaded.png' }],
        [{ path: clientsUpload, name: 'not mine.png' }],
        [{ path: mine, name: 'again.png' }],
        [
          { path: fresh, name: 'twice.png' },
          { path: fresh, name: 'twice.png' },
        ],
        [{ path: fresh, name: 'a/b.png' }],
        [{ path: fresh }],
        Array.from({ length: 6 }, () => ({ path: fresh, name: 'x.png' })),
        { path: fresh, name: 'not a list.png' },
      ]) {
        expect({ attachments, error: await failure(sendFeedback(anon, attachments)) }).toMatchObject({
          attachments,
          error: { code: '22023', message: 'feedback_attachments' },
        });
      }
      expect(await storedAttachments(fresh)).toEqual([]);
    });

    test('the anonymous role reads back neither the feedback nor its files', async () => {
      expect(await failure(request(anon, 'select * from public.feedback'))).toMatchObject({ code: '42501' });
      expect(await request(anon, "select name from storage.objects where bucket_id = 'feedback-files'")).toEqual([]);
    });
  });

  test('deleting a client removes their requests', async () => {
    const leaving = await newUser();
    const session = await signIn(leaving);
    const ticket = await openTicket(session);
    await recordFile(session, fileRecord(leaving, { message_id: await writeMessage(session, ticket.id) }));
    await recordFile(session, fileRecord(leaving, { proposal_id: await submitProposal(session) }));
    await asSuperuser('delete from auth.users where id = $1', [leaving.id]);
    for (const [table, column] of [
      ['support_tickets', 'client_id'],
      ['ticket_messages', 'author_id'],
      ['proposals', 'client_id'],
      ['request_files', 'owner_id'],
    ] as const) {
      const [row] = await asSuperuser<{ n: number }>(`select count(*)::int as n from public.${table} where ${column} = $1`, [leaving.id]);
      expect({ table, n: row!.n }).toEqual({ table, n: 0 });
    }
  });

  test('a staff account that wrote on a client’s ticket cannot be deleted while its messages are there', async () => {
    const client = await signIn(await newUser());
    const ticket = await openTicket(client);
    const staff = await newUser();
    await request(serviceRole, "insert into public.ticket_messages (ticket_id, author_id, body) values ($1, $2, 'Fixed.')", [
      ticket.id,
      staff.id,
    ]);
    expect(await failure(asSuperuser('delete from auth.users where id = $1', [staff.id]))).toMatchObject({ code: '23503' });
    const [row] = await asSuperuser<{ n: number }>('select count(*)::int as n from public.ticket_messages where author_id = $1', [
      staff.id,
    ]);
    expect(row!.n).toBe(1);
  });
});
