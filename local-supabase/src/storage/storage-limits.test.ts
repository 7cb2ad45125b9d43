/**
 * The product's Storage limits, so nobody can fill the disk
 * (supabase/migrations/20261126000200_storage_limits.sql), through the stand-in: uploads to
 * feedback-files per address per hour, each client's quota across ticket-files and proposal-files,
 * and the sweep of feedback files no feedback names.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import { serviceClient } from '../service-jobs.ts';
import { sweepFeedbackFiles } from './feedback-sweeper.ts';

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

const anonHeaders = () => ({ apikey: standIn.config.anonKey, authorization: `Bearer ${standIn.config.anonKey}` });

/** An anonymous upload of a small PNG to feedback-files, as the feedback form sends it, from `address`. */
async function feedbackUpload(address: string, name = `${crypto.randomUUID()}/${crypto.randomUUID()}.png`) {
  const response = await standIn.requestFrom(address, `/storage/v1/object/feedback-files/${name}`, {
    method: 'POST',
    headers: { ...anonHeaders(), 'content-type': 'image/png', 'x-upsert': 'false' },
    body: 'png bytes',
  });
  return { ...response, name, json: JSON.parse(response.body) as Record<string, unknown> };
}

async function objectNames(bucket: string): Promise<string[]> {
  return standIn.database.asService(async (tx) =>
    (await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 order by name', [bucket])).rows.map(
      (row) => row.name,
    ),
  );
}

/** Files on disk and versions in the table: equal whenever no request is under way. */
async function expectDiskMatchesRows(): Promise<void> {
  const versions = await standIn.database.asService(
    async (tx) =>
      (await tx.query<{ version: string }>('select version from storage.objects where version is not null order by version')).rows,
  );
  expect(fs.readdirSync(path.join(standIn.config.storageDir!, 'objects')).sort()).toEqual(versions.map((row) => row.version));
}

describe('anonymous uploads to feedback-files', () => {
  it('are limited to 20 per address per hour: the 21st is 429 with Retry-After, another address still uploads', async () => {
    for (let i = 0; i < 20; i++) expect((await feedbackUpload('127.0.0.41')).status).toBe(200);
    const before = await objectNames('feedback-files');
    const refused = await feedbackUpload('127.0.0.41');
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({
      statusCode: '429',
      code: 'TooManyRequests',
      error: 'too_many_uploads',
      message: expect.stringMatching(/^upload_rate_limited: /),
    });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await objectNames('feedback-files')).toEqual(before);
    expect((await feedbackUpload('127.0.0.42')).status).toBe(200);
    await expectDiskMatchesRows();
  });

  it('an hour later the address may upload again', async () => {
    for (let i = 0; i < 20; i++) expect((await feedbackUpload('127.0.0.43')).status).toBe(200);
    expect((await feedbackUpload('127.0.0.43')).status).toBe(429);
    await standIn.database.asService((tx) =>
      tx.query("update private.upload_log set created_at = created_at - interval '61 minutes' where client = '127.0.0.43'"),
    );
    expect((await feedbackUpload('127.0.0.43')).status).toBe(200);
  });
});

