import { SignJWT, jwtVerify } from 'jose';
import { storageErrors } from './storage-errors.ts';

const encoder = new TextEncoder();

/**
 * Signed download URLs, as the Storage server makes them: an HS256 JWT signed with the project's
 * JWT secret whose claims bind it to one object (`url`: "<bucket>/<name>"), to downloading
 * (`scope`), and to a lifetime (`exp`). Anyone holding the URL may fetch the object until then;
 * no API key or user token is needed, and the object is read without policies.
 */
export async function signDownloadToken(secret: string, bucketId: string, name: string, expiresIn: number): Promise<string> {
  return new SignJWT({ url: `${bucketId}/${name}`, scope: 'download' })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(encoder.encode(secret));
}

/**
 * Checks a signed-URL token for this object, in the Storage server's order: signature and expiry
 * (InvalidJWT with jose's text, e.g. `"exp" claim timestamp check failed`), then the scope (an
 * upload token, or a user's access token, cannot download), then the object it names
 * (InvalidSignature). Tokens without `exp` are refused too: the stand-in never issues one.
 */
export async function verifyDownloadToken(secret: string, token: string, bucketId: string, name: string): Promise<{ exp: number }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, encoder.encode(secret), { algorithms: ['HS256'], requiredClaims: ['exp'] }));
  } catch (error) {
    throw storageErrors.invalidJwt(error instanceof Error ? error.message : 'Invalid JWT');
  }
  // Tokens from before scopes existed carry no scope and no `upsert` claim (upload tokens do).
  const downloadScoped = payload.scope === 'download' || (payload.scope === undefined && !('upsert' in payload));
  if (!downloadScoped) throw storageErrors.invalidSignature('Token is not scoped for download');
  if (payload.url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
  return { exp: Number(payload.exp) };
}

/** The largest lifetime a numeric `exp` can carry (the Storage server's bound). */
const maxExpirySeconds = Math.floor(Number.MAX_SAFE_INTEGER / 1000);

/**
 * `expiresIn` as the Storage server validates it: an integer number of seconds, at least 1 (its
 * body schema: InvalidRequest), and small enough to stay a valid `exp` (InvalidParameter).
 */
export function validExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw storageErrors.invalidRequest('body/expiresIn must be integer');
  if (value < 1) throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
  if (value > maxExpirySeconds - Math.floor(Date.now() / 1000)) throw storageErrors.invalidParameter('expiresIn');
  return value;
}
