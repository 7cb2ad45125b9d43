import crypto from 'node:crypto';
import http, { type Server, type ServerResponse } from 'node:http';
import type { Registry } from 'prom-client';
import type { Logger } from './logger.ts';

/**
 * Readiness as the process sees it: a boolean, or an object whose `ready` says it and whose
 * other fields (each remote's state, the backlog, ...) are shown in /readyz's JSON body.
 */
export type Readiness = boolean | ({ ready: boolean } & Record<string, unknown>);

export interface ProbeAnswer {
  status: 200 | 503;
  body: Record<string, unknown>;
}

/** /healthz: the process is alive and its event loop answers. */
export function livenessAnswer(): ProbeAnswer {
  return { status: 200, body: { status: 'ok' } };
}

/** /readyz: 200 when ready to take traffic, 503 before and while draining. */
export function readinessAnswer(readiness: Readiness): ProbeAnswer {
  const details = typeof readiness === 'boolean' ? { ready: readiness } : readiness;
  const { ready, ...rest } = details;
  return { status: ready ? 200 : 503, body: { status: ready ? 'ready' : 'unavailable', ...rest } };
}

function sendProbe(res: ServerResponse, { status, body }: ProbeAnswer): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

const sameSecret = (given: string, expected: string) => {
  const a = crypto.createHash('sha256').update(given).digest();
  const b = crypto.createHash('sha256').update(expected).digest();
  return crypto.timingSafeEqual(a, b);
};

export interface OpsServerOptions {
  /** the interface; undefined = every interface (Node's default) */
  host?: string | undefined;
  port: number;
  registry: Registry;
  /** when set, /metrics requires `Authorization: Bearer <token>` */
  token?: string;
  isReady: () => Readiness;
  logger: Logger;
}

/**
 * The internal port of a process, for the platform rather than for visitors: `/healthz`
 * (liveness), `/readyz` (readiness, JSON), `/metrics` (Prometheus text). Bind it to an internal
 * interface or keep it off the load balancer; METRICS_TOKEN guards /metrics where that is not
 * possible. Answers GET and HEAD only; everything else is a 404 or 405. Listening starts at once
 * (wait for 'listening'); failing to listen stops the process, as a process that cannot be
 * watched must not run unseen.
 */
export function startOpsServer({ host, port, registry, token, isReady, logger }: OpsServerOptions): Server {
  const server = http.createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path !== '/healthz' && path !== '/readyz' && path !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' }).end('Method not allowed');
      return;
    }
    if (path === '/healthz') return sendProbe(res, livenessAnswer());
    if (path === '/readyz') return sendProbe(res, readinessAnswer(isReady()));
    if (token !== undefined && !sameSecret(req.headers.authorization ?? '', `Bearer ${token}`)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer', 'Content-Type': 'text/plain; charset=utf-8' }).end('Unauthorized');
      return;
    }
    registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' });
        res.end(text);
      },
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Metrics unavailable');
      },
    );
  });
  server.on('error', (error) => {
    logger.fatal({ err: error, host, port }, 'the ops server (health, readiness, metrics) cannot listen');
    process.exit(1);
  });
  server.listen(port, host, () => {
    const address = server.address();
    logger.info({ host, port: typeof address === 'object' && address ? address.port : port }, 'ops server listening');
  });
  return server;
}
