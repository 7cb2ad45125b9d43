import { randomUUID } from 'node:crypto';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * Client companies (supabase/migrations/20261127000100_client_companies.sql): the company gate on
 * every table and on both request buckets, the company's second-factor policy, invitations (signed,
 * 7 days, once), roles and the last owner, the history of membership changes and the staff RPCs,
 * as PostgREST and the Storage API run requests (role + request.jwt.claims per transaction), on
 * every engine. Every scenario registers its own users; the seeded demo accounts are never touched.
 */

let db: TestDb;

describe.each(engines)('client companies on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  type Claims = Record<string, unknown> & { role: 'anon' | 'authenticated' };
  type Row = Record<string, unknown>;
  interface PgError {
    code?: string;
    message?: string;
    detail?: string;
  }
  interface User {
    id: string;
    email: string;
  }

  const anon: Claims = { role: 'anon', iss: 'supabase-demo' };

  let userCount = 0;
  const address = (label: string) => {
    userCount += 1;
    return `companies${userCount}-${label}@example.com`;
  };

  /**
   * A confirmed account as GoTrue makes it (the sign-up trigger gives a client a company of their
   * own); staff carry the flag from the start, as set_staff leaves them.
   */
  async function newUser({
    label = 'client',
    mfa = false,
    staff = false,
    locale,
    email = address(label),
    confirmed = true,
  }: { label?: string; mfa?: boolean; staff?: boolean; locale?: string; email?: string; confirmed?: boolean } = {}): Promise<User> {
    const user = { id: randomUUID(), email };
    await db.query(
      `insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
       values ($1, $2, case when $3 then now() end, $4, $5)`,
      [user.id, email, confirmed, JSON.stringify(staff ? { staff: true } : {}), JSON.stringify(locale ? { locale } : {})],
    );
    await db.query('insert into public.mfa_settings (user_id, enabled) values ($1, $2)', [user.id, mfa || staff]);
    return user;
  }

  /** A session and its token's claims; app_metadata as GoTrue copies it from the user row. */
  async function signIn(user: User): Promise<Claims> {
    const sessionId = randomUUID();
    await db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    const [row] = (await db.query<{ meta: Row }>('select raw_app_meta_data as meta from auth.users where id = $1', [user.id])).rows;
    const now = Math.floor(Date.now() / 1000);
    return {
      sub: user.id,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      session_id: sessionId,
      email: user.email,
      app_metadata: row!.meta,
      exp: now + 3600,
      iat: now,
    };
  }

  /** `allowDelete` is the setting the Storage API sets to remove objects. */
  async function request<T = Row>(claims: Claims, sql: string, params: unknown[] = [], { allowDelete = false } = {}): Promise<T[]> {
    return db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('storage.allow_delete_query', $3, true)",
        [claims.role, JSON.stringify(claims), String(allowDelete)],
      );
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  async function failure(promise: Promise<unknown>): Promise<PgError> {
    try {
      await promise;
    } catch (error) {
      return error as PgError;
    }
    throw new Error('expected the request to fail');
  }

  const asSuperuser = async <T = Row>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

  /** POST /rest/v1/rpc/<name> with named arguments: the function's result (a scalar or jsonb). */
  async function rpc<T = unknown>(claims: Claims, name: string, args: Record<string, unknown> = {}): Promise<T> {
    const names = Object.keys(args);
    const list = names.map((arg, i) => `${arg} => $${i + 1}`).join(', ');
    const [row] = await request<{ r: T }>(claims, `select public.${name}(${list}) as r`, Object.values(args));
    return row!.r;
  }

  /** The same for a function returning a table: its rows. */
  async function rpcRows<T = Row>(claims: Claims, name: string, args: Record<string, unknown> = {}): Promise<T[]> {
    const names = Object.keys(args);
    const list = names.map((arg, i) => `${arg} => $${i + 1}`).join(', ');
    return request<T>(claims, `select * from public.${name}(${list})`, Object.values(args));
  }

  /** An RPC's refusal: its SQLSTATE and machine code, with a human detail. */
  async function refusal(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
    const error = await failure(promise);
    // P0001 and the codes of the contract carry a detail sentence for people.
    if (error.code === 'P0001' || error.message?.startsWith('not_')) expect(error.detail).toEqual(expect.any(String));
    return { code: error.code, message: error.message };
  }

  async function passSecondFactor(user: User, claims: Claims): Promise<void> {
    await request(claims, 'select public.request_mfa_code()');
    const [mail] = await asSuperuser<{ body_text: string }>(
      'select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
      [user.email],
    );
    const code = mail!.body_text.match(/\b(\d{6})\b/)![1];
    const [result] = await request<{ r: Row }>(claims, 'select public.verify_mfa_code($1) as r', [code]);
    expect(result!.r).toEqual({ status: 'verified' });
  }

  /** The company the sign-up trigger made for a client. */
  async function ownCompany(user: User): Promise<string> {
    const [row] = await asSuperuser<{ company_id: string }>(
      "select company_id from public.company_members where user_id = $1 and role = 'owner' order by joined_at limit 1",
      [user.id],
    );
    return row!.company_id;
  }

  /** Membership written directly (the invitation path is tested on its own below). */
  async function addMember(companyId: string, user: User, role = 'member'): Promise<void> {
    await asSuperuser('insert into public.company_members (company_id, user_id, role, email) values ($1, $2, $3, $4)', [
      companyId,
      user.id,
      role,
      user.email,
    ]);
  }

  async function history(companyId: string) {
    return asSuperuser<{ actor_id: string | null; action: string; changes: Row }>(
      "select actor_id, action, changes from public.staff_changes where item_type = 'company' and item_id = $1 order by id",
      [companyId],
    );
  }

  async function membership(companyId: string) {
    return asSuperuser<{ user_id: string; role: string; email: string }>(
      'select user_id, role, email from public.company_members where company_id = $1 order by email',
      [companyId],
    );
  }

  async function latestMail(recipient: string) {
    const [mail] = await asSuperuser<{ subject: string; body_text: string }>(
      'select subject, body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
      [recipient],
    );
    return mail;
  }

  /** The token in the newest invitation mailed to `recipient`. */
  async function mailedToken(recipient: string): Promise<string> {
    const mail = await latestMail(recipient);
    const token = mail?.body_text.match(/\/invitation\?token=([A-Za-z0-9._~%-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${recipient}`);
    return decodeURIComponent(token);
  }

  interface Invitation {
    id: string;
    email: string;
    role: string;
    expires_at: string;
  }

  const invite = (claims: Claims, companyId: string, email: string, role?: string, locale?: string) =>
    rpc<Invitation>(claims, 'create_company_invitation', {
      p_company_id: companyId,
      p_email: email,
      ...(role ? { p_role: role } : {}),
      ...(locale ? { p_locale: locale } : {}),
    });

  // What a client's request writes, with the company chosen explicitly as the portal does.
  async function openTicket(claims: Claims, companyId: string): Promise<string> {
    const [row] = await request<{ id: string }>(
      claims,
      `insert into public.support_tickets (company_id, subject, category, priority, description)
       values ($1, 'The VPN drops', 'technical', 'high', 'Every hour since Monday.') returning id`,
      [companyId],
    );
    return row!.id;
  }
  async function writeMessage(claims: Claims, ticketId: string, body = 'Any news?'): Promise<string> {
    const [row] = await request<{ id: string }>(
      claims,
      'insert into public.ticket_messages (ticket_id, body) values ($1, $2) returning id',
      [ticketId, body],
    );
    return row!.id;
  }
  async function submitProposal(claims: Claims, companyId: string): Promise<string> {
    const [row] = await request<{ id: string }>(
      claims,
      "insert into public.proposals (company_id, title, services) values ($1, 'Warehouse to the cloud', array['cloud']) returning id",
      [companyId],
    );
    return row!.id;
  }
  type Link = { ticket_id: string } | { message_id: string } | { proposal_id: string };
  /** An upload into the caller's folder and its record, as the portal makes them; the object's name. */
  async function attach(user: User, claims: Claims, link: Link): Promise<{ recordId: string; name: string; bucket: string }> {
    const bucket = 'proposal_id' in link ? 'proposal-files' : 'ticket-files';
    const name = `${user.id}/${Object.values(link)[0]}/${randomUUID()}.pdf`;
    await request(claims, 'insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, \'{"size": 10}\')', [
      bucket,
      name,
      user.id,
    ]);
    const [key, value] = Object.entries(link)[0]!;
    const [row] = await request<{ id: string }>(
      claims,
      `insert into public.request_files (bucket, object_path, file_name, content_type, size_bytes, ${key})
       values ($1, $2, 'brief.pdf', 'application/pdf', 10, $3) returning id`,
      [bucket, name, value],
    );
    return { recordId: row!.id, name, bucket };
  }
  async function staffProject(companyId: string): Promise<string> {
    const [row] = await asSuperuser<{ id: string }>(
      "insert into public.client_projects (company_id, title, status, priority, budget) values ($1, $2, 'pending', 'low', 1000) returning id",
      [companyId, `Project ${randomUUID()}`],
    );
    return row!.id;
  }

  interface CompanyData {
    company: string;
    project: string;
    ticket: string;
    messages: string[];
    proposal: string;
    files: string[];
    objects: string[];
    invitation?: string;
  }

  /** What the given session reads of one company's data, table by table and in both buckets. */
  async function readable(claims: Claims, data: CompanyData): Promise<Record<string, string[]>> {
    const ids = async (sql: string, params: unknown[]) => (await request<{ id: string }>(claims, sql, params)).map((row) => row.id).sort();
    return {
      companies: await ids('select id from public.companies where id = $1', [data.company]),
      company_members: await ids('select user_id as id from public.company_members where company_id = $1', [data.company]),
      company_invitations: await ids('select id from public.company_invitations where company_id = $1', [data.company]),
      client_projects: await ids('select id from public.client_projects where id = $1', [data.project]),
      support_tickets: await ids('select id from public.support_tickets where id = $1', [data.ticket]),
      ticket_messages: await ids('select id from public.ticket_messages where id = any($1::uuid[])', [data.messages]),
      proposals: await ids('select id from public.proposals where id = $1', [data.proposal]),
      request_files: await ids('select id from public.request_files where id = any($1::uuid[])', [data.files]),
      'storage.objects': await ids(
        "select name as id from storage.objects where bucket_id in ('ticket-files', 'proposal-files') and name = any($1::text[])",
        [data.objects],
      ),
    };
  }

  const nothing = {
    companies: [],
    company_members: [],
    company_invitations: [],
    client_projects: [],
    support_tickets: [],
    ticket_messages: [],
    proposals: [],
    request_files: [],
    'storage.objects': [],
  };

  const newTables = ['companies', 'company_members', 'company_invitations'];

  // ------------------------------------------------------------------ tests

  describe('schema', () => {
    test('the three tables have row-level security on; anon holds nothing, and nobody signed in writes them but through the RPCs', async () => {
      const rls = await asSuperuser<{ relname: string; relrowsecurity: boolean }>(
        "select relname::text as relname, relrowsecurity from pg_class where relnamespace = 'public'::regnamespace and relname::text = any($1::text[]) order by relname",
        [newTables],
      );
      expect(rls).toEqual([...newTables].sort().map((relname) => ({ relname, relrowsecurity: true })));
      for (const table of newTables) {
        const [rights] = await asSuperuser<{ anon: boolean; anon_columns: boolean; writes: boolean; write_columns: boolean }>(
          `select has_table_privilege('anon', $1::text, 'select, insert, update, delete, truncate, references, trigger') as anon,
                  has_any_column_privilege('anon', $1::text, 'select, insert, update, references') as anon_columns,
                  has_table_privilege('authenticated', $1::text, 'insert, update, delete, truncate, references, trigger') as writes,
                  has_any_column_privilege('authenticated', $1::text, 'insert, update') as write_columns`,
          [`public.${table}`],
        );
        expect({ table, ...rights }).toEqual({ table, anon: false, anon_columns: false, writes: false, write_columns: false });
      }
      // The browser names the company of a new ticket or proposal, and never the addresses.
      const insertable = await asSuperuser<{ column: string }>(
        `select c.table_name || '.' || c.column_name as column from information_schema.columns c
         where c.table_schema = 'public' and c.table_name in ('support_tickets', 'proposals', 'ticket_messages')
           and c.column_name in ('company_id', 'opened_by_email', 'submitted_by_email', 'author_email', 'from_staff')
           and has_column_privilege('authenticated', format('public.%I', c.table_name), c.column_name::text, 'insert, update')
         order by 1`,
      );
      expect(insertable.map((row) => row.column)).toEqual(['proposals.company_id', 'support_tickets.company_id']);
    });
  });

  describe('a company’s rows and files', () => {
    let alice: User;
    let bob: User;
    let carol: User;
    let aliceSession: Claims;
    let bobSession: Claims;
    let carolSession: Claims;
    let data: CompanyData;
    let bobsFile: { recordId: string; name: string };
    let bobsTicket: string;
    let bobsProposal: string;
    let carolsData: CompanyData;

    /** A company's data: a staff project, a ticket with a conversation, a proposal, three files. */
    async function companyData(owner: User, session: Claims, companyId: string): Promise<CompanyData> {
      const ticket = await openTicket(session, companyId);
      const message = await writeMessage(session, ticket);
      const proposal = await submitProposal(session, companyId);
      const files = [
        await attach(owner, session, { ticket_id: ticket }),
        await attach(owner, session, { message_id: message }),
        await attach(owner, session, { proposal_id: proposal }),
      ];
      return {
        company: companyId,
        project: await staffProject(companyId),
        ticket,
        messages: [message],
        proposal,
        files: files.map((file) => file.recordId),
        objects: files.map((file) => file.name),
      };
    }

    beforeAll(async () => {
      alice = await newUser({ label: 'alice' });
      bob = await newUser({ label: 'bob' });
      carol = await newUser({ label: 'carol' });
      [aliceSession, bobSession, carolSession] = await Promise.all([signIn(alice), signIn(bob), signIn(carol)]);
      const company = await ownCompany(alice);
      await addMember(company, bob);
      data = await companyData(alice, aliceSession, company);
      // A colleague writes on the ticket another member opened, with a file of his own.
      data.messages.push(await writeMessage(bobSession, data.ticket, 'I can add to that.'));
      bobsFile = await attach(bob, bobSession, { ticket_id: data.ticket });
      // ... and requests of his own for the company.
      bobsTicket = await openTicket(bobSession, company);
      bobsProposal = await submitProposal(bobSession, company);
      data.files.push(bobsFile.recordId);
      data.objects.push(bobsFile.name);
      data.invitation = (await invite(aliceSession, company, address('pending'))).id;
      carolsData = await companyData(carol, carolSession, await ownCompany(carol));
    });

    test('every member reads every row and file of the company; invitations are the owners’', async () => {
      const all = {
        companies: [data.company],
        company_members: [alice.id, bob.id].sort(),
        company_invitations: [data.invitation!],
        client_projects: [data.project],
        support_tickets: [data.ticket],
        ticket_messages: [...data.messages].sort(),
        proposals: [data.proposal],
        request_files: [...data.files].sort(),
        'storage.objects': [...data.objects].sort(),
      };
      expect(await readable(aliceSession, data)).toEqual(all);
      expect(await readable(bobSession, data)).toEqual({ ...all, company_invitations: [] });
    });

    test('the person who made each row is kept, with the address colleagues see and no staff address', async () => {
      const staff = await newUser({ staff: true, label: 'staff' });
      await asSuperuser("insert into public.ticket_messages (ticket_id, author_id, body) values ($1, $2, 'On it.')", [
        data.ticket,
        staff.id,
      ]);
      const [ticket] = await request<Row>(
        bobSession,
        'select client_id, company_id, opened_by_email from public.support_tickets where id = $1',
        [data.ticket],
      );
      expect(ticket).toEqual({ client_id: alice.id, company_id: data.company, opened_by_email: alice.email });
      const messages = await request<Row>(
        bobSession,
        'select author_id, author_email, from_staff from public.ticket_messages where ticket_id = $1 order by created_at',
        [data.ticket],
      );
      expect(messages).toEqual([
        { author_id: alice.id, author_email: alice.email, from_staff: false },
        { author_id: bob.id, author_email: bob.email, from_staff: false },
        { author_id: staff.id, author_email: null, from_staff: true },
      ]);
      const [proposal] = await request<Row>(bobSession, 'select client_id, submitted_by_email from public.proposals where id = $1', [
        data.proposal,
      ]);
      expect(proposal).toEqual({ client_id: alice.id, submitted_by_email: alice.email });
      // The browser may not write the addresses itself.
      expect(
        await failure(
          request(
            bobSession,
            "insert into public.support_tickets (company_id, subject, category, priority, description, opened_by_email) values ($1, 's', 'general', 'low', 'd', 'ceo@example.com')",
            [data.company],
          ),
        ),
      ).toMatchObject({ code: '42501' });
    });

    test('a member of another company reads nothing of it and cannot write on it', async () => {
      expect(await readable(carolSession, data)).toEqual(nothing);
      expect(await readable(aliceSession, carolsData)).toEqual(nothing);
      expect(await failure(openTicket(carolSession, data.company))).toMatchObject({ code: '42501' });
      expect(await failure(submitProposal(carolSession, data.company))).toMatchObject({ code: '42501' });
      expect(await failure(writeMessage(carolSession, data.ticket))).toMatchObject({ code: '42501' });
      expect(await failure(attach(carol, carolSession, { ticket_id: data.ticket }))).toMatchObject({ code: '42501' });
      expect(await failure(attach(carol, carolSession, { proposal_id: data.proposal }))).toMatchObject({ code: '42501' });
      // Her being an owner elsewhere gives her no say here.
      for (const [name, args] of [
        ['remove_company_member', { p_company_id: data.company, p_user_id: alice.id }],
        ['set_company_member_role', { p_company_id: data.company, p_user_id: bob.id, p_role: 'owner' }],
        ['set_company_policy', { p_company_id: data.company, p_require_second_factor: false }],
        ['rename_company', { p_company_id: data.company, p_name: 'Taken over' }],
        ['withdraw_company_invitation', { p_invitation_id: data.invitation }],
      ] as const) {
        expect({ name, error: await refusal(rpc(carolSession, name, args)) }).toEqual({
          name,
          error: { code: '42501', message: 'not_owner' },
        });
      }
      expect(await failure(rpcRows(carolSession, 'company_members', { p_company_id: data.company }))).toMatchObject({
        code: '42501',
        message: 'not_member',
      });
    });

    test('an upload not yet recorded is its uploader’s alone', async () => {
      const name = `${bob.id}/${data.ticket}/${randomUUID()}.pdf`;
      await request(
        bobSession,
        "insert into storage.objects (bucket_id, name, owner_id, metadata) values ('ticket-files', $1, $2, '{\"size\": 1}')",
        [name, bob.id],
      );
      const sql = 'select name from storage.objects where name = $1';
      expect(await request(bobSession, sql, [name])).toEqual([{ name }]);
      expect(await request(aliceSession, sql, [name])).toEqual([]);
    });

    test('a colleague may not hang a file on another member’s message', async () => {
      expect(await failure(attach(bob, bobSession, { message_id: data.messages[0]! }))).toMatchObject({ code: '42501' });
    });

    test('a removed member reads nothing of it, not even the files he uploaded, and writes nothing', async () => {
      await rpc(aliceSession, 'remove_company_member', { p_company_id: data.company, p_user_id: bob.id });
      expect(await readable(bobSession, data)).toEqual(nothing);
      expect(await failure(writeMessage(bobSession, data.ticket))).toMatchObject({ code: '42501' });
      expect(await failure(openTicket(bobSession, data.company))).toMatchObject({ code: '42501' });
      const companies = await rpcRows<{ id: string }>(bobSession, 'my_companies');
      expect(companies.map((company) => company.id)).toEqual([await ownCompany(bob)]);
      // Not even the ticket and proposal he opened himself.
      expect(await request(bobSession, 'select id from public.support_tickets where id = $1', [bobsTicket])).toEqual([]);
      expect(await request(bobSession, 'select id from public.proposals where id = $1', [bobsProposal])).toEqual([]);
      // Nor can he delete his recorded upload from his folder (it is the company's now).
      expect(
        await request(bobSession, 'delete from storage.objects where name = $1 returning name', [bobsFile.name], { allowDelete: true }),
      ).toEqual([]);
      expect(await asSuperuser('select name from storage.objects where name = $1', [bobsFile.name])).toEqual([{ name: bobsFile.name }]);
      // The others still read everything, his message and file included.
      expect((await readable(aliceSession, data)).request_files).toContain(bobsFile.recordId);
      const [removed] = (await history(data.company)).filter((change) => change.action === 'member_removed');
      expect(removed).toMatchObject({ actor_id: alice.id });
      expect(JSON.stringify(removed!.changes)).toContain(bob.email);
    });

    test('with one company, a client may leave the company out of a new ticket or proposal', async () => {
      const [ticket] = await request<{ company_id: string }>(
        carolSession,
        "insert into public.support_tickets (subject, category, priority, description) values ('s', 'general', 'low', 'd') returning company_id",
      );
      expect(ticket!.company_id).toBe(carolsData.company);
    });

    test('a project written for a person without a company goes to the company that person owns', async () => {
      const [project] = await asSuperuser<{ company_id: string }>(
        "insert into public.client_projects (client_id, title, status, priority, budget) values ($1, $2, 'pending', 'low', 1) returning company_id",
        [carol.id, `Project ${randomUUID()}`],
      );
      expect(project!.company_id).toBe(carolsData.company);
    });
  });

  describe('the company’s second-factor policy', () => {
    let dave: User;
    let erin: User;
    let daveSession: Claims;
    let erinSession: Claims;
    let data: CompanyData;

    beforeAll(async () => {
      dave = await newUser({ label: 'dave', mfa: true });
      erin = await newUser({ label: 'erin' });
      daveSession = await signIn(dave);
      await passSecondFactor(dave, daveSession);
      erinSession = await signIn(erin);
      const company = await ownCompany(dave);
      await addMember(company, erin);
      const ticket = await openTicket(daveSession, company);
      const message = await writeMessage(daveSession, ticket);
      const proposal = await submitProposal(daveSession, company);
      const file = await attach(dave, daveSession, { proposal_id: proposal });
      data = {
        company,
        project: await staffProject(company),
        ticket,
        messages: [message],
        proposal,
        files: [file.recordId],
        objects: [file.name],
      };
    });

    test('an owner without two-step sign-in cannot require it (owner_needs_second_factor)', async () => {
      const owner = await newUser({ label: 'no2fa' });
      const company = await ownCompany(owner);
      expect(
        await refusal(rpc(await signIn(owner), 'set_company_policy', { p_company_id: company, p_require_second_factor: true })),
      ).toEqual({
        code: 'P0001',
        message: 'owner_needs_second_factor',
      });
      const [row] = await asSuperuser<{ r: boolean }>('select require_second_factor as r from public.companies where id = $1', [company]);
      expect(row!.r).toBe(false);
      expect(await history(company)).toEqual([]);
    });

    test('only an owner sets it; it is recorded', async () => {
      expect(await refusal(rpc(erinSession, 'set_company_policy', { p_company_id: data.company, p_require_second_factor: true }))).toEqual({
        code: '42501',
        message: 'not_owner',
      });
      await rpc(daveSession, 'set_company_policy', { p_company_id: data.company, p_require_second_factor: true });
      const [change] = (await history(data.company)).filter((row) => row.action === 'policy_changed');
      expect(change).toMatchObject({ actor_id: dave.id });
    });

    test('a member without two-step sign-in reads none of the company’s rows, but still sees the company', async () => {
      expect(await readable(erinSession, data)).toEqual({ ...nothing, companies: [data.company] });
      const [entry] = (await rpcRows<Row>(erinSession, 'my_companies')).filter((company) => company.id === data.company);
      expect(entry).toMatchObject({ id: data.company, role: 'member', require_second_factor: true, second_factor_enabled: false });
      expect(await failure(rpcRows(erinSession, 'company_members', { p_company_id: data.company }))).toMatchObject({
        code: '42501',
        message: 'not_member',
      });
      expect(await failure(openTicket(erinSession, data.company))).toMatchObject({ code: '42501' });
      expect(await failure(writeMessage(erinSession, data.ticket))).toMatchObject({ code: '42501' });
      // Her own company does not require it: she still reads that.
      const own = await ownCompany(erin);
      await expect(openTicket(erinSession, own)).resolves.toEqual(expect.any(String));
    });

    test('the owner sees who has it on; others see no such column', async () => {
      const asOwner = await rpcRows<{ user_id: string; role: string; second_factor_enabled: boolean | null }>(
        daveSession,
        'company_members',
        { p_company_id: data.company },
      );
      expect(
        asOwner
          .map(({ user_id, role, second_factor_enabled }) => ({ user_id, role, second_factor_enabled }))
          .sort((a, b) => a.role.localeCompare(b.role)),
      ).toEqual([
        { user_id: erin.id, role: 'member', second_factor_enabled: false },
        { user_id: dave.id, role: 'owner', second_factor_enabled: true },
      ]);
    });

    test('once she turns it on and passes it in her session, she reads everything', async () => {
      await asSuperuser('update public.mfa_settings set enabled = true where user_id = $1', [erin.id]);
      // Turned on but not yet passed in this session: the sign-in is not finished, so nothing at
      // all, not even the company (her own setting, not the company's policy, asks for the code).
      const session = await signIn(erin);
      expect(await readable(session, data)).toEqual(nothing);
      expect(await rpcRows(session, 'my_companies')).toEqual([]);
      await passSecondFactor(erin, session);
      const everything = await readable(session, data);
      expect(everything).toEqual({
        companies: [data.company],
        company_members: [dave.id, erin.id].sort(),
        company_invitations: [],
        client_projects: [data.project],
        support_tickets: [data.ticket],
        ticket_messages: data.messages,
        proposals: [data.proposal],
        request_files: data.files,
        'storage.objects': data.objects,
      });
      const members = await rpcRows<{ second_factor_enabled: boolean | null }>(session, 'company_members', { p_company_id: data.company });
      expect(members.map((member) => member.second_factor_enabled)).toEqual([null, null]);
    });
  });

  describe('invitations', () => {
    let owner: User;
    let ownerSession: Claims;
    let colleague: User;
    let colleagueSession: Claims;
    let company: string;
    let companyName: string;

    beforeAll(async () => {
      owner = await newUser({ label: 'owner' });
      ownerSession = await signIn(owner);
      colleague = await newUser({ label: 'colleague' });
      colleagueSession = await signIn(colleague);
      company = await ownCompany(owner);
      companyName = `Northwind ${randomUUID().slice(0, 8)}`;
      await rpc(ownerSession, 'rename_company', { p_company_id: company, p_name: companyName });
      await addMember(company, colleague);
    });

    // Each test starts an hour after the last one's invitations, so the owner's hourly limit
    // counts only the invitations of the test at hand.
    beforeEach(async () => {
      await asSuperuser("update public.company_invitations set created_at = created_at - interval '61 minutes'");
    });

    /** Everything an accept may change, to prove a refusal changed nothing. */
    const state = async () =>
      JSON.stringify([
        await asSuperuser('select * from public.company_members order by company_id, user_id'),
        await asSuperuser('select * from public.company_invitations order by id'),
        await asSuperuser('select * from public.staff_changes order by id'),
      ]);

    async function template(locale: string) {
      const [row] = await asSuperuser<{ subject: string; body: string }>(
        "select subject, body from private.notice_templates where kind = 'company_invitation' and locale = $1",
        [locale],
      );
      return row!;
    }
    /** A template's text as a pattern: placeholders match anything. */
    const pattern = (text: string) => new RegExp(`^${text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z_]+\}/g, '[\\s\\S]*')}$`);

    test('an owner invites by address: a pending invitation for 7 days, mailed with a signed link in the address’s language', async () => {
      const email = address('invitee');
      const before = Date.now();
      const invitation = await invite(ownerSession, company, email.toUpperCase(), 'member', 'ms');
      expect(invitation).toEqual({ id: expect.any(String), email, role: 'member', expires_at: expect.any(String) });
      const days = (new Date(invitation.expires_at).getTime() - before) / 86_400_000;
      expect(days).toBeGreaterThan(6.99);
      expect(days).toBeLessThan(7.01);
      const [siteUrl] = await asSuperuser<{ value: string }>("select value from private.app_settings where key = 'site_url'");
      const mail = await latestMail(email);
      const token = await mailedToken(email);
      expect(token.startsWith(`${invitation.id}.`)).toBe(true);
      expect(token.length).toBeGreaterThan(invitation.id.length + 40);
      expect(mail!.body_text).toContain(`${siteUrl!.value}/invitation?token=`);
      expect(mail!.body_text).toContain(companyName);
      expect(mail!.body_text).toContain(owner.email);
      expect(mail!.body_text).toContain(invitation.expires_at.slice(0, 10));
      // No account with that address: the language the owner chose.
      const [ms, en] = [await template('ms'), await template('en')];
      expect(ms.body).not.toEqual(en.body);
      expect(mail!.subject).toMatch(pattern(ms.subject));
      expect(mail!.body_text).toMatch(pattern(ms.body));
      // The token is nowhere in the database but the mail itself.
      const signature = token.split('.').slice(1).join('.');
      const tables = await asSuperuser<{ name: string }>(
        `select format('%I.%I', n.nspname, c.relname) as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
         where c.relkind = 'r' and n.nspname in ('public', 'private', 'auth', 'storage') and c.oid <> 'private.mail_outbox'::regclass`,
      );
      for (const { name } of tables) {
        const [row] = await asSuperuser<{ n: number }>(`select count(*)::int as n from ${name} t where to_jsonb(t)::text like $1`, [
          `%${signature}%`,
        ]);
        expect({ name, n: row!.n }).toEqual({ name, n: 0 });
      }
      const [recorded] = (await history(company)).filter((change) => change.action === 'invited');
      expect(recorded).toMatchObject({ actor_id: owner.id });
      expect(JSON.stringify(recorded!.changes)).toContain(email);
    });

    test('an address with an account gets the mail in the account’s language', async () => {
      const user = await newUser({ label: 'speaks-id', locale: 'id' });
      await invite(ownerSession, company, user.email, 'member', 'ms');
      const mail = await latestMail(user.email);
      expect(mail!.subject).toMatch(pattern((await template('id')).subject));
      expect(mail!.body_text).toMatch(pattern((await template('id')).body));
    });

    test('only an owner invites; bad addresses and roles, members and pending invitations are refused', async () => {
      const email = address('refused');
      expect(await refusal(invite(colleagueSession, company, email))).toEqual({ code: '42501', message: 'not_owner' });
      const stranger = await signIn(await newUser({ label: 'stranger' }));
      expect((await refusal(invite(stranger, company, email))).code).toBe('42501');
      expect(await failure(invite(anon, company, email))).toMatchObject({ code: '42501' });
      for (const bad of ['', 'not-an-address', 'two@@example.com', 'a b@example.com', `${'x'.repeat(300)}@example.com`]) {
        expect({ bad, error: await refusal(invite(ownerSession, company, bad)) }).toEqual({
          bad,
          error: { code: 'P0001', message: 'invalid_email' },
        });
      }
      expect(await refusal(invite(ownerSession, company, email, 'admin'))).toEqual({ code: 'P0001', message: 'invalid_role' });
      expect(await refusal(invite(ownerSession, company, colleague.email.toUpperCase()))).toEqual({
        code: 'P0001',
        message: 'already_member',
      });
      const first = await invite(ownerSession, company, email);
      expect(await refusal(invite(ownerSession, company, email, 'owner'))).toEqual({ code: 'P0001', message: 'already_invited' });
      await rpc(ownerSession, 'withdraw_company_invitation', { p_invitation_id: first.id });
      await expect(invite(ownerSession, company, email)).resolves.toMatchObject({ email });
    });

    test('more than 10 invitations by one owner in an hour, across companies, are refused; other owners are not limited', async () => {
      const busy = await newUser({ label: 'busy' });
      const busySession = await signIn(busy);
      const first = await ownCompany(busy);
      const [second] = await asSuperuser<{ id: string }>("insert into public.companies (name) values ('Second company') returning id");
      await addMember(second!.id, busy, 'owner');
      for (let i = 0; i < 10; i++) await invite(busySession, i < 6 ? first : second!.id, address(`wave${i}`));
      for (const target of [first, second!.id]) {
        expect(await refusal(invite(busySession, target, address('eleventh')))).toEqual({
          code: 'P0001',
          message: 'invitation_rate_limited',
        });
      }
      await expect(invite(ownerSession, company, address('not-limited'))).resolves.toMatchObject({ role: 'member' });
      // An hour later the owner may invite again.
      await asSuperuser("update public.company_invitations set created_at = created_at - interval '61 minutes' where invited_by = $1", [
        busy.id,
      ]);
      await expect(invite(busySession, first, address('next-hour'))).resolves.toMatchObject({ role: 'member' });
    });

    test('the preview says what the invitation is, to anyone holding the token; forged and unknown tokens are invalid', async () => {
      const email = address('preview');
      const invitation = await invite(ownerSession, company, email, 'owner');
      const token = await mailedToken(email);
      const preview = { company: companyName, email, role: 'owner', status: 'pending', expires_at: invitation.expires_at };
      expect(normalise(await rpc(anon, 'company_invitation_preview', { p_token: token }))).toEqual(normalise(preview));
      expect(normalise(await rpc(colleagueSession, 'company_invitation_preview', { p_token: token }))).toEqual(normalise(preview));
      const [id, signature] = [token.slice(0, token.indexOf('.')), token.slice(token.indexOf('.') + 1)];
      const forged = [
        `${id}.${flip(signature)}`,
        `${id}.`,
        id,
        `${randomUUID()}.${signature}`,
        `${id}.${signature}x`,
        '',
        'x.y',
        `not-a-uuid.${signature}`,
      ];
      for (const bad of forged) {
        expect({ bad, error: await refusal(rpc(anon, 'company_invitation_preview', { p_token: bad })) }).toEqual({
          bad,
          error: { code: 'P0001', message: 'invitation_invalid' },
        });
      }
    });

    test('an invitation is accepted once, by its address, and gives its role', async () => {
      const email = address('joiner');
      await invite(ownerSession, company, email);
      const token = await mailedToken(email);
      // An account made for an invited address is not given a company of its own.
      const joiner = await newUser({ email });
      expect(await asSuperuser('select company_id from public.company_members where user_id = $1', [joiner.id])).toEqual([]);
      const session = await signIn(joiner);
      expect(await rpc(session, 'accept_company_invitation', { p_token: token })).toEqual({ company_id: company, company: companyName });
      expect((await membership(company)).find((member) => member.user_id === joiner.id)).toMatchObject({ role: 'member' });
      const [added] = (await history(company)).filter((change) => change.action === 'member_added');
      expect(added).toMatchObject({ actor_id: joiner.id });
      expect(JSON.stringify(added!.changes).toLowerCase()).toContain(email);
      expect(await rpc<Row>(anon, 'company_invitation_preview', { p_token: token })).toMatchObject({ status: 'used' });
      const companies = await rpcRows<{ id: string; role: string }>(session, 'my_companies');
      expect(companies.map(({ id, role }) => ({ id, role }))).toEqual([{ id: company, role: 'member' }]);
      // It now reads the company's data.
      const ticket = await openTicket(ownerSession, company);
      expect(await request(session, 'select id from public.support_tickets where id = $1', [ticket])).toEqual([{ id: ticket }]);
    });

    test('an owner invitation makes an owner; an account whose invitation expired gets a company of its own', async () => {
      const email = address('co-owner');
      await invite(ownerSession, company, email, 'owner');
      const token = await mailedToken(email);
      const coOwner = await newUser({ email });
      await rpc(await signIn(coOwner), 'accept_company_invitation', { p_token: token });
      expect((await membership(company)).find((member) => member.user_id === coOwner.id)).toMatchObject({ role: 'owner' });

      const late = address('late');
      await invite(ownerSession, company, late);
      await asSuperuser("update public.company_invitations set expires_at = now() - interval '1 second' where email = $1", [late]);
      const lateUser = await newUser({ email: late });
      expect(
        (await asSuperuser('select role from public.company_members where user_id = $1', [lateUser.id])).map((row) => row.role),
      ).toEqual(['owner']);
    });

    test('expired, used, withdrawn, another address’s, forged and unknown invitations are refused with their codes, and change nothing', async () => {
      const make = async (label: string) => {
        const email = address(label);
        const invitation = await invite(ownerSession, company, email);
        return { email, id: invitation.id, token: await mailedToken(email) };
      };
      const expired = await make('expired');
      await asSuperuser("update public.company_invitations set expires_at = now() - interval '1 second' where id = $1", [expired.id]);
      expect(await rpc<Row>(anon, 'company_invitation_preview', { p_token: expired.token })).toMatchObject({ status: 'expired' });
      const used = await make('used');
      const usedBy = await newUser({ email: used.email });
      await rpc(await signIn(usedBy), 'accept_company_invitation', { p_token: used.token });
      const withdrawn = await make('withdrawn');
      await rpc(ownerSession, 'withdraw_company_invitation', { p_invitation_id: withdrawn.id });
      const other = await make('meant-for-someone-else');
      const unknown = await make('deleted');
      await asSuperuser('delete from public.company_invitations where id = $1', [unknown.id]);
      const forged = await make('forged');

      const accept = async (user: User, token: string) => rpc(await signIn(user), 'accept_company_invitation', { p_token: token });
      const cases: Array<[string, () => Promise<unknown>, string]> = [
        ['expired', async () => accept(await newUser({ email: expired.email }), expired.token), 'invitation_expired'],
        ['used, by its own account again', () => accept(usedBy, used.token), 'invitation_used'],
        ['withdrawn', async () => accept(await newUser({ email: withdrawn.email }), withdrawn.token), 'invitation_withdrawn'],
        ['another address', async () => accept(await newUser({ label: 'wrong-account' }), other.token), 'invitation_wrong_account'],
        [
          'a forged signature',
          async () => accept(await newUser({ email: forged.email }), `${forged.id}.${flip(forged.token.split('.')[1]!)}`),
          'invitation_invalid',
        ],
        ['an unknown id', async () => accept(await newUser({ label: 'unknown-holder' }), unknown.token), 'invitation_invalid'],
        ['garbage', async () => accept(await newUser({ label: 'garbage' }), 'garbage'), 'invitation_invalid'],
      ];
      for (const [label, attempt, code] of cases) {
        const promise = attempt();
        // The account the case makes is a change of its own: compared after it exists.
        const error = await failure(promise);
        expect({ label, code: error.code, message: error.message }).toEqual({ label, code: 'P0001', message: code });
      }
      // Now the same refusals once more, with the state compared around each.
      const wrong = await signIn(await newUser({ label: 'wrong-again' }));
      const forgedHolder = await signIn(
        (await asSuperuser<User>('select id, email::text as email from auth.users where email = $1', [forged.email]))[0]!,
      );
      for (const [claims, token] of [
        [wrong, other.token],
        [wrong, expired.token],
        [wrong, withdrawn.token],
        [wrong, used.token],
        [wrong, unknown.token],
        [forgedHolder, `${forged.id}.${flip(forged.token.split('.')[1]!)}`],
      ] as const) {
        const before = await state();
        await failure(rpc(claims, 'accept_company_invitation', { p_token: token }));
        expect(await state()).toBe(before);
      }
      // The rightful holder of the forged one still accepts with the real token.
      await expect(rpc(forgedHolder, 'accept_company_invitation', { p_token: forged.token })).resolves.toMatchObject({
        company_id: company,
      });
    });

    test('an account whose address is not confirmed cannot accept', async () => {
      const email = address('unconfirmed');
      await invite(ownerSession, company, email);
      const token = await mailedToken(email);
      const user = await newUser({ email, confirmed: false });
      const before = await state();
      expect((await failure(rpc(await signIn(user), 'accept_company_invitation', { p_token: token }))).code).toMatch(/^(P0001|42501)$/);
      expect(await state()).toBe(before);
    });

    test('anon cannot accept', async () => {
      const email = address('anon-accept');
      await invite(ownerSession, company, email);
      expect((await failure(rpc(anon, 'accept_company_invitation', { p_token: await mailedToken(email) }))).code).toBe('42501');
    });

    test('an owner withdraws a pending invitation, once; members cannot; owners read the invitations, members not', async () => {
      const email = address('withdraw');
      const invitation = await invite(ownerSession, company, email);
      expect(await refusal(rpc(colleagueSession, 'withdraw_company_invitation', { p_invitation_id: invitation.id }))).toEqual({
        code: '42501',
        message: 'not_owner',
      });
      expect(await request(colleagueSession, 'select id from public.company_invitations where id = $1', [invitation.id])).toEqual([]);
      const [row] = await request<Row>(
        ownerSession,
        'select email, role, withdrawn_at, accepted_at from public.company_invitations where id = $1',
        [invitation.id],
      );
      expect(row).toEqual({ email, role: 'member', withdrawn_at: null, accepted_at: null });
      await rpc(ownerSession, 'withdraw_company_invitation', { p_invitation_id: invitation.id });
      expect(await rpc<Row>(anon, 'company_invitation_preview', { p_token: await mailedToken(email) })).toMatchObject({
        status: 'withdrawn',
      });
      expect(await refusal(rpc(ownerSession, 'withdraw_company_invitation', { p_invitation_id: invitation.id }))).toEqual({
        code: 'P0001',
        message: 'invitation_not_pending',
      });
      const [withdrawal] = (await history(company)).filter((change) => change.action === 'invitation_withdrawn');
      expect(withdrawal).toMatchObject({ actor_id: owner.id });
      // Expired ones are past, not pending, too.
      const expiring = await invite(ownerSession, company, address('expiring'));
      await asSuperuser("update public.company_invitations set expires_at = now() - interval '1 second' where id = $1", [expiring.id]);
      expect(await refusal(rpc(ownerSession, 'withdraw_company_invitation', { p_invitation_id: expiring.id }))).toEqual({
        code: 'P0001',
        message: 'invitation_not_pending',
      });
    });
  });

  describe('roles and the last owner', () => {
    let owner: User;
    let member: User;
    let ownerSession: Claims;
    let memberSession: Claims;
    let company: string;

    beforeAll(async () => {
      owner = await newUser({ label: 'sole-owner' });
      member = await newUser({ label: 'member' });
      ownerSession = await signIn(owner);
      memberSession = await signIn(member);
      company = await ownCompany(owner);
      await addMember(company, member);
    });

    test('the last owner cannot leave, be demoted or be removed', async () => {
      const before = JSON.stringify([await membership(company), await history(company)]);
      expect(await refusal(rpc(ownerSession, 'leave_company', { p_company_id: company }))).toEqual({
        code: 'P0001',
        message: 'last_owner',
      });
      expect(
        await refusal(rpc(ownerSession, 'set_company_member_role', { p_company_id: company, p_user_id: owner.id, p_role: 'member' })),
      ).toEqual({ code: 'P0001', message: 'last_owner' });
      expect(await refusal(rpc(ownerSession, 'remove_company_member', { p_company_id: company, p_user_id: owner.id }))).toEqual({
        code: 'P0001',
        message: 'last_owner',
      });
      expect(JSON.stringify([await membership(company), await history(company)])).toBe(before);
    });

    test('a member changes no roles and removes nobody; an unknown role is refused', async () => {
      expect(
        await refusal(rpc(memberSession, 'set_company_member_role', { p_company_id: company, p_user_id: member.id, p_role: 'owner' })),
      ).toEqual({ code: '42501', message: 'not_owner' });
      expect(await refusal(rpc(memberSession, 'remove_company_member', { p_company_id: company, p_user_id: owner.id }))).toEqual({
        code: '42501',
        message: 'not_owner',
      });
      expect(
        await refusal(rpc(ownerSession, 'set_company_member_role', { p_company_id: company, p_user_id: member.id, p_role: 'admin' })),
      ).toEqual({ code: 'P0001', message: 'invalid_role' });
      expect((await membership(company)).map((row) => row.role).sort()).toEqual(['member', 'owner']);
    });

    test('an owner renames the company within the rules', async () => {
      for (const bad of ['', '   ', 'x'.repeat(121), 'Line\nbreak', 'Tab\there']) {
        expect({ bad, error: await refusal(rpc(ownerSession, 'rename_company', { p_company_id: company, p_name: bad })) }).toEqual({
          bad,
          error: { code: 'P0001', message: 'invalid_name' },
        });
      }
      expect(await refusal(rpc(memberSession, 'rename_company', { p_company_id: company, p_name: 'Mine now' }))).toEqual({
        code: '42501',
        message: 'not_owner',
      });
      await rpc(ownerSession, 'rename_company', { p_company_id: company, p_name: 'Contoso Health' });
      const [row] = await request<{ name: string }>(memberSession, 'select name from public.companies where id = $1', [company]);
      expect(row!.name).toBe('Contoso Health');
      expect((await history(company)).filter((change) => change.action === 'renamed')).toEqual([
        { actor_id: owner.id, action: 'renamed', changes: expect.objectContaining({}) },
      ]);
    });

    test('with a second owner the first may step down and leave; every change is recorded', async () => {
      await rpc(ownerSession, 'set_company_member_role', { p_company_id: company, p_user_id: member.id, p_role: 'owner' });
      await rpc(ownerSession, 'set_company_member_role', { p_company_id: company, p_user_id: owner.id, p_role: 'member' });
      await rpc(ownerSession, 'leave_company', { p_company_id: company });
      expect(await membership(company)).toEqual([{ user_id: member.id, role: 'owner', email: member.email }]);
      const changes = (await history(company)).filter((change) => change.action !== 'renamed');
      expect(changes).toEqual([
        { actor_id: owner.id, action: 'role_changed', changes: expect.objectContaining({ role: { from: 'member', to: 'owner' } }) },
        { actor_id: owner.id, action: 'role_changed', changes: expect.objectContaining({ role: { from: 'owner', to: 'member' } }) },
        { actor_id: owner.id, action: 'member_left', changes: expect.any(Object) },
      ]);
      expect(JSON.stringify(changes[2]!.changes)).toContain(owner.email);
      // He has only his own company now; the one left is the new owner's alone.
      expect(await refusal(rpc(memberSession, 'leave_company', { p_company_id: company }))).toEqual({
        code: 'P0001',
        message: 'last_owner',
      });
    });

    test('a member leaves', async () => {
      const other = await newUser({ label: 'leaver' });
      await addMember(company, other);
      await rpc(await signIn(other), 'leave_company', { p_company_id: company });
      expect((await membership(company)).map((row) => row.user_id)).toEqual([member.id]);
      expect((await history(company)).at(-1)).toMatchObject({ actor_id: other.id, action: 'member_left' });
    });
  });

  describe('starting a company', () => {
    test('an account in no company starts one and owns it; one in a company, staff and anon cannot, and a bad name changes nothing', async () => {
      // Signed up while an invitation waited, which was then withdrawn: no company at all.
      const inviter = await newUser({ label: 'blocking-inviter' });
      const inviterSession = await signIn(inviter);
      const invited = address('newcomer');
      await rpc(inviterSession, 'create_company_invitation', { p_company_id: await ownCompany(inviter), p_email: invited });
      const newcomer = await newUser({ email: invited });
      const [pending] = await asSuperuser<{ id: string }>('select id from public.company_invitations where email = $1', [invited]);
      await rpc(inviterSession, 'withdraw_company_invitation', { p_invitation_id: pending!.id });
      const newcomerSession = await signIn(newcomer);
      expect(await rpcRows(newcomerSession, 'my_companies')).toEqual([]);

      const companiesBefore = await asSuperuser('select count(*)::int as n from public.companies');
      expect(await refusal(rpc(newcomerSession, 'create_company', { p_name: 'Bad\nName' }))).toEqual({
        code: 'P0001',
        message: 'invalid_name',
      });
      expect(await asSuperuser('select count(*)::int as n from public.companies')).toEqual(companiesBefore);

      const made = await rpc<{ company_id: string; company: string }>(newcomerSession, 'create_company', { p_name: 'Newcomer Works' });
      expect(made.company).toBe('Newcomer Works');
      expect(await membership(made.company_id)).toEqual([expect.objectContaining({ user_id: newcomer.id, role: 'owner' })]);
      expect((await history(made.company_id)).map((change) => change.action)).toEqual(expect.arrayContaining(['created', 'member_added']));
      expect(await refusal(rpc(newcomerSession, 'create_company', { p_name: 'Second Works' }))).toEqual({
        code: 'P0001',
        message: 'has_company',
      });

      const staff = await newUser({ label: 'staff-starter', staff: true });
      const staffSession = await signIn(staff);
      await passSecondFactor(staff, staffSession);
      expect(await refusal(rpc(staffSession, 'create_company', { p_name: 'Staff Works' }))).toEqual({
        code: '42501',
        message: 'not_member',
      });
    });
  });

  describe('staff', () => {
    let staff: User;
    let staffSession: Claims;

    beforeAll(async () => {
      staff = await newUser({ staff: true, label: 'staff' });
      staffSession = await signIn(staff);
      await passSecondFactor(staff, staffSession);
    });

    test('staff accounts get no company of their own', async () => {
      expect(await asSuperuser('select company_id from public.company_members where user_id = $1', [staff.id])).toEqual([]);
    });

    test('the staff RPCs refuse clients, anon and staff who have not passed the second factor', async () => {
      const client = await signIn(await newUser({ label: 'not-staff' }));
      const unverified = await signIn(staff);
      for (const claims of [client, unverified]) {
        expect(await refusal(rpcRows(claims, 'staff_companies'))).toEqual({ code: '42501', message: 'not_staff' });
        expect(await refusal(rpc(claims, 'staff_create_company', { p_name: 'Sneaky Ltd', p_owner_email: address('sneaky') }))).toEqual({
          code: '42501',
          message: 'not_staff',
        });
      }
      expect((await failure(rpcRows(anon, 'staff_companies'))).code).toBe('42501');
      expect((await failure(rpc(anon, 'staff_create_company', { p_name: 'Sneaky Ltd', p_owner_email: address('sneaky') }))).code).toBe(
        '42501',
      );
      const [sneaky] = await asSuperuser<{ n: number }>("select count(*)::int as n from public.companies where name = 'Sneaky Ltd'");
      expect(sneaky!.n).toBe(0);
    });

    test('staff create a company and invite its first owner, then read it and its history', async () => {
      const email = address('first-owner');
      const created = await rpc<{ company_id: string; invitation_id: string }>(staffSession, 'staff_create_company', {
        p_name: 'Fabrikam Logistics',
        p_owner_email: email,
        p_locale: 'id',
      });
      expect(created).toEqual({ company_id: expect.any(String), invitation_id: expect.any(String) });
      const token = await mailedToken(email);
      expect(token.startsWith(`${created.invitation_id}.`)).toBe(true);
      expect(await rpc<Row>(anon, 'company_invitation_preview', { p_token: token })).toMatchObject({
        company: 'Fabrikam Logistics',
        role: 'owner',
        status: 'pending',
      });
      const listed = (await rpcRows<Row>(staffSession, 'staff_companies')).find((row) => row.id === created.company_id);
      expect(listed).toMatchObject({ name: 'Fabrikam Logistics', member_count: 0, open_tickets: 0, projects: 0, proposals: 0 });
      const owner = await newUser({ email });
      await rpc(await signIn(owner), 'accept_company_invitation', { p_token: token });
      const again = (await rpcRows<Row>(staffSession, 'staff_companies')).find((row) => row.id === created.company_id);
      expect(again).toMatchObject({ member_count: 1, owner_emails: [email] });
      for (const table of newTables) {
        const rows = await request(
          staffSession,
          `select * from public.${table} where ${table === 'companies' ? 'id' : 'company_id'} = $1`,
          [created.company_id],
        );
        expect({ table, n: rows.length }).toEqual({ table, n: 1 });
      }
      const changes = await request<{ action: string }>(
        staffSession,
        "select action from public.staff_changes where item_type = 'company' and item_id = $1 order by id",
        [created.company_id],
      );
      expect(changes.map((row) => row.action)).toEqual(expect.arrayContaining(['invited', 'member_added']));
      // Clients read no history.
      expect(await request(await signIn(owner), "select id from public.staff_changes where item_type = 'company'")).toEqual([]);
    });
  });

  describe('anon', () => {
    test('reads nothing of the three tables', async () => {
      for (const table of newTables) {
        expect((await failure(request(anon, `select * from public.${table}`))).code).toBe('42501');
      }
      expect((await failure(rpcRows(anon, 'my_companies'))).code).toBe('42501');
    });
  });
});

/** The same signature with its first character changed (still well-formed). */
function flip(signature: string): string {
  const first = signature[0]!;
  const replacement = first === 'a' ? 'b' : 'a';
  return replacement + signature.slice(1);
}

/** Timestamps compared as instants, whatever text the engine wrote them with. */
function normalise(value: unknown): unknown {
  const row = value as Record<string, unknown>;
  return { ...row, expires_at: new Date(String(row.expires_at)).toISOString() };
}
