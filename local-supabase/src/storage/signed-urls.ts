import { SignJWT, jwtVerify } from 'jose';
import { storageErrors } from './storage-errors.ts';

const encoder = new TextEncoder();

/** Who minted a link: a user's session (service-role links have none). */
export interface LinkMinter {
  sub: string;
  session_id: string;
}

/**
 * Signed download URLs, as the Storage server makes them: an HS256 JWT signed with the project's
 * JWT secret whose claims bind it to one object (`url`: "<bucket>/<name>"), to downloading
 * (`scope`), and to a lifetime (`exp`). Anyone holding the URL may fetch the object until then;
 * no API key or user token is needed. A link a user minted also names the minting session (`sub`,
 * `session_id`), which must still exist, and still be allowed to read the object, when the link
 * is opened (storage-routes.ts `signedDownload`).
 */
export async function signDownloadToken(
  secret: string,
  bucketId: string,
  name: string,
  expiresIn: number,
  minter?: LinkMinter,
): Promise<string> {
  const claims = minter ? { sub: minter.sub, session_id: minter.session_id } : {};
  return new SignJWT({ url: `${bucketId}/${name}`, scope: 'download', ...claims })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${expiresIn}s`)
    .sign(encoder.encode(secret));
}

/**
 * The `signedURL` the API answers: the path percent-encoded segment by segment, so a name with `?`
 * (which the Storage server's character set allows) stays in the path instead of starting the
 * query. storage-js encodes the whole URL once more (`encodeURI`), which `signedDownload` undoes.
 */
export function signedUrlPath(bucketId: string, name: string, token: string): string {
  const path = [bucketId, ...name.split('/')].map(encodeURIComponent).join('/');
  return `/object/sign/${path}?token=${token}`;
}

/**
 * Checks a signed-URL token for this object, in the Storage server's order: signature and expiry
 * (InvalidJWT with jose's text, e.g. `"exp" claim timestamp check failed`), then the scope (an
 * upload token, or a user's access token, cannot download), then the object it names
 * (InvalidSignature). Tokens without `exp` are refused too: the stand-in never issues one.
 */
export async function verifyDownloadToken(
  secret: string,
  token: string,
  bucketId: string,
  name: string,
): Promise<{ exp: number; iat: number; minter: LinkMinter | undefined }> {
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
  const minter =
    typeof payload.sub === 'string' && typeof payload.session_id === 'string'
      ? { sub: payload.sub, session_id: payload.session_id }
      : undefined;
  return { exp: Number(payload.exp), iat: Number(payload.iat ?? 0), minter };
}

/**
 * The longest a signed link may live: 7 days, the longest link the product itself asks for, so a
 * link that leaks (or that a stolen session mints) dies within a week.
 */
export const maxSignedUrlSeconds = 7 * 24 * 3600;

/**
 * `expiresIn` as the Storage server validates it: an integer number of seconds, at least 1 (its
 * body schema: InvalidRequest); over 7 days is InvalidParameter.
 */
export function validExpiresIn(value: unknown): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw storageErrors.invalidRequest('body/expiresIn must be integer');
  if (value < 1) throw storageErrors.invalidRequest('body/expiresIn must be >= 1');
  if (value > maxSignedUrlSeconds) throw storageErrors.invalidParameter('expiresIn');
  return value;
}
