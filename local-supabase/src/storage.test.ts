/**
 * Storage through the real supabase-js client (`storage.from(bucket)`): the policies on
 * storage.objects decide every call, bucket limits hold, bad names are refused, signed URLs work
 * until they expire, and the bytes on disk always match the committed rows.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { SignJWT, decodeJwt } from 'jose';
import { localJwtSecret } from './config.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';
import { ownerFolderPolicies } from './testing/storage-policies.ts';

const password = 'DemoPass123!';
const bucketLimit = 256 * 1024;
const globalLimit = 512 * 1024;
let standIn: StandIn;
let demo: SupabaseClient;
let demoId: string;
let other: SupabaseClient;
let otherId: string;

/**
 * What a product migration writes: a private bucket with limits, and the per-user folder
 * policies (the first folder of the name is the owner's user id), one per command.
 */
const bucketSql = `
  insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
  values ('documents', 'documents', false, ${bucketLimit}, array['application/pdf', 'image/*', 'text/plain']);

${ownerFolderPolicies('documents')}
  -- No limits of its own (the global one applies), write-only for users: no select policy.
  insert into storage.buckets (id, name) values ('dropbox', 'dropbox');
  create policy "dropbox: anyone signed in uploads" on storage.objects for insert to authenticated
    with check (bucket_id = 'dropbox');

  insert into storage.buckets (id, name, public) values ('assets', 'assets', true);
`;

/** A string body is declared `text/plain;charset=UTF-8` unless a type is given; 'documents' lists the bare type. */
const plainText = { contentType: 'text/plain' };

async function signIn(email: string): Promise<{ client: SupabaseClient; id: string }> {
  const client = standIn.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, id: data.user!.id };
}

const service = () =>
  createClient(standIn.url, standIn.config.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } });

/** Files on disk and versions in the table: equal whenever no request is under way. */
async function storedFiles(): Promise<{ files: string[]; versions: string[]; temporary: string[] }> {
  const root = standIn.config.storageDir!;
  const versions = await standIn.database.asService(
    async (tx) => (await tx.query<{ version: string }>('select version from storage.objects order by version')).rows,
  );
  return {
    files: fs.readdirSync(path.join(root, 'objects')).sort(),
    versions: versions.map((row) => row.version),
    temporary: fs.readdirSync(path.join(root, 'tmp')),
  };
}

async function expectDiskMatchesRows(): Promise<void> {
  const { files, versions, temporary } = await storedFiles();
  expect(files).toEqual(versions);
  expect(temporary).toEqual([]);
}

async function objectCount(bucket: string): Promise<number> {
  return standIn.database.asService(
    async (tx) =>
      (await tx.query<{ n: number }>('select count(*)::int as n from storage.objects where bucket_id = $1', [bucket])).rows[0]!.n,
  );
}

/** A raw request (any path, any body, chunked if asked), for what supabase-js cannot send. */
function rawRequest(
  requestPath: string,
  {
    method = 'GET',
    headers = {},
    body,
    chunks,
  }: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunks?: Buffer[] } = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    // The path goes out as written (a URL would resolve its dot segments first).
    const { hostname, port } = new URL(standIn.url);
    const request = http.request({ hostname, port, path: requestPath, method, headers }, (response) => {
      const received: Buffer[] = [];
      response.on('data', (chunk: Buffer) => received.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(received).toString('utf8') }),
      );
    });
    // The server may answer and close before the whole body is sent (a 413): that is the point.
    request.on('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EPIPE' || error.code === 'ECONNRESET' ? undefined : reject(error),
    );
    if (chunks) {
      for (const chunk of chunks) request.write(chunk);
      request.end();
    } else request.end(body);
  });
}

/** A FormData as the raw body and Content-Type a browser would send (for fields supabase-js never sends). */
async function multipartBody(form: FormData): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    headers: { 'content-type': request.headers.get('content-type')! },
    body: Buffer.from(await request.arrayBuffer()),
  };
}

function userHeaders(token: string): Record<string, string> {
  return { apikey: standIn.config.anonKey, authorization: `Bearer ${token}` };
}

async function accessToken(client: SupabaseClient): Promise<string> {
  return (await client.auth.getSession()).data.session!.access_token;
}

beforeAll(async () => {
  standIn = await startStandIn({ storageFileSizeLimit: globalLimit });
  await standIn.database.db.exec(bucketSql);
  ({ client: demo, id: demoId } = await signIn('demo@example.com'));
  ({ client: other, id: otherId } = await signIn('other@example.com'));
}, 60_000);
afterAll(() => standIn.stop());

