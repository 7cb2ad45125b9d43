import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from '@electric-sql/pglite';
import { verifyToken } from '../auth/tokens.ts';
import type { RequestClaims } from '../db/database.ts';
import { HttpError, clientIp, readJsonBody, sendJson, type RequestContext } from '../http/http.ts';
import type { ObjectStore, ReceivedFile } from './object-store.ts';
import { BodyAborted, TooLarge } from './read-limited.ts';
import { signDownloadToken, signedUrlPath, validExpiresIn, verifyDownloadToken, type LinkMinter } from './signed-urls.ts';
import {
  deleteObjects,
  findBucket,
  findObject,
  searchObjects,
  visibleNames,
  writeObject,
  type Bucket,
  type ObjectRow,
} from './storage-db.ts';
import { storageErrorFromPg, storageErrors } from './storage-errors.ts';
import { isSendableCacheControl, readUploadHead } from './upload-body.ts';
import { assertValidObjectName, isSendableMimeType } from './validation.ts';

/**
 * /storage/v1: the part of the Storage API storage-js uses (StorageFileApi): upload and upsert,
 * download, info/exists, signed download URLs, list and remove; plus public-bucket downloads.
 * Signed *upload* URLs, moves, copies, bucket management and image transforms are not served.
 *
 * Every object operation runs in one transaction as the caller's role with the request's claims
 * set (as the REST side does), so the policies on storage.objects decide; only what the Storage
 * server does as its own superuser (bucket lookups, public and signed downloads) runs as the
 * database owner. Bytes live in the ObjectStore, named by the row's `version`.
 */

export interface StorageContext extends RequestContext {
  objects: ObjectStore;
}

const apiRoles = new Set<RequestClaims['role']>(['anon', 'authenticated', 'service_role']);

/**
 * The links a browser opens on its own, so without an API key, like a hosted project serves
 * them: signed URLs and public-bucket objects (the gateway's check is in http/server.ts). Both
 * the parsed path and the raw one must say so: the handler routes on the raw path (see
 * objectRoute), so `..` cannot turn another route into an open link.
 */
export function isOpenStorageLink(method: string | undefined, path: string, rawUrl: string | undefined): boolean {
  const rawPath = (rawUrl ?? '').split('?')[0] ?? '';
  return (
    (method === 'GET' || method === 'HEAD') &&
    ['/storage/v1/object/sign/', '/storage/v1/object/public/', '/storage/v1/object/info/public/'].some(
      (prefix) => path.startsWith(prefix) && rawPath.startsWith(prefix),
    )
  );
}

interface Caller {
  claims: RequestClaims;
  /** the bearer token as sent ('' for none) */
  token: string;
  /** a valid token came with the request (the anon key counts) */
  authenticated: boolean;
}

/**
 * Who is calling, from the Authorization header only (the Storage server ignores `apikey`). A
 * missing or bad token is AccessDenied with the verifier's text, except where the Storage server
 * lets a request through as anon (`allowAnonymous`: GET /object/<bucket>/<name> and info), which
 * then reaches only public buckets.
 */
async function callerOf(req: IncomingMessage, jwtSecret: string, allowAnonymous: boolean): Promise<Caller> {
  const token = (req.headers.authorization ?? '').replace(/^Bearer\s+/i, '').trim();
  const anonymous: Caller = { claims: { role: 'anon' }, token: '', authenticated: false };
  if (!token && allowAnonymous) return anonymous;
  const verified = await verifyToken(token, jwtSecret);
  if (!verified.ok) {
    if (allowAnonymous) return anonymous;
    throw storageErrors.accessDenied(verified.message);
  }
  const role = verified.claims.role as RequestClaims['role'];
  if (!apiRoles.has(role)) throw storageErrors.accessDenied(`JWT role "${role}" is not allowed here`);
  return { claims: { ...verified.claims, role }, token, authenticated: true };
}

interface CallerTransaction {
  /** the Storage server's name for the operation, in `storage.operation` */
  operation: string;
  readOnly?: boolean;
  /** remove: lets DELETE through platform.sql's guard against direct deletes */
  allowDelete?: boolean;
}

/**
 * Runs `work` in one transaction as the caller: role, `request.jwt.claims` and `request.headers`
 * (Database.asRequest), plus the other settings the Storage server makes, so a policy written
 * for hosted Storage (auth.uid(), auth.jwt(), storage.operation...) reads the same values.
 */
