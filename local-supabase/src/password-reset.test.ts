/**
 * Password reset end to end: the e-mail arrives in MailDev, its link leads back to the site with
 * a recovery session, the new password works and the old one no longer does.
 */
import { startStandIn, type StandIn } from './testing/harness.ts';

let standIn: StandIn;
beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

it('resets a password through the e-mailed link', async () => {
  const email = `reset-${Date.now()}@example.com`;
  await standIn.client().auth.signUp({ email, password: 'Old-password-1' });

  await standIn.client().auth.resetPasswordForEmail(email, { redirectTo: 'http://localhost:3000/reset-password' });
  const mail = await standIn.nextMail(email, 0);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;

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

it('sends an unknown or foreign redirect back to the site, never elsewhere', async () => {
  await standIn.client().auth.resetPasswordForEmail('demo@example.com', { redirectTo: 'https://evil.example/steal' });
  const mail = await standIn.nextMail('demo@example.com', 0);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;
  expect(new URL(link).searchParams.get('redirect_to')).toBe('http://localhost:3000');
});
