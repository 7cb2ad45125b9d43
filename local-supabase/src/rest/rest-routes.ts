import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StandInConfig } from '../config.ts';
import type { RequestClaims } from '../db/database.ts';
import { verifyToken } from '../auth/tokens.ts';
import { HttpError, clientIp, readJsonBody, type RequestContext } from '../http/http.ts';
import { RestError, planRestRequest, restErrorBody, restErrorFromPg, shapeResponse } from './postgrest.ts';

function jwtError(code: string, message: string): RestError {
  const error = new RestError(401, code, message, null, null);
  error.headers = { 'WWW-Authenticate': `Bearer error="invalid_token", error_description="${message}"` };
  return error;
}

/**
 * The role and claims a request runs with, as PostgREST decides them: no bearer token means the
 * anon key's role; otherwise the verified token's claims. Only anon and authenticated exist here.
 */
async function requestClaims(req: IncomingMessage, config: StandInConfig): Promise<RequestClaims> {
  const header = req.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : header ? '' : config.anonKey;
  if (!token) throw jwtError('PGRST301', 'No suitable key or wrong key type');
  const verified = await verifyToken(token, config.jwtSecret);
  if (!verified.ok)
    throw verified.reason === 'expired' ? jwtError('PGRST303', 'JWT expired') : jwtError('PGRST301', 'No suitable key or wrong key type');
  const role = verified.claims.role;
  if (role !== 'anon' && role !== 'authenticated') throw jwtError('PGRST301', `JWT role "${role}" is not allowed here`);
  return { ...verified.claims, role };
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
    const claims = await requestClaims(req, config);
    const body =
      method === 'GET' || method === 'HEAD'
        ? undefined
        : await readJsonBody(
            req,
            config.maxBodyBytes,
            () => new HttpError(400, { code: 'PGRST102', message: 'Empty or invalid json', details: null, hint: null }),
          );
    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]),
    );
    const plan = planRestRequest({ method, path: route, query: url.searchParams, headers, body });

    if (plan.kind === 'rpc' && route === '/rpc/verify_mfa_code') {
      const wait = limiter.take(`mfa-verify:${clientIp(req)}`, config.rateLimits.mfaVerifyPerIp);
      if (wait > 0) {
        const error = new RestError(
          429,
          'over_request_rate_limit',
          'Too many code attempts; try again later.',
          null,
          `Retry in ${wait} seconds.`,
        );
        error.headers = { 'Retry-After': String(wait) };
        throw error;
      }
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
        { readOnly: plan.readOnly },
      );
    } catch (error) {
      throw error instanceof RestError ? error : restErrorFromPg(error, claims.role);
    }
    send(res, response.status, response.body, response.headers);
  } catch (error) {
    if (error instanceof RestError) return sendRestError(res, error);
    throw error;
  }
}
