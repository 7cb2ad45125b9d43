/**
 * A password change from an old session, as hosted Auth answers it with `[auth.email]
 * secure_password_change = true` (supabase/auth internal/api/user.go UserUpdate and
 * reauthenticate.go): a session opened within the limit (24 hours, from its creation) changes the
 * password at once; an older one gets 400 reauthentication_needed until it sends the code that
 * `auth.reauthenticate()` e-mails, as `nonce`; a wrong, expired or used code is 422
 * reauthentication_not_valid. Through the real supabase-js, so the wire format is the client's.
 * Sessions are made old by moving auth.sessions.created_at back, never by waiting.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from './testing/harness.ts';
import { fetchFrom, freshLoopbackAddress } from './testing/loopback-fetch.ts';

const codeSubject = 'Your Meridian code to change your password';
let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

let counter = 0;

/** A confirmed account of its own and a client signed in to it (each from its own loopback address). */
async function signedIn(password = 'First-pass-1') {
  const email = `reauth-${Date.now()}-${counter++}@example.com`;
  const id = await standIn.createConfirmedUser(email, password);
  const client = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { email, id, client, password };
}

/** Makes every session of the user older than the limit, as a day without signing in would. */
async function ageSessions(userId: string) {
  await standIn.database.asService((tx) =>
    tx.query('update auth.sessions set created_at = created_at - make_interval(secs => $2) where user_id = $1', [
      userId,
      standIn.config.reauthenticationAfterSeconds + 60,
    ]),
  );
}

/** Whether the password signs in (from a fresh client). */
async function signsIn(email: string, password: string): Promise<boolean> {
  const client = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: fetchFrom(freshLoopbackAddress()) },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  return error === null;
}

/** Asks for a code with supabase-js and reads it from the e-mail MailDev caught. */
async function mailedCode(client: SupabaseClient, email: string): Promise<string> {
  const known = (await standIn.mailTo(email)).length;
  const { error } = await client.auth.reauthenticate();
  expect(error).toBeNull();
  const mail = await standIn.nextMail(email, known);
  expect(mail.subject).toBe(codeSubject);
  return /\bcode is (\d{6})\b/.exec(mail.text)![1]!;
}

const failure = (error: unknown) => ({ status: (error as { status?: number }).status, code: (error as { code?: string }).code });

test('a session opened within the limit changes the password without a code, and nothing is mailed', async () => {
  const { email, client } = await signedIn();
  const { error } = await client.auth.updateUser({ password: 'Second-pass-2' });
  expect(error).toBeNull();
  expect(await signsIn(email, 'Second-pass-2')).toBe(true);
  expect((await standIn.mailTo(email)).map((mail) => mail.subject)).not.toContain(codeSubject);
});

test('an old session gets 400 reauthentication_needed, also after a refresh, and the password stays', async () => {
  const { email, id, client, password } = await signedIn();
  await ageSessions(id);
  const first = await client.auth.updateUser({ password: 'Second-pass-2' });
  expect(failure(first.error)).toEqual({ status: 400, code: 'reauthentication_needed' });
  // "Recent" is when the session was opened, as GoTrue's session.CreatedAt: a refresh does not renew it.
  expect((await client.auth.refreshSession()).error).toBeNull();
  const again = await client.auth.updateUser({ password: 'Second-pass-2' });
  expect(failure(again.error)).toEqual({ status: 400, code: 'reauthentication_needed' });
  expect(await signsIn(email, password)).toBe(true);
});

test('the e-mailed code as nonce changes the password once; the same code again is refused', async () => {
  const { email, id, client } = await signedIn();
  await ageSessions(id);
  const code = await mailedCode(client, email);
  const { error } = await client.auth.updateUser({ password: 'Second-pass-2', nonce: code });
  expect(error).toBeNull();
  expect(await signsIn(email, 'Second-pass-2')).toBe(true);
  const reused = await client.auth.updateUser({ password: 'Third-pass-3', nonce: code });
  expect(failure(reused.error)).toEqual({ status: 422, code: 'reauthentication_not_valid' });
  expect(await signsIn(email, 'Second-pass-2')).toBe(true);
});

