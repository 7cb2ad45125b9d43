/**
 * Client companies through the stand-in's HTTP APIs, as the portal makes its requests with
 * supabase-js (supabase/migrations/20261127000100_client_companies.sql): a colleague joins by
 * invitation, reads the ticket and the proposal another member opened and downloads their files
 * (directly and through a signed URL); once removed, the same requests get nothing, and a member of
 * another company never got anything. Every refusal is a 4xx, never a 5xx.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from './testing/harness.ts';

const password = 'Companies-pass-1';
let standIn: StandIn;

interface Account {
  client: SupabaseClient;
  id: string;
  email: string;
}

/** A confirmed account of the test's own (never a seeded demo account), signed in. */
async function newAccount(label: string): Promise<Account> {
  const email = `${label}-${randomUUID()}@example.com`;
  await standIn.createConfirmedUser(email, password);
  const client = standIn.client();
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  expect(error).toBeNull();
  return { client, id: data.user!.id, email };
}

/** The token of the newest invitation queued for `email` (read from the outbox: no worker runs here). */
async function invitationToken(email: string): Promise<string> {
  const { rows } = await standIn.database.asService((tx) =>
    tx.query<{ body_text: string }>('select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1', [email]),
  );
  const token = rows[0]?.body_text.match(/\/invitation\?token=([0-9a-f-]+\.[0-9a-f]+)/)?.[1];
  if (!token) throw new Error(`no invitation queued for ${email}`);
  return token;
}

const pdfBytes = new TextEncoder().encode('%PDF-1.7 the signed contract');

let alice: Account;
let bob: Account;
let carol: Account;
let company: string;
let ticketId: string;
let proposalId: string;
const files: Array<{ bucket: string; path: string }> = [];
/** Signed URLs bob minted while he was a member. */
const mintedByBob: string[] = [];

beforeAll(async () => {
  // No mail worker: the invitation stays in the outbox, where the test reads its link.
  standIn = await startStandIn({}, { mailWorker: false });
  [alice, bob, carol] = await Promise.all([newAccount('alice'), newAccount('bob'), newAccount('carol')]);
  const { data: companies, error } = await alice.client.rpc('my_companies');
  expect(error).toBeNull();
  company = (companies as Array<{ id: string }>)[0]!.id;

  // Alice invites Bob, who accepts with his own account.
  const invited = await alice.client.rpc('create_company_invitation', { p_company_id: company, p_email: bob.email });
  expect(invited.error).toBeNull();
  const accepted = await bob.client.rpc('accept_company_invitation', { p_token: await invitationToken(bob.email) });
  expect(accepted.error).toBeNull();
  expect(accepted.data).toMatchObject({ company_id: company });

  // Alice opens a ticket and sends a proposal for the company, each with a file.
  const ticket = await alice.client
    .from('support_tickets')
    .insert({ company_id: company, subject: 'Contract renewal', category: 'billing', priority: 'medium', description: 'See the PDF.' })
    .select('id')
    .single();
  expect(ticket.error).toBeNull();
  ticketId = (ticket.data as { id: string }).id;
  const proposal = await alice.client
    .from('proposals')
    .insert({ company_id: company, title: 'Data platform', services: ['data'] })
    .select('id')
    .single();
  expect(proposal.error).toBeNull();
  proposalId = (proposal.data as { id: string }).id;
  for (const [bucket, link] of [
    ['ticket-files', { ticket_id: ticketId }],
    ['proposal-files', { proposal_id: proposalId }],
  ] as const) {
    const path = `${alice.id}/${Object.values(link)[0]}/contract.pdf`;
    const upload = await alice.client.storage.from(bucket).upload(path, new Blob([pdfBytes], { type: 'application/pdf' }));
    expect(upload.error).toBeNull();
    const record = await alice.client.from('request_files').insert({
      bucket,
      object_path: path,
      file_name: 'contract.pdf',
      content_type: 'application/pdf',
      size_bytes: pdfBytes.byteLength,
      ...link,
    });
    expect(record.status).toBe(201);
    files.push({ bucket, path });
  }
}, 60_000);
afterAll(() => standIn?.stop());

async function bytesOf(blob: Blob | null): Promise<Uint8Array> {
  return new Uint8Array(await blob!.arrayBuffer());
}

/** A storage refusal: a 4xx status from the API, never a 5xx. */
function expectClientError(error: unknown): void {
  expect(error).not.toBeNull();
  const status = Number((error as { statusCode?: string; status?: number }).statusCode ?? (error as { status?: number }).status);
  expect(status).toBeGreaterThanOrEqual(400);
  expect(status).toBeLessThan(500);
}