describe('the owner', () => {
  it('uploads, reads back, lists, inspects and removes files in their own folder', async () => {
    const files = demo.storage.from('documents');
    const pdf = new Blob(['%PDF-1.7 proposal'], { type: 'application/pdf' });
    const uploaded = await files.upload(`${demoId}/proposals/offer.pdf`, pdf);
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toEqual({
      path: `${demoId}/proposals/offer.pdf`,
      fullPath: `documents/${demoId}/proposals/offer.pdf`,
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // A raw body (ArrayBuffer) is sent as it is, with the declared content type.
    const raw = await files.upload(`${demoId}/notes.txt`, new TextEncoder().encode('plain notes').buffer, { contentType: 'text/plain' });
    expect(raw.error).toBeNull();

    const downloaded = await files.download(`${demoId}/proposals/offer.pdf`);
    expect(downloaded.error).toBeNull();
    expect(await downloaded.data!.text()).toBe('%PDF-1.7 proposal');
    expect(downloaded.data!.type).toBe('application/pdf');

    const top = await files.list(demoId);
    expect(top.error).toBeNull();
    expect(top.data!.map((entry) => entry.name)).toEqual(['notes.txt', 'proposals']);
    const [notes, folder] = top.data!;
    expect(folder).toEqual({ name: 'proposals', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null });
    expect(notes!.metadata).toMatchObject({
      size: 11,
      mimetype: 'text/plain',
      cacheControl: 'max-age=3600',
      contentLength: 11,
      httpStatusCode: 200,
      eTag: expect.stringMatching(/^"[0-9a-f]{32}"$/),
    });
    const nested = await files.list(`${demoId}/proposals`);
    expect(nested.data!.map((entry) => entry.name)).toEqual(['offer.pdf']);

    const info = await files.info(`${demoId}/proposals/offer.pdf`);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({ id: uploaded.data!.id, name: `${demoId}/proposals/offer.pdf`, bucketId: 'documents', size: 17 });
    expect(await files.exists(`${demoId}/proposals/offer.pdf`)).toMatchObject({ data: true });
    expect(await files.exists(`${demoId}/nothing.pdf`)).toMatchObject({ data: false });

    const removed = await files.remove([`${demoId}/proposals/offer.pdf`, `${demoId}/notes.txt`, `${demoId}/never-there.pdf`]);
    expect(removed.error).toBeNull();
    expect(removed.data!.map((row) => row.name).sort()).toEqual([`${demoId}/notes.txt`, `${demoId}/proposals/offer.pdf`]);
    expect(removed.data![0]).toMatchObject({ bucket_id: 'documents', owner_id: demoId, owner: demoId });

    const gone = await files.download(`${demoId}/proposals/offer.pdf`);
    expect(gone.data).toBeNull();
    expect(gone.error).toMatchObject({ status: 400, statusCode: '404', message: 'Object not found' });
    expect((await files.list(demoId)).data).toEqual([]);
    await expectDiskMatchesRows();
  });

  it('gets the Storage server’s download headers', async () => {
    const name = `${demoId}/headers.txt`;
    await demo.storage.from('documents').upload(name, 'hello', { cacheControl: '60', contentType: 'text/plain' });
    const response = await fetch(`${standIn.url}/storage/v1/object/documents/${name}?download=my%20file.txt`, {
      headers: userHeaders(await accessToken(demo)),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{32}"$/);
    expect(response.headers.get('last-modified')).toMatch(/GMT$/);
    expect(response.headers.get('x-robots-tag')).toBe('none');
    expect(response.headers.get('content-disposition')).toBe("attachment; filename=my%20file.txt; filename*=UTF-8''my%20file.txt");
    expect(await response.text()).toBe('hello');
  });
});

describe('everyone else', () => {
  const demoFile = () => `${demoId}/private/contract.pdf`;

  beforeAll(async () => {
    const { error } = await demo.storage.from('documents').upload(demoFile(), new Blob(['secret'], { type: 'application/pdf' }));
    expect(error).toBeNull();
  });

  it('another user can neither read, list, sign, overwrite nor remove the owner’s files', async () => {
    const files = other.storage.from('documents');
    const download = await files.download(demoFile());
    expect(download.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await files.list(demoId)).data).toEqual([]);
    expect((await files.list('')).data).toEqual([]);
    const sign = await files.createSignedUrl(demoFile(), 60);
    expect(sign.error).toMatchObject({ statusCode: '404' });
    const signMany = await files.createSignedUrls([demoFile()], 60);
    expect(signMany.data).toEqual([
      { path: demoFile(), signedURL: null, signedUrl: null, error: 'Either the object does not exist or you do not have access to it' },
    ]);

    const overwrite = await files.upload(demoFile(), new Blob(['forged'], { type: 'application/pdf' }), { upsert: true });
    expect(overwrite.error).toMatchObject({ status: 400, statusCode: '403', message: 'new row violates row-level security policy' });
    const intoTheirFolder = await files.upload(`${demoId}/planted.pdf`, new Blob(['x'], { type: 'application/pdf' }));
    expect(intoTheirFolder.error).toMatchObject({ statusCode: '403' });
    const update = await files.update(demoFile(), new Blob(['forged'], { type: 'application/pdf' }));
    expect(update.error).toMatchObject({ statusCode: '403' });
    const removed = await files.remove([demoFile()]);
    expect(removed).toEqual({ data: [], error: null });
    expect(await files.info(demoFile())).toMatchObject({ data: null, error: { statusCode: '404' } });

    const still = await demo.storage.from('documents').download(demoFile());
    expect(await still.data!.text()).toBe('secret');
    // Their own folder works for them.
    expect((await files.upload(`${otherId}/mine.pdf`, new Blob(['mine'], { type: 'application/pdf' }))).error).toBeNull();
    expect((await files.list('')).data!.map((entry) => entry.name)).toEqual([otherId]);
    await expectDiskMatchesRows();
  });

  it('anon (the anon key) can do nothing without a policy, and a missing token is refused', async () => {
    const files = standIn.client().storage.from('documents');
    expect((await files.upload(`${demoId}/anon.pdf`, new Blob(['x'], { type: 'application/pdf' }))).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await files.download(demoFile())).error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await files.list(demoId)).data).toEqual([]);
    expect((await files.remove([demoFile()])).data).toEqual([]);

    // Without any token: a private bucket does not exist for a download, and writes need a JWT.
    const noToken = await rawRequest(`/storage/v1/object/documents/${demoFile()}`, { headers: { apikey: standIn.config.anonKey } });
    expect(noToken.status).toBe(400);
    expect(JSON.parse(noToken.body)).toEqual({
      statusCode: '404',
      code: 'NoSuchBucket',
      error: 'Bucket not found',
      message: 'Bucket not found',
    });
    const upload = await rawRequest(`/storage/v1/object/documents/${demoId}/x.txt`, {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(JSON.parse(upload.body)).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
    // The API key is still required (except on signed and public links).
    const noKey = await rawRequest(`/storage/v1/object/list/documents`, { method: 'POST', body: '{"prefix":""}' });
    expect(noKey.status).toBe(401);
    expect(await objectCount('documents')).toBeGreaterThan(0);
  });

  it('a write-only bucket takes uploads but shows nothing back', async () => {
    const files = demo.storage.from('dropbox');
    expect((await files.upload('report.txt', 'for the team')).error).toBeNull();
    expect((await files.list('')).data).toEqual([]);
    expect((await files.download('report.txt')).error).toMatchObject({ statusCode: '404' });
    // The insert policy passes, so the name's uniqueness answers, as on hosted.
    expect((await files.upload('report.txt', 'again')).error).toMatchObject({ statusCode: '409' });
    expect((await files.upload('report.txt', 'again', { upsert: true })).error).toMatchObject({ statusCode: '403' });
  });

  it('the service role sees and manages everything', async () => {
    const admin = service().storage.from('documents');
    expect((await admin.list(demoId)).data!.map((entry) => entry.name)).toContain('private');
    expect(await (await admin.download(demoFile())).data!.text()).toBe('secret');
    expect((await service().storage.from('dropbox').list('')).data!.map((entry) => entry.name)).toEqual(['report.txt']);
    const uploaded = await admin.upload('service/owned-by-nobody.txt', 'system', { contentType: 'text/plain' });
    expect(uploaded.error).toBeNull();
    const removed = await admin.remove(['service/owned-by-nobody.txt']);
    expect(removed.data).toEqual([expect.objectContaining({ owner: null, owner_id: null })]);
    await expectDiskMatchesRows();
  });
});

describe('upsert', () => {
  it('refuses a second upload of a name, replaces it with upsert or update, keeping the id', async () => {
    const files = demo.storage.from('documents');
    const name = `${demoId}/upsert/plan.txt`;
    const first = await files.upload(name, 'version one', plainText);
    expect(first.error).toBeNull();
    const duplicate = await files.upload(name, 'version two', plainText);
    expect(duplicate.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });
    expect(await (await files.download(name)).data!.text()).toBe('version one');

    const replaced = await files.upload(name, 'version two', { ...plainText, upsert: true });
    expect(replaced.error).toBeNull();
    expect(replaced.data!.id).toBe(first.data!.id);
    expect(await (await files.download(name)).data!.text()).toBe('version two');
    const updated = await files.update(name, new Blob(['version three'], { type: 'text/plain' }));
    expect(updated.error).toBeNull();
    expect(await (await files.download(name)).data!.text()).toBe('version three');
    // The replaced versions' files are gone.
    await expectDiskMatchesRows();
  });

  it('upsert needs the update policy as well as insert', async () => {
    await standIn.database.db.exec(`
      insert into storage.buckets (id, name) values ('append-only', 'append-only');
      create policy "append-only: insert" on storage.objects for insert to authenticated with check (bucket_id = 'append-only');
      create policy "append-only: read" on storage.objects for select to authenticated using (bucket_id = 'append-only');
    `);
    const files = demo.storage.from('append-only');
    expect((await files.upload('log.txt', 'one')).error).toBeNull();
    expect((await files.upload('log.txt', 'two', { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await files.upload('new.txt', 'fresh', { upsert: true })).error).toBeNull();
    expect(await (await files.download('log.txt')).data!.text()).toBe('one');
  });
});

describe('bucket limits', () => {
  const files = () => demo.storage.from('documents');

  it('refuses a file over the bucket’s size limit, multipart or raw, with 413 and stores nothing', async () => {
    const before = await objectCount('documents');
    const big = new Uint8Array(bucketLimit + 1);
    const multipart = await files().upload(`${demoId}/big.pdf`, new Blob([big], { type: 'application/pdf' }));
    expect(multipart.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const raw = await files().upload(`${demoId}/big.pdf`, big.buffer, { contentType: 'application/pdf' });
    expect(raw.error).toMatchObject({ statusCode: '413' });
    const exact = await files().upload(`${demoId}/exact.pdf`, new Blob([new Uint8Array(bucketLimit)], { type: 'application/pdf' }));
    expect(exact.error).toBeNull();
    expect(await objectCount('documents')).toBe(before + 1);
    await expectDiskMatchesRows();
  });

  it('applies the global limit to a bucket without its own, also to a body without a length', async () => {
    const over = new Uint8Array(globalLimit + 1);
    expect(
      (await demo.storage.from('dropbox').upload('huge.bin', over.buffer, { contentType: 'application/octet-stream' })).error,
    ).toMatchObject({
      statusCode: '413',
    });
    // Chunked, no Content-Length: cut off at the limit while it is stored.
    const chunked = await rawRequest('/storage/v1/object/dropbox/streamed.bin', {
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'application/octet-stream' },
      chunks: Array.from({ length: 12 }, () => Buffer.alloc(64 * 1024)),
    });
    expect(chunked.status).toBe(400);
    expect(JSON.parse(chunked.body)).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(chunked.headers.connection).toBe('close');
    const under = await rawRequest('/storage/v1/object/dropbox/streamed.bin', {
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'application/octet-stream' },
      chunks: [Buffer.alloc(1000), Buffer.alloc(1000)],
    });
    expect(under.status).toBe(200);
    const stored = await service().storage.from('dropbox').info('streamed.bin');
    expect(stored.data).toMatchObject({ size: 2000 });
    await expectDiskMatchesRows();
  });

  it('refuses a declared type outside the bucket’s list (415) and accepts listed ones', async () => {
    const zip = await files().upload(`${demoId}/archive.zip`, new Uint8Array([80, 75]).buffer, { contentType: 'application/zip' });
    expect(zip.error).toMatchObject({ status: 400, statusCode: '415', message: 'mime type application/zip is not supported' });
    const html = await files().upload(`${demoId}/page.html`, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(html.error).toMatchObject({ statusCode: '415' });
    // image/* matches any image.
    expect((await files().upload(`${demoId}/photo.png`, new Blob(['png'], { type: 'image/png' }))).error).toBeNull();
    expect((await files().upload(`${demoId}/note.txt`, 'a note', plainText)).error).toBeNull();
    expect((await files().exists(`${demoId}/archive.zip`)).data).toBe(false);
  });

  it.each([
    ['a parameter that smuggles a second type', 'image/png;a=b, TEXT/HTML'],
    ['any parameter, even a harmless one', 'application/pdf; charset=binary'],
    ['the charset storage-js declares for a string body', 'text/plain;charset=UTF-8'],
    ['a header injected through the type', 'image/png\r\nX-Injected: yes'],
    ['a type with no subtype', 'image'],
    ['a listed type with trailing junk', 'image/png junk'],
  ])('refuses %s (415) and stores nothing', async (_label, declared) => {
    const before = await objectCount('documents');
    const form = new FormData();
    form.append('contentType', declared);
    form.append('', new Blob(['<svg onload=alert(1)>']), 'x.png');
    const { headers, body } = await multipartBody(form);
    const response = await rawRequest(`/storage/v1/object/documents/${demoId}/smuggled.png`, {
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), ...headers },
      body,
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });
    expect(await objectCount('documents')).toBe(before);
  });

  it('compares the whole type case-insensitively and stores it lowercased', async () => {
    const name = `${demoId}/upper.pdf`;
    const { error } = await files().upload(name, new Uint8Array([37, 80]).buffer, { contentType: 'Application/PDF' });
    expect(error).toBeNull();
    expect((await files().info(name)).data).toMatchObject({ contentType: 'application/pdf' });
  });

  it('serves a stored text/html as text/plain', async () => {
    await demo.storage.from('dropbox').upload('page.html', new Blob(['<h1>hi</h1>'], { type: 'text/html' }));
    const { data } = await service().storage.from('dropbox').createSignedUrl('page.html', 60);
    const response = await fetch(data!.signedUrl);
    expect(response.headers.get('content-type')).toBe('text/plain');
  });
});

describe('every download keeps an upload from running as a page', () => {
  const pageHeaders = (response: Response) => ({
    type: response.headers.get('content-type'),
    nosniff: response.headers.get('x-content-type-options'),
    csp: response.headers.get('content-security-policy'),
    disposition: response.headers.get('content-disposition'),
  });
  const locked = { nosniff: 'nosniff', csp: "default-src 'none'; sandbox" };

  it.each([
    ['a PNG is shown in place', 'image/png', 'shown.png', null],
    ['an SVG (a document that can carry script) is an attachment', 'image/svg+xml', 'drawing.svg', 'attachment'],
    ['a PDF is an attachment', 'application/pdf', 'paper.pdf', 'attachment'],
    ['HTML is plain text and an attachment', 'text/html', 'page.html', 'attachment'],
  ])('%s, on the owner’s route, a signed URL and a public URL', async (_label, type, file, disposition) => {
    const served = type === 'text/html' ? 'text/plain' : type;
    const admin = service().storage;
    for (const bucket of ['dropbox', 'assets']) {
      const { error } = await admin.from(bucket).upload(`page-test/${file}`, new Blob(['<script>parent.pwned=1</script>'], { type }));
      expect(error).toBeNull();
    }
    const owner = await fetch(`${standIn.url}/storage/v1/object/dropbox/page-test/${file}`, {
      headers: { apikey: standIn.config.serviceRoleKey, authorization: `Bearer ${standIn.config.serviceRoleKey}` },
    });
    const signed = await fetch((await admin.from('dropbox').createSignedUrl(`page-test/${file}`, 60)).data!.signedUrl);
    const open = await fetch(admin.from('assets').getPublicUrl(`page-test/${file}`).data.publicUrl);
    for (const response of [owner, signed, open]) {
      expect(response.status).toBe(200);
      expect(pageHeaders(response)).toEqual({ type: served, ...locked, disposition });
    }
  });
});

describe('stored fields', () => {
  const injected = '60\r\nX-Injected: yes';

  async function upload(headers: Record<string, string>, body: Buffer | string) {
    return rawRequest(`/storage/v1/object/dropbox/fields/${Math.random().toString(36).slice(2)}.bin`, {
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), ...headers },
      body,
    });
  }

  it.each([
    ['a control character in the cacheControl field', { cacheControl: injected }],
    ['a cacheControl field that is not a number of seconds', { cacheControl: 'max-age=1' }],
    ['a contentType field with a control character', { contentType: 'image/png\r\nX-Injected: yes' }],
    ['metadata that is not JSON', { metadata: '{not json' }],
    ['metadata that is not an object', { metadata: '[1,2]' }],
    ['metadata nested 100 deep', { metadata: `${'{"a":'.repeat(100)}1${'}'.repeat(100)}` }],
  ])('refuses %s in a multipart upload (400) and stores nothing', async (_label, fields) => {
    const before = await objectCount('dropbox');
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('', new Blob(['bytes'], { type: 'application/octet-stream' }), 'x.bin');
    const { headers, body } = await multipartBody(form);
    const response = await upload(headers, body);
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ code: expect.stringMatching(/^(InvalidRequest|InvalidMimeType)$/) });
    expect(await objectCount('dropbox')).toBe(before);
  });

  it.each([
    ['a malformed cache-control header', { 'cache-control': 'max-age=60, "open' }],
    ['an over-long cache-control header', { 'cache-control': `max-age=${'9'.repeat(300)}` }],
    ['an x-metadata header that is not base64 JSON', { 'x-metadata': 'bm90IGpzb24=' }],
    ['a content type that is not a media type', { 'content-type': 'not a type' }],
  ])('refuses %s on a raw upload (400) and stores nothing', async (_label, headers) => {
    const before = await objectCount('dropbox');
    const response = await upload({ 'content-type': 'application/octet-stream', ...headers }, 'bytes');
    expect(response.status).toBe(400);
    expect(await objectCount('dropbox')).toBe(before);
  });

  it('a stored value unfit for a header (a row from before these checks) never breaks a download', async () => {
    const name = 'fields/legacy.bin';
    await service().storage.from('dropbox').upload(name, 'legacy bytes', { contentType: 'application/octet-stream' });
    await standIn.database.asService((tx) =>
      tx.query(
        `update storage.objects set metadata = metadata || jsonb_build_object('mimetype', $1::text, 'cacheControl', $1::text, 'eTag', $1::text)
          where bucket_id = 'dropbox' and name = $2`,
        [`image/png\r\nX-Injected: yes`, name],
      ),
    );
    const owner = await fetch(`${standIn.url}/storage/v1/object/dropbox/${name}`, { headers: userHeaders(standIn.config.serviceRoleKey) });
    const signed = await fetch((await service().storage.from('dropbox').createSignedUrl(name, 60)).data!.signedUrl);
    for (const response of [owner, signed]) {
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/octet-stream');
      expect(response.headers.get('x-injected')).toBeNull();
      expect(response.headers.get('cache-control')).toBeNull();
      expect(await response.text()).toBe('legacy bytes');
    }
  });
});

