/**
 * The worker as it is deployed: `node mail-worker/src/main.ts` as a child process, configured by
 * its environment, watched through its ops port (/healthz, /readyz, /metrics) and stopped with
 * SIGTERM, against the local stand-in's API.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort, startStandIn, type StandIn } from '../../local-supabase/src/testing/harness.ts';
import { startSmtpStub } from './testing/smtp-stub.ts';

interface Worker {
  child: ChildProcess;
  opsUrl: string;
  output: () => string;
  exited: Promise<number | null>;
}

let standIn: StandIn;
const running: Worker[] = [];
beforeAll(async () => {
  standIn = await startStandIn({}, { mailWorker: false });
}, 60_000);
beforeEach(() => standIn.database.asService((tx) => tx.query('delete from private.mail_outbox')));
afterEach(async () => {
  for (const worker of running.splice(0)) {
    worker.child.kill('SIGKILL');
    await worker.exited;
  }
});
afterAll(() => standIn.stop());

async function startWorker(env: Record<string, string>): Promise<Worker> {
  const opsPort = await freePort();
  const child = spawn(process.execPath, [path.join(__dirname, 'main.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      SUPABASE_URL: standIn.url,
      SUPABASE_SERVICE_ROLE_KEY: standIn.config.serviceRoleKey,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(standIn.maildevSmtpPort),
      MAIL_FROM: 'Meridian IT Services <no-reply@meridian-it.example>',
      POLL_MS: '100',
      WORKER_OPS_PORT: String(opsPort),
      ...env,
    },
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const worker = { child, opsUrl: `http://127.0.0.1:${opsPort}`, output: () => output, exited };
  running.push(worker);
  return worker;
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    try {
      const value = await read();
      if (done(value)) return value;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const probe = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, body: await response.text() };
};

const enqueue = (recipient: string, subject: string) =>
  standIn.database.asService(async (tx) => {
    const { rows } = await tx.query<{ id: number }>(
      "insert into private.mail_outbox (recipient, subject, body_text) values ($1, $2, 'Body.') returning id::int as id",
      [recipient, subject],
    );
    return rows[0]!.id;
  });

const outboxRow = (id: number) =>
  standIn.database.asService(
    async (tx) =>
      (
        await tx.query<{ sent_at: Date | null; attempts: number; due_now: boolean }>(
          'select sent_at, attempts, next_attempt_at <= now() as due_now from private.mail_outbox where id = $1',
          [id],
        )
      ).rows[0]!,
  );

it('is alive at once, ready only once the API answered a claim, and not ready while the API is unreachable', async () => {
  const worker = await startWorker({ SUPABASE_URL: `http://127.0.0.1:${await freePort()}` });
  await until(
    () => probe(`${worker.opsUrl}/healthz`),
    ({ status }) => status === 200,
    '/healthz',
  );
  // Rounds have run (and failed) meanwhile: still not ready.
  await until(
    async () => worker.output(),
    (output) => output.includes('outbox_claim failed'),
    'a failed claim',
  );
  expect(await probe(`${worker.opsUrl}/readyz`)).toMatchObject({ status: 503 });

  const reachable = await startWorker({});
  const ready = await until(
    () => probe(`${reachable.opsUrl}/readyz`),
    ({ status }) => status === 200,
    '/readyz 200',
  );
  expect(JSON.parse(ready.body)).toMatchObject({ status: 'ready', draining: false });
});

it('exports the outbox metrics: delivered, failed, dead, backlog and the oldest pending message', async () => {
  const metrics = async (worker: Worker) => (await probe(`${worker.opsUrl}/metrics`)).body;
  const value = (text: string, name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, 'm').exec(text)?.[1] ?? NaN);
  await enqueue('metrics-one@example.com', 'Metrics one');
  await standIn.database.asService((tx) => tx.query("update private.mail_outbox set created_at = now() - interval '10 minutes'"));

  const refused = await startWorker({ SMTP_PORT: String(await freePort()) });
  const before = await until(
    () => metrics(refused),
    (text) => value(text, 'mail_outbox_failed_total') >= 1 && value(text, 'mail_outbox_backlog') === 1,
    'a failed try and a backlog of one',
  );
  expect(value(before, 'mail_outbox_oldest_pending_age_seconds')).toBeGreaterThanOrEqual(600);
  for (const name of [
    'mail_outbox_delivered_total',
    'mail_outbox_dead_total',
    'mail_outbox_dead_letters_last_day',
    'nodejs_eventloop_lag_seconds',
  ])
    expect(before).toMatch(new RegExp(`^${name}(\\{[^}]*\\})? `, 'm'));
  refused.child.kill('SIGTERM');
  expect(await refused.exited).toBe(0);

  await standIn.database.asService((tx) => tx.query("update private.mail_outbox set next_attempt_at = now() - interval '1 second'"));
  const delivering = await startWorker({});
  const after = await until(
    () => metrics(delivering),
    (text) => value(text, 'mail_outbox_delivered_total') === 1 && value(text, 'mail_outbox_backlog') === 0,
    'the delivery',
  );
  expect(value(after, 'mail_outbox_oldest_pending_age_seconds')).toBe(0);
});

it('on SIGTERM: readiness fails at once, the message being sent goes out, the others are handed back, exit 0', async () => {
  const slow = await startSmtpStub({ hold: true });
  try {
    const first = await enqueue('drain-one@example.com', 'Drain one');
    const second = await enqueue('drain-two@example.com', 'Drain two');
    const dataArrived = slow.nextData();
    const worker = await startWorker({ SMTP_PORT: String(slow.port) });
    await dataArrived; // the first message is in flight, held by the mail server

    worker.child.kill('SIGTERM');
    const draining = await until(
      () => probe(`${worker.opsUrl}/readyz`),
      ({ status }) => status === 503,
      '/readyz 503',
    );
    expect(JSON.parse(draining.body)).toMatchObject({ draining: true });
    expect(worker.child.exitCode).toBeNull();

    slow.release();
    expect(await worker.exited).toBe(0);
    expect(slow.messages).toHaveLength(1);
    expect((await outboxRow(first)).sent_at).toBeInstanceOf(Date);
    // Not lost, not waiting for its lease: due again at once for the next worker.
    expect(await outboxRow(second)).toMatchObject({ sent_at: null, attempts: 0, due_now: true });
  } finally {
    await slow.close();
  }
});

it('refuses to start in production with unsafe values, listing every problem at once', async () => {
  const worker = await startWorker({ NODE_ENV: 'production', SUPABASE_URL: 'http://localhost:54321', LOG_FORMAT: 'pretty' });
  expect(await worker.exited).toBe(1);
  const output = worker.output();
  expect(output).toContain('mail-worker: not started');
  for (const name of [
    'SUPABASE_URL must use https',
    'SUPABASE_URL points at this machine',
    'SUPABASE_SERVICE_ROLE_KEY',
    'SMTP_USER and SMTP_PASS',
    'LOG_FORMAT',
  ])
    expect(output).toContain(name);
});
