import { randomUUID } from 'node:crypto';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * The staff workspace (supabase/migrations/20261126000100_staff_workspace.sql): the staff gate on
 * every table and bucket staff read, what staff may change, the history of their changes and the
 * notices queued in the outbox, as PostgREST runs requests (role + request.jwt.claims per
 * transaction), on every engine. Every scenario registers its own users.
 */

let db: TestDb;

describe.each(engines)('staff workspace on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  type Claims = Record<string, unknown> & { role: 'anon' | 'authenticated' };
  type Row = Record<string, unknown>;

  interface User {
    id: string;
    email: string;
  }

  let userCount = 0;

  async function newUser({ staff = false, mfa = false, locale }: { staff?: boolean; mfa?: boolean; locale?: string } = {}): Promise<User> {
    userCount += 1;
    const user = { id: randomUUID(), email: `staffws${userCount}-${staff ? 'staff' : 'client'}@example.com` };
    await db.query('insert into auth.users (id, email, email_confirmed_at, raw_user_meta_data) values ($1, $2, now(), $3)', [
      user.id,
      user.email,
      JSON.stringify(locale ? { locale } : {}),
    ]);
    await db.query('insert into public.mfa_settings (user_id, enabled) values ($1, $2)', [user.id, mfa]);
    if (staff) await db.query('select private.set_staff($1)', [user.email]);
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

  const anon: Claims = { role: 'anon', iss: 'supabase-demo' };

  async function request<T = Row>(claims: Claims, sql: string, params: unknown[] = []): Promise<T[]> {
    return db.transaction(async (tx) => {
      await tx.query("select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)", [
        claims.role,
        JSON.stringify(claims),
      ]);
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  async function failure(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
    try {
      await promise;
    } catch (error) {
      return error as { code?: string; message?: string };
    }
    throw new Error('expected the request to fail');
  }

  const asSuperuser = async <T = Row>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows;

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

  async function mailsTo(address: string): Promise<Array<{ subject: string; body_text: string }>> {
    return asSuperuser('select subject, body_text from private.mail_outbox where recipient = $1 order by id', [address]);
  }

  async function history(itemType: string, itemId: string) {
    return asSuperuser<{ actor_id: string | null; actor_email: string; action: string; changes: Row }>(
      'select actor_id, actor_email, action, changes from public.staff_changes where item_type = $1 and item_id = $2 order by id',
      [itemType, itemId],
    );
  }

  /** A client with a ticket, a proposal and a project, plus a contact message and feedback. */
  async function clientWithRequests(locale?: string) {
    const client = await newUser({ locale });
    const claims = await signIn(client);
    const [ticket] = await request<{ id: string; number: number }>(
      claims,
      `insert into public.support_tickets (subject, category, priority, description)
       values ('Mail is slow', 'technical', 'medium', 'Since Monday.') returning id, number`,
    );
    const [proposal] = await request<{ id: string }>(
      claims,
      "insert into public.proposals (title, services) values ('Move the ERP to the cloud', array['cloud']) returning id",
    );
    const [project] = await asSuperuser<{ id: string }>(
      `insert into public.client_projects (client_id, title, status, priority, budget)
       values ($1, $2, 'pending', 'low', 1000) returning id`,
      [client.id, `Project of ${client.email}`],
    );
    // anon may not read back what it sent (no select), so the row is found as the superuser
    const subject = `Hello ${randomUUID()}`;
    await request(
      anon,
      "insert into public.contact_messages (name, email, subject, message) values ('Ana', 'ana@example.com', $1, 'A question')",
      [subject],
    );
    const [contact] = await asSuperuser<{ id: string }>('select id from public.contact_messages where subject = $1', [subject]);
    return { client, claims, ticket: ticket!, proposal: proposal!, project: project!, contact: contact! };
  }

  let staffUser: User;
  let staff: Claims;

  beforeAll(async () => {
    staffUser = await newUser({ staff: true });
    staff = await signIn(staffUser);
    await passSecondFactor(staffUser, staff);
  });

  const staffTables = [
    'contact_messages',
    'feedback',
    'support_tickets',
    'ticket_messages',
    'proposals',
    'request_files',
    'client_projects',
    'staff_changes',
  ];

  test('staff who passed the code read every request; staff_clients lists the clients, not staff', async () => {
    const { client, ticket, proposal, project, contact } = await clientWithRequests();
    const ids = async (table: string) =>
      (await request<{ id: string }>(staff, `select id::text from public.${table}`)).map((row) => row.id);
    expect(await ids('support_tickets')).toContain(ticket.id);
    expect(await ids('proposals')).toContain(proposal.id);
    expect(await ids('client_projects')).toContain(project.id);
    expect(await ids('contact_messages')).toContain(contact.id);
    const clients = await request<{ id: string; email: string }>(staff, 'select * from public.staff_clients()');
    expect(clients.map((row) => row.email)).toContain(client.email);
    expect(clients.map((row) => row.email)).not.toContain(staffUser.email);
    expect(clients.map((row) => row.email)).not.toContain('staff@example.com');
  });

  test('a client, a staff session before the code, a staff flag taken away and the anonymous role get nothing', async () => {
    const { ticket, proposal, project, contact } = await clientWithRequests();
    const clientClaims = await signIn(await newUser()); // another client
    const waiting = await signIn(staffUser);
    await request(waiting, 'select public.request_mfa_code()'); // the code was sent, not entered
    const former = await newUser({ staff: true });
    const formerClaims = await signIn(former);
    await passSecondFactor(former, formerClaims);
    await asSuperuser('select private.set_staff($1, false)', [former.email]); // token still says staff

    for (const [who, claims] of [
      ['client', clientClaims],
      ['staff before the code', waiting],
      ['former staff', formerClaims],
    ] as const) {
      for (const table of ['contact_messages', 'feedback', 'staff_changes'])
        expect([who, table, await request(claims, `select * from public.${table}`)]).toEqual([who, table, []]);
      for (const table of ['support_tickets', 'proposals', 'client_projects'])
        expect([who, table, await request(claims, `select id from public.${table} where client_id <> $1`, [claims.sub])]).toEqual([
          who,
          table,
          [],
        ]);
      expect(
        (await failure(request(claims, 'update public.contact_messages set handled = true where id = $1 returning id', [contact.id]))).code,
      ).toBe('42501');
      expect(
        (await failure(request(claims, "update public.support_tickets set status = 'resolved' where id = $1 returning id", [ticket.id])))
          .code,
      ).toBe('42501');
      expect(
        (await failure(request(claims, "update public.proposals set status = 'accepted' where id = $1 returning id", [proposal.id]))).code,
      ).toBe('42501');
      expect(
        (await failure(request(claims, 'update public.client_projects set progress = 99 where id = $1 returning id', [project.id]))).code,
      ).toBe('42501');
      expect(
        (
          await failure(
            request(
              claims,
              "insert into public.client_projects (client_id, title, status, priority, budget) values ($1, $2, 'pending', 'low', 1)",
              [claims.sub, `Mine ${randomUUID()}`],
            ),
          )
        ).code,
      ).toBe('42501');
      expect((await failure(request(claims, 'select * from public.staff_clients()'))).code).toBe('42501');
      expect(
        (await failure(request(claims, 'insert into public.ticket_messages (ticket_id, body) values ($1, $2)', [ticket.id, 'Hi']))).code,
      ).toBe('42501');
    }
    for (const table of staffTables) expect((await failure(request(anon, `select * from public.${table}`))).code).toBe('42501');
    expect((await failure(request(anon, 'select * from public.staff_clients()'))).code).toBe('42501');
    const [stored] = await asSuperuser<{ handled: boolean; status: string }>(
      'select (select handled from public.contact_messages where id = $1) as handled, (select status from public.support_tickets where id = $2) as status',
      [contact.id, ticket.id],
    );
    expect(stored).toEqual({ handled: false, status: 'open' });
  });

  test('marking handled stamps who and when, and is recorded', async () => {
    const { contact } = await clientWithRequests();
    await request(staff, 'update public.contact_messages set handled = true where id = $1', [contact.id]);
    const [row] = await asSuperuser<{ handled_by: string; handled_at: Date | null }>(
      'select handled_by, handled_at from public.contact_messages where id = $1',
      [contact.id],
    );
    expect(row!.handled_by).toBe(staffUser.id);
    expect(row!.handled_at).not.toBeNull();
    expect(await history('contact_message', contact.id)).toEqual([
      { actor_id: staffUser.id, actor_email: staffUser.email, action: 'updated', changes: { handled: { from: false, to: true } } },
    ]);
    // staff cannot write the stamps themselves
    expect((await failure(request(staff, 'update public.contact_messages set handled_by = null where id = $1', [contact.id]))).code).toBe(
      '42501',
    );
  });

  test('a staff reply and a status change reach the client, in their language, with a link and no content', async () => {
    const { client, claims, ticket } = await clientWithRequests('id');
    await request(staff, 'insert into public.ticket_messages (ticket_id, body) values ($1, $2)', [ticket.id, 'Secret reply text']);
    await request(staff, "update public.support_tickets set status = 'in_progress' where id = $1", [ticket.id]);
    const seen = await request<{ body: string }>(claims, 'select body from public.ticket_messages where ticket_id = $1', [ticket.id]);
    expect(seen.map((row) => row.body)).toEqual(['Secret reply text']);
    const [status] = await request<{ status: string }>(claims, 'select status from public.support_tickets where id = $1', [ticket.id]);
    expect(status!.status).toBe('in_progress');

    const mails = await mailsTo(client.email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Balasan baru pada tiket Anda TKT-${ticket.number}`,
      `Tiket Anda TKT-${ticket.number} kini Sedang diproses`,
    ]);
    for (const mail of mails) {
      expect(mail.body_text).toContain(`http://localhost:3000/support/tickets/${ticket.number}`);
      expect(mail.body_text).not.toContain('Secret reply text');
    }
    expect((await history('ticket', ticket.id)).map(({ action, changes, actor_email }) => ({ action, changes, actor_email }))).toEqual([
      { action: 'replied', changes: {}, actor_email: staffUser.email },
      { action: 'updated', changes: { status: { from: 'open', to: 'in_progress' } }, actor_email: staffUser.email },
    ]);
    // a client's own message is not a staff reply: no notice, no history
    await request(claims, 'insert into public.ticket_messages (ticket_id, body) values ($1, $2)', [ticket.id, 'Thanks']);
    expect(await mailsTo(client.email)).toHaveLength(2);
    expect(await history('ticket', ticket.id)).toHaveLength(2);
  });

  test("in a company, a colleague's reply is no staff reply; notices go to the member who opened the request, else to the owners", async () => {
    const owner = await newUser();
    const ownerClaims = await signIn(owner);
    const [{ company_id: companyId }] = (await asSuperuser<{ company_id: string }>(
      'select company_id from public.company_members where user_id = $1',
      [owner.id],
    )) as [{ company_id: string }];
    const colleague = await newUser();
    const colleagueClaims = await signIn(colleague);
    const secondOwner = await newUser();
    await asSuperuser(
      "insert into public.company_members (company_id, user_id, role, email) values ($1, $2, 'member', $3), ($1, $4, 'owner', $5)",
      [companyId, colleague.id, colleague.email, secondOwner.id, secondOwner.email],
    );

    // The colleague opens a ticket and sends a proposal for the company.
    const [ticket] = await request<{ id: string; number: number; opened_by_email: string }>(
      colleagueClaims,
      `insert into public.support_tickets (company_id, subject, category, priority, description)
       values ($1, 'VPN drops', 'technical', 'high', 'Every hour.') returning id, number, opened_by_email`,
      [companyId],
    );
    expect(ticket!.opened_by_email).toBe(colleague.email);
    const [proposal] = await request<{ id: string; submitted_by_email: string }>(
      colleagueClaims,
      "insert into public.proposals (company_id, title, services) values ($1, 'Zero trust', array['security']) returning id, submitted_by_email",
      [companyId],
    );
    expect(proposal!.submitted_by_email).toBe(colleague.email);

    // The owner answers on it: a colleague's message, not a staff reply.
    await request(ownerClaims, 'insert into public.ticket_messages (ticket_id, body) values ($1, $2)', [ticket!.id, 'Restarting it']);
    expect(await mailsTo(colleague.email)).toEqual([]);
    expect(await history('ticket', ticket!.id)).toEqual([]);

    // Staff reply: to the member who opened the ticket, and recorded.
    await request(staff, 'insert into public.ticket_messages (ticket_id, body) values ($1, $2)', [ticket!.id, 'Fixed']);
    expect((await mailsTo(colleague.email)).map((mail) => mail.subject)).toEqual([`New reply on your ticket TKT-${ticket!.number}`]);
    expect((await history('ticket', ticket!.id)).map((entry) => entry.action)).toEqual(['replied']);
    // Members see who wrote each message, by address for clients, never a staff address.
    const conversation = await request<Row>(
      ownerClaims,
      'select body, author_email, from_staff from public.ticket_messages where ticket_id = $1 order by created_at, id',
      [ticket!.id],
    );
    expect(conversation).toEqual([
      { body: 'Restarting it', author_email: owner.email, from_staff: false },
      { body: 'Fixed', author_email: null, from_staff: true },
    ]);

    // Once the colleague is no longer a member, the owners hear of their requests instead.
    await request(ownerClaims, 'select public.remove_company_member($1, $2)', [companyId, colleague.id]);
    await request(staff, "update public.support_tickets set status = 'resolved' where id = $1", [ticket!.id]);
    await request(staff, "update public.proposals set status = 'under_review' where id = $1", [proposal!.id]);
    expect(await mailsTo(colleague.email)).toHaveLength(1);
    for (const address of [owner.email, secondOwner.email])
      expect([address, (await mailsTo(address)).map((mail) => mail.subject)]).toEqual([
        address,
        [`Your ticket TKT-${ticket!.number} is resolved`, 'Your proposal is now Under review'],
      ]);

    // A project's status goes to every owner, with or without a contact person.
    const [project] = await request<{ id: string }>(
      staff,
      `insert into public.client_projects (company_id, title, status, priority, budget)
       values ($1, $2, 'pending', 'low', 100) returning id`,
      [companyId, `Company project ${randomUUID()}`],
    );
    await request(staff, "update public.client_projects set status = 'in-progress', progress = 10 where id = $1", [project!.id]);
    for (const address of [owner.email, secondOwner.email])
      expect((await mailsTo(address)).map((mail) => mail.subject).at(-1)).toBe('Your project is now In progress');
    expect(await mailsTo(colleague.email)).toHaveLength(1);
  });

  test('a proposal review and a project change reach the client and the history; staff create projects for clients only', async () => {
    const { client, claims, proposal } = await clientWithRequests();
    await request(staff, "update public.proposals set status = 'accepted', status_note = 'Starting in May' where id = $1", [proposal.id]);
    const [seen] = await request<Row>(claims, 'select status, status_note from public.proposals where id = $1', [proposal.id]);
    expect(seen).toEqual({ status: 'accepted', status_note: 'Starting in May' });
    expect((await history('proposal', proposal.id))[0]!.changes).toEqual({
      status: { from: 'submitted', to: 'accepted' },
      status_note: { from: null, to: 'Starting in May' },
    });

    const title = `Zero trust rollout ${randomUUID()}`;
    const [project] = await request<{ id: string }>(
      staff,
      `insert into public.client_projects (client_id, title, status, priority, progress, budget)
       values ($1, $2, 'pending', 'high', 0, 25000) returning id`,
      [client.id, title],
    );
    await request(staff, "update public.client_projects set status = 'in-progress', progress = 40 where id = $1", [project!.id]);
    const mine = await request<{ title: string; status: string; progress: number }>(
      claims,
      'select title, status, progress from public.client_projects where id = $1',
      [project!.id],
    );
    expect(mine).toEqual([{ title, status: 'in-progress', progress: 40 }]);
    const projectHistory = await history('project', project!.id);
    expect(projectHistory.map((entry) => entry.action)).toEqual(['created', 'updated']);
    expect(projectHistory[1]!.changes).toEqual({ status: { from: 'pending', to: 'in-progress' }, progress: { from: 0, to: 40 } });

    const subjects = (await mailsTo(client.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(['Your proposal is now Accepted', 'Your project is now In progress']);
    // never a project for a staff member
    expect(
      (
        await failure(
          request(
            staff,
            "insert into public.client_projects (client_id, title, status, priority, budget) values ($1, $2, 'pending', 'low', 1)",
            [staffUser.id, `Own ${randomUUID()}`],
          ),
        )
      ).code,
    ).toBe('42501');
  });

  test('new tickets, proposals and contact messages are announced to the staff inbox', async () => {
    const before = (await mailsTo('staff@example.com')).length;
    const { ticket, proposal } = await clientWithRequests();
    const mails = (await mailsTo('staff@example.com')).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([`New ticket TKT-${ticket.number}`, 'New proposal', 'New contact message']);
    expect(mails[1]!.body_text).toContain(`http://localhost:3000/staff/proposals/${proposal.id}`);
    expect(mails[2]!.body_text).not.toContain('A question');
  });

  test('staff keep the second factor on', async () => {
    expect((await failure(asSuperuser('update public.mfa_settings set enabled = false where user_id = $1', [staffUser.id]))).code).toBe(
      '42501',
    );
  });
});
