/**
 * Accounts over HTTP with the real supabase-js, as on a hosted project: a sign-up needs the
 * e-mailed confirmation and never says whether the address is taken; changing the password or
 * the address needs the second factor (or the recovery link); a password change, a sign-out and
 * a reused refresh token end sessions, and the data access of their tokens ends with them.
 */
import { decodeJwt } from 'jose';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sha256Hex } from './auth/tokens.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';
import { fetchFrom, freshLoopbackAddress } from './testing/loopback-fetch.ts';

const demoPassword = 'DemoPass123!';
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

/**
 * A browser of its own: many sign-ins and sign-ups here, each client from its own loopback
 * address, so the per-address limits stay on (they are tested in attacks.test.ts and
 * auth-hardening.test.ts).
 */
function browser(): SupabaseClient {
  return createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
}

let counter = 0;
const freshAddress = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;

/** The next e-mail to `address` with `subject`, and its verify link. */
async function mailedLink(address: string, subject: string, known: number) {
  const mail = await standIn.nextMail(address, known);
  expect(mail.subject).toBe(subject);
  return new URL(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!);
}

/** Opens a link like the browser: where it leads and the fragment the site reads. */
async function open(link: URL) {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!);
  return { location, fragment: new URLSearchParams(location.hash.slice(1)) };
}

/** A client holding the session a link's fragment carries. */
async function sessionFrom(fragment: URLSearchParams): Promise<SupabaseClient> {
  const client = browser();
  const { error } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  expect(error).toBeNull();
  return client;
}

async function signIn(email: string, password: string) {
  const client = browser();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  return { client, session: data.session, error };
}

/** A confirmed account of its own, with one project so that losing data access shows. */
async function newAccount(password = 'First-pass-1') {
  const email = freshAddress('account');
  const known = (await standIn.mailTo(email)).length;
  await browser().auth.signUp({ email, password });
  await open(await mailedLink(email, 'Confirm your Meridian account', known));
  const id = await standIn.database.asService(async (tx) => {
    const { rows } = await tx.query<{ id: string }>('select id from auth.users where email = $1', [email]);
    await tx.query("insert into public.client_projects (client_id, title, status, priority, budget) values ($1, $2, 'pending', 'low', 1)", [
      rows[0]!.id,
      `Project of ${email}`,
    ]);
    return rows[0]!.id;
  });
  return { email, password, id };
}

