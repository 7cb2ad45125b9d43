/**
 * One file uploaded to Supabase Storage with real progress and a way to cancel.
 *
 * supabase-js uploads with `fetch`, which reports no upload progress, so this sends the same
 * request storage-js sends for a raw body (`POST /storage/v1/object/<bucket>/<path>`, the file as
 * the body, `x-upsert: false`, the caller's token) with XMLHttpRequest, whose `upload.onprogress`
 * does. docs/decisions/0009-client-requests.md says why no upload library is used.
 */
import { failureKind } from './supabase-errors';

export interface UploadRequest {
  /** the project's URL and anon key (app-config.json) */
  supabaseUrl: string;
  anonKey: string;
  /** the signed-in user's access token; the anon key itself for a visitor */
  accessToken: string;
  bucket: string;
  path: string;
  file: Blob;
  /** the type the file's bytes show (lib/files.ts), sent as its content type */
  contentType: string;
  onProgress?: (sent: number, total: number) => void;
  signal?: AbortSignal;
}

/**
 * How much a client may keep in Storage across their request buckets, as the database's quota
 * check enforces it (supabase/migrations/20261126000200_storage_limits.sql); named in the picker's refusal.
 */
export const clientStorageQuotaBytes = 100 * 1024 * 1024;

/**
 * The buckets where the hourly upload limit counts per signed-in client rather than per address,
 * and its figure (supabase/migrations/20261207000100_door_hardening.sql): named in the picker's refusal.
 */
export const clientLimitedBuckets: readonly string[] = ['ticket-files', 'proposal-files'];
export const clientUploadsPerHour = 30;

/**
 * Why an upload did not store the file; each has its own message on the page. `rateLimited` is the
 * limit per address (anonymous uploads), `clientRateLimited` the signed-in client's own.
 */
export type UploadFailure =
  'aborted' | 'tooLarge' | 'wrongType' | 'denied' | 'exists' | 'quotaExceeded' | 'rateLimited' | 'clientRateLimited' | 'network' | 'failed';

export class UploadError extends Error {
  constructor(
    readonly failure: UploadFailure,
    message: string,
    /** for a rate limit: the seconds until the next upload is taken, when the answer says */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * Storage answers client errors with HTTP 400 and the real status in the body's `statusCode`.
 * The client's Storage quota is recognised by its own marks first, as a full quota also carries
 * 413 or 403 (`QuotaExceeded`, or the `storage_quota_exceeded` marker that the database's quota
 * check raises, which is all a hosted project passes on). Whether the answer is a rate limit (the
 * hourly limits on uploads: HTTP 429, `upload_rate_limited`; per client in `clientLimitedBuckets`,
 * else per address), a refusal or a duplicate
 * is the question every Supabase answer is asked, so failureKind (supabase-errors.ts) answers it;
 * only the sizes and types an upload can be refused for are read here.
 */
export function uploadFailureOf(httpStatus: number, body: string, bucket = ''): UploadFailure {
  let answer: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed === 'object' && parsed !== null) answer = parsed as Record<string, unknown>;
  } catch {
    // not JSON: the HTTP status is all there is
  }
  const { statusCode } = answer;
  const status = typeof statusCode === 'string' && /^\d{3}$/.test(statusCode) ? Number(statusCode) : httpStatus;
  const marks = [answer.code, answer.error, answer.message].filter((mark) => typeof mark === 'string').join(' ');
  if (/\b(QuotaExceeded|quota_exceeded|storage_quota_exceeded)\b/.test(marks)) return 'quotaExceeded';
  const kind = failureKind({ code: answer.code, message: marks, status });
  if (kind === 'tooMany') return clientLimitedBuckets.includes(bucket) ? 'clientRateLimited' : 'rateLimited';
  if (status === 413) return 'tooLarge';
  if (status === 415) return 'wrongType';
  if (kind === 'signedOut' || kind === 'denied') return 'denied';
  if (kind === 'conflict') return 'exists';
  return 'failed';
}

/**
 * The seconds a refused upload says to wait: the stand-in's `Retry-After` header, or the minutes
 * in the database's message ("upload_rate_limited: … Try again in 12 minutes."), which is all a
 * hosted project passes on; undefined when neither says.
 */
export function uploadRetryAfter(retryAfterHeader: string | null, body: string): number | undefined {
  const header = Number(retryAfterHeader);
  if (retryAfterHeader && Number.isInteger(header) && header > 0) return header;
  const minutes = /\bTry again in (\d+) minutes?\b/.exec(body);
  return minutes ? Number(minutes[1]) * 60 : undefined;
}

const encodePath = (path: string) => path.split('/').map(encodeURIComponent).join('/');

export function uploadObject(request: UploadRequest): Promise<void> {
  const { supabaseUrl, anonKey, accessToken, bucket, path, file, contentType, onProgress, signal } = request;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadError('aborted', 'The upload was cancelled'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${supabaseUrl.replace(/\/+$/, '')}/storage/v1/object/${encodeURIComponent(bucket)}/${encodePath(path)}`);
    xhr.setRequestHeader('apikey', anonKey);
    xhr.setRequestHeader('authorization', `Bearer ${accessToken}`);
    xhr.setRequestHeader('content-type', contentType);
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded, event.total);
    };
    xhr.onload = () => {
      done();
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(file.size, file.size);
        resolve();
      } else {
        const failure = uploadFailureOf(xhr.status, xhr.responseText, bucket);
        const wait = failure === 'clientRateLimited' ? uploadRetryAfter(xhr.getResponseHeader('retry-after'), xhr.responseText) : undefined;
        reject(new UploadError(failure, `Storage refused the upload (${xhr.status}): ${xhr.responseText.slice(0, 200)}`, wait));
      }
    };
    xhr.onerror = () => {
      done();
      reject(new UploadError('network', 'The upload could not reach Storage'));
    };
    xhr.onabort = () => {
      done();
      reject(new UploadError('aborted', 'The upload was cancelled'));
    };
    xhr.send(file);
  });
}
