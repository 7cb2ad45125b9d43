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

/**
 * Sends `body` as JSON with its own Content-Length: stated explicitly, so that nothing an earlier
 * failed writeHead left behind (Node keeps the Content-Length of an attempt that threw on a later
 * header) can frame this answer.
 */
export function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = status === 204 || body === undefined ? '' : JSON.stringify(body);
  const length: Record<string, string> = status === 204 ? {} : { 'Content-Length': String(Buffer.byteLength(text)) };
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', ...headers, ...length });
  res.end(status === 204 ? undefined : text);
}

/**
 * JSON bodies nest at most this deep (objects and arrays). The product's deepest body is 3
 * (feedback attachments: object, array, object). Deeper JSON would later overflow the stack of
 * whatever walks it recursively (JSON.stringify, the database's JSON parser) and answer 500.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * How deep `text` nests objects and arrays, counted without recursion so that any depth is safe
 * to measure; brackets inside strings do not count.
 */
export function jsonNestingDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c)
        i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) deepest = Math.max(deepest, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return deepest;
}

/**
 * Reads the request body up to `maxBytes` (413 beyond) and parses JSON (400 when malformed or
 * nested deeper than MAX_JSON_DEPTH). `invalidJson` builds the service-specific error body; it
 * gets the reason, for services whose error shape has room for it.
 */
export async function readJsonBody(req: IncomingMessage, maxBytes: number, invalidJson: (reason: string) => Error): Promise<unknown> {
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
  if (jsonNestingDepth(text) > MAX_JSON_DEPTH) throw invalidJson(`JSON nested deeper than ${MAX_JSON_DEPTH} levels`);
  try {
    return JSON.parse(text);
  } catch {
    throw invalidJson('malformed JSON');
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
