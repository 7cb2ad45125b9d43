/**
 * Who may join a channel and send on it, decided as Realtime decides it: the channel's JWT
 * (verified with the project's secret, like every other API of the stand-in), then, for a private
 * channel, the policies on realtime.messages tried as the token's role with its claims and with
 * `realtime.topic` set to the channel's topic, in a transaction that is rolled back
 * (Realtime.Tenants.Authorization).
 */
import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { verifyToken } from '../auth/tokens.ts';
import type { Database, RequestClaims } from '../db/database.ts';

/**
 * Why a token was refused, worded as Realtime words it: `reason` answers a join
 * (`<Code>: <message>`), `closeMessage` goes in the `system` message that ends a joined channel
 * whose new or expiring token fails.
 */
export interface TokenRefusal {
  reason: string;
  closeMessage: string;
}

export type ChannelToken =
  { ok: true; claims: Record<string, unknown> & { role: string }; expiresAtMs: number } | { ok: false; refusal: TokenRefusal };

function expired(secondsAgo: number): TokenRefusal {
  const message = `Token has expired ${secondsAgo} seconds ago`;
  return { reason: `InvalidJWTToken: ${message}`, closeMessage: message };
}

/**
 * Verifies `token` with the stand-in's own rules (signature, HS256, required claims), then
 * applies Realtime's: no clock skew on `exp`. The refusals are Realtime's; a bad signature on a
 * new token closes the channel with Realtime's odd `:signature_error` (the Elixir term it prints).
 */
export async function checkChannelToken(token: string, jwtSecret: string): Promise<ChannelToken> {
  const verified = await verifyToken(token, jwtSecret);
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (verified.ok) {
    const exp = verified.claims.exp as number;
    if (exp <= nowSeconds) return { ok: false, refusal: expired(nowSeconds - exp) };
    return { ok: true, claims: verified.claims, expiresAtMs: exp * 1000 };
  }
  let unverified: Record<string, unknown>;
  try {
    unverified = decodeJwt(token);
  } catch {
    const message = 'The token provided is not a valid JWT';
    return { ok: false, refusal: { reason: `MalformedJWT: ${message}`, closeMessage: message } };
  }
  // The verifier checks the signature before the expiry, so an expired token is genuine.
  if (verified.reason === 'expired') return { ok: false, refusal: expired(nowSeconds - Number(unverified.exp)) };
  if (typeof unverified.role !== 'string' || typeof unverified.exp !== 'number') {
    const message = 'Fields `role` and `exp` are required in JWT';
    return { ok: false, refusal: { reason: `InvalidJWTToken: ${message}`, closeMessage: message } };
  }
  return { ok: false, refusal: { reason: 'JwtSignatureError: Failed to validate JWT signature', closeMessage: ':signature_error' } };
}

const apiRoles = new Set(['anon', 'authenticated', 'service_role']);

/** Claims the database can run as: a validly signed token for any other role gets no rights here. */
export function requestClaims(claims: Record<string, unknown> & { role: string }): RequestClaims | null {
  return apiRoles.has(claims.role) ? (claims as RequestClaims) : null;
}

/** What the policy checks run with besides the role: Realtime's settings and the connection's headers. */
export interface PolicyContext {
  database: Database;
  claims: RequestClaims;
  topic: string;
  /** the `x-` headers of the WebSocket upgrade (what Realtime passes on as `request.headers`) */
  headers: Record<string, string>;
  clientAddress: string;
}

function requestOptions({ claims, topic, headers, clientAddress }: PolicyContext) {
  const settings: Record<string, string> = { 'realtime.topic': topic, 'request.jwt.claim.role': claims.role };
  if (typeof claims.sub === 'string') settings['request.jwt.claim.sub'] = claims.sub;
  return { settings, headers, clientAddress };
}

/**
 * Whether the SELECT policies let the caller see a broadcast on the topic: a message is inserted
 * as the owner, then looked for as the caller; nothing is kept. Joining a private channel needs it.
 */
export async function mayRead(context: PolicyContext): Promise<boolean> {
  const probe = randomUUID();
  return context.database.asRequest(
    context.claims,
    async (tx) => {
      const { rows } = await tx.query('select 1 from realtime.messages where id = $1', [probe]);
      await tx.rollback();
      return rows.length > 0;
    },
    {
      ...requestOptions(context),
      prepare: (tx) =>
        tx.query("insert into realtime.messages (id, topic, extension) values ($1, $2, 'broadcast')", [probe, context.topic]),
    },
  );
}

/** Whether the INSERT policies let the caller add a broadcast on the topic (rolled back). Sending on a private channel needs it. */
export async function mayWrite(context: PolicyContext): Promise<boolean> {
  return context.database.asRequest(
    context.claims,
    async (tx) => {
      let allowed = true;
      try {
        await tx.query("insert into realtime.messages (topic, extension) values ($1, 'broadcast')", [context.topic]);
      } catch (error) {
        // insufficient_privilege: a policy (or a missing grant) refused the row
        if ((error as { code?: unknown }).code !== '42501') throw error;
        allowed = false;
      }
      await tx.rollback();
      return allowed;
    },
    requestOptions(context),
  );
}
