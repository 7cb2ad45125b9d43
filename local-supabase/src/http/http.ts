import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInConfig } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { RateLimiter } from './ratelimit.ts';

/** What a route handler gets for one request. */
export interface RequestContext {
  req: IncomingMessage;
  res: ServerResponse;
  url: URL;
  config: StandInConfig;
  database: Database;
  limiter: RateLimiter;
}

/** A client error with the status and the body to send; never a 5xx. */
export class HttpError extends Error {
  readonly status: number;
  readonly body: unknown;
  readonly headers: Record<string, string>;

  constructor(status: number, body: unknown, headers: Record<string, string> = {}) {
    super(typeof body === 'object' && body && 'message' in body ? String((body as { message: unknown }).message) : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = body === undefined ? '' : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers });
  res.end(status === 204 ? undefined : text);
}

/**
 * Reads the request body up to `maxBytes` (413 beyond) and parses JSON (400 when malformed).
 * `invalidJson` builds the service-specific error body.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number, invalidJson: () => HttpError): Promise<unknown> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) throw tooLarge(maxBytes);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw tooLarge(maxBytes);
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson();
  }
}

function tooLarge(maxBytes: number): HttpError {
  return new HttpError(413, {
    code: 'request_too_large',
    message: `Request body larger than ${maxBytes} bytes`,
    msg: `Request body larger than ${maxBytes} bytes`,
  });
}

export function clientIp(req: IncomingMessage): string {
  return req.socket.remoteAddress ?? 'unknown';
}
