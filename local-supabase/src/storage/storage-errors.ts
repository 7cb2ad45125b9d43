import { HttpError } from '../http/http.ts';

/**
 * Storage's error responses. The Storage server answers every client error with HTTP 400 and
 * puts the real status in the body as a string (`statusCode`); only 5xx and 429 keep their status.
 * storage-js reads `statusCode`, `code` and `message` from the body (a `StorageApiError` with
 * `status` 400), and `exists()` treats code `NoSuchKey` as "false".
 *
 * Body: `{"statusCode":"404","code":"NoSuchKey","error":"not_found","message":"Object not found"}`,
 * where `error` is the legacy name (the code itself when the server has none).
 */
export class StorageError extends HttpError {
  readonly code: string;

  constructor(statusCode: number, code: string, message: string, legacyError: string = code, headers: Record<string, string> = {}) {
    super(
      statusCode >= 500 || statusCode === 429 ? statusCode : 400,
      { statusCode: String(statusCode), code, error: legacyError, message },
      headers,
    );
    this.code = code;
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** a bad user JWT (jose's text) or a policy refusal */
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  /**
   * The server stops reading the body, so the connection cannot be reused for another request:
   * it is closed after the answer instead of draining whatever the client still sends.
   */
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large', {
      Connection: 'close',
    }),
  invalidMimeType: (mimeType: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mimeType} is not supported`, 'invalid_mime_type'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  /** a signed-URL token that is malformed, tampered with or expired (jose's text) */
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidParameter: (parameter: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${parameter}`),
  noContentProvided: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  /** a client's Storage quota (supabase/migrations/20261126000200_storage_limits.sql); `message` starts with the marker */
  quotaExceeded: (message: string) => new StorageError(413, 'QuotaExceeded', message, 'quota_exceeded'),
  /** too many uploads from one address (same migration); `retryAfter` in seconds */
  tooManyUploads: (message: string, retryAfter: number | undefined) =>
    new StorageError(429, 'TooManyRequests', message, 'too_many_uploads', retryAfter ? { 'Retry-After': String(retryAfter) } : {}),
  notFound: (method: string, url: string) => new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found'),
  /** a Storage feature the stand-in does not serve (docs/decisions/0008-local-supabase-scope.md) */
  notServed: (feature: string) =>
    new StorageError(404, 'InvalidRequest', `${feature} are not served by the local Supabase stand-in`, 'Not Found'),
};

interface PgErrorLike {
  code?: unknown;
  message?: unknown;
  hint?: unknown;
}

/**
 * A database error as the Storage server reports it (its `DBError.fromDBError`): a refused
 * policy (42501) is AccessDenied, a duplicate name (23505) is KeyAlreadyExists on the object
 * routes; anything else is rethrown and answered 500 by the server. The product's upload limits
 * are 42501s whose message starts with a marker (hosted passes it through as AccessDenied's
 * message); the stand-in answers them in the shapes the site's picker expects.
 */
export function storageErrorFromPg(error: unknown): unknown {
  if (error instanceof HttpError || typeof error !== 'object' || error === null) return error;
  const pg = error as PgErrorLike;
  const message = typeof pg.message === 'string' ? pg.message : '';
  if (pg.code === '42501' && message.startsWith('storage_quota_exceeded')) return storageErrors.quotaExceeded(message);
  if (pg.code === '42501' && message.startsWith('upload_rate_limited')) {
    const retryAfter = Number(pg.hint);
    return storageErrors.tooManyUploads(message, Number.isInteger(retryAfter) && retryAfter > 0 ? retryAfter : undefined);
  }
  if (pg.code === '42501')
    return storageErrors.accessDenied(message.includes('row-level security') ? 'new row violates row-level security policy' : message);
  if (pg.code === '23505') return storageErrors.keyAlreadyExists();
  // Class 22 is a value the database cannot take (U+0000 in text, a malformed number...): the
  // request's fault, so a 400 and never a 500.
  if (typeof pg.code === 'string' && pg.code.startsWith('22')) return storageErrors.invalidRequest(message);
  return error;
}
