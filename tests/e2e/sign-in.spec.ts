import { test, expect } from './fixtures';
import { createAccount } from './portal';

/**
 * The shell's auth context against the local Supabase stand-in, through the portal's sign-in.
 * Fresh accounts: signing out ends every session of the account (supabase-js signs out globally),
 * which would end the demo sessions of tests running beside this one.
 */
test.describe('sign-in against the local Supabase stand-in', () => {
  test('a client signs in, reaches the dashboard, and signs out', async ({ page, request }) => {
    const client = await createAccount(request, { label: 'sign-in-out' });
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email address').fill(client.email);
    await page.getByLabel('Password').fill(client.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText(`Signed in as ${client.email}`)).toBeVisible();

    // The session survives a reload (stored by supabase-js, checked by the shell).
    await page.reload();
    await expect(page.getByText(`Signed in as ${client.email}`)).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password says only "Failed to sign in."', async ({ page, request }) => {
    const client = await createAccount(request, { label: 'wrong-password' });
    await page.goto('/login');
    await page.getByLabel('Email address').fill(client.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in.');
    await expect(page).toHaveURL('/login');
  });
});
