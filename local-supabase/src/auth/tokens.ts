import crypto from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  sub: string;
  role: 'authenticated';
  aud: 'authenticated';
  email: string;
  phone: string;
  aal: 'aal1' | 'aal2';
  /** how the session was opened (GoTrue keeps it across refreshes): password, recovery, otp */
  amr: Array<{ method: string; timestamp: number }>;
  session_id: string;
  is_anonymous: boolean;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  iss: string;
  iat: number;
  exp: number;
}

export type VerifiedToken =
  | { ok: true; claims: Record<string, unknown> & { role: string } }
  /** `message` is the verifier's own wording (jose), which Storage passes on to the client */
  | { ok: false; reason: 'expired' | 'invalid'; message: string };

const encoder = new TextEncoder();

export async function signAccessToken(claims: AccessClaims, secret: string): Promise<string> {
  return new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(encoder.encode(secret));
}

/**
 * Verifies signature, algorithm (HS256 only: `alg: none` and others are refused) and expiry, with
 * PostgREST's 30 s clock skew. A token without `exp` would be valid forever, so it is refused; a
 * user token (role authenticated) must be meant for this API (`aud: authenticated`), so a token
 * minted for another audience with the same secret cannot act as a user. Claims are returned as
 * signed, never trusted before this.
 */
export async function verifyToken(token: string, secret: string): Promise<VerifiedToken> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], clockTolerance: 30, requiredClaims: ['exp'] }));
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Invalid JWT';
    return { ok: false, reason: error instanceof joseErrors.JWTExpired ? 'expired' : 'invalid', message };
  }
  if (typeof payload.role !== 'string') return { ok: false, reason: 'invalid', message: 'missing required "role" claim' };
  const audiences = Array.isArray(payload.aud) ? payload.aud : [payload.aud];
  if (payload.role === 'authenticated' && !audiences.includes('authenticated'))
    return { ok: false, reason: 'invalid', message: 'unexpected "aud" claim value' };
  return { ok: true, claims: payload as Record<string, unknown> & { role: string } };
}

/** Opaque, unguessable refresh tokens and link tokens. */
export function randomToken(bytes = 32): string {
  return crypto.randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}
