import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiHeaders, apiRpc, apiSignIn, createAccount, sampleFiles, signIn, supabaseUrl } from './portal';

/**
 * A client's hourly limits in the composed site: the database refuses the eleventh ticket, the
 * sixty-first reply and the thirty-first upload of a client within an hour
 * (supabase/migrations/20261207000100_door_hardening.sql), and the portal says how many the hour
 * allows and when the next is taken, keeping what was typed. Each test fills its own fresh
 * account's hour through the API, then meets the limit in the page.
 */

/** A fresh client account, its token and its personal company. */
async function client(request: APIRequestContext, label: string) {
  const account = await createAccount(request, { label });
  const token = await apiSignIn(request, account.email, account.password);
  const [company] = (await apiRpc(request, token, 'my_companies')) as Array<{ id: string }>;
  const { sub } = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string };
  return { ...account, token, companyId: company!.id, userId: sub };
}

/** Stores a ticket as the client through the API; its id and number. */
async function apiTicket(request: APIRequestContext, token: string, companyId: string, index: number) {
  const response = await request.post(`${supabaseUrl}/rest/v1/support_tickets?select=id,number`, {
    headers: { ...apiHeaders(token), Prefer: 'return=representation' },
    data: {
      company_id: companyId,
      subject: `Limit check ${index}`,
      category: 'technical',
      priority: 'low',
      description: 'Filling the hour.',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const [row] = (await response.json()) as Array<{ id: string; number: number }>;
  expect(row?.number).toEqual(expect.any(Number));
  return row!;
}

test('the eleventh ticket of the hour is refused with how many the hour allows and when the next is taken', async ({ page, request }) => {
  const owner = await client(request, 'ticket-limit');
  for (let index = 1; index <= 10; index++) await apiTicket(request, owner.token, owner.companyId, index);

  await signIn(page, owner.email, { password: owner.password });
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/create-ticket');
  await page.getByLabel(/^Subject/).fill('One ticket too many');
  await page.getByLabel(/^Description/).fill('The hour is full.');
  await page.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'tickets in the last hour' })).toHaveText(
    /^You have opened 10 tickets in the last hour\. You can open another in (60|59) minutes\. Your text and files are kept\.$/,
  );
  await expect(page.getByLabel(/^Subject/)).toHaveValue('One ticket too many');
});

test('the sixty-first reply and the thirty-first file of the hour are refused, each saying when the next is taken', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const owner = await client(request, 'reply-limit');
  const ticket = await apiTicket(request, owner.token, owner.companyId, 1);
  for (let index = 1; index <= 60; index++) {
    const reply = await request.post(`${supabaseUrl}/rest/v1/ticket_messages`, {
      headers: { ...apiHeaders(owner.token), Prefer: 'return=minimal' },
      data: { ticket_id: ticket.id, body: `Reply ${index}` },
    });
    expect(reply.status(), await reply.text()).toBe(201);
  }

  await signIn(page, owner.email, { password: owner.password });
  await expect(page).toHaveURL('/dashboard');
  await page.goto(`/support/tickets/${ticket.number}`);
  await page.getByLabel(/^Your message/).fill('Any news?');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'replies in the last hour' })).toHaveText(
    /^You have sent 60 replies in the last hour\. You can reply again in (60|59) minutes\. Your text and files are kept\.$/,
  );
  await expect(page.getByLabel(/^Your message/)).toHaveValue('Any news?');

  // Thirty files uploaded within the hour (into the client's own folder, as the forms do): the next is refused beside it.
  for (let index = 1; index <= 30; index++) {
    const file = sampleFiles.png(`fill-${index}.png`);
    const upload = await request.post(`${supabaseUrl}/storage/v1/object/ticket-files/${owner.userId}/${crypto.randomUUID()}.png`, {
      headers: { ...apiHeaders(owner.token), 'content-type': file.mimeType },
      data: file.buffer,
    });
    expect(upload.status(), await upload.text()).toBe(200);
  }
  await page.locator('input[type=file]').setInputFiles([sampleFiles.png('one-too-many.png')]);
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText('one-too-many.png');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Chosen files' })).toContainText(
    /one-too-many\.png was not uploaded: you have uploaded 30 files in the last hour\. You can upload another in (60|59) minutes, or remove the file to send without it\./,
  );
  await expect(page.getByRole('alert').filter({ hasText: 'could not be uploaded' })).toBeVisible();
});