function asCaller<T>(ctx: StorageContext, caller: Caller, options: CallerTransaction, work: (tx: Transaction) => Promise<T>): Promise<T> {
  const { req, url, database } = ctx;
  const sub = typeof caller.claims.sub === 'string' ? caller.claims.sub : '';
  return database
    .asRequest(
      caller.claims,
      async (tx) => {
        await tx.query(
          `select set_config('request.jwt', $1, true), set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true), set_config('request.method', $4, true),
                  set_config('request.path', $5, true), set_config('storage.operation', $6, true),
                  set_config('storage.allow_delete_query', $7, true)`,
          [
            caller.token,
            sub,
            caller.claims.role,
            req.method ?? '',
            url.pathname,
            options.operation,
            options.allowDelete ? 'true' : 'false',
          ],
        );
        return work(tx);
      },
      { readOnly: options.readOnly, headers: req.headers, clientAddress: clientIp(req) },
    )
    .catch((error: unknown) => {
      throw storageErrorFromPg(error);
    });
}

/** Whether a name from a request holds a control character (U+0000–U+001F, U+007F). */
const hasControlCharacter = (name: string) => [...name].some((character) => character < ' ' || character === '\u007f');

/** The route after /storage/v1/object/, decoded segment by segment from the raw request path. */
function objectRoute(req: IncomingMessage): string[] {
  // The raw path, not the parsed URL's: URL parsing resolves `..`, which must reach the name check.
  const rawPath = (req.url ?? '/').split('?')[0] ?? '/';
  const prefix = '/storage/v1/object/';
  if (!rawPath.startsWith(prefix)) return [];
  let segments: string[];
  try {
    segments = rawPath.slice(prefix.length).split('/').map(decodeURIComponent);
  } catch {
    throw storageErrors.invalidRequest('Malformed request path');
  }
  // No bucket or object name holds a control character (validation.ts); Postgres cannot even
  // compare one with U+0000, so such a path is refused before any query.
  const bad = segments.find(hasControlCharacter);
  if (bad !== undefined) throw storageErrors.invalidKey(bad);
  return segments;
}

/** Handles /storage/v1/*. */
export async function handleStorage(ctx: StorageContext): Promise<void> {
  const { req, url } = ctx;
  const method = req.method ?? 'GET';
  const route = objectRoute(req);
  const [first, second] = route;
  const rest = (from: number): [string, string] => [route[from] ?? '', route.slice(from + 1).join('/')];

  if (method === 'POST') {
    if (first === 'list' && route.length === 2) return listObjects(ctx, second ?? '');
    if (first === 'sign' && route.length === 2) return signUrls(ctx, second ?? '');
    if (first === 'sign' && route.length > 2) return signUrl(ctx, ...rest(1));
    if (first !== 'upload' && route.length >= 2) return upload(ctx, ...rest(0), req.headers['x-upsert'] === 'true');
  }
  if (method === 'PUT' && first !== 'upload' && route.length >= 2) return upload(ctx, ...rest(0), true);
  if (method === 'GET' || method === 'HEAD') {
    if (first === 'sign' && route.length > 2) return signedDownload(ctx, ...rest(1));
    if (first === 'public' && route.length > 2) return download(ctx, ...rest(1), 'public');
    if (first === 'authenticated' && route.length > 2) return download(ctx, ...rest(1), 'authenticated');
    if (method === 'GET' && first === 'info') {
      if (second === 'public' && route.length > 3) return objectInfo(ctx, ...rest(2), 'public');
      if (second === 'authenticated' && route.length > 3) return objectInfo(ctx, ...rest(2), 'authenticated');
      if (route.length > 2) return objectInfo(ctx, ...rest(1), 'either');
    }
    if (route.length >= 2) return download(ctx, ...rest(0), 'either');
  }
  if (method === 'DELETE' && route.length === 1 && first) return removeObjects(ctx, first);
  if (first === 'upload' && second === 'sign') throw storageErrors.notServed('Signed upload URLs');
  throw storageErrors.notFound(method, url.pathname);
}

async function readBody(ctx: StorageContext): Promise<Record<string, unknown>> {
  const body = await readJsonBody(ctx.req, ctx.config.maxBodyBytes, () => storageErrors.invalidRequest('Body is not valid JSON')).catch(
    (error: unknown) => {
      throw error instanceof HttpError && error.status === 413 ? storageErrors.entityTooLarge('request body') : error;
    },
  );
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw storageErrors.invalidRequest('body must be object');
  return body as Record<string, unknown>;
}

// ---- upload ---------------------------------------------------------------------------------

