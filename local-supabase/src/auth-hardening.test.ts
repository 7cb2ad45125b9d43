/**
 * The Auth hardening, with the real supabase-js, every client from a loopback address of its own
 * (the per-address limits stay on): a sign-up before the owner's cannot keep a password that
 * survives the owner's confirmation; /signup and an address change tell nothing about which
 * addresses are registered; racing refreshes of one token keep the session; a password change is
 * recorded for Storage's signed links.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { sha256Hex } from './auth/tokens.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';
import { fetchFrom, freshLoopbackAddress } from './testing/loopback-fetch.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

let counter = 0;
const freshAddress = (label: string) => `${label}-${Date.now()}-${counter++}@example.com`;

/** A browser of its own: supabase-js sending from a loopback address no other client here uses. */
function client(localAddress = freshLoopbackAddress()): SupabaseClient {
  return createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(localAddress) },
  });
}

async function signIn(email: string, password: string) {
  const { data, error } = await client().auth.signInWithPassword({ email, password });
  return { session: data.session, error };
}

const linkIn = (text: string) => new URL(/(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)![1]!);

/** The link of the next e-mail to `address` after `known` messages (as MailDev caught it). */
async function nextLink(address: string, known: number): Promise<URL> {
  return linkIn((await standIn.nextMail(address, known)).text);
}

/** Opens a link like the browser and returns the fragment the site reads. */
async function open(link: URL): Promise<URLSearchParams> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
}

async function userRow(email: string) {
  return standIn.database.asService(
    async (tx) =>
      (
        await tx.query<{ id: string; password_changed_at: Date | null; raw_user_meta_data: Record<string, unknown> }>(
          'select id, password_changed_at, raw_user_meta_data from auth.users where email = $1',
          [email],
        )
      ).rows[0],
  );
}

/** A confirmed account of its own, signed in. */
async function newAccount(password = 'First-pass-1') {
  const email = freshAddress('account');
  await client().auth.signUp({ email, password });
  expect((await open(await nextLink(email, 0))).get('type')).toBe('signup');
  const { session, error } = await signIn(email, password);
  expect(error).toBeNull();
  return { email, password, session: session! };
}

