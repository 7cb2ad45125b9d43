import type { IncomingMessage } from 'node:http';
import { BodyAborted, TooLarge, readLimited } from './read-limited.ts';
import { storageErrors } from './storage-errors.ts';
import { assertAllowedMimeType } from './validation.ts';

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

function parseUserMetadata(json: string): Record<string, unknown> | undefined {
  if (Buffer.byteLength(json) > maxUserMetadataBytes) throw storageErrors.entityTooLarge('user_metadata');
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    // The Storage server ignores metadata it cannot parse.
    return undefined;
  }
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
    const mimeType = field('contentType') ?? (file.type || 'text/plain');
    assertAllowedMimeType(mimeType, allowedMimeTypes);
    const metadata = field('metadata') ?? field('userMetadata');
    const cacheTime = field('cacheControl');
    return {
      mimeType,
      cacheControl: cacheTime ? `max-age=${cacheTime}` : 'no-cache',
      userMetadata: metadata === undefined ? undefined : parseUserMetadata(metadata),
      declaredLength: undefined,
      file: { bytes: new Uint8Array(await file.arrayBuffer()), tooLarge: file.size > limit },
    };
  }

  const mimeType = contentType || 'application/octet-stream';
  assertAllowedMimeType(mimeType, allowedMimeTypes);
  const header = req.headers['x-metadata'];
  const userMetadata = typeof header === 'string' ? parseUserMetadata(Buffer.from(header, 'base64').toString('utf8')) : undefined;
  if (length !== undefined && length > limit) throw storageErrors.entityTooLarge();
  const cacheControl = req.headers['cache-control'];
  return { mimeType, cacheControl: cacheControl || 'no-cache', userMetadata, declaredLength: length, file: undefined };
}