/**
 * POST (x-upsert: true|false) and PUT (always upsert) /object/<bucket>/<name>, with the Storage
 * server's checks in its order: bucket, MIME type, declared size, name, then a trial write as the
 * caller that is rolled back (so a refused upload is answered before its body is read), then the
 * body is stored and the row written as the caller; the file becomes the object only when that
 * transaction commits.
 */
async function upload(ctx: StorageContext, bucketId: string, name: string, upsert: boolean): Promise<void> {
  const { req, res, config, database, objects } = ctx;
  const caller = await callerOf(req, config.jwtSecret, false);
  const bucket = await findBucket(database, bucketId);
  if (!bucket) throw storageErrors.noSuchBucket();
  const limit = Math.min(config.storageFileSizeLimit, bucket.file_size_limit ?? Infinity);
  const head = await readUploadHead(req, limit, bucket.allowed_mime_types);
  assertValidObjectName(name);

  const owner = typeof caller.claims.sub === 'string' ? caller.claims.sub : undefined;
  const operation = upsert ? 'storage.object.upload_update' : 'storage.object.upload';
  const object = { bucketId, name, owner, userMetadata: head.userMetadata };
  const rollback = Symbol('rollback');
  try {
    await asCaller(ctx, caller, { operation }, async (tx) => {
      const metadata =
        head.declaredLength === undefined ? { mimetype: head.mimeType } : { mimetype: head.mimeType, contentLength: head.declaredLength };
      await writeObject(tx, { ...object, metadata, version: '1' }, upsert);
      throw rollback;
    });
  } catch (error) {
    if (error !== rollback) throw error;
  }

  let file: ReceivedFile;
  if (head.file) {
    if (head.file.tooLarge) throw storageErrors.entityTooLarge();
    file = await objects.receiveBuffer(head.file.bytes);
  } else {
    try {
      file = await objects.receive(req, limit);
    } catch (error) {
      if (error instanceof TooLarge) throw storageErrors.entityTooLarge();
      if (error instanceof BodyAborted) throw storageErrors.noContentProvided(error.message);
      throw error;
    }
  }

  const version = crypto.randomUUID();
  const metadata = {
    eTag: file.eTag,
    size: file.size,
    mimetype: head.mimeType,
    cacheControl: head.cacheControl,
    lastModified: new Date().toISOString(),
    contentLength: file.size,
    httpStatusCode: 200,
  };
  let written: { id: string; previousVersion: string | null };
  try {
    await objects.place(file, version);
    written = await asCaller(ctx, caller, { operation }, (tx) => writeObject(tx, { ...object, metadata, version }, upsert));
  } catch (error) {
    await objects.discard(file, version);
    throw error;
  }
  if (written.previousVersion !== version) await objects.remove(written.previousVersion);
  sendJson(res, 200, { Key: `${bucketId}/${name}`, Id: written.id });
}

// ---- download and info ----------------------------------------------------------------------

type Access = 'either' | 'authenticated' | 'public';

/**
 * The row behind a download or info request, found as the Storage server finds it:
 * - /public/: the bucket must be public; the row is read without policies;
 * - otherwise an unauthenticated request (no or a bad token, allowed on the plain GET) sees only
 *   public buckets ("Bucket not found" for a private one); in a public bucket the row is read
 *   without policies, in a private one as the caller, so its SELECT policies decide (NoSuchKey).
 */
async function findReadable(ctx: StorageContext, bucketId: string, name: string, access: Access): Promise<ObjectRow> {
  const { req, config, database } = ctx;
  let bucket: Bucket | null;
  let caller: Caller | null = null;
  if (access === 'public') {
    bucket = await findBucket(database, bucketId);
    if (!bucket?.public) throw storageErrors.noSuchBucket();
  } else {
    caller = await callerOf(req, config.jwtSecret, access === 'either');
    bucket = await findBucket(database, bucketId);
    if (!bucket || (!caller.authenticated && !bucket.public)) throw storageErrors.noSuchBucket();
  }
  const row =
    bucket.public || !caller
      ? await database.asService((tx) => findObject(tx, bucketId, name))
      : await asCaller(ctx, caller, { operation: 'storage.object.get_authenticated', readOnly: true }, (tx) =>
          findObject(tx, bucketId, name),
        );
  if (!row) throw storageErrors.noSuchKey();
  return row;
}

async function download(ctx: StorageContext, bucketId: string, name: string, access: Access): Promise<void> {
  // A concurrent upsert may replace the file between reading the row and opening it: read again.
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = await findReadable(ctx, bucketId, name, access);
    if (await sendObject(ctx, row, {})) return;
  }
  throw storageErrors.noSuchKey();
}

