/**
 * Clients' requests through the real supabase-js client, as the portal will make them: a ticket
 * with an attachment in the `ticket-files` bucket (supabase/migrations/20261125000100_client_requests.sql),
 * read back by its owner and by nobody else, and the errors the portal has to show.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from './testing/harness.ts';

const password = 'Requests-pass-1';
let standIn: StandIn;

interface Account {
  client: SupabaseClient;
  id: string;
}

let alice: Account;
let bob: Account;

/** A confirmed account of the test's own (never a seeded demo account), signed in. */
async function newAccount(label: string): Promise<Account> {
  const email = `${label}-${randomUUID()}@example.com`;
  await standIn.database.asService((tx) =>
    tx.query(
      "insert into auth.users (email, encrypted_password, email_confirmed_at) values ($1, extensions.crypt($2, extensions.gen_salt('bf', 4)), now())",
      [email, password],
    ),
  );
  const client = standIn.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, id: data.user!.id };
}

async function openTicket(account: Account): Promise<{ id: string; number: number }> {
  const { data, error, status } = await account.client
    .from('support_tickets')
    .insert({ subject: 'Invoices do not load', category: 'billing', priority: 'medium', description: 'The invoices page stays blank.' })
    .select('id, number')
    .single();
  expect(error).toBeNull();
  expect(status).toBe(201);
  return data as { id: string; number: number };
}

function pdf(text = '%PDF-1.7 attachment'): Blob {
  return new Blob([text], { type: 'application/pdf' });
}

async function recordFile(account: Account, row: Record<string, unknown>) {
  return account.client.from('request_files').insert(row).select('id').single();
}

beforeAll(async () => {
  standIn = await startStandIn();
  alice = await newAccount('alice');
  bob = await newAccount('bob');
}, 60_000);
afterAll(() => standIn.stop());

