import { randomUUID } from 'node:crypto';
import { engines } from '../testing/engines.ts';
import { migratedDatabase, type TestDb } from './testing-db.ts';

/**
 * Every figure of docs/decisions/0001-account-security.md ("Database"), against the migrations as
 * PostgREST runs them: role, request.jwt.claims and request.headers set per transaction. Written
 * against TestDb only, so the same file can run on another engine. Time is moved by rewriting
 * timestamps as the superuser, never by sleeping. Each scenario uses its own users.
 */

let db: TestDb;

describe.each(engines)('on $name', (engine) => {
  beforeAll(async () => {
    db = await engine.start();
    await migratedDatabase(db);
  }, 60_000);

  afterAll(async () => {
    await db?.close();
  });

  type Role = 'anon' | 'authenticated' | 'service_role';
  type Claims = Record<string, unknown> & { role: Role };
  type Json = Record<string, unknown>;
  interface PgError {
    code?: string;
    message?: string;
    hint?: string;
  }

  const anon: Claims = { role: 'anon', iss: 'supabase-demo' };
  const serviceRole: Claims = { role: 'service_role', iss: 'supabase-demo' };
  /** A signed-in visitor sending feedback: the same rules as anon. */
  const authenticatedVisitor = (): Claims => ({ role: 'authenticated', aud: 'authenticated', sub: randomUUID(), session_id: randomUUID() });

  interface User {
    id: string;
    email: string;
  }

  let userCount = 0;

  /** A confirmed user of its own, with the second factor on or off. */
  async function newUser(mfa: boolean): Promise<User> {
    userCount += 1;
    const user = { id: randomUUID(), email: `user${userCount}-${mfa ? 'mfa' : 'plain'}@example.com` };
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

  /** One request as PostgREST runs it: one transaction, role, claims and headers set locally. */
  async function request<T = Json>(claims: Claims, sql: string, params: unknown[] = [], headers: Record<string, string> = {}) {
    return db.transaction(async (tx) => {
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('request.headers', $3, true)",
        [claims.role, JSON.stringify(claims), JSON.stringify(headers)],
      );
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  async function requestCode(claims: Claims): Promise<Json> {
    return (await request<{ r: Json }>(claims, 'select public.request_mfa_code() as r'))[0]!.r;
  }

  async function verify(claims: Claims, code: string): Promise<Json> {
    return (await request<{ r: Json }>(claims, 'select public.verify_mfa_code($1) as r', [code]))[0]!.r;
  }

  async function setMfa(claims: Claims, enabled: boolean, code: string): Promise<Json> {
    return (await request<{ r: Json }>(claims, 'select public.set_mfa_enabled($1, $2) as r', [enabled, code]))[0]!.r;
  }

  async function status(claims: Claims): Promise<Json> {
    return (await request<{ r: Json }>(claims, 'select public.mfa_status() as r'))[0]!.r;
  }

  /** The error a promise rejects with, or a failure if it resolves. */
  async function failure(promise: Promise<unknown>): Promise<PgError> {
    try {
      await promise;
    } catch (error) {
      return error as PgError;
    }
    throw new Error('expected the call to fail');
  }

  /** private.mfa_passed() for these claims, evaluated as the superuser with the claims set. */
  async function mfaPassed(claims: Claims): Promise<boolean> {
    return db.transaction(async (tx) => {
      await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)]);
      return (await tx.query<{ ok: boolean }>('select private.mfa_passed() as ok')).rows[0]!.ok;
    });
  }

  interface Mail {
    id: number;
    subject: string;
    body_text: string;
  }

  async function mailsTo(user: User): Promise<Mail[]> {
    return (
      await db.query<Mail>('select id::int as id, subject, body_text from private.mail_outbox where recipient = $1 order by id', [
        user.email,
      ])
    ).rows;
  }

  /** The code in the newest mail to `user`. */
  async function latestCode(user: User): Promise<string> {
    const mails = await mailsTo(user);
    const match = mails.at(-1)?.body_text.match(/\b(\d{6})\b/);
    if (!match) throw new Error(`no code mailed to ${user.email}`);
    return match[1]!;
  }

  function wrongCode(code: string): string {
    return String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  }

  async function count(sql: string, params: unknown[] = []): Promise<number> {
    return (await db.query<{ n: number }>(sql, params)).rows[0]!.n;
  }

  const failures = (user: User) => count('select count(*)::int as n from private.mfa_failures where user_id = $1', [user.id]);
  const challenges = (user: User) => count('select count(*)::int as n from public.mfa_challenges where user_id = $1', [user.id]);

  /** Seconds from now until a timestamp (a JSON string or a Date). */
  function secondsUntil(value: unknown): number {
    return (new Date(value as string).getTime() - Date.now()) / 1000;
  }

  describe('second factor: per-user limits across sessions', () => {
    test('5 codes per rolling hour per user, whatever the session; the 6th is PT429 mfa_too_many_codes', async () => {
      const user = await newUser(true);
      for (let i = 0; i < 5; i++) {
        expect(await requestCode(await signIn(user))).toMatchObject({ resend_after_seconds: 30 });
      }
      expect(await challenges(user)).toBe(5);
      expect(await mailsTo(user)).toHaveLength(5);

      const sixth = await signIn(user);
      const refused = await failure(requestCode(sixth));
      expect(refused).toMatchObject({ code: 'PT429', message: 'mfa_too_many_codes' });
      expect(Number(refused.hint)).toBeGreaterThanOrEqual(3590);
      expect(Number(refused.hint)).toBeLessThanOrEqual(3600);
      expect(await challenges(user)).toBe(5);
      expect(await mailsTo(user)).toHaveLength(5);

      // The oldest code was sent 59 minutes ago: one more minute to wait.
      await db.query(
        "update public.mfa_challenges set created_at = now() - interval '59 minutes' where id = (select id from public.mfa_challenges where user_id = $1 order by created_at limit 1)",
        [user.id],
      );
      const almost = await failure(requestCode(sixth));
      expect(almost).toMatchObject({ code: 'PT429', message: 'mfa_too_many_codes' });
      expect(Number(almost.hint)).toBeGreaterThanOrEqual(59);
      expect(Number(almost.hint)).toBeLessThanOrEqual(60);

      // Past the hour it has left the window.
      await db.query(
        "update public.mfa_challenges set created_at = now() - interval '61 minutes' where id = (select id from public.mfa_challenges where user_id = $1 order by created_at limit 1)",
        [user.id],
      );
      expect(await requestCode(sixth)).toMatchObject({ resend_after_seconds: 30 });
      expect(await challenges(user)).toBe(6);
      // ...and the window is full again.
      expect(await failure(requestCode(await signIn(user)))).toMatchObject({ code: 'PT429', message: 'mfa_too_many_codes' });
    });

    test('the 30 s resend pause stays per session: another session may ask at once', async () => {
      const user = await newUser(true);
      const first = await signIn(user);
      await requestCode(first);
      const paused = await failure(requestCode(first));
      expect(paused).toMatchObject({ code: 'PT429', message: 'mfa_resend_cooldown' });
      expect(Number(paused.hint)).toBeGreaterThanOrEqual(29);
      expect(Number(paused.hint)).toBeLessThanOrEqual(30);
      expect(await requestCode(await signIn(user))).toMatchObject({ resend_after_seconds: 30 });
      expect(await challenges(user)).toBe(2);
    });

    test("a new code invalidates only the same session's older code", async () => {
      const user = await newUser(true);
      const owner = await signIn(user);
      await requestCode(owner);
      const ownerCode = await latestCode(user);

      // Someone else with the password signs in and asks for codes: the owner's code survives.
      const elsewhere = await signIn(user);
      await requestCode(elsewhere);
      const elsewhereOld = await latestCode(user);
      await db.query("update public.mfa_challenges set created_at = created_at - interval '31 seconds' where session_id = $1", [
        elsewhere.session_id,
      ]);
      await requestCode(elsewhere);
      const elsewhereNew = await latestCode(user);

      const rows = (
        await db.query<{ session_id: string; invalidated: boolean }>(
          'select session_id, invalidated from public.mfa_challenges where user_id = $1 order by created_at',
          [user.id],
        )
      ).rows;
      expect(rows).toEqual([
        { session_id: elsewhere.session_id, invalidated: true },
        { session_id: owner.session_id, invalidated: false },
        { session_id: elsewhere.session_id, invalidated: false },
      ]);

      expect(await verify(owner, ownerCode)).toEqual({ status: 'verified' });
      expect(await mfaPassed(owner)).toBe(true);
      if (elsewhereOld !== elsewhereNew) {
        expect(await verify(elsewhere, elsewhereOld)).toEqual({ status: 'invalid', attempts_left: 4 });
      }
      expect(await verify(elsewhere, elsewhereNew)).toEqual({ status: 'verified' });
    });

    test('10 wrong codes in an hour over 3 sessions lock every session for 30 minutes, with one e-mail', async () => {
      const user = await newUser(true);
      const sessions = [await signIn(user), await signIn(user), await signIn(user)];
      const codes: string[] = [];
      for (const session of sessions) {
        await requestCode(session);
        codes.push(await latestCode(user));
      }
      const [a, b, c] = sessions as [Claims, Claims, Claims];
      const mailsBefore = (await mailsTo(user)).length;

      const answers: Json[] = [];
      for (const [session, code, times] of [
        [a, codes[0]!, 4],
        [b, codes[1]!, 4],
        [c, codes[2]!, 1],
      ] as const) {
        for (let i = 0; i < times; i++) answers.push(await verify(session, wrongCode(code)));
      }
      expect(answers).toEqual([
        { status: 'invalid', attempts_left: 4 },
        { status: 'invalid', attempts_left: 3 },
        { status: 'invalid', attempts_left: 2 },
        { status: 'invalid', attempts_left: 1 },
        { status: 'invalid', attempts_left: 4 },
        { status: 'invalid', attempts_left: 3 },
        { status: 'invalid', attempts_left: 2 },
        { status: 'invalid', attempts_left: 1 },
        { status: 'invalid', attempts_left: 4 },
      ]);
      expect(await failures(user)).toBe(9);
      expect(await status(a)).toEqual({ enabled: true, verified: false, locked_until: null });

      // The 10th wrong code, in the third session.
      const locked = await verify(c, wrongCode(codes[2]!));
      expect(locked).toEqual({ status: 'locked', locked_until: expect.any(String) });
      const lockedUntil = locked.locked_until as string;
      expect(secondsUntil(lockedUntil)).toBeGreaterThan(29 * 60);
      expect(secondsUntil(lockedUntil)).toBeLessThanOrEqual(30 * 60);

      // Every session, old or new, and even the right code: locked.
      const d = await signIn(user);
      for (const session of [a, b, c, d]) {
        expect(await verify(session, '000000')).toEqual({ status: 'locked', locked_until: lockedUntil });
        const refused = await failure(requestCode(session));
        expect(refused).toMatchObject({ code: 'PT429', message: 'mfa_locked' });
        expect(Number(refused.hint)).toBeGreaterThan(29 * 60);
        expect(Number(refused.hint)).toBeLessThanOrEqual(30 * 60);
      }
      expect(await verify(c, codes[2]!)).toEqual({ status: 'locked', locked_until: lockedUntil });
      expect(await setMfa(a, true, codes[0]!)).toEqual({ status: 'locked', locked_until: lockedUntil });
      expect(await status(d)).toEqual({ enabled: true, verified: false, locked_until: lockedUntil });
      expect(await mfaPassed(c)).toBe(false);
      // Guesses during the lock are not even checked, so not counted.
      expect(await failures(user)).toBe(10);
      expect(await count('select count(distinct session_id)::int as n from private.mfa_failures where user_id = $1', [user.id])).toBe(3);

      // Exactly one e-mail, plain words, no code in it.
      const mails = (await mailsTo(user)).slice(mailsBefore);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.subject).toBe('Meridian sign-in codes blocked for 30 minutes');
      expect(mails[0]!.body_text).toMatch(/10 wrong sign-in codes/);
      expect(mails[0]!.body_text).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC/);
      expect(mails[0]!.body_text).not.toMatch(/\b\d{6}\b/);
      for (const code of codes) expect(mails[0]!.body_text).not.toContain(code);
      expect(await challenges(user)).toBe(3);

      // 30 minutes later the lock is over; the failures of the last hour still count, so one more
      // wrong code locks again (rolling hour), with a second e-mail.
      await db.query("update private.mfa_locks set locked_until = now() - interval '1 second' where user_id = $1", [user.id]);
      expect(await status(d)).toEqual({ enabled: true, verified: false, locked_until: null });
      await requestCode(d);
      const dCode = await latestCode(user);
      expect(await verify(d, wrongCode(dCode))).toEqual({ status: 'locked', locked_until: expect.any(String) });
      const lockMails = (await mailsTo(user)).filter((mail) => mail.subject === 'Meridian sign-in codes blocked for 30 minutes');
      expect(lockMails).toHaveLength(2);
    });

    test('wrong codes older than an hour do not count', async () => {
      const user = await newUser(true);
      const sessions = [await signIn(user), await signIn(user), await signIn(user)];
      const codes: string[] = [];
      for (const session of sessions) {
        await requestCode(session);
        codes.push(await latestCode(user));
      }
      for (let i = 0; i < 4; i++) await verify(sessions[0]!, wrongCode(codes[0]!));
      for (let i = 0; i < 4; i++) await verify(sessions[1]!, wrongCode(codes[1]!));
      await verify(sessions[2]!, wrongCode(codes[2]!));
      expect(await failures(user)).toBe(9);

      // Five of the nine are 61 minutes old: the next wrong code is the 5th in the hour, not the 10th.
      await db.query(
        "update private.mfa_failures set failed_at = failed_at - interval '61 minutes' where id in (select id from private.mfa_failures where user_id = $1 order by id limit 5)",
        [user.id],
      );
      expect(await verify(sessions[2]!, wrongCode(codes[2]!))).toEqual({ status: 'invalid', attempts_left: 3 });
      // They were pruned on the way.
      expect(await failures(user)).toBe(5);
      expect(await verify(sessions[2]!, codes[2]!)).toEqual({ status: 'verified' });
      expect(await mfaPassed(sessions[2]!)).toBe(true);
    });
  });

  describe('set_mfa_enabled', () => {
    test('turning on: code requested with the factor off, wrong code refused and counted, right code switches and mails', async () => {
      const user = await newUser(false);
      const session = await signIn(user);
      const other = await signIn(user);
      expect(await mfaPassed(session)).toBe(true);

      await requestCode(session);
      const mails = await mailsTo(user);
      expect(mails.at(-1)!.subject).toBe('Your Meridian code to turn on two-step sign-in');
      expect(mails.at(-1)!.body_text).toMatch(/turn on two-step sign-in/);
      const code = await latestCode(user);

      expect(await setMfa(session, true, wrongCode(code))).toEqual({ status: 'invalid', attempts_left: 4 });
      expect(await failures(user)).toBe(1);
      expect((await db.query<{ enabled: boolean }>('select enabled from public.mfa_settings where user_id = $1', [user.id])).rows).toEqual([
        { enabled: false },
      ]);

      expect(await setMfa(session, true, code)).toEqual({ status: 'enabled' });
      expect((await db.query<{ enabled: boolean }>('select enabled from public.mfa_settings where user_id = $1', [user.id])).rows).toEqual([
        { enabled: true },
      ]);
      // The code is used and this session counts as verified; the other session now needs a code.
      expect(await status(session)).toEqual({ enabled: true, verified: true, locked_until: null });
      expect(await status(other)).toEqual({ enabled: true, verified: false, locked_until: null });
      expect(await mfaPassed(other)).toBe(false);
      expect(await setMfa(session, true, code)).toEqual({ status: 'invalid' });

      const after = (await mailsTo(user)).slice(mails.length);
      expect(after.map((mail) => mail.subject)).toEqual(['Two-step sign-in is now on for your Meridian account']);
      expect(after[0]!.body_text).toMatch(/turned on/);
      expect(after[0]!.body_text).not.toMatch(/\b\d{6}\b/);
    });

    test('a user without a settings row can turn it on', async () => {
      const user = await newUser(false);
      await db.query('delete from public.mfa_settings where user_id = $1', [user.id]);
      const session = await signIn(user);
      await requestCode(session);
      expect(await setMfa(session, true, await latestCode(user))).toEqual({ status: 'enabled' });
      expect(await count('select count(*)::int as n from public.mfa_settings where user_id = $1 and enabled', [user.id])).toBe(1);
    });

    test('turning off needs a session that passed the second factor and a fresh code', async () => {
      const user = await newUser(true);
      const session = await signIn(user);
      await requestCode(session);
      const signInCode = await latestCode(user);
      expect((await mailsTo(user)).at(-1)!.subject).toBe('Your Meridian sign-in code');

      // Not passed yet: refused before the code is looked at (it stays usable, nothing counted).
      expect(await failure(setMfa(session, false, signInCode))).toMatchObject({ code: '42501', message: 'insufficient_aal' });
      expect(await failures(user)).toBe(0);
      expect(await verify(session, signInCode)).toEqual({ status: 'verified' });

      // Passed, but the sign-in code is used: a fresh one is needed.
      expect(await setMfa(session, false, signInCode)).toEqual({ status: 'invalid' });
      await db.query("update public.mfa_challenges set created_at = created_at - interval '31 seconds' where session_id = $1", [
        session.session_id,
      ]);
      await requestCode(session);
      const mailsBefore = await mailsTo(user);
      expect(mailsBefore.at(-1)!.subject).toBe('Your Meridian code to turn off two-step sign-in');
      const offCode = await latestCode(user);

      expect(await setMfa(session, false, wrongCode(offCode))).toEqual({ status: 'invalid', attempts_left: 4 });
      expect(await failures(user)).toBe(1);
      expect(await setMfa(session, false, offCode)).toEqual({ status: 'disabled' });
      expect(await count('select count(*)::int as n from public.mfa_settings where user_id = $1 and not enabled', [user.id])).toBe(1);
      expect(await status(session)).toEqual({ enabled: false, verified: false, locked_until: null });

      const after = (await mailsTo(user)).slice(mailsBefore.length);
      expect(after.map((mail) => mail.subject)).toEqual(['Two-step sign-in is now off for your Meridian account']);
      expect(after[0]!.body_text).toMatch(/turned off/);
    });

    test('an expired code is refused', async () => {
      const user = await newUser(false);
      const session = await signIn(user);
      await requestCode(session);
      await db.query("update public.mfa_challenges set expires_at = now() - interval '1 second' where user_id = $1", [user.id]);
      expect(await setMfa(session, true, await latestCode(user))).toEqual({ status: 'expired' });
      expect(await count('select count(*)::int as n from public.mfa_settings where user_id = $1 and enabled', [user.id])).toBe(0);
    });

    test('only authenticated users may call it', async () => {
      const user = await newUser(false);
      await expect(request(anon, "select public.set_mfa_enabled(true, '123456')")).rejects.toMatchObject({ code: '42501' });
      await expect(request(serviceRole, "select public.set_mfa_enabled(true, '123456')")).rejects.toMatchObject({ code: '42501' });
      const noSession = { ...(await signIn(user)) };
      delete noSession.session_id;
      await expect(setMfa(noSession, true, '123456')).rejects.toMatchObject({ code: '42501', message: 'not_authenticated' });
      const { rows } = await db.query<{ anon: boolean; authenticated: boolean; service: boolean; everyone: boolean }>(
        `select has_function_privilege('anon', 'public.set_mfa_enabled(boolean, text)', 'execute') as anon,
                has_function_privilege('authenticated', 'public.set_mfa_enabled(boolean, text)', 'execute') as authenticated,
                has_function_privilege('service_role', 'public.set_mfa_enabled(boolean, text)', 'execute') as service,
                exists (select 1 from pg_proc p, aclexplode(p.proacl) a
                        where p.oid = 'public.set_mfa_enabled(boolean, text)'::regprocedure and a.grantee = 0) as everyone`,
      );
      expect(rows[0]).toEqual({ anon: false, authenticated: true, service: false, everyone: false });
    });
  });

  describe('sessions: data access ends with the session row', () => {
    const DEMO = 'a1111111-1111-4111-8111-111111111111';
    const MFA = 'b2222222-2222-4222-8222-222222222222';
    const visibleProjects = async (claims: Claims) =>
      (await request<{ n: number }>(claims, 'select count(*)::int as n from public.client_projects'))[0]!.n;

    test('a user without the second factor', async () => {
      const session = await signIn({ id: DEMO, email: 'demo@example.com' });
      expect(await mfaPassed(session)).toBe(true);
      expect(await visibleProjects(session)).toBe(7);
      await db.query('delete from auth.sessions where id = $1', [session.session_id]);
      expect(await mfaPassed(session)).toBe(false);
      expect(await visibleProjects(session)).toBe(0);
    });

    test('a user with the second factor, verified in that session', async () => {
      const user = { id: MFA, email: 'mfa@example.com' };
      const session = await signIn(user);
      expect(await mfaPassed(session)).toBe(false);
      await requestCode(session);
      expect(await verify(session, await latestCode(user))).toEqual({ status: 'verified' });
      expect(await mfaPassed(session)).toBe(true);
      expect(await visibleProjects(session)).toBe(3);
      expect(await status(session)).toEqual({ enabled: true, verified: true, locked_until: null });

      await db.query('delete from auth.sessions where id = $1', [session.session_id]);
      expect(await mfaPassed(session)).toBe(false);
      expect(await visibleProjects(session)).toBe(0);
      expect(await status(session)).toEqual({ enabled: true, verified: false, locked_until: null });
    });

    test("another user's session id does not count", async () => {
      const demoSession = await signIn({ id: DEMO, email: 'demo@example.com' });
      const forged = { ...demoSession, sub: 'c3333333-3333-4333-8333-333333333333' };
      expect(await mfaPassed(forged)).toBe(false);
      expect(await visibleProjects(forged)).toBe(0);
      expect(await mfaPassed({ ...demoSession, session_id: randomUUID() })).toBe(false);
      const noSession = { ...demoSession };
      delete noSession.session_id;
      expect(await mfaPassed(noSession)).toBe(false);
    });
  });

  describe('outbox delivery', () => {
    interface OutboxRow {
      id: number;
      body_text: string;
      sent_at: Date | null;
      scrubbed_at: Date | null;
      attempts: number;
      last_error: string | null;
    }

    async function enqueue(subject: string, columns: Record<string, string> = {}): Promise<number> {
      const names = Object.keys(columns);
      const { rows } = await db.query<{ id: number }>(
        `insert into private.mail_outbox (recipient, subject, body_text${names.map((name) => `, ${name}`).join('')})
         values ('outbox@example.com', $1, 'secret body of ' || $1${names.map((name) => `, ${columns[name]}`).join('')})
         returning id::int as id`,
        [subject],
      );
      return rows[0]!.id;
    }

    async function row(id: number): Promise<OutboxRow> {
      return (
        await db.query<OutboxRow>(
          'select id::int as id, body_text, sent_at, scrubbed_at, attempts, last_error from private.mail_outbox where id = $1',
          [id],
        )
      ).rows[0]!;
    }

    const claim = async (maxRows?: number) =>
      request<{ id: number; recipient: string; subject: string; body_text: string }>(
        serviceRole,
        maxRows === undefined
          ? 'select id::int as id, recipient, subject, body_text from public.outbox_claim()'
          : 'select id::int as id, recipient, subject, body_text from public.outbox_claim($1)',
        maxRows === undefined ? [] : [maxRows],
      );
    const delivered = (id: number) => request(serviceRole, 'select public.outbox_delivered($1)', [id]);
    const failed = (id: number, error: string) => request(serviceRole, 'select public.outbox_failed($1, $2)', [id, error]);

    beforeEach(async () => {
      // Earlier scenarios queued mail; each outbox scenario starts with an empty queue.
      await db.query('delete from private.mail_outbox');
    });

    test('only service_role can execute the three functions', async () => {
      const user = await newUser(false);
      const signedIn = await signIn(user);
      const id = await enqueue('permissions');
      for (const claims of [anon, signedIn]) {
        for (const sql of [
          'select * from public.outbox_claim()',
          'select public.outbox_delivered(1)',
          "select public.outbox_failed(1, 'x')",
        ]) {
          expect(await failure(request(claims, sql))).toMatchObject({ code: '42501' });
        }
      }
      expect(await row(id)).toMatchObject({ attempts: 0, sent_at: null, body_text: 'secret body of permissions' });
      expect((await claim()).map((message) => message.id)).toEqual([id]);
    });

    test('claim returns due, unexpired messages once, leases them for 60 s, and scrubs delivered and expired bodies', async () => {
      const due = await enqueue('due');
      const later = await enqueue('later', { next_attempt_at: "now() + interval '5 minutes'" });
      const expired = await enqueue('expired', { expires_at: "now() - interval '1 second'" });
      const sent = await enqueue('sent', { sent_at: "now() - interval '1 minute'" });

      const claimed = await claim();
      expect(claimed).toEqual([{ id: due, recipient: 'outbox@example.com', subject: 'due', body_text: 'secret body of due' }]);
      const { rows: lease } = await db.query<{ lease: number; tried: boolean }>(
        'select extract(epoch from next_attempt_at - last_attempt_at)::int as lease, last_attempt_at is not null as tried from private.mail_outbox where id = $1',
        [due],
      );
      expect(lease[0]).toEqual({ lease: 60, tried: true });

      for (const id of [expired, sent]) {
        const scrubbed = await row(id);
        expect(scrubbed.body_text).toBe('');
        expect(scrubbed.scrubbed_at).toBeInstanceOf(Date);
      }
      expect((await row(later)).body_text).toBe('secret body of later');
      expect(await db.query('select subject from private.mail_outbox where id = $1', [expired])).toEqual(
        expect.objectContaining({ rows: [{ subject: 'expired' }] }),
      );

      // Leased: a second worker gets nothing until the lease runs out.
      expect(await claim()).toEqual([]);
      await db.query("update private.mail_outbox set next_attempt_at = now() - interval '1 second' where id = $1", [due]);
      expect((await claim()).map((message) => message.id)).toEqual([due]);
    });

    test('claim honours max_rows', async () => {
      const ids = [await enqueue('one'), await enqueue('two'), await enqueue('three')];
      expect((await claim(2)).map((message) => message.id)).toEqual(ids.slice(0, 2));
      expect((await claim()).map((message) => message.id)).toEqual(ids.slice(2));
      expect(await claim()).toEqual([]);
    });

    test('delivered marks sent and scrubs at once; it is never claimed again', async () => {
      const id = await enqueue('deliver me');
      await claim();
      await delivered(id);
      const done = await row(id);
      expect(done).toMatchObject({ body_text: '', attempts: 0 });
      expect(done.sent_at).toBeInstanceOf(Date);
      expect(done.scrubbed_at).toBeInstanceOf(Date);
      await db.query("update private.mail_outbox set next_attempt_at = now() - interval '1 second' where id = $1", [id]);
      expect(await claim()).toEqual([]);
    });

    test('failed: next try least(300, 2^attempts) s after the last try, retried while it has tries left (dead letter at 30: mail-worker) until it expires', async () => {
      // Written two hours ago: the schedule runs from the last try, not from creation.
      const id = await enqueue('flaky', { created_at: "now() - interval '2 hours'" });
      for (let attempt = 1; attempt <= 25; attempt++) {
        await failed(id, `smtp down ${attempt}`);
        const { rows } = await db.query<{ attempts: number; wait: number; from_now: boolean; last_error: string }>(
          `select attempts, extract(epoch from next_attempt_at - last_attempt_at)::int as wait,
                  last_attempt_at > now() - interval '1 minute' as from_now, last_error
           from private.mail_outbox where id = $1`,
          [id],
        );
        expect(rows[0]).toEqual({
          attempts: attempt,
          wait: Math.min(300, 2 ** attempt),
          from_now: true,
          last_error: `smtp down ${attempt}`,
        });
      }
      // Not due until its next try...
      expect(await claim()).toEqual([]);
      // ...then retried, after 25 failures: under the 30 tries after which it becomes a dead letter.
      await db.query("update private.mail_outbox set next_attempt_at = now() - interval '1 second' where id = $1", [id]);
      expect((await claim()).map((message) => message.id)).toEqual([id]);
      expect((await row(id)).body_text).toBe('secret body of flaky');

      // Once expired it is never sent, and its body goes.
      await db.query(
        "update private.mail_outbox set next_attempt_at = now() - interval '1 second', expires_at = now() - interval '1 second' where id = $1",
        [id],
      );
      expect(await claim()).toEqual([]);
      expect(await row(id)).toMatchObject({ body_text: '', attempts: 25 });
      expect((await row(id)).scrubbed_at).toBeInstanceOf(Date);
    });

    test('code mails expire with the code (10 minutes), other mail after a day; request_mfa_code scrubs too', async () => {
      const stale = await enqueue('stale', { expires_at: "now() - interval '1 second'" });
      const user = await newUser(true);
      await requestCode(await signIn(user));
      expect((await row(stale)).body_text).toBe('');

      const { rows } = await db.query<{ subject: string; lifetime: number }>(
        `select subject, extract(epoch from expires_at - created_at)::int as lifetime
         from private.mail_outbox where recipient = $1 order by id`,
        [user.email],
      );
      expect(rows).toEqual([{ subject: 'Your Meridian sign-in code', lifetime: 600 }]);
      const notice = await enqueue('notice');
      const { rows: noticeRows } = await db.query<{ lifetime: number }>(
        'select extract(epoch from expires_at - created_at)::int as lifetime from private.mail_outbox where id = $1',
        [notice],
      );
      expect(noticeRows[0]!.lifetime).toBe(86_400);
    });
  });

  describe('anonymous writes: feedback and contact_messages', () => {
    const feedbackSql = `insert into public.feedback (category, rating, title, description) values ('website', 5, 'Great', 'Nice site')`;
    const contactSql = `insert into public.contact_messages (name, email, subject, message) values ('Ann', 'ann@example.com', 'Hello', 'A question')`;
    const from = (address: string) => ({ 'x-forwarded-for': address });
    const stored = async () =>
      count('select ((select count(*) from public.feedback) + (select count(*) from public.contact_messages))::int as n');
    const logged = (client: string) => count('select count(*)::int as n from private.message_log where client = $1', [client]);

    test('a multi-row insert is refused with 22023 and stores nothing', async () => {
      const before = await stored();
      const feedback = await failure(
        request(
          anon,
          `insert into public.feedback (category, rating, title, description)
           values ('website', 5, 'One', 'First'), ('support', 4, 'Two', 'Second')`,
          [],
          from('198.51.100.1'),
        ),
      );
      expect(feedback).toMatchObject({ code: '22023', message: 'one_row_per_request' });
      const contact = await failure(
        request(
          anon,
          `insert into public.contact_messages (name, email, subject, message)
           values ('A', 'a@example.com', 'S', 'M'), ('B', 'b@example.com', 'S', 'M'), ('C', 'c@example.com', 'S', 'M')`,
          [],
          from('198.51.100.1'),
        ),
      );
      expect(contact).toMatchObject({ code: '22023', message: 'one_row_per_request' });
      expect(await stored()).toBe(before);
      expect(await logged('198.51.100.1')).toBe(0);
    });

    test('honeypot: a row with website filled is dropped silently and not counted; an empty one is stored without it', async () => {
      const before = await stored();
      await expect(
        request(
          anon,
          `insert into public.feedback (category, rating, title, description, website) values ('website', 5, 'Bot', 'Spam', 'http://spam.example')`,
          [],
          from('198.51.100.2'),
        ),
      ).resolves.toEqual([]);
      await expect(
        request(
          anon,
          `insert into public.contact_messages (name, email, subject, message, website) values ('Bot', 'bot@example.com', 'Spam', 'Spam', 'x')`,
          [],
          from('198.51.100.2'),
        ),
      ).resolves.toEqual([]);
      expect(await stored()).toBe(before);
      expect(await logged('198.51.100.2')).toBe(0);

      await request(
        authenticatedVisitor(),
        `insert into public.contact_messages (name, email, subject, message, website) values ('Person', 'p@example.com', 'Hi', 'Real', '')`,
        [],
        from('198.51.100.2'),
      );
      expect(await stored()).toBe(before + 1);
      expect(await count("select count(*)::int as n from public.contact_messages where name = 'Person' and website is null")).toBe(1);
      expect(await logged('198.51.100.2')).toBe(1);
    });

    test('30 messages per rolling hour per client over both tables; the 31st is PT429, another client still passes', async () => {
      const before = await stored();
      for (let i = 0; i < 30; i++) {
        await request(anon, i % 2 === 0 ? feedbackSql : contactSql, [], from(' 203.0.113.7 , 10.0.0.1'));
      }
      expect(await logged('203.0.113.7')).toBe(30);
      expect(await stored()).toBe(before + 30);

      for (const sql of [feedbackSql, contactSql]) {
        const refused = await failure(request(anon, sql, [], from('203.0.113.7')));
        expect(refused).toMatchObject({ code: 'PT429', message: 'too_many_messages' });
        expect(Number(refused.hint)).toBeGreaterThanOrEqual(3590);
        expect(Number(refused.hint)).toBeLessThanOrEqual(3600);
      }
      expect(await stored()).toBe(before + 30);
      expect(await logged('203.0.113.7')).toBe(30);

      // Another client (the proxy's own address only appears second for the first client).
      await request(anon, feedbackSql, [], from('10.0.0.1'));
      await request(anon, contactSql, [], from('198.51.100.3, 203.0.113.7'));
      expect(await stored()).toBe(before + 32);

      // The oldest is 59 minutes old: a minute to wait; past the hour, the client may send again
      // and rows older than an hour are pruned as messages come in.
      await db.query(
        "update private.message_log set created_at = now() - interval '59 minutes' where id = (select min(id) from private.message_log where client = '203.0.113.7')",
      );
      const almost = await failure(request(anon, feedbackSql, [], from('203.0.113.7')));
      expect(almost).toMatchObject({ code: 'PT429', message: 'too_many_messages' });
      expect(Number(almost.hint)).toBeGreaterThanOrEqual(59);
      expect(Number(almost.hint)).toBeLessThanOrEqual(60);
      await db.query(
        "update private.message_log set created_at = now() - interval '61 minutes' where id = (select min(id) from private.message_log where client = '203.0.113.7')",
      );
      await request(anon, feedbackSql, [], from('203.0.113.7'));
      expect(await logged('203.0.113.7')).toBe(30);
      expect(await count("select count(*)::int as n from private.message_log where created_at <= now() - interval '1 hour'")).toBe(0);
    });

    test('without x-forwarded-for the client is "unknown"', async () => {
      await request(anon, feedbackSql);
      expect(await logged('unknown')).toBe(1);
    });

    test('the API roles still cannot read what was sent, nor the log', async () => {
      await expect(request(anon, 'select * from public.feedback')).rejects.toMatchObject({ code: '42501' });
      await expect(request(anon, 'select * from private.message_log')).rejects.toMatchObject({ code: '42501' });
    });
  });
});