/** Object names never contain `%` (validation.ts), so one that still does was encoded twice. */
function decodeOnceMore(value: string): string {
  if (!/%[0-9A-Fa-f]{2}/.test(value)) return value;
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface MinterRow {
  email: string | null;
  app_metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  aal: string;
  password_changed_at: Date | null;
}

/**
 * A link a user minted is only as good as the session that minted it, now: it is refused once that
 * session has ended (signed out, everywhere included, or revoked by a password change) or the
 * password changed after the link was made (`iat`, whole seconds, before the change's second), and
 * the object is looked up again with that session's current claims, so the policies decide as they
 * would for the session today (e.g. a second factor turned on since, which the session never
 * passed, or access taken away). Hosted Storage cannot do this: its links are stateless
 * (docs/decisions/0011-internet-facing-hardening.md, "Signed links").
 */
async function findForMinter(
  ctx: StorageContext,
  minter: LinkMinter,
  iat: number,
  bucketId: string,
  name: string,
): Promise<ObjectRow | null> {
  const { database, req } = ctx;
  const ended = storageErrors.invalidJwt('The session that created this link has ended');
  if (!uuid.test(minter.session_id) || !uuid.test(minter.sub)) throw ended;
  const { rows } = await database.asService((tx) =>
    tx.query<MinterRow>(
      `select u.email, u.raw_app_meta_data as app_metadata, u.raw_user_meta_data as user_metadata, s.aal, u.password_changed_at
         from auth.sessions s join auth.users u on u.id = s.user_id
        where s.id = $1 and s.user_id = $2`,
      [minter.session_id, minter.sub],
    ),
  );
  const session = rows[0];
  if (!session) throw ended;
  if (session.password_changed_at && iat < Math.floor(session.password_changed_at.getTime() / 1000))
    throw storageErrors.invalidJwt('The password was changed after this link was created');
  const claims: RequestClaims = {
    role: 'authenticated',
    aud: 'authenticated',
    sub: minter.sub,
    session_id: minter.session_id,
    email: session.email ?? '',
    aal: session.aal,
    is_anonymous: false,
    app_metadata: session.app_metadata ?? {},
    user_metadata: session.user_metadata ?? {},
  };
  return database
    .asRequest(claims, (tx) => findObject(tx, bucketId, name), { readOnly: true, headers: req.headers, clientAddress: clientIp(req) })
    .catch((error: unknown) => {
      throw storageErrorFromPg(error);
    });
}

/**
 * GET /object/sign/<bucket>/<name>?token=: no key; the token is the permission (and, for a link a
 * user minted, that user's session: findForMinter). The path may come encoded twice: once in
 * `signedURL`, once more by storage-js (signedUrlPath).
 */
async function signedDownload(ctx: StorageContext, rawBucketId: string, rawName: string): Promise<void> {
  const { url, config, database } = ctx;
  const [bucketId, name] = [decodeOnceMore(rawBucketId), decodeOnceMore(rawName)];
  const token = url.searchParams.get('token');
  if (!token) throw storageErrors.invalidRequest("querystring must have required property 'token'");
  const { exp, iat, minter } = await verifyDownloadToken(config.jwtSecret, token, bucketId, name);
  for (let attempt = 0; attempt < 2; attempt++) {
    const row = minter
      ? await findForMinter(ctx, minter, iat, bucketId, name)
      : await database.asService((tx) => findObject(tx, bucketId, name));
    if (!row) break;
    if (await sendObject(ctx, row, { expires: new Date(exp * 1000).toUTCString() })) return;
  }
  throw storageErrors.noSuchKey();
}

/**
 * The type a download is sent with: the stored one, except that a stored text/html goes out as
 * text/plain (as the Storage server does), and a stored value that is not a well-formed type (a
 * row written before uploads were checked) as application/octet-stream.
 */
function servedContentType(mimetype: unknown): string {
  if (!isSendableMimeType(mimetype)) return 'application/octet-stream';
  return mimetype.toLowerCase().includes('text/html') ? 'text/plain' : mimetype;
}

/**
 * Shown in place by a browser: images, except SVG, which is a document that can carry script.
 * Everything else is sent as an attachment, so a browser saves it instead of rendering it.
 */
function rendersInline(contentType: string): boolean {
  const essence = contentType.split(';')[0]!.trim().toLowerCase();
  return essence.startsWith('image/') && essence !== 'image/svg+xml';
}

/**
 * Sends the object's bytes with the Storage server's headers (ETag, Last-Modified, the stored
 * Cache-Control, or Expires for a signed URL; X-Robots-Tag: none; Content-Disposition with
 * ?download). False when the file is gone (replaced or removed since the row was read).
 *
 * Every download, whichever route, also carries what keeps an upload from running as a page of
 * this origin: `nosniff` (the browser keeps to the stored type),
 * `Content-Security-Policy: default-src 'none'; sandbox` (even a document opened in place gets
 * no script, no subresources and an opaque origin) and `Content-Disposition: attachment` for
 * anything but an image. Headers are built and checked before anything is written: a stored value
 * that is not fit for a header is left out or replaced, never sent, so no stored field can break
 * a download.
 */
async function sendObject(ctx: StorageContext, row: ObjectRow, { expires }: { expires?: string }): Promise<boolean> {
  const { req, res, url, objects } = ctx;
  const file = await objects.open(row.version);
  if (!file) return false;
  try {
    const metadata = row.metadata ?? {};
    const { size } = await file.stat();
    const contentType = servedContentType(metadata.mimetype);
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Content-Length': String(size),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; sandbox",
      'X-Robots-Tag': 'none',
    };
    if (typeof metadata.eTag === 'string' && /^"[0-9a-f]{32}"$/.test(metadata.eTag)) headers.ETag = metadata.eTag;
    const lastModified = new Date(String(metadata.lastModified ?? row.updated_at));
    if (!Number.isNaN(lastModified.getTime())) headers['Last-Modified'] = lastModified.toUTCString();
    if (expires) headers.Expires = expires;
    else if (isSendableCacheControl(metadata.cacheControl)) headers['Cache-Control'] = metadata.cacheControl;
    const download = url.searchParams.get('download');
    if (download !== null) {
      const fileName = encodeURIComponent(download);
      headers['Content-Disposition'] = download === '' ? 'attachment;' : `attachment; filename=${fileName}; filename*=UTF-8''${fileName}`;
    } else if (!rendersInline(contentType)) headers['Content-Disposition'] = 'attachment';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return true;
    }
    await pipeline(file.createReadStream(), res).catch(() => {
      // The client went away mid-download: nothing left to answer.
    });
    return true;
  } finally {
    await file.close().catch(() => undefined);
  }
}

