/**
 * The mail worker: delivers the database's outbox by SMTP, as its own process
 * (`npm start -w mail-worker`, or `node mail-worker/src/main.ts`), configured by the environment
 * only (config.ts; docs/deploy.md, "Run the mail worker and the sweep"). Several may run at once:
 * claims are leased.
 *
 * Its ops port (WORKER_OPS_PORT, 9465 by default) answers /healthz (alive), /readyz (200 while
 * the API answered the latest claim, 503 before that and while stopping) and /metrics
 * (Prometheus). On SIGTERM or SIGINT it takes no new message, finishes the one being sent, hands
 * back the others it claimed, and exits 0.
 */
import { createLifecycle } from '../../shared/ops/lifecycle.ts';
import { createLogger, type LogLevel } from '../../shared/ops/logger.ts';
import { createMetrics } from '../../shared/ops/metrics.ts';
import { startOpsServer } from '../../shared/ops/ops-server.ts';
import { parseConfig } from './config.ts';
import { createOutboxMetrics } from './metrics.ts';
import { startOutboxWorker } from './outbox-worker.ts';

const parsed = parseConfig(process.env);
if (!parsed.ok) {
  console.error(`mail-worker: not started, because\n${parsed.problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
const { config } = parsed;

const logger = createLogger({ service: 'mail-worker', level: config.log.level as LogLevel, format: config.log.format });
const { registry } = createMetrics({ service: 'mail-worker' });

const worker = startOutboxWorker({
  supabaseUrl: config.supabaseUrl,
  serviceRoleKey: config.serviceRoleKey,
  smtp: config.smtp,
  from: config.from,
  messageIdDomain: config.messageIdDomain,
  pollMs: config.pollMs,
  batchSize: config.batchSize,
  logger,
  metrics: createOutboxMetrics(registry),
  graceMs: config.shutdownGraceMs,
});

const opsServer = startOpsServer({
  host: config.ops.host,
  port: config.ops.port,
  registry,
  token: config.ops.token,
  isReady: () => ({ ready: worker.isReady() && !lifecycle.draining, draining: lifecycle.draining }),
  logger,
});
// No visitors' server to drain: stopping is finishing the message being sent (the hook), while
// the ops server keeps answering, readiness 503, until the process exits.
const lifecycle = createLifecycle({ logger, graceMs: config.shutdownGraceMs, opsServers: [opsServer] });
lifecycle.onStop(() => worker.stop());
lifecycle.ready();

logger.info(
  {
    supabase: new URL(config.supabaseUrl).origin,
    smtp: `${config.smtp.host}:${config.smtp.port}`,
    secure: config.smtp.secure,
    pollMs: config.pollMs,
    production: config.production,
  },
  'mail worker started',
);
