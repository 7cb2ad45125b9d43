import type { Server, ServerResponse } from 'node:http';
import type { Logger } from './logger.ts';

export interface LifecycleOptions {
  logger: Logger;
  /** how long requests in flight may take to finish once the servers stop accepting; then their connections are cut */
  graceMs: number;
  /**
   * how long the process keeps accepting (with Connection: close) after readiness fails, so a
   * load balancer that polls /readyz, or an orchestrator removing the endpoint, stops sending
   * before the port closes (0 locally; a few seconds behind nginx or Kubernetes)
   */
  delayMs?: number;
  /** the servers visitors reach: drained */
  servers?: Server[];
  /** the servers of the platform (health, readiness, metrics): kept answering until the end, then closed */
  opsServers?: Server[];
  /** the signals that start the drain */
  signals?: readonly NodeJS.Signals[];
  /** how the process ends (tests pass their own) */
  exit?: (code: number) => void;
}

export interface Lifecycle {
  /** the process has what it needs to serve: readiness passes (unless draining) */
  ready(): void;
  isReady(): boolean;
  readonly draining: boolean;
  /** a server to drain, added after creation */
  track(server: Server): void;
  /** work to finish after the servers are drained (stop a worker loop, close a pool); run in order */
  onStop(hook: () => unknown): void;
  /** the drain, as a signal starts it; resolves once the process is told to exit */
  shutdown(reason: string): Promise<void>;
}

// Unreferenced: the servers being drained hold the process open, and nothing else should.
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Readiness and graceful shutdown of one process (docs/decisions/0013-production-operation.md,
 * "Drain"). On SIGTERM or SIGINT:
 * 1. readiness fails at once (/readyz answers 503) and every response from then on says
 *    `Connection: close`, so keep-alive clients leave after their current request;
 * 2. after `delayMs` (the load balancer's time to notice), the servers stop accepting and idle
 *    keep-alive connections are closed;
 * 3. requests in flight finish, for at most `graceMs`; then the remaining connections are cut;
 * 4. the onStop hooks run, the ops servers close, and the process exits 0.
 * A second signal during the drain cuts every connection and exits 1 at once.
 */
export function createLifecycle({
  logger,
  graceMs,
  delayMs = 0,
  servers = [],
  opsServers = [],
  signals = ['SIGTERM', 'SIGINT'],
  exit = (code) => process.exit(code),
}: LifecycleOptions): Lifecycle {
  let started = false;
  let draining = false;
  let stopping: Promise<void> | null = null;
  const hooks: Array<() => unknown> = [];
  const drained: Server[] = [];
  const inFlight = new Set<{ server: Server; res: ServerResponse }>();

  function track(server: Server): void {
    drained.push(server);
    // First among the request listeners, so the header is set before the application writes any.
    server.prependListener('request', (_req, res: ServerResponse) => {
      const entry = { server, res };
      inFlight.add(entry);
      res.once('close', () => inFlight.delete(entry));
      if (draining) res.setHeader('Connection', 'close');
    });
  }
  servers.forEach(track);

  const closeServer = (server: Server) =>
    new Promise<void>((resolve) => {
      // Idle keep-alive connections are closed by close() (Node 19+); busy ones end after their response.
      server.close(() => resolve());
      server.closeIdleConnections();
    });

  async function drain(reason: string): Promise<void> {
    draining = true;
    logger.info(
      { reason, delayMs, graceMs, inFlight: inFlight.size },
      'draining: readiness fails, connections close after their current request',
    );
    for (const { server, res } of inFlight) {
      if (!res.headersSent) res.setHeader('Connection', 'close');
      // Its headers already promised keep-alive: close the connection once it is idle.
      else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
    }
    if (delayMs > 0) await wait(delayMs);

    let timer: NodeJS.Timeout | undefined;
    const closed = Promise.all(drained.map(closeServer)).then(() => 'drained' as const);
    const deadline = new Promise<'deadline'>((resolve) => {
      timer = setTimeout(() => resolve('deadline'), graceMs).unref();
    });
    const outcome = await Promise.race([closed, deadline]);
    clearTimeout(timer);
    if (outcome === 'deadline') {
      logger.warn({ graceMs, cut: inFlight.size }, 'drain deadline reached: cutting the requests still in flight');
      for (const server of drained) server.closeAllConnections();
    }

    for (const hook of hooks) {
      try {
        await hook();
      } catch (error) {
        logger.error({ err: error }, 'a stop hook failed');
      }
    }
    for (const server of opsServers) {
      server.close();
      server.closeAllConnections();
    }
    logger.info({ reason }, 'stopped');
    // Lines written to a pino destination are flushed before the process goes (bounded: a
    // transport's flush may never call back).
    await Promise.race([new Promise<void>((resolve) => logger.flush(() => resolve())), wait(1_000)]);
    exit(0);
  }

  const lifecycle: Lifecycle = {
    ready() {
      if (!started) logger.info('ready');
      started = true;
    },
    isReady: () => started && !draining,
    get draining() {
      return draining;
    },
    track,
    onStop(hook) {
      hooks.push(hook);
    },
    shutdown(reason) {
      stopping ??= drain(reason);
      return stopping;
    },
  };

  for (const signal of signals) {
    process.on(signal, () => {
      if (!stopping) {
        void lifecycle.shutdown(signal);
        return;
      }
      logger.warn({ signal }, 'second signal during the drain: stopping now');
      for (const server of [...drained, ...opsServers]) server.closeAllConnections();
      exit(1);
    });
  }
  return lifecycle;
}
