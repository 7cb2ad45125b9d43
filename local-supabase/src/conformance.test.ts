/**
 * The real supabase-js client, run in Node against the stand-in, makes every call the product
 * makes and gets the data and error objects the hosted service gives.
 */
import { decodeJwt } from 'jose';
import { sha256Hex } from './auth/tokens.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';

const password = 'DemoPass123!';
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

describe('auth', () => {
  it('signs in with a password and issues Supabase claims', async () => {
    const { data, error } = await standIn.client().auth.signInWithPassword({ email: 'demo@example.com', password });
    expect(error).toBeNull();
    expect(data.user?.email).toBe('demo@example.com');
    expect(data.session?.token_type).toBe('bearer');
    const claims = decodeJwt(data.session!.access_token);
    expect(claims).toMatchObject({
      sub: data.user!.id,
      role: 'authenticated',
      aud: 'authenticated',
      aal: 'aal1',
      email: 'demo@example.com',
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect(claims.iss).toBe(`${standIn.url}/auth/v1`);
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });

  it.each([
    ['a wrong password', 'demo@example.com', 'nope-nope-nope'],
    ['an unknown e-mail', 'nobody@example.com', password],
  ])('answers %s with invalid_credentials, the same way', async (_label, email, secret) => {
    const { data, error } = await standIn.client().auth.signInWithPassword({ email, password: secret });
    expect(data.session).toBeNull();
    expect(error).toMatchObject({ name: 'AuthApiError', status: 400, code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('signs up without a session until the address is confirmed, and refuses a weak password', async () => {
    const client = standIn.client();
    const email = `new-${Date.now()}@example.com`;
    const { data, error } = await client.auth.signUp({ email, password: 'Str0ng-pass!' });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email, aud: 'authenticated', identities: [] });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    const weak = await client.auth.signUp({ email: `weak-${Date.now()}@example.com`, password: 'short' });
    expect(weak.error).toMatchObject({ name: 'AuthWeakPasswordError', status: 422, code: 'weak_password' });
  });

  it('rotates refresh tokens and refuses one reused after the reuse interval', async () => {
    const client = standIn.client();
    const { data } = await client.auth.signInWithPassword({ email: 'other@example.com', password });
    const first = data.session!;
    const refreshed = await client.auth.refreshSession({ refresh_token: first.refresh_token });
    expect(refreshed.error).toBeNull();
    expect(refreshed.data.session?.refresh_token).not.toBe(first.refresh_token);
    expect(decodeJwt(refreshed.data.session!.access_token).session_id).toBe(decodeJwt(first.access_token).session_id);
    // GoTrue's reuse interval (10 s) is over: the rotation moved back past it.
    await standIn.database.asService((tx) =>
      tx.query("update auth.refresh_tokens set updated_at = updated_at - interval '1 hour' where token = $1", [
        sha256Hex(first.refresh_token),
      ]),
    );
    const reused = await standIn.client().auth.refreshSession({ refresh_token: first.refresh_token });
    expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const unknown = await standIn.client().auth.refreshSession({ refresh_token: 'made-up' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
  });

  it('reads the user, then signs out so that the session is gone', async () => {
    const client = standIn.client();
    const { data } = await client.auth.signInWithPassword({ email: 'other@example.com', password });
    const token = data.session!.access_token;
    const user = await client.auth.getUser();
    expect(user.data.user?.email).toBe('other@example.com');
    expect((await client.auth.getSession()).data.session?.access_token).toBe(token);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
    const after = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
    });
    expect(after.status).toBe(403);
    expect(await after.json()).toMatchObject({ code: 'session_not_found' });
  });

  it('answers a reset request the same way for known and unknown addresses, and mails only the known one', async () => {
    const before = (await standIn.mailTo('other@example.com')).length;
    const known = await standIn
      .client()
      .auth.resetPasswordForEmail('other@example.com', { redirectTo: 'http://localhost:3000/reset-password' });
    const unknown = await standIn
      .client()
      .auth.resetPasswordForEmail('ghost@example.com', { redirectTo: 'http://localhost:3000/reset-password' });
    expect(known).toEqual(unknown);
    expect(known.error).toBeNull();
    const mail = await standIn.nextMail('other@example.com', before);
    expect(mail.subject).toBe('Reset your Meridian password');
    expect(await standIn.mailTo('ghost@example.com')).toEqual([]);
  });
});

describe('data', () => {
  it('lists a client its projects, newest first', async () => {
    const client = standIn.client();
    await client.auth.signInWithPassword({ email: 'demo@example.com', password });
    const { data, error, status } = await client.from('client_projects').select('*').order('created_at', { ascending: false });
    expect(error).toBeNull();
    expect(status).toBe(200);
    expect(data!.length).toBeGreaterThanOrEqual(5);
    const created = data!.map((row) => Date.parse(row.created_at));
    expect(created).toEqual([...created].sort((a, b) => b - a));
    expect(new Set(data!.map((row) => row.status))).toEqual(new Set(['pending', 'in-progress', 'completed', 'rejected']));
    expect(new Set(data!.map((row) => row.priority))).toEqual(new Set(['low', 'medium', 'high']));
    expect(data!.some((row) => row.budget === 150000)).toBe(true);
  });

  it('reads its own MFA setting as a single row and nobody else’s (PGRST116)', async () => {
    const client = standIn.client();
    const { data: signIn } = await client.auth.signInWithPassword({ email: 'demo@example.com', password });
    const own = await client.from('mfa_settings').select('*').eq('user_id', signIn.user!.id).single();
    expect(own.error).toBeNull();
    expect(own.data).toMatchObject({ user_id: signIn.user!.id, enabled: false });
    const mfaUser = standIn.client();
    const { data: mfaSignIn } = await mfaUser.auth.signInWithPassword({ email: 'mfa@example.com', password });
    const others = await client.from('mfa_settings').select('*').eq('user_id', mfaSignIn.user!.id).single();
    expect(others.data).toBeNull();
    expect(others.status).toBe(406);
    expect(others.error).toMatchObject({
      code: 'PGRST116',
      message: 'Cannot coerce the result to a single JSON object',
      details: 'The result contains 0 rows',
    });
  });
});

describe('isolation', () => {
  async function titlesOf(email: string) {
    const client = standIn.client();
    await client.auth.signInWithPassword({ email, password });
    const { data, error } = await client.from('client_projects').select('title, client_id');
    expect(error).toBeNull();
    return { client, rows: data! };
  }

  it('gives each client only its own projects: non-empty and disjoint', async () => {
    const demo = await titlesOf('demo@example.com');
    const other = await titlesOf('other@example.com');
    expect(demo.rows.length).toBeGreaterThan(0);
    expect(other.rows.length).toBeGreaterThan(0);
    expect(new Set(demo.rows.map((row) => row.client_id)).size).toBe(1);
    expect(new Set(other.rows.map((row) => row.client_id)).size).toBe(1);
    const demoTitles = new Set(demo.rows.map((row) => row.title));
    expect(other.rows.filter((row) => demoTitles.has(row.title))).toEqual([]);
  });

  it('gives anon nothing: no privilege at all, answered 401 like PostgREST', async () => {
    const { data, error, status } = await standIn.client().from('client_projects').select('*');
    expect(data).toBeNull();
    expect(status).toBe(401);
    expect(error).toMatchObject({ code: '42501' });
  });

  it('hides the MFA user’s projects until this session verifies the e-mailed code', async () => {
    const mfa = await titlesOf('mfa@example.com');
    expect(mfa.rows).toEqual([]);
    const status = await mfa.client.rpc('mfa_status');
    expect(status.data).toEqual({ enabled: true, verified: false, locked_until: null });

    const before = (await standIn.mailTo('mfa@example.com')).length;
    const requested = await mfa.client.rpc('request_mfa_code');
    expect(requested.error).toBeNull();
    expect(JSON.stringify(requested.data)).not.toMatch(/\b\d{6}\b/);
    const mail = await standIn.nextMail('mfa@example.com', before);
    const code = /\b(\d{6})\b/.exec(mail.text)![1]!;

    const wrong = await mfa.client.rpc('verify_mfa_code', { code: code === '000000' ? '111111' : '000000' });
    expect(wrong.data).toMatchObject({ status: 'invalid' });
    const right = await mfa.client.rpc('verify_mfa_code', { code });
    expect(right.data).toEqual({ status: 'verified' });

    const { data } = await mfa.client.from('client_projects').select('title, client_id');
    expect(data!.length).toBeGreaterThan(0);
    // Another session of the same user has not passed the second factor.
    const second = await titlesOf('mfa@example.com');
    expect(second.rows).toEqual([]);
  });
});