test('a wrong code is 422 reauthentication_not_valid and does not use up the right one', async () => {
  const { email, id, client, password } = await signedIn();
  await ageSessions(id);
  const code = await mailedCode(client, email);
  const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
  const refused = await client.auth.updateUser({ password: 'Second-pass-2', nonce: wrong });
  expect(failure(refused.error)).toEqual({ status: 422, code: 'reauthentication_not_valid' });
  expect(await signsIn(email, password)).toBe(true);
  expect((await client.auth.updateUser({ password: 'Second-pass-2', nonce: code })).error).toBeNull();
});

test('a code older than an hour (otp_expiry) is refused', async () => {
  const { email, id, client, password } = await signedIn();
  await ageSessions(id);
  const code = await mailedCode(client, email);
  await standIn.database.asService((tx) =>
    tx.query("update auth.users set reauthentication_sent_at = reauthentication_sent_at - interval '61 minutes' where id = $1", [id]),
  );
  const refused = await client.auth.updateUser({ password: 'Second-pass-2', nonce: code });
  expect(failure(refused.error)).toEqual({ status: 422, code: 'reauthentication_not_valid' });
  expect(await signsIn(email, password)).toBe(true);
});

test('a new code within max_frequency is 429; after it, a new code in the account language replaces the old one', async () => {
  const { email, id, client } = await signedIn();
  await ageSessions(id);
  await standIn.database.asService((tx) => tx.query(`update auth.users set raw_user_meta_data = '{"locale":"ms"}' where id = $1`, [id]));
  const known = (await standIn.mailTo(email)).length;
  expect((await client.auth.reauthenticate()).error).toBeNull();
  const first = await standIn.nextMail(email, known);
  expect(first.subject).toBe('Kod Meridian anda untuk menukar kata laluan');
  const firstCode = /\b(\d{6})\b/.exec(first.text)![1]!;

  const tooSoon = await client.auth.reauthenticate();
  expect(failure(tooSoon.error)).toEqual({ status: 429, code: 'over_email_send_rate_limit' });
  expect(tooSoon.error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);

  standIn.advanceRateLimitClock(61_000);
  expect((await client.auth.reauthenticate()).error).toBeNull();
  const second = await standIn.nextMail(email, known + 1);
  const secondCode = /\b(\d{6})\b/.exec(second.text)![1]!;
  if (secondCode !== firstCode) {
    const old = await client.auth.updateUser({ password: 'Second-pass-2', nonce: firstCode });
    expect(failure(old.error)).toEqual({ status: 422, code: 'reauthentication_not_valid' });
  }
  expect((await client.auth.updateUser({ password: 'Second-pass-2', nonce: secondCode })).error).toBeNull();
});

test('the stand-in-only route that ages sessions for the end-to-end tests takes only the service role', async () => {
  const { id, client } = await signedIn();
  const { data } = await client.auth.getSession();
  const age = (token: string, body: unknown) =>
    fetch(`${standIn.url}/auth/v1/admin/stand-in/age-sessions`, {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  const seconds = standIn.config.reauthenticationAfterSeconds + 60;
  for (const token of [standIn.config.anonKey, data.session!.access_token])
    expect((await age(token, { user_id: id, seconds })).status).toBe(403);
  expect((await client.auth.updateUser({ password: 'Second-pass-2' })).error).toBeNull();
  expect((await age(standIn.config.serviceRoleKey, { user_id: 'not-a-uuid', seconds })).status).toBe(400);
  expect((await age(standIn.config.serviceRoleKey, { user_id: id, seconds: -1 })).status).toBe(400);
  const aged = await age(standIn.config.serviceRoleKey, { user_id: id, seconds });
  expect(aged.status).toBe(200);
  expect(await aged.json()).toEqual({ sessions: 1 });
  const refused = await client.auth.updateUser({ password: 'Third-pass-3' });
  expect(failure(refused.error)).toEqual({ status: 400, code: 'reauthentication_needed' });
});
