import crypto from 'node:crypto';
import type { Transaction } from '@electric-sql/pglite';
import type { Database } from '../db/database.ts';
import type { ObjectStore } from './object-store.ts';

/**
 * The SQL of the Storage API, one statement per operation, the same statements the Storage server
 * runs (its `StoragePgDB`), so the policies on storage.objects see the same commands: INSERT for
 * an upload, INSERT ... ON CONFLICT DO UPDATE ... RETURNING for an upsert (so SELECT and UPDATE
 * policies apply too), SELECT for download/sign/list, DELETE ... RETURNING for remove.
 */

export interface Bucket {
  id: string;
  public: boolean;
  /** bytes, or null for no bucket limit */
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

/** Looked up as the database owner, like the Storage server does (buckets need no policy). */
export async function findBucket(database: Database, id: string): Promise<Bucket | null> {
  const { rows } = await database.asService((tx) =>
    tx.query<Bucket>(
      'select id, coalesce(public, false) as public, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
      [id],
    ),
  );
  return rows[0] ?? null;
}

export interface ObjectRow {
  id: string;
  name: string;
  bucket_id: string;
  version: string | null;
  metadata: Record<string, unknown> | null;
  user_metadata: Record<string, unknown> | null;
  created_at: Date;
  updated_at: Date;
}

export async function findObject(tx: Transaction, bucketId: string, name: string): Promise<ObjectRow | null> {
  const { rows } = await tx.query<ObjectRow>(
    `select id, name, bucket_id, version, metadata, user_metadata, created_at, updated_at
       from storage.objects where name = $1 and bucket_id = $2 limit 1`,
    [name, bucketId],
  );
  return rows[0] ?? null;
}

/** The names among `names` the caller can see. */
export async function visibleNames(tx: Transaction, bucketId: string, names: string[]): Promise<Set<string>> {
  const { rows } = await tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2::text[])', [
    bucketId,
    names,
  ]);
  return new Set(rows.map((row) => row.name));
}

export interface NewObject {
  bucketId: string;
  name: string;
  /** the JWT `sub`: owner_id as text, and owner when it is a uuid */
  owner: string | undefined;
  metadata: Record<string, unknown>;
  userMetadata: Record<string, unknown> | undefined;
  version: string;
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Writes an object row: a plain INSERT (no RETURNING, so only an INSERT policy is needed; the id
 * is made here) or, for an upsert, INSERT ... ON CONFLICT DO UPDATE ... RETURNING. Returns the
 * row's id and the version it replaced, whose file the caller removes after the commit.
 */
export async function writeObject(
  tx: Transaction,
  object: NewObject,
  upsert: boolean,
): Promise<{ id: string; previousVersion: string | null }> {
  const id = crypto.randomUUID();
  const values = [
    id,
    object.bucketId,
    object.name,
    object.owner && uuid.test(object.owner) ? object.owner : null,
    object.owner ?? null,
    JSON.stringify(object.metadata),
    object.userMetadata === undefined ? null : JSON.stringify(object.userMetadata),
    object.version,
  ];
  const insert = `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata, version)
    values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`;
  if (!upsert) {
    await tx.query(insert, values);
    return { id, previousVersion: null };
  }
  // Like the Storage server, an upsert without an owner or user metadata keeps the stored ones.
  const { rows } = await tx.query<{ id: string; previous_version: string | null }>(
    `with previous as (select version from storage.objects where bucket_id = $2 and name = $3)
     ${insert}
     on conflict (name, bucket_id) do update set
       metadata = excluded.metadata,
       user_metadata = coalesce(excluded.user_metadata, storage.objects.user_metadata),
       version = excluded.version,
       owner = coalesce(excluded.owner, storage.objects.owner),
       owner_id = coalesce(excluded.owner_id, storage.objects.owner_id)
     returning id, (select version from previous) as previous_version`,
    values,
  );
  return { id: rows[0]!.id, previousVersion: rows[0]!.previous_version };
}

/**
 * Deletes the named objects the caller may see and delete (rows the policies hide are skipped,
 * not refused) and returns the deleted rows. Needs `storage.allow_delete_query` set in the
 * transaction (platform.sql refuses direct deletes otherwise).
 */
export async function deleteObjects(tx: Transaction, bucketId: string, names: string[]): Promise<Array<Record<string, unknown>>> {
  const { rows } = await tx.query<Record<string, unknown>>(
    'delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning *',
    [bucketId, names],
  );
  return rows;
}

export interface SearchOptions {
  limit: number;
  offset: number;
  search: string;
  sortColumn: string;
  sortOrder: string;
}

/** One folder level of a bucket through storage.search (SECURITY INVOKER: the policies filter). */
export async function searchObjects(
  tx: Transaction,
  bucketId: string,
  prefix: string,
  { limit, offset, search, sortColumn, sortOrder }: SearchOptions,
): Promise<Array<Record<string, unknown>>> {
  const levels = `${prefix}${search}`.split('/').length;
  const { rows } = await tx.query<Record<string, unknown>>('select * from storage.search($1, $2, $3, $4, $5, $6, $7, $8)', [
    prefix,
    bucketId,
    limit,
    levels,
    offset,
    search,
    sortColumn,
    sortOrder,
  ]);
  return rows;
}

/**
 * Removes the files no object row references: left by a crash between placing a file and its
 * commit, or between a commit and removing the replaced file. Run at start, before serving.
 */
export async function removeUnreferencedFiles(database: Database, objects: ObjectStore): Promise<number> {
  const { rows } = await database.asService((tx) =>
    tx.query<{ version: string }>('select version from storage.objects where version is not null'),
  );
  return objects.removeUnreferenced(new Set(rows.map((row) => row.version)));
}
