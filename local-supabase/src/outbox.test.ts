/**
 * The outbox worker, talking to the database only through the API with the service-role key as it
 * would to a hosted project. Mail that cannot go out waits and is retried (backoff capped at five
 * minutes) for up to 30 tries (about two hours) while it is worth sending, then becomes a dead
 * letter staff can send again (docs/decisions/0015-mail-worker.md); delivered or expired, no code
 * or link stays readable in the database. Time is simulated
 * by moving the message's timestamps back, never by sleeping.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { freePort, startStandIn, type StandIn } from './testing/harness.ts';

interface OutboxRow {
  id: number;
  recipient: string;
  body_text: string;
  attempts: number;
  created_at: Date;
  expires_at: Date;
  next_attempt_at: Date;
  last_attempt_at: Date | null;
  sent_at: Date | null;
  scrubbed_at: Date | null;
}

let standIn: StandIn;
beforeAll(async () => {
  // Nothing listens there: every send fails at once with ECONNREFUSED.
  const unreachable = await freePort();
  standIn = await startStandIn({ smtp: { host: '127.0.0.1', port: unreachable, from: 'test <t@example.com>' } });
}, 60_000);
afterAll(() => standIn.stop());

const latestTo = (recipient: string) =>
  standIn.database.asService(
    async (tx) =>
      (await tx.query<OutboxRow>('select * from private.mail_outbox where recipient = $1 order by id desc limit 1', [recipient])).rows[0]!,
  );

const rowById = (id: number) =>
  standIn.database.asService(async (tx) => (await tx.query<OutboxRow>('select * from private.mail_outbox where id = $1', [id])).rows[0]!);

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (const deadline = Date.now() + 15_000; Date.now() < deadline;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Lets the message's next try come due by moving everything about it back (the clock "advances"). */
async function timePassesUntilDue(id: number): Promise<number> {
  return standIn.database.asService(async (tx) => {
    const { rows } = await tx.query<{ seconds: number }>(
      `with shift as (select greatest(next_attempt_at - now(), interval '0') + interval '1 second' as d from private.mail_outbox where id = $1)
       update private.mail_outbox m
       set created_at = created_at - shift.d, expires_at = expires_at - shift.d,
           next_attempt_at = next_attempt_at - shift.d, last_attempt_at = last_attempt_at - shift.d
       from shift where m.id = $1
       returning extract(epoch from shift.d)::float8 as seconds`,
      [id],
    );
    return rows[0]!.seconds;
  });
}

it('empties a message that expires undelivered, and never sends it', async () => {
  const client = standIn.client();
  await client.auth.signInWithPassword({ email: 'mfa@example.com', password: 'DemoPass123!' });
  expect((await client.rpc('request_mfa_code')).error).toBeNull();
  const queued = await latestTo('mfa@example.com');
  expect(queued.body_text).toMatch(/\b\d{6}\b/);

  await standIn.database.asService((tx) =>
    tx.query("update private.mail_outbox set expires_at = now() - interval '1 second' where id = $1", [queued.id]),
  );
  const expired = await until(
    () => rowById(queued.id),
    (row) => row.scrubbed_at !== null,
    'the expired code to be scrubbed',
  );
  expect(expired).toMatchObject({ body_text: '', sent_at: null });
});

it('delivers a reset link after an outage longer than the backoff reaches, once mail is back', async () => {
  expect(
    (await standIn.client().auth.resetPasswordForEmail('other@example.com', { redirectTo: 'http://localhost:3000/reset-password' })).error,
  ).toBeNull();
  const { id } = await latestTo('other@example.com');

  // Mail stays down while more than 20 minutes of retries go by.
  let row = await until(
    () => rowById(id),
    (value) => value.attempts >= 1,
    'the first failed try',
  );
  let simulatedSeconds = 0;
  while (row.created_at.getTime() > Date.now() - 25 * 60_000) {
    const attempts = row.attempts;
    simulatedSeconds += await timePassesUntilDue(id);
    row = await until(
      () => rowById(id),
      (value) => value.attempts > attempts,
      `try ${attempts + 1}`,
    );
    // The next try is never more than five minutes after this one.
    expect(row.next_attempt_at.getTime() - row.last_attempt_at!.getTime()).toBeLessThanOrEqual(300_000);
  }
  expect(row.attempts).toBeGreaterThanOrEqual(10);
  expect(row.next_attempt_at.getTime() - row.last_attempt_at!.getTime()).toBe(300_000);
  expect(row).toMatchObject({ sent_at: null, scrubbed_at: null });
  expect(await standIn.mailTo('other@example.com')).toEqual([]);

  // Mail is back; five more minutes pass (the link was issued as long ago as its e-mail).
  await standIn.restartMailWorker();
  simulatedSeconds += await timePassesUntilDue(id);
  await standIn.database.asService((tx) =>
    tx.query("update auth.users set recovery_sent_at = recovery_sent_at - make_interval(secs => $1) where email = 'other@example.com'", [
      simulatedSeconds,
    ]),
  );
  const mail = await standIn.nextMail('other@example.com', 0);
  const link = /(http:\/\/\S+\/auth\/v1\/verify\?\S+)/.exec(mail.text)![1]!;
  const opened = new URL((await fetch(link, { redirect: 'manual' })).headers.get('location')!);
  expect(new URLSearchParams(opened.hash.slice(1)).get('type')).toBe('recovery');

  const delivered = await until(
    () => rowById(id),
    (value) => value.sent_at !== null,
    'delivery to be recorded',
  );
  expect(delivered.body_text).toBe('');
  expect(delivered.scrubbed_at).not.toBeNull();
  expect(JSON.stringify(delivered)).not.toContain(new URL(link).searchParams.get('token')!);
}, 60_000);

it('leaves no code or link readable in the outbox', async () => {
  const readable = await standIn.database.asService(
    async (tx) => (await tx.query<OutboxRow>("select * from private.mail_outbox where body_text ~ '\\d{6}|/auth/v1/verify'")).rows,
  );
  expect(readable).toEqual([]);
});

describe('deliver-outbox (the worker for a hosted project)', () => {
  const run = (env: Record<string, string>) =>
    new Promise<{ code: number | null; stderr: string }>((resolve) => {
      const child = spawn(process.execPath, [path.join(__dirname, 'mail/deliver-outbox.ts')], {
        env: { PATH: process.env.PATH ?? '', ...env },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => resolve({ code, stderr }));
    });

  it('refuses to start, naming every missing setting', async () => {
    const { code, stderr } = await run({ SUPABASE_URL: 'https://example.supabase.co', SMTP_PORT: 'twenty-five', SMTP_USER: 'mailer' });
    expect(code).toBe(1);
    expect(stderr).toContain('SMTP_USER and SMTP_PASS go together');
    for (const name of ['SUPABASE_SERVICE_ROLE_KEY', 'SMTP_HOST', 'MAIL_FROM']) expect(stderr).toContain(`${name} is missing`);
    expect(stderr).not.toContain('SUPABASE_URL is missing');
    expect(stderr).toContain('SMTP_PORT must be a port number');
  });
});
