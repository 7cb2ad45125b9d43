import nodemailer from 'nodemailer';
import { repeatRounds, serviceClient } from '../service-jobs.ts';

/**
 * Delivers private.mail_outbox by SMTP. It talks to the database only through the API with the
 * service-role key (the rpc functions outbox_claim, outbox_delivered and outbox_failed, which
 * only service_role may call), so the very same worker serves the local stand-in and a hosted
 * project. The database decides what is due, leases it (60 s), schedules retries and empties
 * delivered or expired bodies; the worker only sends.
 */
export interface OutboxWorkerSettings {
  supabaseUrl: string;
  serviceRoleKey: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string };
  /** the From header, e.g. `Meridian IT Services <no-reply@example.com>` */
  from: string;
  pollMs: number;
  log?: (message: string) => void;
}

export interface OutboxWorker {
  /** Finishes the round in progress (a message being sent is not cut off), then stops. */
  stop(): Promise<void>;
}

interface OutboxMessage {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
}

export function startOutboxWorker({
  supabaseUrl,
  serviceRoleKey,
  smtp,
  from,
  pollMs,
  log = console.error,
}: OutboxWorkerSettings): OutboxWorker {
  const api = serviceClient(supabaseUrl, serviceRoleKey);
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // Well inside the 60 s lease: a send that hangs must fail before another worker may claim
    // the same message, or it could go out twice.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  const deliverDue = async (stopping: () => boolean) => {
    const claimed = await api.rpc('outbox_claim');
    if (claimed.error) return log(`outbox worker: outbox_claim failed: ${claimed.error.message}`);
    for (const message of (claimed.data ?? []) as OutboxMessage[]) {
      // Unsent claimed messages come back when their lease ends.
      if (stopping()) return;
      try {
        await transport.sendMail({ from, to: message.recipient, subject: message.subject, text: message.body_text });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log(`outbox worker: message ${message.id} not delivered yet (${reason}); the database schedules the retry`);
        const failed = await api.rpc('outbox_failed', { message_id: message.id, error: reason });
        if (failed.error) log(`outbox worker: outbox_failed(${message.id}) failed: ${failed.error.message}`);
        continue;
      }
      const delivered = await api.rpc('outbox_delivered', { message_id: message.id });
      // Sent but not recorded: it goes out again after the lease (at least once, never lost).
      if (delivered.error) log(`outbox worker: outbox_delivered(${message.id}) failed: ${delivered.error.message}`);
    }
  };

  const rounds = repeatRounds(deliverDue, pollMs, (error) =>
    log(`outbox worker: ${error instanceof Error ? error.message : String(error)}`),
  );
  return {
    async stop() {
      await rounds.stop();
      transport.close();
    },
  };
}
