import { randomUUID } from 'node:crypto';
import type { TestDb } from './testing-db.ts';

/**
 * Users, sessions and requests for database tests, as GoTrue and PostgREST make them: a confirmed
 * account (the sign-up trigger gives a client a company of their own), a session with the claims
 * of its token, and statements run as the API runs them (role + request.jwt.claims, and the
 * request's headers and Realtime's topic when given), each in its own transaction.
 */
export type Claims = Record<string, unknown> & { role: 'anon' | 'authenticated' | 'service_role' };
export type Row = Record<string, unknown>;
export interface User {
  id: string;
  email: string;
}

export function sessions(db: () => TestDb, label: string) {
  let count = 0;
  const asSuperuser = async <T = Row>(sql: string, params: unknown[] = []) => (await db().query<T>(sql, params)).rows;

  async function newUser({ staff = false } = {}): Promise<User> {
    count += 1;
    const user = { id: randomUUID(), email: `${label}${count}-${staff ? 'staff' : 'client'}@example.com` };
    await asSuperuser('insert into auth.users (id, email, email_confirmed_at, raw_app_meta_data) values ($1, $2, now(), $3)', [
      user.id,
      user.email,
      JSON.stringify(staff ? { staff: true } : {}),
    ]);
    await asSuperuser('insert into public.mfa_settings (user_id, enabled) values ($1, $2)', [user.id, staff]);
    return user;
  }

  async function signIn(user: User): Promise<Claims> {
    const sessionId = randomUUID();
    await asSuperuser('insert into auth.sessions (id, user_id) values ($1, $2)', [sessionId, user.id]);
    const [row] = await asSuperuser<{ meta: Row }>('select raw_app_meta_data as meta from auth.users where id = $1', [user.id]);
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

  /** A statement as the API runs it; `topic` is what Realtime sets while it authorizes a join. */
  async function request<T = Row>(
    claims: Claims,
    sql: string,
    params: unknown[] = [],
    { topic = '', headers = {} }: { topic?: string; headers?: Record<string, string> } = {},
  ): Promise<T[]> {
    return db().transaction(async (tx) => {
      await tx.query(
        "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('realtime.topic', $3, true), set_config('request.headers', $4, true)",
        [claims.role, JSON.stringify(claims), topic, JSON.stringify(headers)],
      );
      return (await tx.query<T>(sql, params)).rows;
    });
  }

  async function failure(promise: Promise<unknown>): Promise<{ code?: string; message?: string; hint?: string }> {
    try {
      await promise;
    } catch (error) {
      return error as { code?: string; message?: string; hint?: string };
    }
    throw new Error('expected the request to fail');
  }

  async function passSecondFactor(user: User, claims: Claims): Promise<void> {
    await request(claims, 'select public.request_mfa_code()');
    const [mail] = await asSuperuser<{ body_text: string }>(
      'select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
      [user.email],
    );
    await request(claims, 'select public.verify_mfa_code($1)', [mail!.body_text.match(/\b(\d{6})\b/)![1]]);
  }

  /** A staff member signed in past the second factor. */
  async function staffSession(): Promise<{ user: User; claims: Claims }> {
    const user = await newUser({ staff: true });
    const claims = await signIn(user);
    await passSecondFactor(user, claims);
    return { user, claims };
  }

  /**
   * Whether `claims` may join `topic`: Realtime's check, a message of the topic read back as the
   * joiner with realtime.topic set, in a transaction that is rolled back.
   */
  async function mayJoin(claims: Claims, topic: string): Promise<boolean> {
    return db()
      .transaction(async (tx) => {
        await tx.query(
          "insert into realtime.messages (topic, extension, event, payload, private) values ($1, 'broadcast', 'check', '{}', true)",
          [topic],
        );
        await tx.query(
          "select set_config('role', $1, true), set_config('request.jwt.claims', $2, true), set_config('realtime.topic', $3, true)",
          [claims.role, JSON.stringify(claims), topic],
        );
        const { rows } = await tx.query<{ n: number }>(
          "select count(*)::int as n from realtime.messages where topic = $1 and event = 'check'",
          [topic],
        );
        throw Object.assign(new Error('rollback'), { joined: rows[0]!.n > 0 });
      })
      .catch((error: { joined?: boolean }) => {
        if (error.joined === undefined) throw error;
        return error.joined;
      });
  }

  /** The company a user's sign-up gave them (or the first they joined). */
  async function companyOf(user: User): Promise<string> {
    const [row] = await asSuperuser<{ company_id: string }>('select company_id from public.company_members where user_id = $1', [user.id]);
    return row!.company_id;
  }

  /** The token of the newest invitation mailed to `email`, as the invitation link carries it. */
  async function invitationTokenMailedTo(email: string): Promise<string> {
    const [mail] = await asSuperuser<{ body_text: string }>(
      'select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1',
      [email],
    );
    const token = mail?.body_text.match(/\/invitation\?token=([A-Za-z0-9._~%-]+)/)?.[1];
    if (!token) throw new Error(`no invitation mailed to ${email}`);
    return decodeURIComponent(token);
  }

  return { asSuperuser, newUser, signIn, request, failure, passSecondFactor, staffSession, mayJoin, companyOf, invitationTokenMailedTo };
}
