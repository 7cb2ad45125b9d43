import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import {
  apiHeaders,
  apiSignIn,
  confirmationLink,
  createAccount,
  demoPassword,
  freshAddress,
  projectsTable,
  signIn,
  supabaseUrl,
  waitForMail,
} from './portal';

test('register, confirm through the e-mailed link, sign out, sign in again, then reset the password through the e-mailed link', async ({
  page,
  request,
}) => {
  // Two e-mailed links (confirmation, reset) and four sign-ins: more than the default 30 s on a busy machine.
  test.setTimeout(60_000);
  const email = freshAddress('register');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create one' }).click();
  await expect(page).toHaveURL('/register');
  // The URL changes first; the sign-in form (with its own "Email address") stays until the
  // registration page's code has arrived.
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  // The label reads "Password *" (a required field), and "Confirm password *" must not match.
  await page.getByLabel(/^Password/).fill('First-pass-1');
  await page.getByLabel('Confirm password').fill('First-pass-1');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
  await expect(page.getByText(`we sent a link to confirm ${email}`, { exact: false })).toBeVisible();
  await page.goto(await confirmationLink(request, email));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByText('You have no projects with us yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  await signIn(page, email, { password: 'First-pass-1' });
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await page.goto('/forgot-password');
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText(/If an account exists for that address/)).toBeVisible();
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(
    (await waitForMail(request, email, /^Reset your Meridian password$/)).text,
  )![1]!;

  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password/);
  await page.getByLabel('New password').fill('Second-pass-2');
  await page.getByLabel('Confirm password').fill('Second-pass-2');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL('/dashboard');
  await page.getByRole('button', { name: 'Sign out' }).click();

  await signIn(page, email, { password: 'First-pass-1' });
  await expect(page.getByRole('alert')).toHaveText('Failed to sign in.');
  await signIn(page, email, { password: 'Second-pass-2' });
  await expect(page).toHaveURL('/dashboard');
});

test('a used or forged reset link says so and offers a new one', async ({ page }) => {
  for (const fragment of [
    // used or expired: the error the verify endpoint puts in the redirect
    '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    // forged: a recovery session that is no session
    '#access_token=forged&refresh_token=forged&expires_in=3600&token_type=bearer&type=recovery',
  ]) {
    await page.goto(`/reset-password${fragment}`);
    await expect(page.getByRole('alert')).toHaveText('This reset link is invalid or has expired.');
    await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    await expect(page.getByLabel('New password')).toHaveCount(0);
  }
});

test('a used or expired confirmation link says so and offers to send a new one', async ({ page }) => {
  await page.goto('/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
  await expect(page.getByRole('alert')).toHaveText(/^This confirmation link is invalid or has expired\./);
  await page.getByLabel('Email address').fill(freshAddress('expired-link'));
  await page.getByRole('button', { name: 'Send the link again' }).click();
  await expect(page.getByText(/still needs confirming, a new link is on its way/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
});

test('bad input on the account screens is refused with clear messages', async ({ page }) => {
  const hostile = `<script>window.__pwned = true</script>${'x'.repeat(10_000)}`;
  const invalidEmail = /Enter a valid e-mail address, like name@company\.com\./;
  await page.goto('/register');
  await page.getByLabel('Email address').fill(hostile);
  await page.getByLabel(/^Password/).fill(hostile);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(invalidEmail);
  await page.goto('/login');
  await page.getByLabel('Email address').fill(hostile);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email address')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Email address')).toHaveAccessibleDescription(invalidEmail);
});

test('hostile text a client wrote is shown back as text: no script runs, no element is made of it', async ({ page, request }) => {
  // Markup that would run (the script, the image's onerror) or fetch a URL the test watches, if any page inserted it as HTML.
  const mark = `pwned-${Date.now()}`;
  const hostile = `<img src="http://127.0.0.1:9/${mark}.png" onerror="window.__pwned=1"><script>window.__pwned=1</script>`;
  const client = await createAccount(request, { label: 'hostile-text' });
  const token = await apiSignIn(request, client.email, client.password);
  const created = await request.post(`${supabaseUrl}/rest/v1/support_tickets?select=number`, {
    headers: { ...apiHeaders(token), Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
    data: { subject: hostile, category: 'general', priority: 'low', description: `Steps: ${hostile}` },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { number } = (await created.json()) as { number: number };

  const watched: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes(mark)) watched.push(sent.url());
  });
  await signIn(page, client.email, { password: client.password });
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/support');
  await expect(page.getByRole('table', { name: 'Your support tickets' })).toContainText(hostile);
  await page.goto(`/support/tickets/${number}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`TKT-${number}: ${hostile}`);
  await expect(page.locator('#main')).toContainText(`Steps: ${hostile}`);

  // A reply typed on the page is shown back the same way.
  await page.getByLabel(/^Your message/).fill(`Reply ${hostile}`);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByText('Your reply was sent.')).toBeVisible();
  await expect(page.getByRole('list', { name: `Messages on TKT-${number}` })).toContainText(`Reply ${hostile}`);
  await page.reload();
  await expect(page.getByRole('list', { name: `Messages on TKT-${number}` })).toContainText(`Reply ${hostile}`);

  // Nothing of it became an element, no script ran, and the image's URL was never asked for.
  const injected = await page.evaluate(
    (url) =>
      [...document.querySelectorAll('img, script')].filter(
        (element) => (element.getAttribute('src') ?? '').includes(url) || element.textContent?.includes('__pwned'),
      ).length,
    mark,
  );
  expect(injected).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(watched).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`portal screens have no axe violations (${theme})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.emulateMedia({ colorScheme: theme });
    // The last: the sign-in page arriving from an expired confirmation link.
    for (const path of [
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password',
      '/login#error=access_denied&error_code=otp_expired',
    ]) {
      await page.goto(path);
      await expect(page.locator('#main h1').first()).toBeVisible();
      expect(await axeViolations(page, { label: path })).toEqual([]);
    }
    await signIn(page, 'demo@example.com', { password: demoPassword });
    await expect(projectsTable(page)).toBeVisible();
    const axe = (state: string) => axeViolations(page, { label: `/dashboard ${state}` });
    expect(await axe('projects')).toEqual([]);
    await page.getByRole('tab', { name: 'Proposals' }).click();
    expect(await axe('proposals')).toEqual([]);
    await page.getByRole('button', { name: 'Upload Proposal', exact: true }).click();
    await page.getByRole('dialog', { name: 'Upload Proposal' }).getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Enter a project title.')).toBeVisible();
    expect(await axe('upload dialog with errors')).toEqual([]);
  });
}
