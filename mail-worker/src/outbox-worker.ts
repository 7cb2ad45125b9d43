import crypto from 'node:crypto';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import type { OutboxMetrics } from './metrics.ts';
import type { WorkerConfig } from './config.ts';

/**
 * Delivers private.mail_outbox by SMTP. It reaches the database only through the API with the
 * service-role key (the functions outbox_claim, outbox_delivered, outbox_failed, outbox_release
 * and outbox_stats, which only service_role may call), so the same worker serves the local
 * stand-in and a hosted project (docs/decisions/0015-mail-worker.md). The database decides what is
 * due, leases it for 60 s, schedules retries, turns the last failed try into a dead letter and
 * empties delivered or expired bodies; the worker only sends and reports.
 *
 * At least once: a message is marked delivered only after the mail server accepted it, so a lost
 * acknowledgement sends it again once its lease ends. Every send of one message carries the same
 * Message-ID and X-Idempotency-Key (`idempotencyKey`), so a receiving system can drop the copy.
 *
 * Logs name messages by their outbox id only: never an address, a subject or a body.
 */
export interface OutboxWorkerOptions extends Pick<
  WorkerConfig,
  'supabaseUrl' | 'serviceRoleKey' | 'smtp' | 'from' | 'messageIdDomain' | 'pollMs'
> {
  /** messages claimed per round; default 20 */
  batchSize?: number;
  logger: Logger;
  metrics?: OutboxMetrics;
  /** how long stop() waits for the message being sent (default 25 s); unfinished, it returns after its lease */
  graceMs?: number;
  /** the API's fetch (tests put faults in it) */
  fetch?: typeof fetch;
}

export interface OutboxWorker {
  /** True while the API answered the latest claim: the worker can see its queue. */
  isReady(): boolean;
  /**
   * Takes no new message, lets the one being sent finish (bounded by graceMs), hands the claimed
   * but untried ones back (due at once for the next worker), then stops.
   */
  stop(): Promise<void>;
}

interface ClaimedMessage {
  id: number;
  recipient: string;
  subject: string;
  body_text: string;
  created_at: string;
  attempt: number;
}

/** The key every send of one outbox message carries: its id and creation time (unique across databases whose ids restart). */
export function idempotencyKey(message: { id: number; created_at: string }): string {
  return `outbox-${message.id}.${new Date(message.created_at).getTime()}`;
}

/** `<outbox-{id}.{created ms}@{domain}>`: the same for every send of the message. */
export function messageIdOf(message: { id: number; created_at: string }, domain: string): string {
  return `<${idempotencyKey(message)}@${domain}>`;
}

/** Mail servers quote the recipient in their errors; logs and the database get the text without it. */
export function redactAddresses(text: string): string {
  return text.replace(/[^\s<>()",;:]+@[^\s<>()",;:]+/g, '[address]');
}

function errorSummary(error: unknown): { reason: string; code?: string; responseCode?: number } {
  // Only the message and codes: nodemailer's error also lists the rejected addresses.
  if (!(error instanceof Error)) return { reason: redactAddresses(String(error)).slice(0, 500) };
  const { code, responseCode } = error as Error & { code?: unknown; responseCode?: unknown };
  return {
    reason: redactAddresses(error.message).slice(0, 500),
    ...(typeof code === 'string' ? { code } : {}),
    ...(typeof responseCode === 'number' ? { responseCode } : {}),
  };
}

