import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** What the worker counts (per process) and what it reads from the database (the whole queue). */
export interface OutboxMetrics {
  delivered: Counter;
  failed: Counter;
  dead: Counter;
  rounds: Counter<'outcome'>;
  backlog: Gauge;
  oldestPendingAge: Gauge;
  deadLettersLastDay: Gauge;
  lastRound: Gauge;
  sendDuration: Histogram;
}

export function createOutboxMetrics(registry: Registry): OutboxMetrics {
  const registers = [registry];
  return {
    delivered: new Counter({ name: 'mail_outbox_delivered_total', help: 'Messages the mail server accepted', registers }),
    failed: new Counter({
      name: 'mail_outbox_failed_total',
      help: 'Send attempts that failed (each is retried or becomes a dead letter)',
      registers,
    }),
    dead: new Counter({
      name: 'mail_outbox_dead_total',
      help: 'Messages this worker turned into dead letters (last allowed try failed)',
      registers,
    }),
    rounds: new Counter({
      name: 'mail_outbox_rounds_total',
      help: 'Claim rounds by outcome (ok, claim_failed)',
      labelNames: ['outcome'],
      registers,
    }),
    backlog: new Gauge({
      name: 'mail_outbox_backlog',
      help: 'Pending messages in the outbox (not sent, not dead, not expired)',
      registers,
    }),
    oldestPendingAge: new Gauge({
      name: 'mail_outbox_oldest_pending_age_seconds',
      help: 'Age of the oldest pending message in seconds (0 when none)',
      registers,
    }),
    deadLettersLastDay: new Gauge({
      name: 'mail_outbox_dead_letters_last_day',
      help: 'Dead letters of the last 24 hours (whole outbox)',
      registers,
    }),
    lastRound: new Gauge({
      name: 'mail_outbox_last_round_timestamp_seconds',
      help: 'When the last claim round finished (Unix time)',
      registers,
    }),
    sendDuration: new Histogram({
      name: 'mail_outbox_send_duration_seconds',
      help: 'Time the mail server took to accept a message',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
      registers,
    }),
  };
}
