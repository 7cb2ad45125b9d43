import { test, expect } from './fixtures';

/** The shell's auth context against the local Supabase stand-in, through the portal's sign-in. */
test.describe('sign-in against the local Supabase stand-in', () => {
  test('a client signs in, reaches the dashboard, and signs out', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/login');
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password').fill('DemoPass123!');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/dashboard');
    await expect(page.getByText('Signed in as demo@example.com')).toBeVisible();

    // The session survives a reload (stored by supabase-js, checked by the shell).
    await page.reload();
    await expect(page.getByText('Signed in as demo@example.com')).toBeVisible();

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL('/login');
  });

  test('a wrong password says only "Failed to sign in."', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email address').fill('demo@example.com');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to sign in.');
    await expect(page).toHaveURL('/login');
  });
});