/** GET /object/info/[authenticated|public/]<bucket>/<name> (what `info()` and `exists()` call). */
async function objectInfo(ctx: StorageContext, bucketId: string, name: string, access: Access): Promise<void> {
  const row = await findReadable(ctx, bucketId, name, access);
  const metadata = row.metadata ?? {};
  sendJson(ctx.res, 200, {
    id: row.id,
    name: row.name,
    version: row.version,
    bucket_id: row.bucket_id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    metadata: row.user_metadata,
    last_modified: row.updated_at,
    created_at: row.created_at,
  });
}

// ---- signed URLs ----------------------------------------------------------------------------

/** The user session a link is minted by (none for the service role). */
function minterOf(caller: Caller): LinkMinter | undefined {
  const { role, sub, session_id: sessionId } = caller.claims;
  return role === 'authenticated' && typeof sub === 'string' && typeof sessionId === 'string' ? { sub, session_id: sessionId } : undefined;
}

/** POST /object/sign/<bucket>/<name> {expiresIn}: the caller must be able to see the object. */
async function signUrl(ctx: StorageContext, bucketId: string, name: string): Promise<void> {
  const { req, res, config } = ctx;
  const caller = await callerOf(req, config.jwtSecret, false);
  const body = await readBody(ctx);
  const expiresIn = validExpiresIn(body.expiresIn);
  const row = await asCaller(ctx, caller, { operation: 'storage.object.sign', readOnly: true }, (tx) => findObject(tx, bucketId, name));
  if (!row) throw storageErrors.noSuchKey();
  const token = await signDownloadToken(config.jwtSecret, bucketId, name, expiresIn, minterOf(caller));
  sendJson(res, 200, { signedURL: signedUrlPath(bucketId, name, token) });
}

/** The Storage server's bound on names per request (sign and remove). */
const maxNamesPerRequest = 1000;

