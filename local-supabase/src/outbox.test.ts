/**
 * A code requested while mail is down is not lost: it waits in the outbox and is delivered once
 * mail is back. Delivered bodies (codes, links) are scrubbed from the database.
 */
import { startMailer } from './mail/mailer.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';

let standIn: StandIn;
beforeAll(async () => {
  // Port 9 (discard) refuses SMTP: the mail server is "down".
  standIn = await startStandIn({ smtp: { host: '127.0.0.1', port: 9, from: 'test <t@example.com>' } });
}, 60_000);
afterAll(() => standIn.stop());

it('delivers a queued code once mail is back, then scrubs it', async () => {
  const client = standIn.client();
  await client.auth.signInWithPassword({ email: 'mfa@example.com', password: 'DemoPass123!' });
  expect((await client.rpc('request_mfa_code')).error).toBeNull();

  const outbox = () =>
    standIn.database.asService(
      async (tx) =>
        (
          await tx.query<{ attempts: number; sent_at: Date | null; body_text: string }>(
            'select attempts, sent_at, body_text from private.mail_outbox',
          )
        ).rows,
    );
  for (let i = 0; i < 50 && (await outbox())[0]?.attempts === 0; i++) await new Promise((resolve) => setTimeout(resolve, 100));
  const [pending] = await outbox();
  expect(pending).toMatchObject({ sent_at: null });
  expect(pending!.attempts).toBeGreaterThan(0);
  expect(await standIn.mailTo('mfa@example.com')).toEqual([]);

  // Mail is back.
  const mailer = startMailer(
    { ...standIn.config, smtp: { ...standIn.config.smtp, port: standIn.maildevSmtpPort } },
    standIn.database,
    () => {},
  );
  try {
    const mail = await standIn.nextMail('mfa@example.com', 0);
    expect(mail.text).toMatch(/\b\d{6}\b/);
  } finally {
    await mailer.stop();
  }
  const [delivered] = await outbox();
  expect(delivered!.sent_at).not.toBeNull();
  expect(delivered!.body_text).not.toMatch(/\d{6}/);
}, 30_000);
