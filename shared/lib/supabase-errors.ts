/**
 * The one vocabulary for what went wrong when the browser talked to Supabase (PostgREST, Auth,
 * Storage) or could not reach it: a small, closed set that every screen words the same way
 * (`failure.<kind>` in the `common` namespace). Features may say more for a kind (a form names the
 * field), but never invent a kind of their own, so "signed out" or "too many requests" is decided
 * in exactly one place.
 */
export const failureKinds = ['signedOut', 'denied', 'notFound', 'conflict', 'tooMany', 'invalid', 'offline', 'failed'] as const;
export type FailureKind = (typeof failureKinds)[number];

/** An error with its kind attached: what query and mutation functions throw. */
export class DataError extends Error {
  readonly kind: FailureKind;
  /** the PostgREST/Postgres/Auth code when the answer had one (e.g. 42501, PGRST116, over_request_rate_limit) */
  readonly code: string | undefined;
  constructor(kind: FailureKind, message: string, code?: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataError';
    this.kind = kind;
    this.code = code;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The parts of supabase-js's PostgrestError, AuthError, StorageError and fetch's TypeError this reads. */
function marks(error: unknown, answerStatus = 0): { code: string; status: number; message: string; name: string } {
  if (!isRecord(error)) return { code: '', status: answerStatus, message: text(error), name: '' };
  const status = [error.status, error.statusCode, answerStatus].map(Number).find((value) => Number.isInteger(value) && value > 0) ?? 0;
  return { code: text(error.code) || text(error.error), status, message: text(error.message), name: text(error.name) };
}

const networkFailure = /failed to fetch|networkerror|load failed|fetch failed|network request failed|err_network/i;

/**
 * The kind of any error supabase-js hands back (or throws), or of a failed fetch.
 *
 * PostgREST: PGRST301-303 are a token that is missing, expired or malformed (sign in again);
 * 42501 is a privilege or row-level-security refusal; PGRST116 is "no row" for `.single()`;
 * 23505 a duplicate; PT429 (a raised 429) and HTTP 429 the rate limits; 22xxx and the other 23xxx
 * classes (not null, foreign key, check) and PGRST1xx (a malformed request) are invalid input.
 * Auth: codes such as session_not_found and over_request_rate_limit, or the HTTP status.
 * `answerStatus` is the HTTP status of the answer the error came in (PostgREST's errors do not
 * carry it), so a gateway's bare 429 still reads as tooMany.
 */
export function failureKind(error: unknown, answerStatus?: number): FailureKind {
  if (error instanceof DataError) return error.kind;
  const { code, status, message, name } = marks(error, answerStatus);
  if (
    name === 'AuthRetryableFetchError' ||
    networkFailure.test(message) ||
    (typeof navigator !== 'undefined' && navigator.onLine === false)
  )
    return 'offline';
  if (/^PGRST30[1-3]$/.test(code) || ['session_not_found', 'refresh_token_not_found', 'bad_jwt', 'no_authorization'].includes(code))
    return 'signedOut';
  if (name === 'AuthSessionMissingError' || status === 401) return 'signedOut';
  if (code === 'PT429' || status === 429 || /^over_.*_rate_limit$/.test(code) || /too_many|rate_limit/i.test(message)) return 'tooMany';
  if (code === '42501' || status === 403) return 'denied';
  if (code === 'PGRST116' || code === 'P0002' || status === 404 || /not.?found/i.test(code)) return 'notFound';
  if (code === '23505' || code === '40001' || status === 409) return 'conflict';
  if (/^(22|23)[0-9A-Z]{3}$/.test(code) || /^PGRST1\d\d$/.test(code) || code === 'P0001' || status === 400 || status === 422)
    return 'invalid';
  return 'failed';
}

/** `error` as a DataError (itself when it already is one); `answerStatus` as for failureKind. */
export function toDataError(error: unknown, answerStatus?: number): DataError {
  if (error instanceof DataError) return error;
  const { code, message } = marks(error, answerStatus);
  return new DataError(failureKind(error, answerStatus), message || 'Supabase request failed', code || undefined, { cause: error });
}

/**
 * The data of a supabase-js answer, or its error thrown as a DataError: how every query and
 * mutation function reads an answer, so a failure always reaches TanStack Query as a rejection.
 */
export function dataOf<T>(answer: { data: T; error: null } | { data: unknown; error: NonNullable<unknown>; status?: number }): T {
  if (answer.error !== null) throw toDataError(answer.error, answer.status);
  return answer.data;
}

/**
 * The seconds a rate limit says to wait, or `fallback`: PostgREST's `hint`, which the database's
 * limits set to them (PT429, e.g. too_many_tickets with hint '720'), read from the error itself or
 * from the answer a DataError was made of.
 */
export function retryAfterSeconds(error: unknown, fallback: number): number {
  const source = error instanceof DataError && isRecord(error.cause) ? error.cause : error;
  const seconds = isRecord(source) && typeof source.hint === 'string' && /^\d+$/.test(source.hint) ? Number(source.hint) : 0;
  return seconds > 0 ? seconds : fallback;
}

/** Whole minutes to wait for `seconds`, at least one: what a person is told ("in 12 minutes"). */
export const minutesToWait = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/** The `common` key of a failure's sentence. */
export const failureMessageKey = (kind: FailureKind) => `failure.${kind}` as const;