describe('a ticket with an attachment', () => {
  let ticket: { id: string; number: number };
  const path = () => `${alice.id}/${ticket.id}/screenshot.png`;
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

  beforeAll(async () => {
    ticket = await openTicket(alice);
  });

  it('is numbered for the TKT- reference and opened for its client', async () => {
    expect(ticket.number).toBeGreaterThanOrEqual(1001);
    const { data } = await alice.client.from('support_tickets').select('client_id, status, subject').eq('id', ticket.id).single();
    expect(data).toEqual({ client_id: alice.id, status: 'open', subject: 'Invoices do not load' });
  });

  it('takes an upload into the client’s folder, its record, and gives both back', async () => {
    const files = alice.client.storage.from('ticket-files');
    const uploaded = await files.upload(path(), new Blob([png], { type: 'image/png' }));
    expect(uploaded.error).toBeNull();
    expect(uploaded.data).toMatchObject({ path: path(), fullPath: `ticket-files/${path()}` });

    const record = await recordFile(alice, {
      bucket: 'ticket-files',
      object_path: path(),
      file_name: 'screenshot.png',
      content_type: 'image/png',
      size_bytes: png.byteLength,
      ticket_id: ticket.id,
    });
    expect(record.error).toBeNull();
    expect(record.status).toBe(201);

    const listed = await files.list(`${alice.id}/${ticket.id}`);
    expect(listed.error).toBeNull();
    expect(listed.data!.map((entry) => entry.name)).toEqual(['screenshot.png']);
    expect(listed.data![0]!.metadata).toMatchObject({ size: png.byteLength, mimetype: 'image/png' });

    const downloaded = await files.download(path());
    expect(downloaded.error).toBeNull();
    expect(new Uint8Array(await downloaded.data!.arrayBuffer())).toEqual(png);

    const { data: rows } = await alice.client.from('request_files').select('object_path, file_name, owner_id').eq('ticket_id', ticket.id);
    expect(rows).toEqual([{ object_path: path(), file_name: 'screenshot.png', owner_id: alice.id }]);
  });

  it('is invisible to another client: no download, no listing, no rows, no attaching', async () => {
    const files = bob.client.storage.from('ticket-files');
    expect((await files.download(path())).error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    expect((await files.list(`${alice.id}/${ticket.id}`)).data).toEqual([]);
    expect((await files.list(alice.id)).data).toEqual([]);
    expect((await files.createSignedUrl(path(), 60)).error).toMatchObject({ statusCode: '404' });
    expect((await files.upload(`${alice.id}/${ticket.id}/planted.pdf`, pdf())).error).toMatchObject({ statusCode: '403' });

    expect((await bob.client.from('support_tickets').select('id')).data).toEqual([]);
    expect((await bob.client.from('request_files').select('id')).data).toEqual([]);
    const message = await bob.client.from('ticket_messages').insert({ ticket_id: ticket.id, body: 'Let me in' });
    expect(message).toMatchObject({ status: 403, error: { code: '42501' } });

    // Even with an upload of his own, Bob cannot hang it on Alice's ticket.
    const own = `${bob.id}/${ticket.id}/mine.pdf`;
    expect((await files.upload(own, pdf())).error).toBeNull();
    const record = await recordFile(bob, {
      bucket: 'ticket-files',
      object_path: own,
      file_name: 'mine.pdf',
      content_type: 'application/pdf',
      size_bytes: 19,
      ticket_id: ticket.id,
    });
    expect(record).toMatchObject({ status: 403, error: { code: '42501' } });
    // ... and may clean that unrecorded upload up.
    const removed = await files.remove([own]);
    expect(removed.data!.map((row) => row.name)).toEqual([own]);
  });

  it('is refused to anon entirely', async () => {
    const anon = standIn.client();
    const files = anon.storage.from('ticket-files');
    expect((await files.download(path())).error).toMatchObject({ statusCode: '404' });
    expect((await files.list(`${alice.id}/${ticket.id}`)).data).toEqual([]);
    expect((await files.upload(`${alice.id}/anon.pdf`, pdf())).error).toMatchObject({
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const read = await anon.from('support_tickets').select('id');
    expect(read).toMatchObject({ status: 401, error: { code: '42501' } });
    const write = await anon.from('support_tickets').insert({ subject: 'Spam', category: 'general', priority: 'low', description: 'Spam' });
    expect(write).toMatchObject({ status: 401, error: { code: '42501' } });
  });

  it('cannot be overwritten or removed once recorded', async () => {
    const files = alice.client.storage.from('ticket-files');
    expect((await files.upload(path(), pdf('forged'), { upsert: true })).error).toMatchObject({ statusCode: '403' });
    expect((await files.upload(path(), new Blob(['again'], { type: 'image/png' }))).error).toMatchObject({ statusCode: '409' });
    expect((await files.remove([path()])).data).toEqual([]);
    const still = await files.download(path());
    expect(new Uint8Array(await still.data!.arrayBuffer())).toEqual(png);
  });
});

describe('the buckets and the errors the portal shows', () => {
  it('refuses a type outside the allowed list (415) before anything is stored', async () => {
    const ticket = await openTicket(alice);
    const { error } = await alice.client.storage
      .from('ticket-files')
      .upload(`${alice.id}/${ticket.id}/page.html`, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    expect(error).toMatchObject({ status: 400, statusCode: '415' });
    expect((await alice.client.storage.from('ticket-files').list(`${alice.id}/${ticket.id}`)).data).toEqual([]);
    // The proposal bucket takes a Word document.
    const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    const word = await alice.client.storage.from('proposal-files').upload(`${alice.id}/brief.docx`, new Blob(['PK'], { type: docx }));
    expect(word.error).toBeNull();
  });

  it('ticket_resolved (400) for a reply on a resolved ticket', async () => {
    const ticket = await openTicket(alice);
    expect((await alice.client.from('ticket_messages').insert({ ticket_id: ticket.id, body: 'More detail' })).status).toBe(201);
    await standIn.database.asService((tx) => tx.query("update public.support_tickets set status = 'resolved' where id = $1", [ticket.id]));
    const reply = await alice.client.from('ticket_messages').insert({ ticket_id: ticket.id, body: 'One more thing' });
    expect(reply).toMatchObject({ status: 400, error: { code: 'P0001', message: 'ticket_resolved' } });
  });

  it('too_many_files (400) for a sixth file on one proposal', async () => {
    const { data: proposal, error } = await alice.client
      .from('proposals')
      .insert({ title: 'Data platform', services: ['data', 'cloud'] })
      .select('id, status')
      .single();
    expect(error).toBeNull();
    expect(proposal).toMatchObject({ status: 'submitted' });
    const row = (i: number) => ({
      bucket: 'proposal-files',
      object_path: `${alice.id}/${proposal!.id}/part-${i}.pdf`,
      file_name: `part-${i}.pdf`,
      content_type: 'application/pdf',
      size_bytes: 100,
      proposal_id: proposal!.id,
    });
    const five = await alice.client.from('request_files').insert([1, 2, 3, 4, 5].map(row));
    expect(five.status).toBe(201);
    const sixth = await alice.client.from('request_files').insert(row(6));
    expect(sixth).toMatchObject({ status: 400, error: { code: 'P0001', message: 'too_many_files' } });
  });

  it('check violations (400) for values outside the rules, and 403 for columns a client may not set', async () => {
    const bad = await alice.client.from('support_tickets').insert({ subject: 'x', category: 'urgent', priority: 'low', description: 'x' });
    expect(bad).toMatchObject({ status: 400, error: { code: '23514' } });
    const service = await alice.client.from('proposals').insert({ title: 'x', services: ['blockchain'] });
    expect(service).toMatchObject({ status: 400, error: { code: '23514' } });
    const status = await alice.client
      .from('support_tickets')
      .insert({ subject: 'x', category: 'general', priority: 'low', description: 'x', status: 'resolved' });
    expect(status).toMatchObject({ status: 403, error: { code: '42501' } });
  });
});
