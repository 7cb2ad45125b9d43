import nodemailer from 'nodemailer';
import type { StandInConfig } from '../config.ts';
import type { Database } from '../db/database.ts';

/**
 * Delivers private.mail_outbox by SMTP (to MailDev locally). Messages are written in the same
 * transaction as the change that causes them, so none is lost while mail is down: a failed send
 * stays queued and is retried with backoff. After delivery the body (which may hold a sign-in code
 * or a reset link) is scrubbed from the database.
 */
export function startMailer(
  config: StandInConfig,
  database: Database,
  log: (message: string) => void = console.error,
): { stop: () => Promise<void> } {
  const transport = nodemailer.createTransport({ host: config.smtp.host, port: config.smtp.port, secure: false, ignoreTLS: true });
  let stopped = false;
  let running: Promise<void> = Promise.resolve();

  const deliverPending = async () => {
    const pending = await database.asService(
      async (tx) =>
        (
          await tx.query<{ id: number; recipient: string; subject: string; body_text: string; attempts: number }>(
            `select id, recipient, subject, body_text, attempts from private.mail_outbox
             where sent_at is null and attempts < 20
               and (attempts = 0 or created_at + make_interval(secs => least(300, power(2, attempts))) < now())
             order by id limit 20`,
          )
        ).rows,
    );
    for (const message of pending) {
      if (stopped) return;
      try {
        await transport.sendMail({ from: config.smtp.from, to: message.recipient, subject: message.subject, text: message.body_text });
        await database.asService((tx) =>
          tx.query("update private.mail_outbox set sent_at = now(), body_text = '[delivered]' where id = $1", [message.id]),
        );
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await database.asService((tx) =>
          tx.query('update private.mail_outbox set attempts = attempts + 1, last_error = $2 where id = $1', [message.id, reason]),
        );
        log(`local-supabase mailer: message ${message.id} not delivered yet (${reason}); will retry`);
      }
    }
  };

  const timer = setInterval(() => {
    running = running.then(deliverPending).catch((error: unknown) => log(`local-supabase mailer: ${String(error)}`));
  }, config.mailPollMs);

  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
