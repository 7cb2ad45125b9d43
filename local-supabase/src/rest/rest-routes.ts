import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInConfig } from '../config.ts';
import type { RequestClaims } from '../db/database.ts';
import { verifyToken } from '../auth/tokens.ts';
import { HttpError, clientIp, readJsonBody, type RequestContext } from '../http/http.ts';
import { REST_BOUNDS, RestError, planRestRequest, restErrorBody, restErrorFromPg, shapeResponse } from './postgrest.ts';

/** The functions that check an e-mailed code: one per-client bucket limits guessing across both. */
const codeCheckingFunctions = new Set(['verify_mfa_code', 'set_mfa_enabled']);

const apiRoles = new Set<RequestClaims['role']>(['anon', 'authenticated', 'service_role']);

function jwtError(code: string, message: string): RestError {
  const error = new RestError(401, code, message, null, null);
  error.headers = { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` };
  return error;
}

function tooManyRequests(seconds: number, message: string, code: string): RestError {
  const error = new RestError(429, code, message, null, `Retry in ${seconds} seconds.`);
  error.headers = { 'Retry-After': String(seconds) };
  return error;
}

/**
 * The role and claims a request runs with, as PostgREST decides them from the verified bearer
 * token. Without an Authorization header the API key is the token, as the gateway forwards it
 * (it has already checked that the key is the anon or the service-role key). Only the API roles
 * exist here; a validly signed token for any other role is refused.
 */
async function requestClaims(req: IncomingMessage, url: URL, config: StandInConfig): Promise<RequestClaims> {
  const header = req.headers.authorization;
  const apiKey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? config.anonKey;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : header ? '' : apiKey;
  if (!token) throw jwtError('PGRST301', 'No suitable key or wrong key type');
  const verified = await verifyToken(token, config.jwtSecret);
  if (!verified.ok)
    throw verified.reason === 'expired' ? jwtError('PGRST303', 'JWT expired') : jwtError('PGRST301', 'No suitable key or wrong key type');
  const role = verified.claims.role as RequestClaims['role'];
  if (!apiRoles.has(role)) throw jwtError('PGRST301', `JWT role "${role}" is not allowed here`);
  return { ...verified.claims, role };
}

/** The JSON body, with PostgREST's error shape for a body that is invalid, too deep (400) or too large (413). */
async function readRestBody(req: IncomingMessage, maxBytes: number): Promise<unknown> {
  try {
    return await readJsonBody(req, maxBytes, (reason) => new RestError(400, 'PGRST102', 'Empty or invalid json', reason));
  } catch (error) {
    if (error instanceof HttpError && error.status === 413)
      throw new RestError(413, 'PGRST102', `Request body larger than ${maxBytes} bytes`);
    throw error;
  }
}

function send(res: ServerResponse, status: number, body: string | null, headers: Record<string, string>): void {
  res.writeHead(status, headers);
  res.end(body ?? undefined);
}

function sendRestError(res: ServerResponse, error: RestError): void {
  send(res, error.status, restErrorBody(error), { 'Content-Type': 'application/json; charset=utf-8', ...(error.headers ?? {}) });
}

/** Handles /rest/v1/*: one PostgREST request, run as the caller so the RLS policies decide. */
export async function handleRest(ctx: RequestContext, route: string): Promise<void> {
  const { req, res, url, config, database, limiter } = ctx;
  try {
    const method = req.method ?? 'GET';
    const target = req.url ?? '';
    if (Buffer.byteLength(target) > REST_BOUNDS.urlLength)
      throw new RestError(
        414,
        'PGRST100',
        'URI too long',
        `The request URI has ${Buffer.byteLength(target)} bytes; at most ${REST_BOUNDS.urlLength} are accepted.`,
        'Send fewer or shorter filters, e.g. split a long in.(...) list.',
      );
    const claims = await requestClaims(req, url, config);
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readRestBody(req, config.maxBodyBytes);
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
    );
    const plan = planRestRequest({ method, path: route, query: url.searchParams, headers, body });

    // Keyed on the name the planner decoded, i.e. the function that will actually run, so
    // /rpc/verify_mfa_cod%65 is limited like /rpc/verify_mfa_code.
    if (plan.kind === 'rpc' && codeCheckingFunctions.has(plan.name)) {
      const wait = limiter.take(`mfa-verify:${clientIp(req)}`, config.rateLimits.mfaVerifyPerIp);
      if (wait > 0) throw tooManyRequests(wait, 'Too many code attempts; try again later.', 'over_request_rate_limit');
    }

    let response: ReturnType<typeof shapeResponse>;
    try {
      response = await database.asRequest(
        claims,
        async (tx) => {
          const result = await tx.query<Record<string, unknown>>(plan.sql, plan.params);
          // Throws (and so rolls back) when a singular request did not hit exactly one row.
          return shapeResponse(plan, result.rows);
        },
        { readOnly: plan.readOnly, headers: req.headers, clientAddress: clientIp(req) },
      );
    } catch (error) {
      if (error instanceof RestError) throw error;
      const rest = restErrorFromPg(error, claims.role);
      // The database's PT429 carries the seconds to wait in its hint; say it the HTTP way too.
      if (rest.status === 429 && rest.hint !== null && /^\d+$/.test(rest.hint))
        rest.headers = { ...rest.headers, 'Retry-After': rest.hint };
      throw rest;
    }
    send(res, response.status, response.body, response.headers);
  } catch (error) {
    if (error instanceof RestError) return sendRestError(res, error);
    throw error;
  }
}