describe('bytes on disk', () => {
  it('a write that fails after the body was stored leaves no file behind', async () => {
    const name = `${demoId}/race/plan.txt`;
    const { hostname, port } = new URL(standIn.url);
    const tmp = path.join(standIn.config.storageDir!, 'tmp');
    let receiving = false;
    // A slow upload: its trial write passed and its body is being received...
    const slow = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = http.request({ hostname, port, path: `/storage/v1/object/documents/${name}`, method: 'POST' }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      });
      request.on('error', reject);
      void accessToken(demo).then(async (token) => {
        for (const [header, value] of Object.entries({ ...userHeaders(token), 'content-type': 'text/plain' }))
          request.setHeader(header, value);
        request.write('first half, ');
        for (let i = 0; i < 500 && !receiving; i++) {
          receiving = fs.readdirSync(tmp).length > 0;
          await new Promise((wait) => setTimeout(wait, 10));
        }
        // ...when another upload of the same name commits first.
        const { error } = await demo.storage.from('documents').upload(name, 'the winner', plainText);
        expect(error).toBeNull();
        request.end('second half');
      });
    });
    const { status, body } = await slow;
    expect(receiving).toBe(true);
    expect(status).toBe(400);
    expect(JSON.parse(body)).toMatchObject({ statusCode: '409', code: 'KeyAlreadyExists' });
    expect(await (await demo.storage.from('documents').download(name)).data!.text()).toBe('the winner');
    await expectDiskMatchesRows();
  });
  it('a client that disconnects mid-upload leaves nothing behind', async () => {
    const before = await objectCount('documents');
    const { hostname, port } = new URL(standIn.url);
    const tmp = path.join(standIn.config.storageDir!, 'tmp');
    const request = http.request({
      hostname,
      port,
      path: `/storage/v1/object/documents/${demoId}/aborted.txt`,
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'text/plain' },
    });
    request.on('error', () => undefined);
    request.write('the beginning of a long file');
    let receiving = false;
    for (let i = 0; i < 500 && !receiving; i++) {
      receiving = fs.readdirSync(tmp).length > 0;
      await new Promise((wait) => setTimeout(wait, 10));
    }
    expect(receiving).toBe(true);
    request.destroy();
    for (let i = 0; i < 500 && fs.readdirSync(tmp).length > 0; i++) await new Promise((wait) => setTimeout(wait, 10));
    expect(await objectCount('documents')).toBe(before);
    await expectDiskMatchesRows();
  });
});

