import { firstResponseTargetMinutes } from '../../../shared/lib/response-targets';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';
import { sessions, type Claims, type Row, type User } from './testing-sessions.ts';

/**
 * Response targets and live ticket topics (supabase/migrations/20261127000200_response_targets_live.sql)
 * as PostgREST and Realtime run requests (role + request.jwt.claims per transaction), on every
 * engine: the due time of every tier, the first answer, the missed-target notice sent once, the
 * staff report's figures, and who may join which topic. Every scenario registers its own users.
 */

let db: TestDb;

describe.each(engines)('response targets and live topics on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  const { asSuperuser, newUser, signIn, request: apiRequest, failure, staffSession, mayJoin } = sessions(() => db, 'targets');
  /** A statement as the API runs it; `topic` is what Realtime sets while it authorizes a join. */
  const request = <T = Row>(claims: Claims, sql: string, params: unknown[] = [], topic = '') =>
    apiRequest<T>(claims, sql, params, { topic });

  /** A signed-in client and the company the sign-up trigger made for them. */
  async function client() {
    const user = await newUser();
    const claims = await signIn(user);
    const [member] = await asSuperuser<{ company_id: string }>('select company_id from public.company_members where user_id = $1', [
      user.id,
    ]);
    return { user, claims, companyId: member!.company_id };
  }

  async function openTicket(claims: Claims, companyId: string, priority: string) {
    const [ticket] = await request<{ id: string; number: number; created_at: Date; first_response_due_at: Date }>(
      claims,
      `insert into public.support_tickets (company_id, subject, category, priority, description)
       values ($1, 'Mail is down', 'technical', $2, 'Since this morning.') returning id, number, created_at, first_response_due_at`,
      [companyId, priority],
    );
    return ticket!;
  }

  const staffInbox = async () =>
    (await asSuperuser<{ value: string }>("select value from private.app_settings where key = 'staff_inbox'"))[0]!.value;
  const service: Claims = { role: 'service_role' };

  let staff: Claims;
  let staffUser: User;
  beforeAll(async () => {
    ({ user: staffUser, claims: staff } = await staffSession());
  });

  it.each(Object.entries(firstResponseTargetMinutes))(
    'gives a %s ticket its first answer due %i minutes after it is opened',
    async (priority, minutes) => {
      const { claims, companyId } = await client();
      const ticket = await openTicket(claims, companyId, priority);
      expect(new Date(ticket.first_response_due_at).getTime() - new Date(ticket.created_at).getTime()).toBe(minutes * 60_000);
    },
  );

  it('refuses a priority outside the four, and a due time the client writes', async () => {
    const { claims, companyId } = await client();
    expect((await failure(openTicket(claims, companyId, 'urgent'))).code).toBe('23514');
    const written = request(
      claims,
      `insert into public.support_tickets (company_id, subject, category, priority, description, first_response_due_at)
       values ($1, 'Later please', 'general', 'low', 'Whenever.', now() + interval '1 year')`,
      [companyId],
    );
    expect((await failure(written)).code).toBe('42501');
  });

  it("stamps the first staff answer once; a client's own message is no answer", async () => {
    const { claims, companyId } = await client();
    const ticket = await openTicket(claims, companyId, 'high');
    await request(claims, "insert into public.ticket_messages (ticket_id, body) values ($1, 'More details')", [ticket.id]);
    const firstAnswer = async () =>
      (await asSuperuser<{ at: Date | null }>('select first_responded_at as at from public.support_tickets where id = $1', [ticket.id]))[0]!
        .at;
    expect(await firstAnswer()).toBeNull();
    const [reply] = await request<{ created_at: Date }>(
      staff,
      "insert into public.ticket_messages (ticket_id, body) values ($1, 'Looking into it') returning created_at",
      [ticket.id],
    );
    expect(await firstAnswer()).toEqual(reply!.created_at);
    await request(staff, "insert into public.ticket_messages (ticket_id, body) values ($1, 'Fixed')", [ticket.id]);
    expect(await firstAnswer()).toEqual(reply!.created_at);
  });

  it('e-mails the staff inbox once per missed target, and never for an answered or resolved ticket', async () => {
    const { claims, companyId } = await client();
    const missed = await openTicket(claims, companyId, 'critical');
    const answered = await openTicket(claims, companyId, 'critical');
    const resolved = await openTicket(claims, companyId, 'critical');
    await request(staff, "insert into public.ticket_messages (ticket_id, body) values ($1, 'On it')", [answered.id]);
    await request(staff, "update public.support_tickets set status = 'resolved' where id = $1", [resolved.id]);
    // Twenty minutes later: past the 15-minute target.
    await asSuperuser(
      "update public.support_tickets set first_response_due_at = first_response_due_at - interval '20 minutes' where id = any($1)",
      [[missed.id, answered.id, resolved.id]],
    );
    const notices = async () =>
      (
        await asSuperuser<{ subject: string; body_text: string }>(
          'select subject, body_text from private.mail_outbox where recipient = $1',
          [await staffInbox()],
        )
      ).filter((mail) => /TKT-\d+/.exec(mail.subject) && mail.subject.startsWith('Response target missed'));
    const before = (await notices()).length;
    const [first] = await request<{ n: number }>(service, 'select public.outbox_queue_missed_targets() as n');
    expect(first!.n).toBe(1);
    const [again] = await request<{ n: number }>(service, 'select public.outbox_queue_missed_targets() as n');
    expect(again!.n).toBe(0);
    const sent = (await notices()).slice(before);
    expect(sent.map((mail) => mail.subject)).toEqual([`Response target missed: TKT-${missed.number}`]);
    expect(sent[0]!.body_text).toContain(`/staff/tickets/${missed.number}`);
    expect((await failure(request(claims, 'select public.outbox_queue_missed_targets()'))).code).toBe('42501');
    expect((await failure(request(staff, 'select public.outbox_queue_missed_targets()'))).code).toBe('42501');
  });

  it('reports the share answered within target per week and priority, to staff only', async () => {
    const { claims, companyId } = await client();
    // Five weeks ago on a Tuesday at 10:00 UTC, a week no other scenario writes to.
    const [{ week }] = (await asSuperuser<{ week: string }>(
      "select to_char(date_trunc('week', now() at time zone 'UTC') - interval '5 weeks', 'YYYY-MM-DD') as week",
    )) as [{ week: string }];
    const opened = `${week}T10:00:00Z`;
    const seeded: Array<[priority: string, answeredAfterMinutes: number | null]> = [
      ['critical', 10],
      ['critical', 30],
      ['critical', 14],
      ['high', 61],
      ['high', null],
      ['low', 600],
    ];
    for (const [priority, minutes] of seeded) {
      const ticket = await openTicket(claims, companyId, priority);
      await asSuperuser(
        `update public.support_tickets set created_at = $2::timestamptz,
           first_response_due_at = $2::timestamptz + private.first_response_target(priority),
           first_responded_at = $2::timestamptz + make_interval(mins => $3::int)
         where id = $1`,
        [ticket.id, opened, minutes],
      );
    }
    const rows = (await request<Row>(staff, 'select * from public.staff_response_report(8)')).filter(
      (row) => String(row.week).startsWith(week) || (row.week instanceof Date && row.week.toISOString().startsWith(week)),
    );
    const figures = Object.fromEntries(rows.map((row) => [row.priority, [row.counted, row.within_target, row.missed, row.waiting]]));
    expect(figures).toEqual({ critical: [3, 2, 1, 0], high: [2, 0, 2, 0], low: [1, 1, 0, 0] });
    expect((await failure(request(claims, 'select * from public.staff_response_report(8)'))).code).toBe('42501');
  });

  describe('live topics', () => {
    it("lets a ticket's company and staff join its topics, and nobody else", async () => {
      const owner = await client();
      const outsider = await client();
      const ticket = await openTicket(owner.claims, owner.companyId, 'medium');
      const anon: Claims = { role: 'anon' };
      const topics = { ticket: `ticket:${ticket.id}`, company: `company:${owner.companyId}`, staff: 'staff:tickets' };
      expect([
        await mayJoin(owner.claims, topics.ticket),
        await mayJoin(owner.claims, topics.company),
        await mayJoin(owner.claims, topics.staff),
      ]).toEqual([true, true, false]);
      expect([await mayJoin(staff, topics.ticket), await mayJoin(staff, topics.staff)]).toEqual([true, true]);
      for (const topic of Object.values(topics)) {
        expect(await mayJoin(outsider.claims, topic)).toBe(false);
        expect(await mayJoin(anon, topic)).toBe(false);
      }
      // Staff who have not passed the second factor in this session are not staff yet.
      expect(await mayJoin(await signIn(staffUser), topics.staff)).toBe(false);
      for (const malformed of [
        'ticket:',
        `ticket:${ticket.id}x`,
        `ticket:${ticket.id.toUpperCase()}`,
        'ticket:not-a-uuid',
        `company:${ticket.id}:x`,
      ])
        expect(await mayJoin(owner.claims, malformed)).toBe(false);
    });

    it('broadcasts which ticket changed, and nothing it says, on its ticket, company and staff topics', async () => {
      const { claims, companyId } = await client();
      const broadcasts = async (ticketId: string) =>
        asSuperuser<{ topic: string; event: string; payload: Row; private: boolean }>(
          `select topic, event, payload - 'id' as payload, private from realtime.messages
           where topic in ($1, $2, 'staff:tickets') and payload ->> 'number' = (select number::text from public.support_tickets where id = $3)
           order by inserted_at, topic`,
          [`ticket:${ticketId}`, `company:${companyId}`, ticketId],
        );
      const ticket = await openTicket(claims, companyId, 'low');
      await request(staff, "insert into public.ticket_messages (ticket_id, body) values ($1, 'A private answer')", [ticket.id]);
      await request(staff, "update public.support_tickets set status = 'in_progress' where id = $1", [ticket.id]);
      const sent = await broadcasts(ticket.id);
      expect(new Set(sent.map((message) => message.event))).toEqual(new Set(['created', 'message', 'updated']));
      for (const event of ['created', 'message', 'updated'])
        expect(
          sent
            .filter((message) => message.event === event)
            .map((message) => message.topic)
            .sort(),
        ).toEqual([`company:${companyId}`, 'staff:tickets', `ticket:${ticket.id}`].sort());
      for (const message of sent) {
        expect(message.private).toBe(true);
        // A real server's bigint comes back as a string (TestDb).
        expect(message.payload).toEqual({ number: Number(ticket.number) });
      }
    });
  });

  describe('ratings', () => {
    /** A resolved ticket of a new client's company, and the rating link its resolution e-mail carries. */
    async function resolvedTicket() {
      const owner = await client();
      const ticket = await openTicket(owner.claims, owner.companyId, 'medium');
      await request(staff, "update public.support_tickets set status = 'resolved' where id = $1", [ticket.id]);
      const [mail] = await asSuperuser<{ body_text: string }>(
        'select body_text from private.mail_outbox where recipient = $1 and subject like $2 order by id desc limit 1',
        [owner.user.email, `%TKT-${ticket.number}%`],
      );
      const token = /\/support\/rate#token=(\S+)/.exec(mail!.body_text)?.[1];
      return { ...owner, ticket, token: token! };
    }

    const ratingOf = async (ticketId: string) =>
      asSuperuser<{ score: number; comment: string | null; via: string }>(
        'select score, comment, via from public.ticket_ratings where ticket_id = $1',
        [ticketId],
      );

    it('takes one rating per resolved ticket from a member on the ticket page, and staff read it', async () => {
      const { claims, ticket } = await resolvedTicket();
      const open = await client();
      const waiting = await openTicket(open.claims, open.companyId, 'low');
      expect((await failure(request(open.claims, "select public.rate_ticket($1, 5, 'x')", [waiting.id]))).code).toBe('P0001');
      expect((await failure(request(claims, 'select public.rate_ticket($1, 6)', [ticket.id]))).code).toBe('23514');
      await request(claims, "select public.rate_ticket($1, 4, '  Quick and clear.  ')", [ticket.id]);
      expect(await ratingOf(ticket.id)).toEqual([{ score: 4, comment: 'Quick and clear.', via: 'page' }]);
      expect((await failure(request(claims, 'select public.rate_ticket($1, 1)', [ticket.id]))).code).toBe('23505');
      expect(await ratingOf(ticket.id)).toEqual([{ score: 4, comment: 'Quick and clear.', via: 'page' }]);
      // Another company's member and staff may not rate it; staff and the company read it.
      expect((await failure(request(open.claims, 'select public.rate_ticket($1, 1)', [ticket.id]))).code).toBe('42501');
      expect((await failure(request(staff, 'select public.rate_ticket($1, 1)', [ticket.id]))).code).toBe('42501');
      expect(await request(staff, 'select score from public.ticket_ratings where ticket_id = $1', [ticket.id])).toEqual([{ score: 4 }]);
      expect(await request(claims, 'select score from public.ticket_ratings where ticket_id = $1', [ticket.id])).toEqual([{ score: 4 }]);
      expect(await request(open.claims, 'select score from public.ticket_ratings where ticket_id = $1', [ticket.id])).toEqual([]);
      expect(
        (await failure(request(claims, "insert into public.ticket_ratings (ticket_id, score, via) values ($1, 5, 'page')", [ticket.id])))
          .code,
      ).toBe('42501');
    });

    it("rates through the resolution e-mail's signed link once, without signing in, and refuses a forged link", async () => {
      const { ticket, token } = await resolvedTicket();
      const anon: Claims = { role: 'anon' };
      expect(token).toMatch(new RegExp(`^${ticket.id}\\.[0-9a-f]{64}$`));
      expect(await request(anon, 'select * from public.rating_link_ticket($1)', [token])).toEqual([
        { number: ticket.number, resolved: true, rated: false },
      ]);
      const forged = `${ticket.id}.${'0'.repeat(64)}`;
      const other = await resolvedTicket();
      const swapped = `${ticket.id}.${other.token.split('.')[1]}`;
      for (const bad of [forged, swapped, 'garbage', '', token.toUpperCase()]) {
        expect(await request(anon, 'select * from public.rating_link_ticket($1)', [bad])).toEqual([]);
        expect((await failure(request(anon, 'select public.rate_ticket_by_link($1, 1)', [bad]))).code).toBe('P0001');
      }
      await request(anon, "select public.rate_ticket_by_link($1, 5, 'Great')", [token]);
      expect(await ratingOf(ticket.id)).toEqual([{ score: 5, comment: 'Great', via: 'link' }]);
      expect((await failure(request(anon, 'select public.rate_ticket_by_link($1, 2)', [token]))).code).toBe('23505');
      expect(await request(anon, 'select rated from public.rating_link_ticket($1)', [token])).toEqual([{ rated: true }]);
      expect(await ratingOf(ticket.id)).toEqual([{ score: 5, comment: 'Great', via: 'link' }]);
    });

    it("adds each week's ratings to the report", async () => {
      const { claims, ticket } = await resolvedTicket();
      const second = await resolvedTicket();
      await request(claims, 'select public.rate_ticket($1, 4)', [ticket.id]);
      await request(second.claims, 'select public.rate_ticket($1, 2)', [second.ticket.id]);
      // Both moved to a week of their own, six weeks ago.
      const [{ week }] = (await asSuperuser<{ week: string }>(
        "select to_char(date_trunc('week', now() at time zone 'UTC') - interval '6 weeks', 'YYYY-MM-DD') as week",
      )) as [{ week: string }];
      await asSuperuser('update public.support_tickets set created_at = $2::timestamptz where id = any($1)', [
        [ticket.id, second.ticket.id],
        `${week}T12:00:00Z`,
      ]);
      const rows = (await request<Row>(staff, 'select * from public.staff_response_report(8)')).filter((row) =>
        (row.week instanceof Date ? row.week.toISOString() : String(row.week)).startsWith(week),
      );
      expect(rows.map((row) => [row.priority, row.rated, row.rating_sum])).toEqual([['medium', 2, 6]]);
    });
  });
});