export function serviceClient(supabaseUrl: string, serviceRoleKey: string, customFetch?: typeof fetch): SupabaseClient {
  return createClient(supabaseUrl, serviceRoleKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(customFetch ? { global: { fetch: customFetch } } : {}),
  });
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { smtp, from, messageIdDomain, pollMs, batchSize = 20, logger, metrics, graceMs = 25_000 } = options;
  const api = serviceClient(options.supabaseUrl, options.serviceRoleKey, options.fetch);
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // One connection kept open across messages (TLS and login once, not per message).
    pool: true,
    maxConnections: 1,
    // Well inside the 60 s lease: a send that hangs must fail before another worker may claim
    // the same message, or it goes out twice.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });

  let ready = false;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const refreshStats = async (log: Logger) => {
    if (!metrics) return;
    const stats = await api.rpc('outbox_stats').single<{ pending: number; oldest_pending_seconds: number; dead_last_day: number }>();
    if (stats.error) return log.warn({ error: stats.error.message }, 'outbox_stats failed; the backlog gauges keep their last values');
    metrics.backlog.set(Number(stats.data.pending));
    metrics.oldestPendingAge.set(Number(stats.data.oldest_pending_seconds));
    metrics.deadLettersLastDay.set(Number(stats.data.dead_last_day));
  };

  const deliver = async (message: ClaimedMessage, log: Logger) => {
    const started = performance.now();
    try {
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body_text,
        messageId: messageIdOf(message, messageIdDomain),
        headers: { 'X-Idempotency-Key': idempotencyKey(message) },
      });
    } catch (error) {
      const summary = errorSummary(error);
      metrics?.failed.inc();
      const failed = await api.rpc('outbox_failed', { message_id: message.id, error: summary.reason });
      if (failed.error)
        return log.error(
          { ...summary, rpcError: failed.error.message },
          'not delivered, and outbox_failed failed: retried after the lease',
        );
      const outcome = failed.data as { attempts: number; dead: boolean } | null;
      if (outcome?.dead) {
        metrics?.dead.inc();
        return log.error(
          { ...summary, attempts: outcome.attempts },
          'not delivered after the last allowed try: dead letter (staff see it)',
        );
      }
      return log.warn({ ...summary, attempts: outcome?.attempts }, 'not delivered; the database schedules the retry');
    }
    metrics?.sendDuration.observe((performance.now() - started) / 1000);
    metrics?.delivered.inc();
    const delivered = await api.rpc('outbox_delivered', { message_id: message.id });
    // Sent but not recorded: it goes out again after the lease, with the same idempotency key.
    if (delivered.error)
      return log.error({ rpcError: delivered.error.message }, 'delivered, but outbox_delivered failed: it is sent again after the lease');
    log.info({ ms: Math.round(performance.now() - started) }, 'delivered');
  };

  const round = async () => {
    const log = logger.child({ round: crypto.randomUUID() });
    // Tickets past their first-response target get their one staff notice queued first, so it
    // goes out in this round (supabase/migrations/20261127000200_response_targets_live.sql).
    const missed = await api.rpc('outbox_queue_missed_targets');
    if (missed.error) log.warn({ rpcError: missed.error.message }, 'outbox_queue_missed_targets failed: tried again next round');
    else if (Number(missed.data) > 0) log.info({ tickets: missed.data }, 'queued missed response target notices');
    const claimed = await api.rpc('outbox_claim', { max_rows: batchSize });
    if (claimed.error) {
      ready = false;
      metrics?.rounds.inc({ outcome: 'claim_failed' });
      return log.error({ rpcError: claimed.error.message }, 'outbox_claim failed');
    }
    ready = true;
    const messages = (claimed.data ?? []) as ClaimedMessage[];
    if (messages.length > 0) log.debug({ claimed: messages.length }, 'claimed');
    const untried = messages.map((message) => message.id);
    for (const message of messages) {
      if (stopping) break;
      untried.shift();
      await deliver(message, log.child({ outboxId: message.id, attempt: message.attempt }));
    }
    if (untried.length > 0) {
      const released = await api.rpc('outbox_release', { message_ids: untried });
      if (released.error)
        log.warn({ rpcError: released.error.message, outboxIds: untried }, 'outbox_release failed: these come back after their lease');
      else log.info({ outboxIds: untried }, 'stopping: handed back the claimed messages not tried');
    }
    metrics?.rounds.inc({ outcome: 'ok' });
    metrics?.lastRound.set(Date.now() / 1000);
    await refreshStats(log);
  };

  const tick = () => {
    current = round()
      .catch((error: unknown) => logger.error({ ...errorSummary(error) }, 'outbox round failed'))
      .finally(() => {
        if (!stopping) timer = setTimeout(tick, pollMs);
      });
  };
  tick();

  return {
    isReady: () => ready && !stopping,
    async stop() {
      stopping = true;
      clearTimeout(timer);
      let grace: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        current.then(() => true),
        new Promise<boolean>((resolve) => (grace = setTimeout(() => resolve(false), graceMs))),
      ]);
      clearTimeout(grace);
      if (!finished) logger.warn({ graceMs }, 'the message being sent did not finish in time: it comes back after its lease');
      transport.close();
    },
  };
}
