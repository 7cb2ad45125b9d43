/**
 * Password reset end to end: the e-mail arrives in MailDev, its link leads back to the site with
 * a recovery session, the new password works and the old one no longer does. redirect_to is
 * checked before any token is used.
 */
import { startStandIn, type StandIn } from './testing/harness.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

const linkIn = (text: string) => /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(text)![1]!;

/** Asks for a reset of `email` and returns the e-mailed link. */
async function resetLink(email: string, redirectTo?: string): Promise<string> {
  // Several resets of one address in a row: a minute passes before each, as the per-address
  // limit (one a minute, tested in attacks.test.ts) wants.
  standIn.advanceRateLimitClock(61_000);
  const known = (await standIn.mailTo(email)).length;
  expect((await standIn.client().auth.resetPasswordForEmail(email, { redirectTo })).error).toBeNull();
  const mail = await standIn.nextMail(email, known);
  expect(mail.subject).toBe('Reset your Meridian password');
  return linkIn(mail.text);
}

it('resets a password through the e-mailed link', async () => {
  const email = `reset-${Date.now()}@example.com`;
  await standIn.client().auth.signUp({ email, password: 'Old-password-1' });
  await standIn.nextMail(email, 0); // the confirmation, left unopened: the reset link confirms too

  const link = await resetLink(email, 'http://localhost:3000/reset-password');
  const redirect = await fetch(link, { redirect: 'manual' });
  expect(redirect.status).toBe(303);
  const location = new URL(redirect.headers.get('location')!);
  expect(location.origin + location.pathname).toBe('http://localhost:3000/reset-password');
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('type')).toBe('recovery');

  const client = standIn.client();
  const { error: sessionError } = await client.auth.setSession({
    access_token: fragment.get('access_token')!,
    refresh_token: fragment.get('refresh_token')!,
  });
  expect(sessionError).toBeNull();
  expect((await client.auth.updateUser({ password: 'New-password-2' })).error).toBeNull();

  expect((await standIn.client().auth.signInWithPassword({ email, password: 'New-password-2' })).error).toBeNull();
  expect((await standIn.client().auth.signInWithPassword({ email, password: 'Old-password-1' })).error).toMatchObject({
    code: 'invalid_credentials',
  });

  // The link works once.
  const again = await fetch(link, { redirect: 'manual' });
  expect(new URL(again.headers.get('location')!).hash).toContain('error_code=otp_expired');
});

describe('redirect_to', () => {
  it.each([
    ['a foreign site', 'https://evil.example/steal'],
    ['another path of the site (no globs)', 'http://localhost:3000/dashboard'],
    ['an allowed path with a query', 'http://localhost:3000/login?next=https://evil.example'],
    ['a path that climbs out', 'http://localhost:3000/reset-password/../../evil'],
    ['credentials before the host', 'http://localhost:3000@evil.example/reset-password'],
    ['not a URL', 'reset-password'],
  ])('sends %s back to the site URL, never elsewhere', async (_label, redirectTo) => {
    const link = await resetLink('other@example.com', redirectTo);
    expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000');
  });

  it('refuses control characters with 400 before the token is used, so the link still works', async () => {
    const link = await resetLink('demo@example.com', 'http://localhost:3000/reset-password');
    for (const injected of [
      'http://localhost:3000/login%0d%0aSet-Cookie:%20a=b',
      'http://localhost:3000/login%250d%250a',
      'http://localhost:3000/%09login',
    ]) {
      const tampered = new URL(link);
      tampered.search = tampered.search.replace(/redirect_to=[^&]*/, `redirect_to=${injected}`);
      const response = await fetch(tampered, { redirect: 'manual' });
      expect({ injected, status: response.status }).toEqual({ injected, status: 400 });
      expect(await response.json()).toMatchObject({ code: 'validation_failed' });
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const redirect = await fetch(link, { redirect: 'manual' });
    const location = new URL(redirect.headers.get('location')!);
    expect(location.pathname).toBe('/reset-password');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('recovery');
  });

  it.each([
    ['/recover', { email: 'demo@example.com' }],
    ['/signup', { email: 'crlf@example.com', password: 'Crlf-pass-1' }],
    ['/resend', { type: 'signup', email: 'crlf@example.com' }],
  ])('refuses control characters in %s too, before anything is done', async (route, body) => {
    const redirect = encodeURIComponent('http://localhost:3000/login\r\nX: y');
    const response = await fetch(`${standIn.url}/auth/v1${route}?redirect_to=${redirect}`, {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(400);
    const created = await standIn.database.asService(
      async (tx) => (await tx.query("select 1 from auth.users where email = 'crlf@example.com'")).rows.length,
    );
    expect(created).toBe(0);
  });
});
