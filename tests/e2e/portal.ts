import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** MailDev's web API, where the stand-in's e-mail lands. */
export const mailApi = 'http://127.0.0.1:54324';

/** The seeded clients' password (supabase/seed.sql). */
export const demoPassword = 'DemoPass123!';

export async function signIn(page: Page, email: string, options: { password?: string; remember?: boolean } = {}) {
  await page.goto('/login');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(options.password ?? demoPassword);
  if (options.remember) await page.getByLabel('Remember me').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export interface Mail {
  to: Array<{ address: string }>;
  subject: string;
  text: string;
}

export async function mails(request: APIRequestContext): Promise<Mail[]> {
  return (await (await request.get(`${mailApi}/email`)).json()) as Mail[];
}

/** The text of the newest e-mail to `address` among those after the first `skip`, waiting for it. */
export async function latestMailTo(request: APIRequestContext, address: string, skip = 0): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text =
        (await mails(request))
          .slice(skip)
          .filter((mail) => mail.to.some((to) => to.address === address))
          .at(-1)?.text ?? '';
      return text;
    })
    .not.toBe('');
  return text;
}

export function projectsTable(page: Page) {
  return page.getByRole('table', { name: 'Your projects, newest first' });
}

/** The newest e-mail to `address` whose subject matches, waiting for it; `after` skips older mails. */
export async function waitForMail(request: APIRequestContext, address: string, subject: RegExp, after = 0): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mails(request))
          .slice(after)
          .filter((mail) => mail.to.some((to) => to.address === address) && subject.test(mail.subject))
          .at(-1);
        return found !== undefined;
      },
      { message: `an e-mail to ${address} with subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The link in the newest sign-up confirmation e-mail to `address`. */
export async function confirmationLink(request: APIRequestContext, address: string, after = 0): Promise<string> {
  const mail = await waitForMail(request, address, /^Confirm your Meridian account$/, after);
  return /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;
}

/** The six-digit code in the newest code e-mail to `address` (sign-in, or turning the factor on or off). */
export async function mailedCode(request: APIRequestContext, address: string, after = 0): Promise<string> {
  const mail = await waitForMail(request, address, /^Your Meridian (sign-in )?code/, after);
  return /\bcode is (\d{6})\b/.exec(mail.text)![1]!;
}

/** Staff on the code step: enters the e-mailed code (mailed after `mailsBefore`) and lands in the workspace's inbox. */
export async function enterStaffCode(staff: Page, request: APIRequestContext, address: string, mailsBefore: number): Promise<void> {
  await staff
    .getByLabel(/code/i)
    .first()
    .fill(await mailedCode(request, address, mailsBefore));
  await staff.getByRole('button', { name: /verify|continue|sign in/i }).click();
  await expect(staff).toHaveURL('/staff');
  await expect(staff.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

/** The stand-in's API, as the browser reaches it, with the public anon key of app-config.json. */
const appConfig = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../shell/public/app-config.json'), 'utf8')) as {
  supabaseUrl: string;
  supabaseAnonKey: string;
};
export const supabaseUrl = appConfig.supabaseUrl;
export const apiHeaders = (token?: string) => ({
  apikey: appConfig.supabaseAnonKey,
  Authorization: `Bearer ${token ?? appConfig.supabaseAnonKey}`,
});

/** A fresh address nobody uses, so the suite never touches the demo accounts and can run again on one database. */
export function freshAddress(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

/** Signs in through the HTTP API; returns the access token of the new session. */
export async function apiSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post(`${supabaseUrl}/auth/v1/token?grant_type=password`, {
    headers: apiHeaders(),
    data: { email, password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Calls a database function as the signed-in user. */
export async function apiRpc(request: APIRequestContext, token: string, name: string, args: object = {}): Promise<unknown> {
  const response = await request.post(`${supabaseUrl}/rest/v1/rpc/${name}`, { headers: apiHeaders(token), data: args });
  const text = await response.text();
  expect(response.ok(), `${name}: ${response.status()} ${text}`).toBe(true);
  // A function that returns nothing answers 204 with no body.
  return text ? (JSON.parse(text) as unknown) : null;
}

/**
 * A confirmed client account made through the HTTP API (sign-up, then the mailed link opened with
 * a plain GET), optionally with the second factor turned on with a mailed code.
 */
export async function createAccount(
  request: APIRequestContext,
  { label, password = 'Account-pass-1', twoStep = false }: { label: string; password?: string; twoStep?: boolean },
): Promise<{ email: string; password: string }> {
  const email = freshAddress(label);
  const signUp = await request.post(`${supabaseUrl}/auth/v1/signup?redirect_to=${encodeURIComponent('http://localhost:3000/login')}`, {
    headers: apiHeaders(),
    data: { email, password },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const confirm = await request.get(await confirmationLink(request, email), { maxRedirects: 0 });
  expect(confirm.headers()['location'] ?? '').toContain('access_token=');
  if (twoStep) {
    const token = await apiSignIn(request, email, password);
    const before = (await mails(request)).length;
    await apiRpc(request, token, 'request_mfa_code');
    const code = await mailedCode(request, email, before);
    expect(await apiRpc(request, token, 'set_mfa_enabled', { enabled: true, code })).toEqual({ status: 'enabled' });
  }
  return { email, password };
}

/** The stand-in's service-role key: a local test constant (never used by the site), for checking what was stored. */
export { localServiceRoleKey as serviceRoleKey } from '../../local-supabase/src/config.ts';

/** A GET on the stand-in's REST or Storage API as `token` (the anon key when left out): status and parsed body. */
export async function apiGet(request: APIRequestContext, path: string, token?: string): Promise<{ status: number; body: unknown }> {
  const response = await request.get(`${supabaseUrl}${path}`, { headers: apiHeaders(token) });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a file's bytes
  }
  return { status: response.status(), body };
}

/** Real first bytes of the accepted formats, so the browser's content check accepts them. */
export const sampleFiles = {
  png: (name = 'screen.png') => ({
    name,
    mimeType: 'image/png',
    buffer: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from(`png bytes of ${name}`)]),
  }),
  pdf: (name = 'brief.pdf', size = 0) => ({
    name,
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from(`%PDF-1.7 ${name}\n`), Buffer.alloc(size)]),
  }),
};