function namesFrom(value: unknown, field: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string'))
    throw storageErrors.invalidRequest(`body/${field} must be array of strings`);
  const bad = (value as string[]).find(hasControlCharacter);
  if (bad !== undefined) throw storageErrors.invalidKey(bad);
  if (value.length < 1) throw storageErrors.invalidRequest(`body/${field} must NOT have fewer than 1 items`);
  if (value.length > maxNamesPerRequest)
    throw storageErrors.invalidRequest(`body/${field} must NOT have more than ${maxNamesPerRequest} items`);
  return value as string[];
}

/**
 * POST /object/sign/<bucket> {expiresIn, paths}: one entry per path, in order; a path the caller
 * cannot see (or that does not exist) gets an error instead of a URL, without telling which.
 */
async function signUrls(ctx: StorageContext, bucketId: string): Promise<void> {
  const { req, res, config } = ctx;
  const caller = await callerOf(req, config.jwtSecret, false);
  const body = await readBody(ctx);
  const expiresIn = validExpiresIn(body.expiresIn);
  const paths = namesFrom(body.paths, 'paths');
  const visible = await asCaller(ctx, caller, { operation: 'storage.object.sign_many', readOnly: true }, (tx) =>
    visibleNames(tx, bucketId, paths),
  );
  const results = await Promise.all(
    paths.map(async (path) =>
      visible.has(path)
        ? {
            error: null,
            path,
            signedURL: signedUrlPath(
              bucketId,
              path,
              await signDownloadToken(config.jwtSecret, bucketId, path, expiresIn, minterOf(caller)),
            ),
          }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
  sendJson(res, 200, results);
}

// ---- list and remove ------------------------------------------------------------------------

const sortColumns = new Set(['name', 'updated_at', 'created_at', 'last_accessed_at']);

function optionalInteger(value: unknown, field: string, minimum: number, fallback: number): number {
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw storageErrors.invalidRequest(`body/${field} must be integer`);
  if (value < minimum) throw storageErrors.invalidRequest(`body/${field} must be >= ${minimum}`);
  return value;
}

/**
 * POST /object/list/<bucket> {prefix, limit, offset, sortBy, search}: one folder level, names
 * relative to the prefix, through storage.search as the caller (objects the SELECT policies hide
 * do not exist, and neither do folders that hold only such objects). A missing bucket lists empty.
 */
async function listObjects(ctx: StorageContext, bucketId: string): Promise<void> {
  const { req, res, config } = ctx;
  const caller = await callerOf(req, config.jwtSecret, false);
  const body = await readBody(ctx);
  if (typeof body.prefix !== 'string') throw storageErrors.invalidRequest("body must have required property 'prefix'");
  const limit = optionalInteger(body.limit, 'limit', 1, 100);
  const offset = optionalInteger(body.offset, 'offset', 0, 0);
  const search = body.search === undefined ? '' : body.search;
  if (typeof search !== 'string') throw storageErrors.invalidRequest('body/search must be string');
  const sortBy = (body.sortBy ?? {}) as Record<string, unknown>;
  const sortColumn = sortBy.column ?? 'name';
  const sortOrder = sortBy.order ?? 'asc';
  if (typeof sortColumn !== 'string' || !sortColumns.has(sortColumn))
    throw storageErrors.invalidRequest('body/sortBy/column must be equal to one of the allowed values');
  if (sortOrder !== 'asc' && sortOrder !== 'desc')
    throw storageErrors.invalidRequest('body/sortBy/order must be equal to one of the allowed values');
  // A prefix names a folder.
  const prefix = body.prefix.length > 0 && !body.prefix.endsWith('/') ? `${body.prefix}/` : body.prefix;
  const rows = await asCaller(ctx, caller, { operation: 'storage.object.list', readOnly: true }, (tx) =>
    searchObjects(tx, bucketId, prefix, { limit, offset, search, sortColumn, sortOrder }),
  );
  sendJson(res, 200, rows);
}

/**
 * DELETE /object/<bucket> {prefixes}: deletes the named objects the caller may see and delete
 * (others are skipped silently) and answers the deleted rows; their files go after the commit.
 */
async function removeObjects(ctx: StorageContext, bucketId: string): Promise<void> {
  const { req, res, config, objects } = ctx;
  const caller = await callerOf(req, config.jwtSecret, false);
  const body = await readBody(ctx);
  const names = namesFrom(body.prefixes, 'prefixes');
  const deleted = await asCaller(ctx, caller, { operation: 'storage.object.delete_many', allowDelete: true }, (tx) =>
    deleteObjects(tx, bucketId, names),
  );
  for (const row of deleted) await objects.remove(typeof row.version === 'string' ? row.version : null);
  sendJson(res, 200, deleted);
}