describe('a password change', () => {
  it('is recorded (password_changed_at), so that Storage can refuse links minted before it', async () => {
    const account = await newAccount();
    expect((await userRow(account.email))!.password_changed_at).toBeNull();
    const signedIn = client();
    await signedIn.auth.setSession(account.session);
    const before = Date.now();
    expect((await signedIn.auth.updateUser({ data: { theme: 'dark' } })).error).toBeNull();
    expect((await userRow(account.email))!.password_changed_at).toBeNull();

    expect((await signedIn.auth.updateUser({ password: 'Second-pass-2' })).error).toBeNull();
    const changedAt = (await userRow(account.email))!.password_changed_at;
    expect(changedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });
});

describe('a second sign-up for an unconfirmed address cannot take the account over', () => {
  it('replaces the password and metadata and kills earlier links: after the owner’s link only the owner’s password works', async () => {
    const victim = freshAddress('victim');
    // The attacker registers the victim's address first and never confirms.
    const attacker = client();
    expect(
      (await attacker.auth.signUp({ email: victim, password: 'Attacker-pass-1', options: { data: { name: 'attacker' } } })).error,
    ).toBeNull();
    const attackerLink = await nextLink(victim, 0);

    // Later (past the per-address link limit) the owner signs up with a password of their own.
    standIn.advanceRateLimitClock(61_000);
    const owner = client();
    expect((await owner.auth.signUp({ email: victim, password: 'Owner-pass-2', options: { data: { name: 'owner' } } })).error).toBeNull();
    const ownerLink = await nextLink(victim, 1);

    expect((await open(attackerLink)).get('error_code')).toBe('otp_expired');
    expect((await open(ownerLink)).get('type')).toBe('signup');
    expect((await signIn(victim, 'Attacker-pass-1')).error).toMatchObject({ status: 400, code: 'invalid_credentials' });
    const signedIn = await signIn(victim, 'Owner-pass-2');
    expect(signedIn.error).toBeNull();
    expect(signedIn.session!.user.user_metadata).toEqual({ name: 'owner' });
  });

  it('answers 429 and changes nothing when it may not mail (the link in the mailbox keeps its password)', async () => {
    const owner = freshAddress('owner');
    expect((await client().auth.signUp({ email: owner, password: 'Owner-pass-1' })).error).toBeNull();
    const ownerLink = await nextLink(owner, 0);
    const before = await userRow(owner);

    const { error } = await client().auth.signUp({ email: owner, password: 'Attacker-pass-2', options: { data: { name: 'attacker' } } });
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(await userRow(owner)).toEqual(before);

    expect((await open(ownerLink)).get('type')).toBe('signup');
    expect((await signIn(owner, 'Attacker-pass-2')).error).toMatchObject({ code: 'invalid_credentials' });
    expect((await signIn(owner, 'Owner-pass-1')).error).toBeNull();
    expect(await standIn.mailTo(owner)).toHaveLength(1);
  });
});

describe('answers that tell nothing about which addresses are registered', () => {
  const signUp = async (email: string, data: Record<string, unknown>) => {
    const response = await standIn.requestFrom(freshLoopbackAddress(), '/auth/v1/signup', {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Probe-pass-1', data }),
    });
    return { status: response.status, body: JSON.parse(response.body) as Record<string, unknown> };
  };

  it('/signup answers a new, an unconfirmed and a confirmed address alike: a made-up id and the caller’s own metadata', async () => {
    const fresh = freshAddress('fresh');
    const unconfirmed = freshAddress('unconfirmed');
    const confirmed = (await newAccount()).email;
    expect(
      (await client().auth.signUp({ email: unconfirmed, password: 'First-pass-1', options: { data: { secret: 'first' } } })).error,
    ).toBeNull();
    standIn.advanceRateLimitClock(61_000);

    const answers = [await signUp(fresh, { probe: 1 }), await signUp(unconfirmed, { probe: 1 }), await signUp(confirmed, { probe: 1 })];
    const ids = [(await userRow(fresh))!.id, (await userRow(unconfirmed))!.id, (await userRow(confirmed))!.id];
    for (const [index, answer] of answers.entries()) {
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(Object.keys(answers[0]!.body).sort());
      expect(answer.body).toMatchObject({ user_metadata: { probe: 1 }, identities: [], role: 'authenticated' });
      expect(answer.body.id).not.toBe(ids[index]);
      expect(Date.now() - Date.parse(answer.body.created_at as string)).toBeLessThan(60_000);
    }
  });

  it('PUT /user {email} answers a taken address like a free one, limited per address first, and changes no account', async () => {
    const mover = await newAccount();
    const other = await newAccount();
    const signedIn = client();
    await signedIn.auth.setSession(mover.session);
    const otherBefore = await userRow(other.email);
    const otherMails = (await standIn.mailTo(other.email)).length;
    const free = freshAddress('free');

    const taken = await signedIn.auth.updateUser({ email: other.email });
    const untaken = await signedIn.auth.updateUser({ email: free });
    expect(taken.error).toBeNull();
    expect(untaken.error).toBeNull();
    expect(Object.keys(taken.data.user!).sort()).toEqual(Object.keys(untaken.data.user!).sort());
    expect(taken.data.user).toMatchObject({ email: mover.email, new_email: other.email });
    expect(untaken.data.user).toMatchObject({ email: mover.email, new_email: free });

    // Asked again at once: the per-address limit answers first, for either address.
    for (const email of [other.email, free])
      expect((await signedIn.auth.updateUser({ email })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });

    // The free address got its link; the taken one nothing, and neither account changed.
    expect((await open(await nextLink(free, 0))).get('type')).toBe('email_change');
    expect(await userRow(other.email)).toEqual(otherBefore);
    expect(await standIn.mailTo(other.email)).toHaveLength(otherMails);
    expect((await signIn(other.email, other.password)).error).toBeNull();
  });
});

describe('racing refreshes keep the session', () => {
  const refresh = (refreshToken: string) => client().auth.refreshSession({ refresh_token: refreshToken });
  /** GET /auth/v1/user with an access token: 200 while its session lives. */
  const userStatus = async (accessToken: string) =>
    (await fetch(`${standIn.url}/auth/v1/user`, { headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${accessToken}` } }))
      .status;

  it('three parallel refreshes with one token all succeed, and every answer’s tokens keep working', async () => {
    const { session } = await newAccount();
    const answers = await Promise.all([1, 2, 3].map(() => refresh(session.refresh_token)));
    for (const answer of answers) expect(answer.error).toBeNull();
    const sessions = answers.map((answer) => answer.data.session!);
    expect(new Set(sessions.map((one) => one.refresh_token)).size).toBe(3);
    for (const one of sessions) {
      expect(await userStatus(one.access_token)).toBe(200);
      expect((await refresh(one.refresh_token)).error).toBeNull();
    }
    for (const one of sessions) expect(await userStatus(one.access_token)).toBe(200);
  });

  it('ends the session when a rotated token comes back after the reuse interval', async () => {
    const { session } = await newAccount();
    const rotated = (await refresh(session.refresh_token)).data.session!;
    expect((await refresh(session.refresh_token)).error).toBeNull(); // inside the interval

    // The rotation moved back past the interval (the database's clock is the one compared).
    await standIn.database.asService((tx) =>
      tx.query('update auth.refresh_tokens set updated_at = updated_at - make_interval(secs => $1 + 1) where token = $2', [
        standIn.config.refreshTokenReuseSeconds,
        sha256Hex(session.refresh_token),
      ]),
    );
    expect((await refresh(session.refresh_token)).error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    expect(await userStatus(rotated.access_token)).toBe(403);
    expect((await refresh(rotated.refresh_token)).error).toMatchObject({ code: 'refresh_token_not_found' });
  });
});

describe('the per-address sign-up limit', () => {
  it('refuses the sign-up after the allowance from one client address with 429, and no other client', async () => {
    const from = freshLoopbackAddress();
    const signUp = (localAddress: string) =>
      standIn.requestFrom(localAddress, '/auth/v1/signup', {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: freshAddress('many'), password: 'Many-pass-1' }),
      });
    const { limit } = standIn.config.rateLimits.signUpPerIp;
    expect(limit).toBe(30);
    for (let i = 0; i < limit; i++) expect((await signUp(from)).status).toBe(200);
    const refused = await signUp(from);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'over_request_rate_limit' });
    expect((await signUp(freshLoopbackAddress())).status).toBe(200);
  });
});
