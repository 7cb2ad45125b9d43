import crypto from 'node:crypto';
import net from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp, type HttpLogger } from 'pino-http';
import { redactedUrl, type Logger } from './logger.ts';

/**
 * The access log of an HTTP server (pino-http): one line per response with the request id,
 * method, path (secrets redacted), status and duration, plus what the application adds with
 * setLogFields (the shell's server: the kind of request, page-cache hit or miss, owning remote).
 * No header is logged: cookies and authorization never reach the log.
 */

/** Who may be believed about the client's request id (and, for Express, its address and scheme). */
export type TrustProxy = (address: string | undefined) => boolean;

/** Named address ranges, as Express's `trust proxy` names them (proxy-addr). */
const namedRanges: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

export type TrustProxyResult = { ok: true; trust: TrustProxy } | { ok: false; error: string };

/**
 * TRUST_PROXY: empty, `false` or `none` (trust no one: every request id is generated here), or a
 * comma-separated list of `loopback`, `linklocal`, `uniquelocal`, addresses and CIDR ranges
 * (`10.0.0.0/8`, `::1`). `true` (everyone) is refused: anyone could then choose their request id
 * and, through Express, their address.
 */
export function parseTrustProxy(spec: string | undefined): TrustProxyResult {
  const text = (spec ?? '').trim().toLowerCase();
  if (text === '' || text === 'false' || text === 'none') return { ok: true, trust: () => false };
  const list = new net.BlockList();
  for (const item of text.split(',').map((part) => part.trim())) {
    for (const range of namedRanges[item] ?? [item]) {
      const [address = '', prefixText] = range.split('/');
      const family = net.isIP(address);
      if (family === 0) return { ok: false, error: `"${item}" is not loopback, linklocal, uniquelocal, an IP address or a CIDR range` };
      const type = family === 4 ? 'ipv4' : 'ipv6';
      if (prefixText === undefined) {
        list.addAddress(address, type);
        continue;
      }
      const prefix = Number(prefixText);
      if (!/^\d+$/.test(prefixText) || prefix > (family === 4 ? 32 : 128))
        return { ok: false, error: `"${item}" has an invalid prefix length` };
      list.addSubnet(address, prefix, type);
    }
  }
  return {
    ok: true,
    trust: (address) => {
      if (!address) return false;
      const family = net.isIP(address);
      return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
}

/** A request id we accept from a trusted proxy: nginx's $request_id (32 hex), a UUID, or similar. */
export const requestIdPattern = /^[A-Za-z0-9._:-]{8,128}$/;

/** The request's id: the trusted proxy's well-formed X-Request-Id, or a new UUID. */
export function requestId(req: IncomingMessage, trust: TrustProxy): string {
  const header = req.headers['x-request-id'];
  if (typeof header === 'string' && requestIdPattern.test(header) && trust(req.socket.remoteAddress)) return header;
  return crypto.randomUUID();
}

export interface LogFields {
  /** what the request was for: page, asset, api, config, health, ... */
  kind?: string;
  /** the page cache: hit, miss, or bypass (rendered for this request only) */
  cache?: string;
  /** the remote that owns the page */
  remote?: string;
  [field: string]: string | number | boolean | undefined;
}

const fieldsKey = Symbol('accessLogFields');
type Annotated = ServerResponse & { [fieldsKey]?: LogFields };

/** Adds fields to the access-log line of this response (written when it finishes). */
export function setLogFields(res: ServerResponse, fields: LogFields): void {
  const annotated = res as Annotated;
  annotated[fieldsKey] = { ...annotated[fieldsKey], ...fields };
}

export function logFields(res: ServerResponse): LogFields {
  return (res as Annotated)[fieldsKey] ?? {};
}

export interface HttpLoggerOptions {
  trustProxy: TrustProxy;
  /** requests logged at debug rather than info (load-balancer probes every few seconds) */
  quiet?: (req: IncomingMessage) => boolean;
}

/**
 * pino-http middleware: sets `req.id` (see requestId) and echoes it as X-Request-Id, gives the
 * request `req.log` (a child logger bound to `reqId` only), and writes the access-log line.
 */
export function httpLogger(logger: Logger, { trustProxy, quiet }: HttpLoggerOptions): HttpLogger {
  return pinoHttp({
    logger,
    quietReqLogger: true,
    genReqId: (req, res) => {
      const id = requestId(req, trustProxy);
      res.setHeader('X-Request-Id', id);
      return id;
    },
    wrapSerializers: false,
    serializers: {
      req: (req: IncomingMessage & { id?: unknown; originalUrl?: string }) => ({
        method: req.method,
        url: redactedUrl(req.originalUrl ?? req.url ?? ''),
      }),
      res: (res: ServerResponse) => ({ statusCode: res.statusCode }),
    },
    customLogLevel: (req, res, error) => {
      if (error || res.statusCode >= 500) return 'error';
      return quiet?.(req) ? 'debug' : 'info';
    },
    customSuccessObject: (_req, res, value: Record<string, unknown>) => ({ ...value, ...logFields(res) }),
    customErrorObject: (_req, res, _error, value: Record<string, unknown>) => ({ ...value, ...logFields(res) }),
    customSuccessMessage: () => 'request completed',
    customErrorMessage: () => 'request failed',
  });
}
