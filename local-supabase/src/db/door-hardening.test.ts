import { randomUUID } from 'node:crypto';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';
import { sessions, type Claims } from './testing-sessions.ts';

/**
 * The doors supabase/migrations/20261207000100_door_hardening.sql closes, as PostgREST and the
 * Storage server run requests, on every engine: one row per request on every table a client writes,
 * the hourly limits per client on tickets, replies and uploads, company names without links (and
 * quoted in mails), and invitations accepted only past the caller's own second factor. The live
 * chat's rows are in live-chat.test.ts.
 */

let db: TestDb;

describe.each(engines)('door hardening on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  const { asSuperuser, newUser, signIn, request, failure, passSecondFactor, companyOf, invitationTokenMailedTo } = sessions(
    () => db,
    'doors',
  );

  const openTicket = (claims: Claims, subject = 'The VPN drops') =>
    request<{ id: string }>(
      claims,
      "insert into public.support_tickets (subject, category, priority, description) values ($1, 'technical', 'high', 'Every hour.') returning id",
      [subject],
    );
  const count = async (sql: string, params: unknown[]) => (await asSuperuser<{ n: number }>(sql, params))[0]!.n;

  it('takes one row per request on every table a client writes, and stores nothing of a request with more', async () => {
    const client = await newUser();
    const claims = await signIn(client);
    const company = await companyOf(client);
    const [ticket] = await openTicket(claims);
    const many: [string, string, unknown[]][] = [
      [
        'support_tickets',
        "insert into public.support_tickets (subject, category, priority, description) select 'Flood', 'general', 'critical', 'd' from generate_series(1, 3)",
        [],
      ],
      [
        'ticket_messages',
        "insert into public.ticket_messages (ticket_id, body) select $1, 'again' from generate_series(1, 2)",
        [ticket!.id],
      ],
      [
        'proposals',
        "insert into public.proposals (company_id, title, services) select $1, 'Twice', array['cloud'] from generate_series(1, 2)",
        [company],
      ],
      [
        'contact_messages',
        "insert into public.contact_messages (name, email, subject, message) select 'Ana', 'ana@example.com', 'Hi', 'Hello' from generate_series(1, 2)",
        [],
      ],
    ];
    for (const [table, sql, params] of many) {
      expect({
        table,
        error: await failure(request(claims, sql, params, { headers: { 'x-forwarded-for': `198.51.100.${table.length}` } })),
      }).toMatchObject({
        table,
        error: { code: '22023', message: 'one_row_per_request' },
      });
    }
    expect(await count('select count(*)::int as n from public.support_tickets where client_id = $1', [client.id])).toBe(1);
    expect(await count('select count(*)::int as n from public.ticket_messages where ticket_id = $1', [ticket!.id])).toBe(0);
    // The database's own SQL (seed, jobs) still writes many rows at once.
    await asSuperuser(
      "insert into public.ticket_messages (ticket_id, author_id, body) select $1, $2, 'imported' from generate_series(1, 2)",
      [ticket!.id, client.id],
    );
  });

  it('lets a client open 10 tickets an hour and write 60 replies an hour, and says when the next is allowed', async () => {
    const client = await newUser();
    const claims = await signIn(client);
    for (let i = 0; i < 10; i++) await openTicket(claims, `Ticket ${i}`);
    const refused = await failure(openTicket(claims, 'The eleventh'));
    expect(refused).toMatchObject({ code: 'PT429', message: 'too_many_tickets' });
    expect(Number(refused.hint)).toBeGreaterThan(3500);
    expect(Number(refused.hint)).toBeLessThanOrEqual(3600);
    expect(await count('select count(*)::int as n from public.support_tickets where client_id = $1', [client.id])).toBe(10);
    // Another client of the same moment is not held back; an hour later, neither is this one.
    await openTicket(await signIn(await newUser()));
    await asSuperuser("update public.support_tickets set created_at = created_at - interval '61 minutes' where client_id = $1", [
      client.id,
    ]);
    const [ticket] = await openTicket(claims, 'The next hour');

    await asSuperuser(
      "insert into public.ticket_messages (ticket_id, author_id, body, created_at) select $1, $2, 'earlier', now() - interval '10 minutes' from generate_series(1, 59)",
      [ticket!.id, client.id],
    );
    await request(claims, "insert into public.ticket_messages (ticket_id, body) values ($1, 'The sixtieth')", [ticket!.id]);
    expect(
      await failure(request(claims, "insert into public.ticket_messages (ticket_id, body) values ($1, 'The sixty-first')", [ticket!.id])),
    ).toMatchObject({ code: 'PT429', message: 'too_many_replies' });
  });

  it('lets a client upload 30 ticket and proposal files an hour, with the refusal the site knows', async () => {
    const client = await newUser();
    const claims = await signIn(client);
    const upload = (bucket: string) =>
      request(claims, 'insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, \'{"size": 10}\')', [
        bucket,
        `${client.id}/${randomUUID()}/${randomUUID()}.pdf`,
        client.id,
      ]);
    for (let i = 0; i < 30; i++) await upload(i % 2 ? 'ticket-files' : 'proposal-files');
    const refused = await failure(upload('ticket-files'));
    expect(refused.code).toBe('42501');
    expect(refused.message).toMatch(/^upload_rate_limited: /);
    expect(Number(refused.hint)).toBeGreaterThan(3500);
    // Per client: another is not held back.
    const other = await newUser();
    await request(
      await signIn(other),
      'insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, \'{"size": 10}\')',
      ['ticket-files', `${other.id}/${randomUUID()}/${randomUUID()}.pdf`, other.id],
    );
  });

  it('refuses company names that read as links, and quotes the name in the invitation mail', async () => {
    const owner = await newUser();
    const claims = await signIn(owner);
    const company = await companyOf(owner);
    const rename = (name: string) => request(claims, 'select public.rename_company($1, $2)', [company, name]);
    for (const name of [
      'URGENT: your invoice is overdue, pay at https://evil.example/pay',
      'Pay at www.evil.example',
      'evil.example/pay now',
      'Write to mailto:ceo@evil.example',
      'HTTP://EVIL.EXAMPLE',
    ]) {
      expect({ name, error: await failure(rename(name)) }).toMatchObject({ name, error: { code: 'P0001', message: 'invalid_name' } });
    }
    await rename('Example.com Holdings');
    // The table refuses it too, whoever writes.
    expect(
      (await failure(asSuperuser('update public.companies set name = $2 where id = $1', [company, 'See https://evil.example']))).code,
    ).toBe('23514');

    const invited = `invited-${randomUUID()}@example.com`;
    await request(claims, 'select public.create_company_invitation($1, $2)', [company, invited]);
    const [mail] = await asSuperuser<{ subject: string; body_text: string }>(
      'select subject, body_text from private.mail_outbox where recipient = $1',
      [invited],
    );
    expect(mail!.subject).toContain('“Example.com Holdings”');
    expect(mail!.body_text).toContain('“Example.com Holdings”');
  });

  it('accepts an invitation only from a session past the second factor of an account that has it on', async () => {
    const owner = await newUser();
    const company = await companyOf(owner);
    const ownerClaims = await signIn(owner);
    const joiner = await newUser();
    await asSuperuser('update public.mfa_settings set enabled = true where user_id = $1', [joiner.id]);
    await request(ownerClaims, 'select public.create_company_invitation($1, $2)', [company, joiner.email]);
    const token = await invitationTokenMailedTo(joiner.email);

    const passwordOnly = await signIn(joiner);
    expect(await failure(request(passwordOnly, 'select public.accept_company_invitation($1)', [token]))).toMatchObject({
      code: '42501',
      message: 'second_factor_required',
    });
    expect(
      await count('select count(*)::int as n from public.company_members where company_id = $1 and user_id = $2', [company, joiner.id]),
    ).toBe(0);
    await passSecondFactor(joiner, passwordOnly);
    await request(passwordOnly, 'select public.accept_company_invitation($1)', [token]);
    expect(
      await count('select count(*)::int as n from public.company_members where company_id = $1 and user_id = $2', [company, joiner.id]),
    ).toBe(1);
  });
});