/** What `account` gets for the company's ticket, proposal and files through REST and Storage. */
async function expectNothing(account: Account, signedUrls: string[]): Promise<void> {
  for (const [table, id] of [
    ['support_tickets', ticketId],
    ['proposals', proposalId],
  ] as const) {
    const rows = await account.client.from(table).select('id').eq('id', id);
    expect({ table, status: rows.status, data: rows.data }).toEqual({ table, status: 200, data: [] });
  }
  for (const table of ['ticket_messages', 'request_files']) {
    const rows = await account.client.from(table).select('id').eq('ticket_id', ticketId);
    expect({ table, status: rows.status, data: rows.data }).toEqual({ table, status: 200, data: [] });
  }
  const members = await account.client.from('company_members').select('user_id').eq('company_id', company);
  expect(members).toMatchObject({ status: 200, data: [] });
  const rpc = await account.client.rpc('company_members', { p_company_id: company });
  expect(rpc).toMatchObject({ status: 403, error: { code: '42501', message: 'not_member' } });
  for (const { bucket, path } of files) {
    const storage = account.client.storage.from(bucket);
    const download = await storage.download(path);
    expect(download.data).toBeNull();
    expectClientError(download.error);
    expect(download.error).toMatchObject({ statusCode: '404' });
    const signed = await storage.createSignedUrl(path, 60);
    expect(signed.data).toBeNull();
    expectClientError(signed.error);
    const listed = await storage.list(path.split('/').slice(0, 2).join('/'));
    expect(listed).toMatchObject({ data: [], error: null });
  }
  for (const url of signedUrls) {
    const response = await fetch(url);
    expect({ url, status: response.status >= 400 && response.status < 500 }).toEqual({ url, status: true });
  }
}

describe('a company’s ticket and proposal with their files', () => {
  it('a colleague reads the ticket and proposal another member opened, and downloads their files, directly and signed', async () => {
    const ticket = await bob.client.from('support_tickets').select('id, client_id, opened_by_email').eq('id', ticketId);
    expect(ticket).toMatchObject({ status: 200, data: [{ id: ticketId, client_id: alice.id, opened_by_email: alice.email }] });
    const proposal = await bob.client.from('proposals').select('id, submitted_by_email').eq('id', proposalId);
    expect(proposal.data).toEqual([{ id: proposalId, submitted_by_email: alice.email }]);
    const records = await bob.client.from('request_files').select('object_path').order('object_path');
    expect(records.data!.map((row) => row.object_path)).toEqual(files.map((file) => file.path).sort());
    for (const { bucket, path } of files) {
      const storage = bob.client.storage.from(bucket);
      const download = await storage.download(path);
      expect(download.error).toBeNull();
      expect(await bytesOf(download.data)).toEqual(pdfBytes);
      const signed = await storage.createSignedUrl(path, 600);
      expect(signed.error).toBeNull();
      const response = await fetch(signed.data!.signedUrl);
      expect(response.status).toBe(200);
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdfBytes);
      mintedByBob.push(signed.data!.signedUrl);
    }
    // He writes on it too.
    const reply = await bob.client.from('ticket_messages').insert({ ticket_id: ticketId, body: 'I will sign it today.' });
    expect(reply.status).toBe(201);
  });

  it('a member of another company gets nothing: [] from REST, 4xx from Storage and from signing', async () => {
    await expectNothing(carol, []);
    const write = await carol.client.from('ticket_messages').insert({ ticket_id: ticketId, body: 'Let me in' });
    expect(write).toMatchObject({ status: 403, error: { code: '42501' } });
    const planted = await carol.client
      .from('support_tickets')
      .insert({ company_id: company, subject: 'Planted', category: 'general', priority: 'low', description: 'x' });
    expect(planted).toMatchObject({ status: 403, error: { code: '42501' } });
  });

  it('once removed, the colleague’s same requests get nothing, his signed URLs included', async () => {
    const removed = await alice.client.rpc('remove_company_member', { p_company_id: company, p_user_id: bob.id });
    expect(removed.error).toBeNull();
    await expectNothing(bob, mintedByBob);
    const write = await bob.client.from('ticket_messages').insert({ ticket_id: ticketId, body: 'Still here?' });
    expect(write).toMatchObject({ status: 403, error: { code: '42501' } });
    const companies = await bob.client.rpc('my_companies');
    expect((companies.data as Array<{ id: string }>).map((row) => row.id)).not.toContain(company);
    // Alice still reads everything, his reply included.
    const conversation = await alice.client.from('ticket_messages').select('author_email, from_staff').eq('ticket_id', ticketId);
    expect(conversation.data).toEqual([{ author_email: bob.email, from_staff: false }]);
  });

  it('refusals of the company RPCs are 4xx with their codes', async () => {
    const cases = [
      [carol.client.rpc('create_company_invitation', { p_company_id: company, p_email: 'x@example.com' }), 403],
      [alice.client.rpc('leave_company', { p_company_id: company }), 400],
      [alice.client.rpc('company_invitation_preview', { p_token: `${randomUUID()}.${'0'.repeat(64)}` }), 400],
      [standIn.client().rpc('company_invitation_preview', { p_token: 'forged' }), 400],
      [carol.client.rpc('staff_companies'), 403],
    ] as const;
    for (const [promise, status] of cases) {
      const answer = await promise;
      expect({ status: answer.status, code: answer.error?.code }).toEqual({ status, code: status === 403 ? '42501' : 'P0001' });
    }
  });
});