describe('signed URLs', () => {
  const name = () => `${demoId}/signed/report.pdf`;

  beforeAll(async () => {
    await demo.storage.from('documents').upload(name(), new Blob(['signed bytes'], { type: 'application/pdf' }));
  });

  it('a signed URL downloads without any key or token, and carries the hosted claims', async () => {
    const { data, error } = await demo.storage.from('documents').createSignedUrl(name(), 60);
    expect(error).toBeNull();
    expect(data!.signedUrl).toMatch(new RegExp(`^${standIn.url}/storage/v1/object/sign/documents/${demoId}/signed/report\\.pdf\\?token=`));
    const token = new URL(data!.signedUrl).searchParams.get('token')!;
    const claims = decodeJwt(token);
    expect(claims).toMatchObject({ url: `documents/${name()}`, scope: 'download' });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(60);
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('expires')).toBe(new Date(Number(claims.exp) * 1000).toUTCString());
    expect(await response.text()).toBe('signed bytes');
    // ?download names the file.
    const { data: named } = await demo.storage.from('documents').createSignedUrl(name(), 60, { download: 'report.pdf' });
    expect((await fetch(named!.signedUrl)).headers.get('content-disposition')).toBe(
      "attachment; filename=report.pdf; filename*=UTF-8''report.pdf",
    );
  });

  it('signs several at once, in order, with an error for what the caller cannot see', async () => {
    const { data, error } = await demo.storage.from('documents').createSignedUrls([name(), `${otherId}/mine.pdf`], 60);
    expect(error).toBeNull();
    expect(data![0]).toMatchObject({ path: name(), error: null, signedUrl: expect.stringContaining('token=') });
    expect(data![1]).toMatchObject({ path: `${otherId}/mine.pdf`, signedUrl: null });
    expect(await (await fetch(data![0]!.signedUrl!)).text()).toBe('signed bytes');
  });

  it('refuses a tampered, re-signed, misdirected or upload-scoped token', async () => {
    const { data } = await demo.storage.from('documents').createSignedUrl(name(), 60);
    const url = new URL(data!.signedUrl);
    const token = url.searchParams.get('token')!;
    const [header, , signature] = token.split('.');
    const claims = decodeJwt(token);
    const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const fetchWith = async (forged: string, object = name()) => {
      const response = await fetch(`${standIn.url}/storage/v1/object/sign/documents/${object}?token=${forged}`);
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const edited = await fetchWith(
      `${header}.${b64({ ...claims, url: `documents/${otherId}/mine.pdf` })}.${signature}`,
      `${otherId}/mine.pdf`,
    );
    expect(edited).toEqual({
      status: 400,
      body: { statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'signature verification failed' },
    });
    const wrongKey = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await fetchWith(wrongKey)).body).toMatchObject({ code: 'InvalidJWT' });
    // A valid token used for another object.
    expect((await fetchWith(token, `${otherId}/mine.pdf`)).body).toMatchObject({ statusCode: '400', code: 'InvalidSignature' });
    // Signed with the real secret but scoped for upload, or a user's access token.
    const secret = new TextEncoder().encode(localJwtSecret);
    const upload = await new SignJWT({ ...claims, scope: 'upload' }).setProtectedHeader({ alg: 'HS256' }).sign(secret);
    expect((await fetchWith(upload)).body).toMatchObject({ code: 'InvalidSignature', message: 'Token is not scoped for download' });
    expect((await fetchWith(await accessToken(demo))).body).toMatchObject({ code: 'InvalidSignature' });
    expect((await fetchWith('not-a-jwt')).body).toMatchObject({ code: 'InvalidJWT' });
    const missing = await rawRequest(`/storage/v1/object/sign/documents/${name()}`);
    expect(JSON.parse(missing.body)).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('stops working when it expires', async () => {
    const { data } = await demo.storage.from('documents').createSignedUrl(name(), 1);
    expect((await fetch(data!.signedUrl)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const response = await fetch(data!.signedUrl);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });
  });

  it('refuses a lifetime that is not a whole number of seconds of at least 1', async () => {
    for (const expiresIn of [0, -5, 1.5]) {
      const { error } = await demo.storage.from('documents').createSignedUrl(name(), expiresIn);
      expect(error).toMatchObject({ statusCode: '400', message: expect.stringContaining('expiresIn') });
    }
  });

  it('works for a name with `?`, spaces and other characters a path must encode', async () => {
    const encode = (object: string) => object.split('/').map(encodeURIComponent).join('/');
    for (const odd of [`${demoId}/signed/what?.pdf`, `${demoId}/signed/a b&c=d;e+f,g:h@i$j!k'(l)*?.pdf`]) {
      // Uploaded as the product's uploader sends it (shared/lib/storage-upload.ts: each segment encoded).
      const upload = await rawRequest(`/storage/v1/object/documents/${encode(odd)}`, {
        method: 'POST',
        headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'application/pdf' },
        body: 'odd bytes',
      });
      expect(upload.status).toBe(200);
      // storage-js puts a single path into the URL as it is, so the caller encodes it; a list goes as JSON.
      const one = await demo.storage.from('documents').createSignedUrl(encode(odd), 60);
      expect(one.error).toBeNull();
      const many = await demo.storage.from('documents').createSignedUrls([odd], 60);
      expect(many.data![0]).toMatchObject({ path: odd, error: null });
      const raw = await rawRequest(`/storage/v1/object/sign/documents/${encode(odd)}`, {
        method: 'POST',
        headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'application/json' },
        body: '{"expiresIn":60}',
      });
      const asAnswered = `${standIn.url}/storage/v1${(JSON.parse(raw.body) as { signedURL: string }).signedURL}`;
      for (const signedUrl of [one.data!.signedUrl, many.data![0]!.signedUrl!, asAnswered]) {
        const response = await fetch(signedUrl);
        expect(response.status).toBe(200);
        expect(await response.text()).toBe('odd bytes');
      }
    }
  });

  it('lives at most 7 days: longer is InvalidParameter', async () => {
    expect((await demo.storage.from('documents').createSignedUrl(name(), 7 * 24 * 3600)).error).toBeNull();
    for (const expiresIn of [7 * 24 * 3600 + 1, 3_153_600_000]) {
      const { data, error } = await demo.storage.from('documents').createSignedUrl(name(), expiresIn);
      expect(data).toBeNull();
      expect(error).toMatchObject({ status: 400, statusCode: '400', message: 'Invalid Parameter expiresIn' });
      const many = await demo.storage.from('documents').createSignedUrls([name()], expiresIn);
      expect(many.error).toMatchObject({ statusCode: '400', message: 'Invalid Parameter expiresIn' });
    }
  });

  it('a removed object’s signed URL finds nothing', async () => {
    const doomed = `${demoId}/signed/doomed.pdf`;
    await demo.storage.from('documents').upload(doomed, new Blob(['bye'], { type: 'application/pdf' }));
    const { data } = await demo.storage.from('documents').createSignedUrl(doomed, 60);
    await demo.storage.from('documents').remove([doomed]);
    const response = await fetch(data!.signedUrl);
    expect(await response.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('a link is only as good as the session that minted it', () => {
  let accounts = 0;

  /** A confirmed account of its own (created as the service role, as a migration or staff would), signed in twice. */
  async function account(): Promise<{ id: string; email: string; first: SupabaseClient; second: SupabaseClient }> {
    const email = `storage-link-${++accounts}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await standIn.createConfirmedUser(email, password);
    const signedIn = async () => {
      const client = standIn.client();
      expect((await client.auth.signInWithPassword({ email, password })).error).toBeNull();
      return client;
    };
    return { id, email, first: await signedIn(), second: await signedIn() };
  }

  async function linkTo(client: SupabaseClient, bucket: string, object: string): Promise<string> {
    const { data, error } = await client.storage.from(bucket).createSignedUrl(object, 3600);
    expect(error).toBeNull();
    return data!.signedUrl;
  }

  const opened = async (link: string) => {
    const response = await fetch(link);
    return { status: response.status, body: response.status === 200 ? await response.text() : await response.json() };
  };

  it('names the minting session in the token; a service-role link names none', async () => {
    const { id, first } = await account();
    await first.storage.from('documents').upload(`${id}/a.pdf`, new Blob(['a'], { type: 'application/pdf' }));
    const claims = decodeJwt(new URL(await linkTo(first, 'documents', `${id}/a.pdf`)).searchParams.get('token')!);
    const session = decodeJwt(await accessToken(first));
    expect(claims).toMatchObject({ sub: id, session_id: session.session_id });
    const serviceClaims = decodeJwt(new URL(await linkTo(service(), 'documents', `${id}/a.pdf`)).searchParams.get('token')!);
    expect(serviceClaims.sub).toBeUndefined();
    expect(serviceClaims.session_id).toBeUndefined();
  });

  it('signing out everywhere ends the links every session minted; a service-role link stays', async () => {
    const { id, first, second } = await account();
    const object = `${id}/out.pdf`;
    await first.storage.from('documents').upload(object, new Blob(['out'], { type: 'application/pdf' }));
    const fromFirst = await linkTo(first, 'documents', object);
    const fromSecond = await linkTo(second, 'documents', object);
    const fromService = await linkTo(service(), 'documents', object);
    expect((await opened(fromFirst)).status).toBe(200);
    // Signing out one session ends that session's links only.
    expect((await second.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await opened(fromSecond)).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: 'The session that created this link has ended',
    });
    expect((await opened(fromFirst)).status).toBe(200);
    expect((await first.auth.signOut({ scope: 'global' })).error).toBeNull();
    expect((await opened(fromFirst)).body).toMatchObject({ code: 'InvalidJWT', message: 'The session that created this link has ended' });
    expect(await opened(fromService)).toEqual({ status: 200, body: 'out' });
  });

  it('a password change ends the links minted before it, also the changing session’s own', async () => {
    const { id, first } = await account();
    const object = `${id}/pw.pdf`;
    await first.storage.from('documents').upload(object, new Blob(['pw'], { type: 'application/pdf' }));
    const before = await linkTo(first, 'documents', object);
    // Links carry whole seconds: the change must fall in a later second than the link.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await first.auth.updateUser({ password: 'Changed-pass-7' })).error).toBeNull();
    expect((await opened(before)).body).toMatchObject({
      code: 'InvalidJWT',
      message: 'The password was changed after this link was created',
    });
    expect(await opened(await linkTo(first, 'documents', object))).toEqual({ status: 200, body: 'pw' });
  });

  it('turning the second factor on ends the links of a session that never entered a code', async () => {
    const { id, first } = await account();
    const object = `${id}/ticket.pdf`;
    const upload = await first.storage.from('ticket-files').upload(object, new Uint8Array([37, 80, 68, 70]).buffer, {
      contentType: 'application/pdf',
    });
    expect(upload.error).toBeNull();
    const link = await linkTo(first, 'ticket-files', object);
    expect((await opened(link)).status).toBe(200);
    await standIn.database.asService((tx) => tx.query('insert into public.mfa_settings (user_id, enabled) values ($1, true)', [id]));
    expect((await opened(link)).body).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });
});

describe('names', () => {
  it.each([
    ['a dot-dot segment', (id: string) => `${id}/a/../${id}/evil.txt`],
    ['an encoded dot-dot segment', (id: string) => `${id}/%2e%2e/evil.txt`],
    ['a dot segment', (id: string) => `${id}/./evil.txt`],
    ['an empty segment', (id: string) => `${id}//evil.txt`],
    ['a control character', (id: string) => `${id}/evil%0A.txt`],
    ['a NUL byte', (id: string) => `${id}/evil%00.txt`],
    ['a non-ASCII letter', (id: string) => `${id}/r%C3%A9sum%C3%A9.txt`],
    ['a backslash', (id: string) => `${id}/evil%5C..%5Cx.txt`],
    ['a trailing slash', (id: string) => `${id}/folder/`],
    ['an over-long name', (id: string) => `${id}/${'a'.repeat(1100)}.txt`],
  ])('refuses %s with InvalidKey and stores nothing', async (_label, make) => {
    const before = await objectCount('documents');
    const response = await rawRequest(`/storage/v1/object/documents/${make(demoId)}`, {
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'text/plain' },
      body: 'payload',
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: '400', code: 'InvalidKey' });
    expect(await objectCount('documents')).toBe(before);
    await expectDiskMatchesRows();
  });

  it('refuses through supabase-js too', async () => {
    const { error } = await demo.storage.from('documents').upload(`${demoId}/résumé.txt`, 'x', plainText);
    expect(error).toMatchObject({ statusCode: '400', message: `Invalid key: ${demoId}/résumé.txt` });
  });

  it('a malformed percent escape is a clear 400', async () => {
    const response = await rawRequest(`/storage/v1/object/documents/${demoId}/100%.txt`, {
      method: 'POST',
      headers: { ...userHeaders(await accessToken(demo)), 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(JSON.parse(response.body)).toMatchObject({ statusCode: '400', code: 'InvalidRequest' });
  });

  it('an unknown bucket is NoSuchBucket', async () => {
    const { error } = await demo.storage.from('nope').upload(`${demoId}/x.txt`, 'x');
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('public buckets and the browser', () => {
  it('serves a public bucket’s objects by their public URL without a key; private buckets have none', async () => {
    const { error } = await service()
      .storage.from('assets')
      .upload('logo.png', new Blob(['png'], { type: 'image/png' }));
    expect(error).toBeNull();
    const { data } = standIn.client().storage.from('assets').getPublicUrl('logo.png');
    const response = await fetch(data.publicUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('png');
    const privateUrl = standIn.client().storage.from('documents').getPublicUrl(`${demoId}/signed/report.pdf`).data.publicUrl;
    expect(await (await fetch(privateUrl)).json()).toMatchObject({ statusCode: '404', code: 'NoSuchBucket' });
  });

  it('needs the API key everywhere else, also on a path that reaches an open link through ..', async () => {
    const sneaky = await rawRequest(`/storage/v1/object/documents/../sign/documents/${demoId}/signed/report.pdf`);
    expect(sneaky.status).toBe(401);
    const info = await rawRequest(`/storage/v1/object/info/documents/${demoId}/signed/report.pdf`);
    expect(info.status).toBe(401);
  });

  it('says plainly that signed upload URLs are not served', async () => {
    const { error } = await demo.storage.from('documents').createSignedUploadUrl(`${demoId}/later.pdf`);
    expect(error).toMatchObject({ statusCode: '404', message: 'Signed upload URLs are not served by the local Supabase stand-in' });
  });

  it('lets the site’s origin send the upload headers (CORS preflight)', async () => {
    const response = await fetch(`${standIn.url}/storage/v1/object/documents/${demoId}/x.pdf`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'x-upsert, cache-control',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(response.headers.get('access-control-allow-headers')).toContain('x-upsert');
    expect(response.headers.get('access-control-expose-headers')).toContain('ETag');
  });
});
