import type { APIRequestContext } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiHeaders, apiSignIn, createAccount, sampleFiles, serviceRoleKey, signIn, supabaseUrl } from './portal';

/**
 * Nothing uploaded runs as script: a file uploaded by a client can never run script on the
 * backend's origin. The bucket takes exactly one of its allowed types (no parameters, no list), and
 * every download sends that type with `nosniff`, a sandboxing CSP, and `attachment` for anything
 * that is not an image, so bytes that are really HTML or SVG with script, opened from a signed link
 * in Chromium, run nothing.
 */

const bucket = 'ticket-files';

/** Sub of a signed-in user's access token: the client's own folder in the request buckets. */
const subOf = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sub: string }).sub;

async function upload(request: APIRequestContext, token: string, path: string, contentType: string, body: string) {
  const response = await request.post(`${supabaseUrl}/storage/v1/object/${bucket}/${path}`, {
    headers: { ...apiHeaders(token), 'content-type': contentType, 'x-upsert': 'false' },
    data: Buffer.from(body),
  });
  const text = await response.text();
  return { status: response.status(), body: JSON.parse(text) as { statusCode?: string; Key?: string } };
}

/**
 * Script that would show it ran twice over: the page's title changes, and a URL the test watches is
 * asked for. Nothing answers there; the fetch's failure is caught, so a page where it does run (the
 * control) throws nothing the suite would count as an uncaught error.
 */
const payload = (mark: string) =>
  `document.title = 'pwned'; fetch('http://127.0.0.1:9/${mark}-fetch').catch(() => {}); new Image().src = 'http://127.0.0.1:9/${mark}-image';`;

test.describe('uploaded files run no script', () => {
  test('a type with parameters or a list is refused with 415, and nothing is stored', async ({ request }) => {
    const client = await createAccount(request, { label: 'storage-type' });
    const token = await apiSignIn(request, client.email, client.password);
    const folder = subOf(token);
    const html = `<html><script>${payload('refused')}</script></html>`;
    for (const contentType of [
      'image/png;a=b, TEXT/HTML',
      'image/png; charset=utf-8',
      'text/html',
      'image/svg+xml',
      'IMAGE/PNG, text/html',
    ]) {
      const path = `${folder}/${crypto.randomUUID()}.png`;
      const refused = await upload(request, token, path, contentType, html);
      expect({ contentType, refused }).toEqual({
        contentType,
        refused: { status: 400, body: expect.objectContaining({ statusCode: '415' }) },
      });
      const stored = await request.get(`${supabaseUrl}/storage/v1/object/authenticated/${bucket}/${path}`, {
        headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
      });
      expect(stored.ok(), `${contentType}: ${stored.status()}`).toBe(false);
    }
  });

  test('HTML and SVG bytes under an allowed type, opened from a signed URL in Chromium, run nothing', async ({ page, request }) => {
    const client = await createAccount(request, { label: 'storage-script' });
    const token = await apiSignIn(request, client.email, client.password);
    const folder = subOf(token);
    const mark = `storage-script-${Date.now()}`;
    const controlMark = `control-${Date.now()}`;
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (sent.url().startsWith('http://127.0.0.1:9/')) asked.push(sent.url());
    });
    /** What the payload marked `withMark` left behind, if it ran: the page's title and the URLs it asked for. */
    const traces = async (withMark: string) => {
      // Time for any script to run and any request it made to be seen.
      await page.waitForTimeout(500);
      return { title: await page.title(), asked: asked.filter((url) => url.includes(withMark)).sort() };
    };

    const expectNoScriptRan = async (name: string) => {
      const seen = await traces(mark);
      expect({ name, title: seen.title }).not.toEqual({ name, title: 'pwned' });
      expect({ name, asked: seen.asked }).toEqual({ name, asked: [] });
    };

    // The control: the same kind of upload, served as a plain HTML page (none of the download's
    // headers), does run, and both traces show it; so "nothing seen" below means nothing ran.
    {
      const path = `${folder}/${crypto.randomUUID()}-control.png`;
      const stored = await upload(
        request,
        token,
        path,
        'image/png',
        `<!doctype html><html><body><script>${payload(controlMark)}</script></body></html>`,
      );
      expect(stored.status).toBe(200);
      const signed = await request.post(`${supabaseUrl}/storage/v1/object/sign/${bucket}/${path}`, {
        headers: apiHeaders(token),
        data: { expiresIn: 60 },
      });
      expect(signed.status(), await signed.text()).toBe(200);
      const url = `${supabaseUrl}/storage/v1${((await signed.json()) as { signedURL: string }).signedURL}`;
      await page.route(url, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ status: 200, contentType: 'text/html', body: await response.body() });
      });
      await page.goto(url, { waitUntil: 'commit' });
      await page.waitForLoadState('load');
      await expect
        .poll(async () => traces(controlMark))
        .toEqual({
          title: 'pwned',
          asked: [`http://127.0.0.1:9/${controlMark}-fetch`, `http://127.0.0.1:9/${controlMark}-image`],
        });
      await page.unroute(url);
    }

    const cases = [
      { name: 'html.png', type: 'image/png', body: `<!doctype html><html><body><script>${payload(mark)}</script>HTML</body></html>` },
      {
        name: 'svg.png',
        type: 'image/png',
        body: `<svg xmlns="http://www.w3.org/2000/svg" onload="${payload(mark).replaceAll("'", '&apos;')}"><script>${payload(mark)}</script></svg>`,
      },
      // Case in the declared type does not matter; what is stored and sent is the bucket's own spelling.
      { name: 'html-upper.png', type: 'IMAGE/PNG', body: `<html><script>${payload(mark)}</script></html>` },
      // Not an image: sent as an attachment, so Chromium downloads it instead of showing it.
      { name: 'html.pdf', type: 'application/pdf', body: `<html><script>${payload(mark)}</script></html>` },
    ];
    for (const { name, type, body } of cases) {
      const path = `${folder}/${crypto.randomUUID()}-${name}`;
      const stored = await upload(request, token, path, type, body);
      expect({ name, status: stored.status }).toEqual({ name, status: 200 });
      const signed = await request.post(`${supabaseUrl}/storage/v1/object/sign/${bucket}/${path}`, {
        headers: apiHeaders(token),
        data: { expiresIn: 60 },
      });
      expect(signed.status(), await signed.text()).toBe(200);
      const url = `${supabaseUrl}/storage/v1${((await signed.json()) as { signedURL: string }).signedURL}`;

      const image = type.toLowerCase().startsWith('image/');
      const headers = (await request.get(url)).headers();
      expect({ name, headers }).toEqual({
        name,
        headers: expect.objectContaining({
          'content-type': type.toLowerCase(),
          'x-content-type-options': 'nosniff',
          'content-security-policy': expect.stringMatching(/default-src 'none'.*sandbox|sandbox.*default-src 'none'/),
        }),
      });
      if (image) expect(headers['content-disposition'] ?? 'inline').not.toMatch(/^attachment/);
      else expect(headers['content-disposition']).toMatch(/^attachment/);

      // 'commit': these are no pages of the site, so there is no hydration to wait for (fixtures.ts).
      if (image) {
        const opened = await page.goto(url, { waitUntil: 'commit' });
        expect(opened!.status()).toBe(200);
        await page.waitForLoadState('load');
      } else {
        const download = page.waitForEvent('download');
        await page.goto(url, { waitUntil: 'commit' }).catch(() => {}); // a download is not a page: goto reports it as aborted
        expect((await download).url()).toBe(url);
      }
      await expectNoScriptRan(name);

      if (name === 'html.png') {
        // Even a browser that took the bytes for HTML runs nothing: the response's own CSP sandboxes it.
        await page.route(url, async (route) => {
          const response = await route.fetch();
          await route.fulfill({ response, headers: { ...response.headers(), 'content-type': 'text/html' } });
        });
        await page.goto(url, { waitUntil: 'commit' });
        await expect(page.locator('body')).toContainText('HTML');
        await expectNoScriptRan(`${name} as text/html`);
        await page.unroute(url);
      }
    }
  });
});

