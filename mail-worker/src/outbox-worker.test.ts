/**
 * The worker's delivery against the local stand-in's API (service role, as on a hosted project)
 * and a real MailDev, run in this process so a test can read its metrics and its log lines and
 * put faults in its API calls. Time is simulated by moving a message's timestamps back, never by
 * sleeping.
 */
import { Registry } from 'prom-client';
import { freePort, startStandIn, type StandIn } from '../../local-supabase/src/testing/harness.ts';
import { memoryLogger } from './memory-logger.ts';
import { createOutboxMetrics, type OutboxMetrics } from './metrics.ts';
import { startOutboxWorker, type OutboxWorker } from './outbox-worker.ts';
import { startSmtpStub } from './testing/smtp-stub.ts';

interface Row {
  id: number;
  attempts: number;
  wait: number | null;
  sent_at: Date | null;
  dead_at: Date | null;
  dead_reason: string | null;
  last_error: string | null;
  due_now: boolean;
}

let standIn: StandIn;
let worker: OutboxWorker | undefined;
beforeAll(async () => {
  standIn = await startStandIn({}, { mailWorker: false });
}, 60_000);
afterEach(async () => {
  await worker?.stop();
  worker = undefined;
});
afterAll(() => standIn.stop());
beforeEach(() => standIn.database.asService((tx) => tx.query('delete from private.mail_outbox')));

function run(smtpPort: number, options: { logs?: string[]; metrics?: OutboxMetrics; fetch?: typeof fetch } = {}): OutboxWorker {
  worker = startOutboxWorker({
    supabaseUrl: standIn.url,
    serviceRoleKey: standIn.config.serviceRoleKey,
    smtp: { host: '127.0.0.1', port: smtpPort, secure: false },
    from: 'Meridian IT Services <no-reply@meridian-it.example>',
    messageIdDomain: 'meridian-it.example',
    pollMs: 50,
    logger: memoryLogger(options.logs ?? []),
    metrics: options.metrics,
    fetch: options.fetch,
    graceMs: 5_000,
  });
  return worker;
}

async function enqueue(recipient: string, subject: string, body: string, ageSeconds = 0): Promise<number> {
  return standIn.database.asService(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      `insert into private.mail_outbox (recipient, subject, body_text, created_at)
       values ($1, $2, $3, now() - make_interval(secs => $4)) returning id::int as id`,
      [recipient, subject, body, ageSeconds],
    );
    return rows[0]!.id;
  });
}

const row = (id: number) =>
  standIn.database.asService(
    async (tx) =>
      (
        await tx.query<Row>(
          `select id::int as id, attempts, sent_at, dead_at, dead_reason, last_error, next_attempt_at <= now() as due_now,
                  extract(epoch from next_attempt_at - last_attempt_at)::int as wait
           from private.mail_outbox where id = $1`,
          [id],
        )
      ).rows[0]!,
  );

/** The message's next try comes due now (its lease or backoff has "passed"). */
const comeDue = (id: number) =>
  standIn.database.asService((tx) =>
    tx.query("update private.mail_outbox set next_attempt_at = now() - interval '1 second' where id = $1", [id]),
  );

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline;) {
    const value = await read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const metricValue = async (metrics: OutboxMetrics, name: keyof OutboxMetrics) =>
  (await metrics[name].get()).values.reduce((sum, { value }) => sum + value, 0);

interface CaughtWithHeaders {
  messageId: string;
  headers: Record<string, string>;
  to: Array<{ address: string }>;
}

it('a message sent again after its acknowledgement was lost carries the same Message-ID and idempotency key', async () => {
  let dropAcknowledgements = 1;
  const lossy: typeof fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.endsWith('/rpc/outbox_delivered') && dropAcknowledgements-- > 0)
      throw new TypeError('fetch failed (test: the acknowledgement is lost)');
    return fetch(input, init);
  };
  const address = `twice-${Date.now()}@example.com`;
  const id = await enqueue(address, 'Sent twice', 'The same message, twice.');
  run(standIn.maildevSmtpPort, { fetch: lossy });

  await standIn.nextMail(address, 0);
  // Sent but not recorded: still pending, leased; once the lease passes it goes out again.
  expect(await row(id)).toMatchObject({ sent_at: null, due_now: false });
  await comeDue(id);
  await standIn.nextMail(address, 1);
  await until(
    () => row(id),
    (value) => value.sent_at !== null,
    'the second send to be recorded',
  );

  const caught = (await standIn.mailTo(address)) as unknown as CaughtWithHeaders[];
  expect(caught).toHaveLength(2);
  const [first, second] = caught;
  expect(first!.messageId).toMatch(new RegExp(`^outbox-${id}\\.\\d+@meridian-it\\.example$`));
  expect(second!.messageId).toBe(first!.messageId);
  expect(first!.headers['x-idempotency-key']).toBe(first!.messageId.split('@')[0]);
  expect(second!.headers['x-idempotency-key']).toBe(first!.headers['x-idempotency-key']);
});

