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
