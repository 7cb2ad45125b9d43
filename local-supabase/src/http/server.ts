import fs from 'node:fs';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';
import type { StandInConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import { handleAuth } from '../auth/auth-routes.ts';
import { createRealtime, type RealtimeService } from '../realtime/realtime-server.ts';
import { handleRest } from '../rest/rest-routes.ts';
import { ObjectStore } from '../storage/object-store.ts';
import { handleStorage, isOpenStorageLink } from '../storage/storage-routes.ts';
import { HttpError, sendJson } from './http.ts';
import { RateLimiter } from './ratelimit.ts';

// Storage adds x-upsert, cache-control, x-metadata and content-encoding (uploads) and exposes
// ETag and Content-Disposition (downloads).
const allowedHeaders =
  'authorization, apikey, content-type, x-client-info, x-supabase-api-version, accept-profile, content-profile, prefer, range, range-unit, x-retry-count, x-upsert, cache-control, x-metadata, content-encoding';
const exposedHeaders =
  'Content-Range, Content-Location, Location, X-Supabase-Api-Version, x-sb-error-code, Retry-After, ETag, Content-Disposition';

function applyCors(req: IncomingMessage, res: ServerResponse, config: StandInConfig): void {
  const origin = req.headers.origin;
  if (origin && config.corsOrigins.includes(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', exposedHeaders);
  }
}

/** The gateway's check (Kong on hosted projects): every call carries the project's API key. */
function requireApiKey(req: IncomingMessage, url: URL, config: StandInConfig): void {
  const key = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey');
  if (!key)
    throw new HttpError(401, { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' });
  if (key !== config.anonKey && key !== config.serviceRoleKey)
    throw new HttpError(401, { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' });
}

/**
 * Runs `handle` for each request and answers what it throws: an HttpError with its status and
 * body, anything else with a bare 500 (logged, without details). A handler may have set headers,
 * a status or even half of them (Node's writeHead sets the status text and merges headers one by
 * one, so one invalid header value leaves the ones before it set) before it threw: every header
 * and the status text are cleared first, so the error goes out with only its own framing (and
 * CORS, so the browser can read it). Once the headers are on the wire no clean answer is possible:
 * the connection is closed, so the client sees a failed transfer rather than a truncated body
 * that looks complete.
 */
export function withErrorAnswers(
  config: StandInConfig,
  log: (message: string) => void,
  handle: (req: IncomingMessage, res: ServerResponse) => Promise<void>,
): http.RequestListener {
  return async (req, res) => {
    try {
      applyCors(req, res, config);
      await handle(req, res);
    } catch (error) {
      const describe = () => (error instanceof Error ? (error.stack ?? error.message) : String(error));
      if (res.headersSent) {
        log(`local-supabase: ${req.method} ${req.url} failed after its headers were sent; closing the connection: ${describe()}`);
        res.destroy();
        return;
      }
      for (const name of res.getHeaderNames()) res.removeHeader(name);
      res.statusMessage = '';
      applyCors(req, res, config);
      try {
        if (error instanceof HttpError) return sendJson(res, error.status, error.body, error.headers);
        log(`local-supabase: unexpected error on ${req.method} ${req.url}: ${describe()}`);
        sendJson(res, 500, { message: 'Internal server error' });
      } catch (sendError) {
        log(`local-supabase: could not answer ${req.method} ${req.url}: ${String(sendError)}`);
        res.destroy();
      }
    }
  };
}

/** Answers an upgrade request that is refused, on the raw socket (no ServerResponse exists for it). */
function refuseUpgrade(socket: Duplex, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
  );
}

/**
 * An HTTP server whose close() also closes the Realtime WebSockets: Node's close and
 * closeAllConnections leave upgraded connections alone (they are no longer HTTP), and the close
 * callback would wait for them.
 */
class StandInHttpServer extends http.Server {
  readonly #realtime: RealtimeService;

  constructor(listener: http.RequestListener, realtime: RealtimeService) {
    super(listener);
    this.#realtime = realtime;
  }

  override close(callback?: (error?: Error) => void): this {
    this.#realtime.close();
    return super.close(callback);
  }
}

export interface StandInServer {
  server: http.Server;
  limiter: RateLimiter;
  /** Storage's object bytes (config.storageDir, or a temporary folder removed on close) */
  objects: ObjectStore;
  realtime: RealtimeService;
}

/**
 * The HTTP front of the stand-in: /auth/v1 (GoTrue subset), /rest/v1 (PostgREST subset),
 * /storage/v1 (Storage subset) and the WebSocket /realtime/v1/websocket (Realtime, Broadcast).
 * Client mistakes are answered with 4xx; anything unexpected is logged and answered 500 without
 * details, and the server keeps serving.
 */
export function createStandInServer(
  config: StandInConfig,
  database: Database,
  {
    log = console.error,
    now = Date.now,
  }: {
    log?: (message: string) => void;
    /** the rate limiter's clock (tests move it instead of waiting) */
    now?: () => number;
  } = {},
): StandInServer {
  const limiter = new RateLimiter(now);
  const storageDir = config.storageDir ?? fs.mkdtempSync(join(os.tmpdir(), 'local-supabase-storage-'));
  const objects = new ObjectStore(storageDir);
  const route = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': allowedHeaders,
        'Access-Control-Max-Age': '86400',
      });
      res.end();
      return;
    }
    let url: URL;
    try {
      url = new URL(req.url ?? '/', config.externalUrl);
    } catch {
      throw new HttpError(400, { message: 'Malformed request URL' });
    }
    const path = url.pathname;
    if (path === '/health') return sendJson(res, 200, { status: 'ok' });
    // The e-mailed recovery link, signed Storage URLs and public Storage objects are opened by
    // the browser itself, without an API key.
    const isVerifyLink = path === '/auth/v1/verify' && req.method === 'GET';
    if (!isVerifyLink && !isOpenStorageLink(req.method, path, req.url)) requireApiKey(req, url, config);
    if (path.startsWith('/auth/v1/')) return await handleAuth({ req, res, url, config, database, limiter }, path.slice('/auth/v1'.length));
    if (path.startsWith('/rest/v1/')) return await handleRest({ req, res, url, config, database, limiter }, path.slice('/rest/v1'.length));
    if (path.startsWith('/storage/v1/')) return await handleStorage({ req, res, url, config, database, limiter, objects });
    throw new HttpError(404, { message: 'no Route matched with those values' });
  };
  const realtime = createRealtime(config, database, { log, limiter });
  const server = new StandInHttpServer(withErrorAnswers(config, log, route), realtime);
  // WebSocket upgrades never reach `route`. The gateway's API key rule applies to them as to any
  // request; CORS does not (browsers send no preflight for a WebSocket, and Realtime checks no origin).
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => {});
    try {
      let url: URL;
      try {
        url = new URL(req.url ?? '/', config.externalUrl);
      } catch {
        throw new HttpError(400, { message: 'Malformed request URL' });
      }
      if (url.pathname !== '/realtime/v1/websocket') throw new HttpError(404, { message: 'no Route matched with those values' });
      requireApiKey(req, url, config);
      realtime.handleUpgrade(req, socket, head, url);
    } catch (error) {
      if (error instanceof HttpError) return refuseUpgrade(socket, error.status, error.body);
      log(
        `local-supabase: unexpected error on the upgrade of ${req.url}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      refuseUpgrade(socket, 500, { message: 'Internal server error' });
    }
  });
  // Slow or stuck clients must not pin connections forever.
  server.requestTimeout = 30_000;
  server.headersTimeout = 10_000;
  if (!config.storageDir) server.on('close', () => fs.rmSync(storageDir, { recursive: true, force: true }));
  return { server, limiter, objects, realtime };
}