it('retries with exponential backoff, then makes the message a dead letter after the last allowed try', async () => {
  const logs: string[] = [];
  const metrics = createOutboxMetrics(new Registry());
  const id = await enqueue('nobody@example.com', 'Never arrives', 'Body that never leaves.');
  run(await freePort(), { logs, metrics }); // nothing listens there: every send fails at once

  // 2 s after the first failure, 4 s after the second, 8 s after the third.
  for (const [attempts, wait] of [
    [1, 2],
    [2, 4],
    [3, 8],
  ] as const) {
    expect(
      await until(
        () => row(id),
        (value) => value.attempts === attempts,
        `try ${attempts}`,
      ),
    ).toMatchObject({ attempts, wait, dead_at: null });
    await comeDue(id);
  }

  // The 30th try is the last.
  await standIn.database.asService((tx) => tx.query('update private.mail_outbox set attempts = 29 where id = $1', [id]));
  await comeDue(id);
  const dead = await until(
    () => row(id),
    (value) => value.dead_at !== null,
    'the dead letter',
  );
  expect(dead).toMatchObject({ attempts: 30, dead_reason: 'attempts', sent_at: null });
  // The worker counts it once the database's answer reaches it.
  await until(
    () => metricValue(metrics, 'dead'),
    (count) => count === 1,
    'the dead-letter count',
  );
  expect(await metricValue(metrics, 'failed')).toBeGreaterThanOrEqual(4);
  expect(logs.map((line) => JSON.parse(line) as Record<string, unknown>)).toContainEqual(
    expect.objectContaining({ outboxId: id, attempts: 30, msg: expect.stringContaining('dead letter') }),
  );

  // Never claimed again, even when "due".
  await comeDue(id);
  const failedBefore = await metricValue(metrics, 'failed');
  const roundsBefore = await metricValue(metrics, 'rounds');
  await until(
    () => metricValue(metrics, 'rounds'),
    (rounds) => rounds >= roundsBefore + 3,
    'three more rounds',
  );
  expect(await metricValue(metrics, 'failed')).toBe(failedBefore);
  expect(await row(id)).toMatchObject({ attempts: 30, sent_at: null });
});

it('logs message ids only: no address, subject or body, even when the mail server quotes the address', async () => {
  const logs: string[] = [];
  const refusing = await startSmtpStub({ rejectRecipients: true });
  const refused = `refused.person-${Date.now()}@example.org`;
  const delivered = `delivered.person-${Date.now()}@example.net`;
  const refusedId = await enqueue(refused, 'Subject that stays private', 'Body with a secret 123456');
  try {
    run(refusing.port, { logs });
    const failed = await until(
      () => row(refusedId),
      (value) => value.attempts >= 1,
      'the refused try',
    );
    // The server's error is kept for staff without the address it quoted.
    expect(failed.last_error).toContain('[address]');
    expect(failed.last_error).not.toContain(refused);
  } finally {
    await worker?.stop();
    await refusing.close();
  }

  const deliveredId = await enqueue(delivered, 'Another private subject', 'Another secret body 654321');
  run(standIn.maildevSmtpPort, { logs });
  await standIn.nextMail(delivered, 0);
  await until(
    () => row(deliveredId),
    (value) => value.sent_at !== null,
    'the delivery',
  );
  await worker?.stop();

  const all = logs.join('\n');
  expect(all).toContain(`"outboxId":${refusedId}`);
  expect(all).toContain(`"outboxId":${deliveredId}`);
  // The worker's request id: every line about a message names the round that claimed it (a UUID),
  // so one delivery's lines can be found together.
  const messageLines = logs.map((line) => JSON.parse(line) as { outboxId?: number; round?: string }).filter((line) => line.outboxId);
  expect(messageLines.length).toBeGreaterThan(0);
  for (const line of messageLines) expect(line.round).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  for (const secret of [
    refused,
    delivered,
    'example.org',
    'example.net',
    'private subject',
    'secret body',
    'Body with',
    '123456',
    '654321',
  ])
    expect(all).not.toContain(secret);
  expect(all).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);
});

it('reports the backlog and the age of the oldest pending message, and both fall as mail goes out', async () => {
  const metrics = createOutboxMetrics(new Registry());
  await enqueue('waiting-one@example.com', 'Waiting', 'Waiting for mail to come back.', 300);
  await enqueue('waiting-two@example.com', 'Waiting too', 'Waiting as well.', 60);
  run(await freePort(), { metrics });

  await until(
    () => metricValue(metrics, 'backlog'),
    (backlog) => backlog === 2,
    'a backlog of 2',
  );
  expect(await metricValue(metrics, 'oldestPendingAge')).toBeGreaterThanOrEqual(300);

  await worker!.stop();
  await standIn.database.asService((tx) => tx.query("update private.mail_outbox set next_attempt_at = now() - interval '1 second'"));
  run(standIn.maildevSmtpPort, { metrics });
  await until(
    () => metricValue(metrics, 'backlog'),
    (backlog) => backlog === 0,
    'an empty backlog',
  );
  expect(await metricValue(metrics, 'oldestPendingAge')).toBe(0);
  expect(await metricValue(metrics, 'delivered')).toBe(2);
});
