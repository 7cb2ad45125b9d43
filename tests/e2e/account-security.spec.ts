import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { test, expect } from './fixtures';
import { confirmationLink, createAccount, freshAddress, mailedCode, mails, signIn, waitForMail } from './portal';

/**
 * Account security end to end (docs/decisions/0001-account-security.md): registration confirmed by
 * the mailed link, two-step sign-in switched on and off on /account, a password change ending the
 * other sessions, the per-account pause after ten wrong codes, and the anonymous forms' honeypot
 * and hourly limit. Every account here is new: the demo accounts are never locked or changed.
 */

const codeHeading = (page: Page) => page.getByRole('heading', { name: 'Enter your authentication code' });
const pausedMessage =
  /^Too many wrong codes\. Two-step sign-in for this account is paused until \d{1,2}[:.]\d{2}( [AP]M)?; we have e-mailed you\.$/;

async function enterSignInCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test('register, confirm by the mailed link, turn two-step sign-in on, sign in with a code, change the password, turn it off', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const email = freshAddress('security');
  const password = 'First-pass-1';

  await page.goto('/register');
  await page.getByLabel('Email address').fill(email);
  // The label reads "Password *" (a required field), and "Confirm password *" must not match.
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText(/^Check your inbox: we sent a link/)).toHaveText(
    `Check your inbox: we sent a link to confirm ${email}. Open it within an hour to finish creating your account.`,
  );

  // Not confirmed yet: signing in says so and offers the link again.
  await signIn(page, email, { password });
  await expect(page.getByRole('alert').filter({ hasText: 'Confirm your address first' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send the link again' })).toBeVisible();

  await page.goto(await confirmationLink(request, email));
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();

  await page.getByRole('link', { name: 'Account security' }).click();
  await expect(page).toHaveURL('/account');
  const twoStep = page.getByRole('region', { name: 'Two-step sign-in' });
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
  let before = (await mails(request)).length;
  await twoStep.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await expect(twoStep.getByLabel('Authentication code')).toBeFocused();
  await twoStep.getByLabel('Authentication code').fill(await mailedCode(request, email, before));
  await twoStep.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(twoStep.getByRole('status')).toHaveText(/^Two-step sign-in is on\./);
  await expect(twoStep.getByText('On', { exact: true })).toBeVisible();

  // Signing in again now needs the mailed code.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Client Dashboard' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');
  before = (await mails(request)).length;
  await signIn(page, email, { password });
  await expect(codeHeading(page)).toBeVisible();
  await enterSignInCode(page, await mailedCode(request, email, before));
  await expect(page).toHaveURL('/dashboard');

  // A second device signed in the same way.
  const otherContext = await browser.newContext();
  const other = await otherContext.newPage();
  before = (await mails(request)).length;
  await signIn(other, email, { password });
  await expect(codeHeading(other)).toBeVisible();
  await enterSignInCode(other, await mailedCode(request, email, before));
  await expect(other).toHaveURL('/dashboard');

  // Changing the password here signs that device out.
  await page.getByRole('link', { name: 'Account security' }).click();
  const passwordSection = page.getByRole('region', { name: 'Change password' });
  await passwordSection.getByLabel('New password').fill('Second-pass-2');
  await passwordSection.getByLabel('Confirm password').fill('Second-pass-2');
  await passwordSection.getByRole('button', { name: 'Change password' }).click();
  await expect(passwordSection.getByRole('status')).toHaveText('Password changed. You have been signed out on your other devices.');
  await other.reload();
  await expect(other).toHaveURL('/login');
  await expect(other.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await otherContext.close();

  // This session passed the second factor, so it may turn it off (with a fresh code).
  before = (await mails(request)).length;
  await twoStep.getByRole('button', { name: 'Turn off two-step sign-in' }).click();
  // The sign-in code went to this session less than 30 s ago: the page waits that pause out, then sends one.
  await expect(twoStep.getByLabel('Authentication code')).toBeVisible({ timeout: 40_000 });
  await twoStep.getByLabel('Authentication code').fill(await mailedCode(request, email, before));
  await twoStep.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(twoStep.getByRole('status')).toHaveText(/^Two-step sign-in is off\./);
  await expect(twoStep.getByText('Off', { exact: true })).toBeVisible();
});

test('ten wrong codes from two devices pause the second factor for both, and the owner is e-mailed', async ({ browser, request }) => {
  test.setTimeout(90_000);
  const { email, password } = await createAccount(request, { label: 'lock', twoStep: true });
  const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
  const [first, second] = await Promise.all(contexts.map((context) => context.newPage()));
  for (const page of [first!, second!]) {
    await signIn(page, email, { password });
    await expect(codeHeading(page)).toBeVisible();
  }

  // Five wrong codes each: the fifth uses up that device's code, the tenth pauses the account.
  for (const page of [first!, second!]) {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await enterSignInCode(page, attempt % 2 ? '000000' : '999999');
      const alert = page.getByRole('alert');
      if (attempt < 5)
        await expect(alert).toHaveText(`Invalid or expired code. ${5 - attempt} attempt${5 - attempt === 1 ? '' : 's'} left.`);
      else if (page === first) await expect(alert).toHaveText('Too many wrong attempts with this code. Send a new code to try again.');
      else await expect(alert).toHaveText(pausedMessage);
    }
  }
  await expect(second!.getByLabel('Authentication code')).toHaveCount(0);

  // The first device learns it as soon as it asks for anything.
  await first!.goto('/dashboard');
  await expect(codeHeading(first!)).toBeVisible();
  await expect(first!.getByRole('alert')).toHaveText(pausedMessage);
  await expect(first!.getByRole('button', { name: 'Sign out' })).toBeVisible();

  const notice = await waitForMail(request, email, /^Meridian sign-in codes blocked for 30 minutes$/);
  expect(notice.text).toContain('10 wrong sign-in codes');
  await Promise.all(contexts.map((context) => context.close()));
});

test('/account has no axe violations in the light and dark themes, idle and with the code form and errors open', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { email, password } = await createAccount(request, { label: 'axe' });
  await signIn(page, email, { password });
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Turn on two-step sign-in' })).toBeVisible();
  // The theme follows the system setting live, so each state is checked in both without reloading.
  const axe = async (state: string) => {
    const found: string[] = [];
    for (const theme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
      found.push(...(await axeViolations(page, { label: `/account ${state} (${theme})` })));
    }
    return found;
  };
  expect(await axe('idle')).toEqual([]);

  await page.getByRole('button', { name: 'Turn on two-step sign-in' }).click();
  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(page.getByText(/^Invalid or expired code\./)).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByLabel('New password')).toHaveAttribute('aria-invalid', 'true');
  expect(await axe('code form and errors')).toEqual([]);
});