describe('each client’s Storage quota (100 MiB across ticket-files and proposal-files)', () => {
  const quota = 100 * 1024 * 1024;
  let accounts = 0;

  async function client(): Promise<{ id: string; api: SupabaseClient }> {
    const email = `quota-${++accounts}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await standIn.createConfirmedUser(email, 'Quota-pass-1');
    const api = standIn.client();
    expect((await api.auth.signInWithPassword({ email, password: 'Quota-pass-1' })).error).toBeNull();
    return { id, api };
  }

  /** Rows that stand for files already uploaded (recorded or not): only their sizes count. */
  async function alreadyStored(bucket: string, folder: string, size: number): Promise<void> {
    await standIn.database.asService((tx) =>
      tx.query(
        `insert into storage.objects (bucket_id, name, owner_id, metadata) values ($1, $2, $3, jsonb_build_object('size', $4::bigint, 'mimetype', 'application/pdf'))`,
        [bucket, `${folder}/${crypto.randomUUID()}.pdf`, folder, size],
      ),
    );
  }

  /** What supabase-js makes of the answer (a StorageApiError). */
  function expectQuotaError(error: unknown): void {
    expect(error).toMatchObject({ status: 400, statusCode: '413', code: 'QuotaExceeded' });
    expect((error as Error).message).toMatch(/^storage_quota_exceeded: /);
  }

  it('refuses the upload that would pass it, raw or multipart, and stores nothing', async () => {
    const { id, api } = await client();
    await alreadyStored('ticket-files', id, quota - 60 * 1024 * 1024);
    await alreadyStored('proposal-files', id, 59 * 1024 * 1024);
    const room = quota - (quota - 60 * 1024 * 1024) - 59 * 1024 * 1024;
    const before = await objectNames('ticket-files');

    // Raw, as the product's uploader sends it: the declared length counts in the trial write.
    const raw = await api.storage.from('ticket-files').upload(`${id}/raw.pdf`, new Uint8Array(room + 1).buffer, {
      contentType: 'application/pdf',
    });
    expectQuotaError(raw.error);
    const body = await fetch(`${standIn.url}/storage/v1/object/ticket-files/${id}/raw2.pdf`, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        authorization: `Bearer ${(await api.auth.getSession()).data.session!.access_token}`,
        'content-type': 'application/pdf',
      },
      body: new Uint8Array(room + 1),
    });
    expect(body.status).toBe(400);
    expect(await body.json()).toEqual({
      statusCode: '413',
      code: 'QuotaExceeded',
      error: 'quota_exceeded',
      message: expect.stringMatching(/^storage_quota_exceeded: /),
    });
    // Multipart (a Blob): the real size counts when the row is written; the file goes again.
    const multipart = await api.storage
      .from('proposal-files')
      .upload(`${id}/form.pdf`, new Blob([new Uint8Array(room + 1)], { type: 'application/pdf' }));
    expectQuotaError(multipart.error);
    expect(await objectNames('ticket-files')).toEqual(before);
    await expectDiskMatchesRows();

    // What still fits is taken, and then nothing more.
    const fits = await api.storage
      .from('ticket-files')
      .upload(`${id}/fits.pdf`, new Uint8Array(room).buffer, { contentType: 'application/pdf' });
    expect(fits.error).toBeNull();
    const one = await api.storage
      .from('proposal-files')
      .upload(`${id}/one.pdf`, new Uint8Array(1).buffer, { contentType: 'application/pdf' });
    expectQuotaError(one.error);
  });

  it('is each client’s own: another client’s files do not count', async () => {
    const full = await client();
    const fresh = await client();
    await alreadyStored('ticket-files', full.id, quota);
    const upload = await fresh.api.storage.from('ticket-files').upload(`${fresh.id}/mine.pdf`, new Uint8Array(1000).buffer, {
      contentType: 'application/pdf',
    });
    expect(upload.error).toBeNull();
  });
});

describe('the sweep of feedback files no feedback names', () => {
  it('removes, through the Storage API, files older than an hour that no feedback names; named and young ones stay', async () => {
    const named = await feedbackUpload('127.0.0.51');
    const orphan = await feedbackUpload('127.0.0.51');
    const young = await feedbackUpload('127.0.0.51');
    await standIn.database.asService(async (tx) => {
      await tx.query(
        `insert into public.feedback (category, rating, title, description, allow_contact, attachments)
         values ('services', 5, 'With a file', 'See the file', false, jsonb_build_array(jsonb_build_object('path', $1::text, 'name', 'shot.png')))`,
        [named.name],
      );
      await tx.query("update storage.objects set created_at = now() - interval '61 minutes' where name = any($1::text[])", [
        [named.name, orphan.name],
      ]);
    });
    const versionOf = async (name: string) =>
      standIn.database.asService(
        async (tx) => (await tx.query<{ version: string }>('select version from storage.objects where name = $1', [name])).rows[0]!.version,
      );
    const orphanFile = path.join(standIn.config.storageDir!, 'objects', await versionOf(orphan.name));
    expect(fs.existsSync(orphanFile)).toBe(true);

    const api = serviceClient(standIn.url, standIn.config.serviceRoleKey);
    expect(await sweepFeedbackFiles(api)).toBeGreaterThanOrEqual(1);
    const left = await objectNames('feedback-files');
    expect(left).not.toContain(orphan.name);
    expect(left).toContain(named.name);
    expect(left).toContain(young.name);
    expect(fs.existsSync(orphanFile)).toBe(false);
    await expectDiskMatchesRows();
    // Nothing left to sweep.
    expect(await sweepFeedbackFiles(api)).toBe(0);
  });

  it('lists orphans only for the service role', async () => {
    const { error } = await standIn.client().rpc('feedback_orphan_files');
    expect(error).toMatchObject({ code: '42501' });
  });
});