/**
 * Nobody can fill the disk: each client has a Storage quota. A client who has used it up is told so
 * beside the file in the picker, and can still send the ticket without the file. (The hourly limit
 * on anonymous uploads has the same kind of message, checked in
 * shared/ui/AttachmentPicker.test.tsx: reaching it here would refuse every other test's anonymous
 * upload from this address for an hour.)
 */
test('a client whose Storage quota is used up is told so beside the file, and can send the ticket without it', async ({
  page,
  request,
}) => {
  const client = await createAccount(request, { label: 'storage-quota' });
  const token = await apiSignIn(request, client.email, client.password);
  const folder = subOf(token);

  // Fill the quota through the API: 10 MiB files (the bucket's limit per file) until one is refused
  // for the quota, then ever smaller ones, so that less than 1 KiB is left whatever the quota's figure.
  let size = 10 * 1024 * 1024;
  let refusedForQuota = false;
  for (let attempt = 0; size >= 1024 && attempt < 40; attempt++) {
    const response = await request.post(`${supabaseUrl}/storage/v1/object/${bucket}/${folder}/${crypto.randomUUID()}.pdf`, {
      headers: { ...apiHeaders(token), 'content-type': 'application/pdf', 'x-upsert': 'false' },
      data: Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(size - 9)]),
    });
    if (response.ok()) continue;
    expect(await response.json()).toMatchObject({
      statusCode: '413',
      code: 'QuotaExceeded',
      message: expect.stringContaining('storage_quota_exceeded'),
    });
    refusedForQuota = true;
    size = Math.floor(size / 2);
  }
  expect(refusedForQuota).toBe(true);

  await signIn(page, client.email, { password: client.password });
  await expect(page).toHaveURL('/dashboard');
  await page.goto('/create-ticket');
  await page.getByLabel(/^Subject/).fill('Logs for the outage');
  await page.getByLabel(/^Description/).fill('The server logs are attached.');
  const screen = sampleFiles.png('screen.png');
  await page.locator('input[type=file]').setInputFiles([{ ...screen, buffer: Buffer.concat([screen.buffer, Buffer.alloc(2048)]) }]);
  await page.getByRole('button', { name: 'Create ticket' }).click();
  const chosen = page.getByRole('list', { name: 'Chosen files' });
  await expect(chosen.getByText(/^screen\.png was not uploaded: your account's file storage \([\d.,]+ MB\) is full\./)).toBeVisible();
  await expect(page.getByText('The files could not be uploaded (see the reasons beside them).', { exact: false })).toBeVisible();

  // Not a dead end: without the file, the ticket is created.
  await page.getByRole('button', { name: 'Remove screen.png' }).click();
  await page.getByRole('button', { name: 'Create ticket' }).click();
  await expect(page.getByRole('link', { name: /^Open TKT-\d+$/ })).toBeVisible();
});