/** client_projects rows an access token reads, straight over HTTP. */
async function rowsReadWith(accessToken: string): Promise<number> {
  const response = await fetch(`${standIn.url}/rest/v1/client_projects?select=id`, {
    headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${accessToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as unknown[]).length;
}

async function refresh(refreshToken: string) {
  return browser().auth.refreshSession({ refresh_token: refreshToken });
}

async function outboxCount(recipient: string): Promise<number> {
  return standIn.database.asService(
    async (tx) =>
      (await tx.query<{ n: number }>('select count(*)::int as n from private.mail_outbox where recipient = $1', [recipient])).rows[0]!.n,
  );
}

describe('sign-up', () => {
  it('creates an unconfirmed account without a session; the e-mailed link confirms it and signs in', async () => {
    const email = freshAddress('signup');
    const { data, error } = await browser().auth.signUp({
      email,
      password: 'Sign-up-pass-1',
      options: { emailRedirectTo: 'http://localhost:3000/login' },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({ email });

    expect((await signIn(email, 'Sign-up-pass-1')).error).toMatchObject({ status: 400, code: 'email_not_confirmed' });
    // Only the right password learns that much.
    expect((await signIn(email, 'Wrong-pass-1')).error).toMatchObject({ status: 400, code: 'invalid_credentials' });

    const link = await mailedLink(email, 'Confirm your Meridian account', 0);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/login');
    const { location, fragment } = await open(link);
    expect(location.origin + location.pathname).toBe('http://localhost:3000/login');
    expect(fragment.get('type')).toBe('signup');
    const client = await sessionFrom(fragment);
    expect((await client.auth.getUser()).data.user).toMatchObject({ email, email_confirmed_at: expect.any(String) });

    expect((await signIn(email, 'Sign-up-pass-1')).error).toBeNull();
    expect((await open(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers for a registered address exactly as for a new one, and changes nothing', async () => {
    const signUp = async (email: string) => {
      const response = await fetch(`${standIn.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Hijack-pass-1', data: {} }),
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };
    const before = await standIn.database.asService(
      async (tx) => (await tx.query("select * from auth.users where email = 'other@example.com'")).rows[0],
    );
    const outboxBefore = await outboxCount('other@example.com');

    const fresh = await signUp(freshAddress('shape'));
    const taken = await signUp('other@example.com');
    standIn.advanceRateLimitClock(61_000); // one sign-up mail a minute per address, whatever its state
    const takenAgain = await signUp('OTHER@example.com ');
    expect(taken.status).toBe(fresh.status);
    expect(Object.keys(taken.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(taken.body).toMatchObject({ email: 'other@example.com', identities: [], role: 'authenticated' });
    expect(taken.body.id).not.toBe('c3333333-3333-4333-8333-333333333333');
    expect(taken.body.id).not.toBe(takenAgain.body.id);

    expect(
      await standIn.database.asService(
        async (tx) => (await tx.query("select * from auth.users where email = 'other@example.com'")).rows[0],
      ),
    ).toEqual(before);
    expect(await outboxCount('other@example.com')).toBe(outboxBefore);
    expect((await signIn('other@example.com', 'Hijack-pass-1')).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn('other@example.com', demoPassword)).error).toBeNull();
  });

  it('re-sends the link on /resend, once a minute, with the same answer for any address', async () => {
    const email = freshAddress('resend');
    await browser().auth.signUp({ email, password: 'Resend-pass-1' });
    await mailedLink(email, 'Confirm your Meridian account', 0);

    const resend = (address: string) =>
      browser().auth.resend({ type: 'signup', email: address, options: { emailRedirectTo: 'http://localhost:3000/account' } });
    expect((await resend(email)).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect((await resend(freshAddress('nobody'))).error).toBeNull();
    expect((await resend('demo@example.com')).error).toBeNull();

    standIn.advanceRateLimitClock(61_000);
    expect((await resend(email)).error).toBeNull();
    const link = await mailedLink(email, 'Confirm your Meridian account', 1);
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000/account');
    expect((await open(link)).fragment.get('type')).toBe('signup');
    expect(await outboxCount('demo@example.com')).toBe(0);
  });

  it('tells the browser that addresses need confirming', async () => {
    const settings = await fetch(`${standIn.url}/auth/v1/settings`, { headers: { apikey: standIn.config.anonKey } });
    expect(await settings.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});

describe('changing the password or the address', () => {
  it('needs the second factor when it is on, unless the session came from the recovery link', async () => {
    const { client } = await signIn('mfa@example.com', demoPassword);
    expect((await client.auth.updateUser({ password: 'Changed-pass-1' })).error).toMatchObject({
      status: 401,
      code: 'insufficient_aal',
    });
    expect((await client.auth.updateUser({ email: freshAddress('moved') })).error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // Metadata needs no second factor.
    expect((await client.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
    expect((await signIn('mfa@example.com', demoPassword)).error).toBeNull();

    // Once this session has verified a code, it may.
    const known = (await standIn.mailTo('mfa@example.com')).length;
    expect((await client.rpc('request_mfa_code')).error).toBeNull();
    const code = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', known)).text)![1]!;
    expect((await client.rpc('verify_mfa_code', { code })).data).toEqual({ status: 'verified' });
    expect((await client.auth.updateUser({ password: 'Changed-pass-1' })).error).toBeNull();

    // The recovery link proves the mailbox (where codes go): its session may, even refreshed.
    await browser().auth.resetPasswordForEmail('mfa@example.com', { redirectTo: 'http://localhost:3000/reset-password' });
    const recovery = await sessionFrom(
      (await open(await mailedLink('mfa@example.com', 'Reset your Meridian password', known + 1))).fragment,
    );
    const refreshed = await recovery.auth.refreshSession();
    expect(decodeJwt(refreshed.data.session!.access_token).amr).toEqual([{ method: 'recovery', timestamp: expect.any(Number) }]);
    expect((await recovery.auth.updateUser({ password: demoPassword })).error).toBeNull();
    expect((await signIn('mfa@example.com', demoPassword)).error).toBeNull();
  });

  it('ends every other session of the user with a password change, and their data access', async () => {
    const account = await newAccount();
    const other = await signIn(account.email, account.password);
    const current = await signIn(account.email, account.password);
    expect(await rowsReadWith(other.session!.access_token)).toBe(1);

    expect((await current.client.auth.updateUser({ password: 'Second-pass-2' })).error).toBeNull();
    expect((await refresh(other.session!.refresh_token)).error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });
    expect(await rowsReadWith(other.session!.access_token)).toBe(0);
    // The session that changed it goes on.
    expect(await rowsReadWith(current.session!.access_token)).toBe(1);
    expect((await refresh(current.session!.refresh_token)).error).toBeNull();
    expect((await signIn(account.email, account.password)).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(account.email, 'Second-pass-2')).error).toBeNull();
  });

  it('shuts out whoever signed up first with the owner’s address once the owner resets the password', async () => {
    const victim = freshAddress('victim');
    // The attacker registers the victim's address before the victim does.
    const attacker = await browser().auth.signUp({ email: victim, password: 'Attacker-pass-1' });
    expect(attacker.data.session).toBeNull();
    expect((await signIn(victim, 'Attacker-pass-1')).error).toMatchObject({ code: 'email_not_confirmed' });

    // The owner opens the confirmation that arrives, and works in the account...
    const owner = await sessionFrom((await open(await mailedLink(victim, 'Confirm your Meridian account', 0))).fragment);
    const ownerId = (await owner.auth.getUser()).data.user!.id;
    await standIn.database.asService((tx) =>
      tx.query("insert into public.client_projects (client_id, title, status, priority, budget) values ($1, $2, 'pending', 'low', 1)", [
        ownerId,
        `Project of ${victim}`,
      ]),
    );
    // ...which the attacker's password now opens too.
    const intruder = await signIn(victim, 'Attacker-pass-1');
    expect(intruder.error).toBeNull();
    expect(await rowsReadWith(intruder.session!.access_token)).toBe(1);

    // The owner resets the password through the e-mailed link.
    await browser().auth.resetPasswordForEmail(victim, { redirectTo: 'http://localhost:3000/reset-password' });
    const recovery = await sessionFrom((await open(await mailedLink(victim, 'Reset your Meridian password', 1))).fragment);
    expect((await recovery.auth.updateUser({ password: 'Owner-pass-1' })).error).toBeNull();

    expect((await refresh(intruder.session!.refresh_token)).error).toMatchObject({ code: 'refresh_token_not_found' });
    expect(await rowsReadWith(intruder.session!.access_token)).toBe(0);
    expect((await signIn(victim, 'Attacker-pass-1')).error).toMatchObject({ code: 'invalid_credentials' });
    const ownerAgain = await signIn(victim, 'Owner-pass-1');
    expect(await rowsReadWith(ownerAgain.session!.access_token)).toBe(1);
  });

  it('changes the address only when the link sent to the new address is opened', async () => {
    const account = await newAccount();
    const { client } = await signIn(account.email, account.password);

    const newEmail = freshAddress('moved');
    const { data, error } = await client.auth.updateUser({ email: newEmail }, { emailRedirectTo: 'http://localhost:3000/account' });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({ email: account.email, new_email: newEmail });
    expect((await signIn(newEmail, account.password)).error).toMatchObject({ code: 'invalid_credentials' });

    const { location, fragment } = await open(await mailedLink(newEmail, 'Confirm your new Meridian e-mail address', 0));
    expect(location.origin + location.pathname).toBe('http://localhost:3000/account');
    expect(fragment.get('type')).toBe('email_change');
    expect((await signIn(newEmail, account.password)).error).toBeNull();
    expect((await signIn(account.email, account.password)).error).toMatchObject({ code: 'invalid_credentials' });
  });
});

describe('a session that ends stops reading data', () => {
  it.each(['local', 'global'] as const)('after sign-out (scope %s)', async (scope) => {
    const account = await newAccount();
    const { client, session } = await signIn(account.email, account.password);
    expect(await rowsReadWith(session!.access_token)).toBeGreaterThan(0);
    expect((await client.auth.signOut({ scope })).error).toBeNull();
    expect(await rowsReadWith(session!.access_token)).toBe(0);
  });

  it('after its refresh token is used twice, the second time past the reuse interval', async () => {
    const account = await newAccount();
    const { session: first } = await signIn(account.email, account.password);
    const rotated = await refresh(first!.refresh_token);
    expect(rotated.error).toBeNull();
    expect(await rowsReadWith(rotated.data.session!.access_token)).toBeGreaterThan(0);

    // Its rotation moved back past the interval (the database's clock is the one compared).
    await standIn.database.asService((tx) =>
      tx.query(`update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $1 + 1) where token = $2`, [
        standIn.config.refreshTokenReuseSeconds,
        sha256Hex(first!.refresh_token),
      ]),
    );
    expect((await refresh(first!.refresh_token)).error).toMatchObject({ code: 'refresh_token_already_used' });
    expect(await rowsReadWith(rotated.data.session!.access_token)).toBe(0);
    expect((await refresh(rotated.data.session!.refresh_token)).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});