test.describe('the anonymous forms', () => {
  const tooMany = 'You have sent many messages in the last hour. Please try again later, or e-mail us at support@meridian-it.example.';
  // PostgREST's answer when the database raises PT429 too_many_messages (hint: seconds to wait).
  const limitAnswer = {
    status: 429,
    headers: { 'access-control-allow-origin': 'http://localhost:3000', 'content-type': 'application/json' },
    body: JSON.stringify({ code: 'PT429', details: null, hint: '1800', message: 'too_many_messages' }),
  };

  test('say when the hourly limit is reached, and keep what was typed', async ({ page }) => {
    await page.route('**/rest/v1/feedback*', (route) => route.fulfill(limitAnswer));
    await page.route('**/rest/v1/contact_messages*', (route) => route.fulfill(limitAnswer));

    await page.goto('/feedback');
    await page.getByLabel(/^Category/).selectOption({ label: 'Services' });
    await page.getByRole('radio', { name: '4 stars' }).check();
    await page.getByLabel(/^Title/).fill('Quick onboarding');
    await page.getByLabel(/^Description/).fill('The team set us up in a week.');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    // The feedback form leads with the specification's sentence, then says why.
    await expect(page.getByRole('alert')).toHaveText(`There was an error submitting your feedback. Please try again. ${tooMany}`);
    await expect(page.getByLabel(/^Title/)).toHaveValue('Quick onboarding');

    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Siti');
    await page.getByLabel(/^E-mail/).fill('siti@example.com');
    await page.getByLabel(/^Subject/).fill('Cloud migration');
    await page.getByLabel(/^Message/).fill('Can we talk next week?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('alert')).toHaveText(tooMany);
    await expect(page.getByLabel(/^Message/)).toHaveValue('Can we talk next week?');
  });

  test('a message with the hidden website field filled is answered like any other', async ({ page }) => {
    await page.goto('/contact');
    await page.getByLabel(/^Name/).fill('Form Filler');
    await page.getByLabel(/^E-mail/).fill('robot@example.com');
    await page.getByLabel(/^Subject/).fill('Great offer');
    await page.getByLabel(/^Message/).fill('Buy now.');
    // A person never sees the field (nor reaches it by Tab); a robot filling every input does.
    await page.evaluate(() => {
      const input = document.querySelector<HTMLInputElement>('input[name="website"]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'https://spam.example');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    const insert = page.waitForRequest((request) => request.url().includes('/rest/v1/contact_messages') && request.method() === 'POST');
    await page.getByRole('button', { name: 'Send message' }).click();
    expect((await insert).postDataJSON()).toMatchObject({ website: 'https://spam.example', subject: 'Great offer' });
    await expect(page.getByText(/Your message has reached our team/)).toBeVisible();
  });
});
