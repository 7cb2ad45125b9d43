/**
 * Who reaches the outbox through the API (supabase/migrations/20261126000300_outbox_dead_letter.sql):
 * the worker's functions only as the service role; the undelivered-mail list and the re-queue
 * only as staff who passed the second factor (the staff gate), never as a client or anonymously.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '../../local-supabase/src/testing/harness.ts';
import { serviceClient } from './outbox-worker.ts';

let standIn: StandIn;
let service: SupabaseClient;
beforeAll(async () => {
  standIn = await startStandIn({}, { mailWorker: false });
  service = serviceClient(standIn.url, standIn.config.serviceRoleKey);
}, 60_000);
afterAll(() => standIn.stop());

async function signedIn(email: string, { staff = false, code = staff }: { staff?: boolean; code?: boolean } = {}): Promise<SupabaseClient> {
  await standIn.createConfirmedUser(email, 'Access-pass-1');
  if (staff) await standIn.database.asService((tx) => tx.query('select private.set_staff($1)', [email]));
  const client = standIn.client();
  expect((await client.auth.signInWithPassword({ email, password: 'Access-pass-1' })).error).toBeNull();
  if (code) {
    expect((await client.rpc('request_mfa_code')).error).toBeNull();
    const mailed = await standIn.database.asService(
      async (tx) =>
        (
          await tx.query<{ body_text: string }>('select body_text from private.mail_outbox where recipient = $1 order by id desc limit 1', [
            email,
          ])
        ).rows[0]!.body_text,
    );
    expect(await client.rpc('verify_mfa_code', { code: /\b(\d{6})\b/.exec(mailed)![1] })).toMatchObject({ data: { status: 'verified' } });
  }
  return client;
}

/** A dead letter made as the service role would: queued for later, then failed as often as allowed. */
async function deadLetter(recipient: string, subject: string, expiresIn = '1 day'): Promise<number> {
  const queued = await service.rpc('outbox_enqueue', {
    recipient,
    subject,
    body_text: 'Body.',
    not_before: new Date(Date.now() + 3_600_000).toISOString(),
    expires_in: expiresIn,
  });
  expect(queued.error).toBeNull();
  const id = queued.data as number;
  let outcome: unknown;
  for (let attempt = 1; attempt <= 30; attempt++)
    outcome = (await service.rpc('outbox_failed', { message_id: id, error: `550 <${recipient}>: mailbox unavailable` })).data;
  expect(outcome).toEqual({ attempts: 30, dead: true });
  return id;
}

it('the worker functions answer the service role only', async () => {
  const client = await signedIn('access-client@example.com');
  const anon = standIn.client();
  const calls: Array<[string, Record<string, unknown>]> = [
    ['outbox_stats', {}],
    ['outbox_enqueue', { recipient: 'x@example.com', subject: 's', body_text: 'b' }],
    ['outbox_release', { message_ids: [1] }],
    ['outbox_failed', { message_id: 1, error: 'x' }],
  ];
  for (const [name, args] of calls) {
    expect((await anon.rpc(name, args)).status).toBe(401);
    expect((await client.rpc(name, args)).status).toBe(403);
  }
  expect((await service.rpc('outbox_stats')).status).toBe(200);
});

it('staff who passed the code see undelivered mail, masked, and re-queue it; a client, anon and staff before the code do not', async () => {
  const id = await deadLetter('jane.doe@client.example', 'Your ticket has a reply');
  const expired = await deadLetter('old@client.example', 'An old notice', '1 second');
  await standIn.database.asService((tx) =>
    tx.query("update private.mail_outbox set expires_at = now() - interval '1 second' where id = $1", [expired]),
  );

  const anon = standIn.client();
  const client = await signedIn('access-client-2@example.com');
  const staffBeforeCode = await signedIn('access-staff-nocode@example.com', { staff: true, code: false });
  const staff = await signedIn('access-staff@example.com', { staff: true });

  expect((await anon.rpc('staff_undelivered_mail')).status).toBe(401);
  for (const outsider of [client, staffBeforeCode]) {
    expect(await outsider.rpc('staff_undelivered_mail')).toMatchObject({ status: 403, data: null });
    expect((await outsider.rpc('staff_retry_mail', { message_id: id })).status).toBe(403);
  }

  const listed = await staff.rpc('staff_undelivered_mail');
  expect(listed.status).toBe(200);
  const rows = listed.data as Array<Record<string, unknown>>;
  expect(rows.find((row) => row.id === id)).toMatchObject({
    subject: 'Your ticket has a reply',
    recipient_masked: 'j***@client.example',
    attempts: 30,
    last_error: '550 <[address]>: mailbox unavailable',
    reason: 'attempts',
    retryable: true,
  });
  expect(JSON.stringify(rows)).not.toContain('jane.doe');
  expect(rows.find((row) => row.id === expired)).toMatchObject({ retryable: false });

  expect(await staff.rpc('staff_retry_mail', { message_id: expired })).toMatchObject({ status: 409 });
  expect(await staff.rpc('staff_retry_mail', { message_id: 987654 })).toMatchObject({ status: 404 });
  expect(await staff.rpc('staff_retry_mail', { message_id: id })).toMatchObject({ status: 200, data: id });
  const requeued = await standIn.database.asService(
    async (tx) =>
      (await tx.query('select dead_at, attempts, next_attempt_at <= now() as due from private.mail_outbox where id = $1', [id])).rows[0],
  );
  expect(requeued).toEqual({ dead_at: null, attempts: 0, due: true });
  expect(((await staff.rpc('staff_undelivered_mail')).data as Array<{ id: number }>).map((row) => row.id)).not.toContain(id);
});
