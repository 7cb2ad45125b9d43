/**
 * The production entry of the shell's server: `node server/main.ts`. One server from the
 * environment (server/config.ts), its ops port (/healthz, /readyz, /metrics), JSON logs, metrics
 * and graceful drain on SIGTERM (docs/decisions/0013-production-operation.md). The remotes are
 * static files on a CDN or object store (deploy/); `npm start` composes everything locally
 * with server/serve.ts, which starts the shell through startShell below.
 */
import path from 'node:path';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Registry } from 'prom-client';
import { apps } from '../shared/build/apps.ts';
import { createLifecycle, type Lifecycle } from '../shared/ops/lifecycle.ts';
import { createLogger, type Logger } from '../shared/ops/logger.ts';
import { createMetrics } from '../shared/ops/metrics.ts';
import { startOpsServer } from '../shared/ops/ops-server.ts';
import { configProblemsMessage, loadConfig, readLocalAppConfig, type ServerConfig } from './config.ts';
import { createDiscoveryReader } from './frontend-discovery.ts';
import { createServerMetrics } from './server-metrics.ts';
import { createShellServer } from './static-server.ts';

export const shellApp = apps.find((app) => app.kind === 'host')!;
/** The shell's built output: shell/dist beside this file, or SHELL_DIST_DIR (an image that keeps it elsewhere). */
export const shellDistDir = process.env.SHELL_DIST_DIR ?? path.resolve(import.meta.dirname, '..', shellApp.workspace, 'dist');

/**
 * Idle keep-alive connections are kept longer than nginx keeps its upstream ones (60 s), so nginx
 * never reuses a connection Node is closing at that moment (a failed request it may not retry).
 */
const keepAliveTimeoutMs = 65_000;

export interface ShellProcess {
  server: Server;
  ops: Server;
  lifecycle: Lifecycle;
  logger: Logger;
  registry: Registry;
  /** the ports listened on (PORT=0 or METRICS_PORT=0 pick free ones) */
  port: number;
  opsPort: number;
}

export interface StartShellOptions {
  distDir?: string;
  /** the signals that drain the process (serve.ts drains it itself: none) */
  signals?: readonly NodeJS.Signals[];
  /** how the drain ends the process (serve.ts goes on to stop the rest of the composition) */
  exit?: (code: number) => void;
}

const listen = async (server: Server, port: number, host: string | undefined): Promise<number> => {
  server.listen(port, host);
  await once(server, 'listening');
  return (server.address() as AddressInfo).port;
};

/**
 * Starts the shell's server and its ops port from a checked configuration; ready once the
 * discovery document (when used) and the remotes' route manifests were read once.
 */
export async function startShell(
  config: ServerConfig,
  { distDir = shellDistDir, signals, exit }: StartShellOptions = {},
): Promise<ShellProcess> {
  const logger = createLogger({ service: 'shell-server', level: config.log.level, format: config.log.format });
  for (const warning of config.warnings) logger.warn(warning);
  // React's production build for server rendering, whatever NODE_ENV was: NODE_ENV only chose
  // the configuration rules, and React reads it when the shell's server bundle is loaded below.
  process.env.NODE_ENV = 'production';

  const { registry } = createMetrics({ service: 'shell-server' });
  const metrics = createServerMetrics(registry);
  const lifecycle = createLifecycle({
    logger,
    graceMs: config.shutdown.graceMs,
    delayMs: config.shutdown.delayMs,
    ...(signals ? { signals } : {}),
    ...(exit ? { exit } : {}),
  });
  // The remotes' versions, when they come from a discovery document: re-read every 2 s in the background.
  const discovery = config.releases
    ? createDiscoveryReader({
        url: config.releases.discoveryUrl,
        onRead: ({ ok }) => metrics.discoveryRead(ok),
        logWarning: (message, fields) => logger.warn(fields, message),
        logInfo: (message, fields) => logger.info(fields, message),
      })
    : null;
  discovery?.start();
  lifecycle.onStop(() => discovery?.stop());
  const shell = createShellServer({
    app: shellApp,
    distDir,
    appConfig: config.appConfig,
    siteUrl: config.siteUrl,
    logger,
    registry,
    metrics,
    trustProxy: config.trustProxy,
    lifecycle,
    trustedKeys: config.trustedKeys,
    ...(discovery && config.releases ? { releases: { discovery, secret: config.releases.secret } } : {}),
  });
  const ops = startOpsServer({
    host: config.metrics.host,
    port: config.metrics.port,
    registry,
    token: config.metrics.token,
    isReady: shell.readiness,
    logger,
  });
  // Answers /readyz (503) and /metrics until the drain is over.
  lifecycle.onStop(() => {
    ops.close();
    ops.closeAllConnections();
  });
  if (!ops.listening) await once(ops, 'listening');
  const opsPort = (ops.address() as AddressInfo).port;

  const http = createServer(shell.app);
  http.keepAliveTimeout = keepAliveTimeoutMs;
  http.headersTimeout = keepAliveTimeoutMs + 1_000;
  lifecycle.track(http);
  http.on('error', (error) => {
    logger.fatal({ err: error, port: config.port }, 'the server cannot listen');
    process.exit(1);
  });
  const port = await listen(http, config.port, config.host);
  logger.info({ port, host: config.host ?? '*', siteUrl: config.siteUrl, production: config.production }, 'listening');

  await shell.warm();
  lifecycle.ready();
  return { server: http, ops, lifecycle, logger, registry, port, opsPort };
}

if (import.meta.main) {
  const result = loadConfig(process.env, { localAppConfig: readLocalAppConfig(shellDistDir) });
  if (!result.ok) {
    process.stderr.write(`${configProblemsMessage(result.problems)}\n`);
    process.exit(1);
  }
  await startShell(result.config);
}
