import type { IncomingMessage } from 'node:http';
import { BodyAborted, TooLarge, readLimited } from './read-limited.ts';
import { storageErrors } from './storage-errors.ts';
import { storedMimeType } from './validation.ts';

/** What an upload declares about its file, read before any policy is asked. */
export interface UploadHead {
  /** the declared type, stored as the object's mimetype */
  mimeType: string;
  /** stored and sent back on download, e.g. `max-age=3600` */
  cacheControl: string;
  /** the client's own metadata (`metadata` form field or `x-metadata` header) */
  userMetadata: Record<string, unknown> | undefined;
  /** the body's Content-Length for a raw upload (a multipart length includes the form around the file) */
  declaredLength: number | undefined;
  /** multipart: the file, already read; raw: undefined, the request body is the file */
  file: { bytes: Uint8Array; tooLarge: boolean } | undefined;
}

/** Room for the form around the file in a multipart body (fields, boundaries, part headers). */
const multipartOverhead = 1024 * 1024;

/** The Storage server's limit for the custom metadata of one object. */
const maxUserMetadataBytes = 1024 * 1024;

function declaredLength(req: IncomingMessage): number | undefined {
  const length = Number(req.headers['content-length']);
  return req.headers['content-length'] !== undefined && Number.isFinite(length) && length >= 0 ? length : undefined;
}

/** How deep the custom metadata may nest (objects and arrays); deeper JSON is refused, not stored. */
const maxUserMetadataDepth = 32;

function depthOf(value: unknown, limit: number): number {
  if (typeof value !== 'object' || value === null) return 0;
  if (limit <= 0) return 1;
  let deepest = 0;
  for (const item of Object.values(value)) deepest = Math.max(deepest, depthOf(item, limit - 1));
  return deepest + 1;
}

/**
 * The custom metadata (a JSON object) or InvalidRequest: it is stored and sent back in JSON, so it
 * must parse, be an object, stay within 1 MiB and nest at most 32 levels.
 */
function parseUserMetadata(json: string): Record<string, unknown> {
  if (Buffer.byteLength(json) > maxUserMetadataBytes) throw storageErrors.entityTooLarge('user_metadata');
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw storageErrors.invalidRequest('metadata must be a JSON object');
  if (depthOf(value, maxUserMetadataDepth) > maxUserMetadataDepth)
    throw storageErrors.invalidRequest(`metadata must not nest deeper than ${maxUserMetadataDepth} levels`);
  return value as Record<string, unknown>;
}

/** A cache lifetime in seconds as the form sends it (storage-js: `cacheControl: '3600'`), at most ten years */
const maxCacheSeconds = 10 * 365 * 24 * 3600;

/** The multipart `cacheControl` field: whole seconds, stored as `max-age=<n>`. */
function cacheControlFromSeconds(seconds: string): string {
  if (!/^\d{1,10}$/.test(seconds) || Number(seconds) > maxCacheSeconds)
    throw storageErrors.invalidRequest('cacheControl must be a whole number of seconds');
  return `max-age=${Number(seconds)}`;
}

/** `directive[=value]` items, comma-separated (RFC 9111 5.2), printable ASCII only. */
const cacheControlGrammar =
  /^[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:=(?:[A-Za-z0-9!#$%&'*+.^_`|~-]+|"[ !#-[\]-~]*"))?(?:[ \t]*,[ \t]*[A-Za-z0-9!#$%&'*+.^_`|~-]+(?:=(?:[A-Za-z0-9!#$%&'*+.^_`|~-]+|"[ !#-[\]-~]*"))?)*$/;
const maxCacheControlLength = 256;

/**
 * The stored Cache-Control (sent back on every download), or InvalidRequest: well-formed
 * directives, at most 256 characters, so a stored value can never break a later response.
 */
export function isSendableCacheControl(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxCacheControlLength && cacheControlGrammar.test(value);
}

function validCacheControl(value: string): string {
  const trimmed = value.trim();
  if (!isSendableCacheControl(trimmed)) throw storageErrors.invalidRequest('cache-control is not a valid Cache-Control value');
  return trimmed;
}

/**
 * Reads what an upload declares, with the Storage server's checks in its order (uploader.ts
 * `fileUploadFromRequest`):
 * - `multipart/form-data` (storage-js sends a Blob, File or FormData this way): the body is read,
 *   up to the limit plus room for the form, then parsed; the type is the `contentType` field or
 *   the file part's own type (storage-js never sends `contentType` itself); the bucket's MIME list
 *   is checked; a file over the limit is refused (413) only later, after the policies, as on hosted.
 * - anything else is the file itself: the type is the Content-Type header, checked against the
 *   bucket's list, then a declared Content-Length over the limit is refused (413) before any byte
 *   is read; a body without a length is cut off at the limit while it is stored.
 * Every field that is stored is checked first (InvalidMimeType or InvalidRequest): the type
 * (storedMimeType), the cache control (sent back as a header on every download) and the custom
 * metadata, so no stored value can break a later download.
 */
export async function readUploadHead(req: IncomingMessage, limit: number, allowedMimeTypes: string[] | null): Promise<UploadHead> {
  const contentType = req.headers['content-type'] ?? '';
  const length = declaredLength(req);

  if (contentType.startsWith('multipart/form-data')) {
    // A body this large cannot hold a file within the limit: refused before it is read.
    if (length !== undefined && length > limit + multipartOverhead) throw storageErrors.entityTooLarge();
    const chunks: Buffer[] = [];
    try {
      await readLimited(req, limit + multipartOverhead, (chunk) => chunks.push(chunk));
    } catch (error) {
      if (error instanceof TooLarge) throw storageErrors.entityTooLarge();
      if (error instanceof BodyAborted) throw storageErrors.noContentProvided(error.message);
      throw error;
    }
    let form: FormData;
    try {
      form = await new Response(Buffer.concat(chunks), { headers: { 'content-type': contentType } }).formData();
    } catch {
      throw storageErrors.noContentProvided();
    }
    // The first file part is the file, whatever its field name (storage-js names it "").
    const file = [...form.values()].find((value): value is File => typeof value !== 'string');
    if (!file) throw storageErrors.noContentProvided();
    const field = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' && value !== '' ? value : undefined;
    };
    // A part without a Content-Type is text/plain (RFC 7578; busboy, which the server uses, agrees).
    const mimeType = storedMimeType(field('contentType') ?? (file.type || 'text/plain'), allowedMimeTypes);
    const metadata = field('metadata') ?? field('userMetadata');
    const cacheTime = field('cacheControl');
    return {
      mimeType,
      cacheControl: cacheTime ? cacheControlFromSeconds(cacheTime) : 'no-cache',
      userMetadata: metadata === undefined ? undefined : parseUserMetadata(metadata),
      declaredLength: undefined,
      file: { bytes: new Uint8Array(await file.arrayBuffer()), tooLarge: file.size > limit },
    };
  }

  const mimeType = storedMimeType(contentType || 'application/octet-stream', allowedMimeTypes);
  const header = req.headers['x-metadata'];
  const userMetadata = typeof header === 'string' ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8')) : undefined;
  if (length !== undefined && length > limit) throw storageErrors.entityTooLarge();
  const cacheControl = req.headers['cache-control'];
  return {
    mimeType,
    cacheControl: cacheControl ? validCacheControl(cacheControl) : 'no-cache',
    userMetadata,
    declaredLength: length,
    file: undefined,
  };
}
