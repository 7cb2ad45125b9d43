import type { Page } from '@playwright/test';
import { axeInBothThemes } from './axe';
import { expect, test } from './fixtures';
import { createAccount, mails, serviceRoleKey, signIn, supabaseUrl, waitForMail } from './portal';

/**
 * A password change at /account from a session older than a day, as hosted Auth answers it with
 * secure_password_change (docs/decisions/0016-hosted-supabase.md): the form asks for the code
 * e-mailed to the account and sends the password again with it. The account is new (the demo
 * accounts are never changed); its session is made old through the stand-in's service-role-only
 * route, not by waiting.
 */

/** The id of the user signed in on `page`, from the session the portal stores. */
async function signedInUserId(page: Page): Promise<string> {
  const id = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('meridian.auth') ?? localStorage.getItem('meridian.auth') ?? '{}') as { user?: { id?: string } })
        .user?.id,
  );
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id!;
}

test('a day-old session changes the password at /account with the e-mailed code, and the new password signs in', async ({
  page,
  request,
  browser,
}) => {
  const { email, password } = await createAccount(request, { label: 'reauth' });
  await signIn(page, email, { password });
  await expect(page).toHaveURL('/dashboard');
  const aged = await request.post(`${supabaseUrl}/auth/v1/admin/stand-in/age-sessions`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    data: { user_id: await signedInUserId(page), seconds: 25 * 3600 },
  });
  expect(aged.status(), await aged.text()).toBe(200);

  await page.goto('/account');
  await page.getByLabel('New password').fill('Second-pass-2');
  await page.getByLabel('Confirm password').fill('Second-pass-2');
  const before = (await mails(request)).length;
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(`We have e-mailed a 6-digit code to ${email}. It works for one hour.`)).toBeVisible();
  const codeField = page.getByLabel('Confirmation code');
  await expect(codeField).toBeFocused();
  const mail = await waitForMail(request, email, /^Your Meridian code to change your password$/, before);
  const code = /\bcode is (\d{6})\b/.exec(mail.text)![1]!;

  // A wrong code first: the error is announced and the field is ready for the next one.
  await codeField.pressSequentially(String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert').filter({ hasText: 'This code is wrong' })).toBeVisible();
  await expect(codeField).toHaveValue('');
  await expect(page.getByRole('button', { name: /^Send a new code in \d+ seconds?$/ })).toBeDisabled();
  expect(await axeInBothThemes(page, { label: '/account code step', include: '#main' })).toEqual([]);

  await codeField.pressSequentially(code);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Password changed.' })).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveValue('');

  const other = await (await browser.newContext()).newPage();
  await signIn(other, email, { password: 'Second-pass-2' });
  await expect(other).toHaveURL('/dashboard');
  await other.context().close();
});
