import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './fixtures';
import { apiHeaders, apiSignIn, createAccount, projectsTable, serviceRoleKey, signIn, supabaseUrl } from './portal';

/** The words every screen uses for a failure (shared/locales, the `common` namespace). */
const common = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../shared/locales/en.json'), 'utf8')) as {
  retry: string;
  failure: Record<string, string>;
};

const projectsRequest = /\/rest\/v1\/client_projects\?/;

/**
 * The dashboard's reads go through the one data layer: when the API fails, the section says why in
 * the shared words with a Retry button (never a bare alert), and Retry loads the data once the API
 * answers again. A fresh account, so the project below is this test's own.
 */
test('an API failure on the dashboard shows why with Try again, and Try again recovers', async ({ page, request }) => {
  const { email, password } = await createAccount(request, { label: 'dashboard-retry' });
  const token = await apiSignIn(request, email, password);
  const user = (await (await request.get(`${supabaseUrl}/auth/v1/user`, { headers: apiHeaders(token) })).json()) as { id: string };
  const title = `Retry proof ${Date.now()}`;
  const stored = await request.post(`${supabaseUrl}/rest/v1/client_projects`, {
    headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
    data: {
      client_id: user.id,
      title,
      description: 'Made by the retry test.',
      status: 'in-progress',
      priority: 'high',
      progress: 30,
      budget: 1000,
    },
  });
  expect(stored.ok(), await stored.text()).toBe(true);

  // Every request for the projects fails as a server error would (the page's retries too).
  let failures = 0;
  await page.route(projectsRequest, (route) => {
    failures += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'XX000', message: 'internal error', details: null, hint: null }),
    });
  });
  await signIn(page, email, { password });
  await expect(page).toHaveURL('/dashboard');

  const projectsPanel = page.getByRole('tabpanel', { name: 'Active Projects' });
  const failed = projectsPanel.getByTestId('query-failed');
  await expect(failed.getByRole('alert')).toHaveText(common.failure.failed!, { timeout: 20_000 });
  const retry = failed.getByRole('button', { name: common.retry });
  await expect(retry).toBeEnabled();
  await expect(projectsTable(page)).toHaveCount(0);
  expect(failures).toBeGreaterThan(0);

  await page.unroute(projectsRequest);
  await retry.click();
  await expect(projectsTable(page).getByRole('rowheader', { name: new RegExp(`^${title}`) })).toBeVisible();
  await expect(projectsPanel.getByRole('alert')).toHaveCount(0);
});
