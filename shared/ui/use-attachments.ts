import { useRef, useState } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../lib/app-config';
import { checkAttachment, maxAttachments, objectPathFor, type AttachmentType, type FileProblem } from '../lib/files';
import { UploadError, uploadObject, type UploadFailure } from '../lib/storage-upload';

/** A chosen file, checked by its bytes, and how its upload goes. */
export interface Attachment {
  key: string;
  file: File;
  /** the type its bytes show: what it is uploaded as */
  type: AttachmentType;
  /** bytes sent so far (0..file.size) */
  sent: number;
  state: 'waiting' | 'uploading' | 'uploaded' | 'failed';
  failure?: UploadFailure;
  /** for a rate limit: the seconds the answer said to wait, when it said */
  retryAfterSeconds?: number;
}

/** A file that was refused when chosen, and why. */
export interface RefusedFile {
  name: string;
  problem: FileProblem | 'tooMany' | 'duplicate';
}

/** An uploaded object, as a `request_files` row (or a feedback attachment) records it. */
export interface StoredFile {
  bucket: string;
  object_path: string;
  file_name: string;
  content_type: AttachmentType;
  size_bytes: number;
}

export interface UploadTarget {
  client: SupabaseClient;
  config: Pick<AppConfig, 'supabaseUrl' | 'supabaseAnonKey'>;
  bucket: string;
  /** the first folder of every object: the user's id (or a random id for a visitor) */
  folder: string;
  /** remove what was uploaded when the batch fails or is cancelled (needs a delete policy) */
  cleanUp: boolean;
}

/**
 * The files attached to one request (docs/decisions/0009-client-requests.md): chosen files are
 * checked by content and name (lib/files.ts), at most `max`; `upload` sends them all to Storage
 * with per-file progress and resolves to what was stored. `cancel` stops every upload; a batch
 * that fails or is cancelled removes the objects it had stored (when it may), and the chosen
 * files stay chosen so that nothing is lost.
 */
export function useAttachments({ accepted, max = maxAttachments }: { accepted?: readonly AttachmentType[]; max?: number } = {}) {
  const [items, setItems] = useState<Attachment[]>([]);
  const [refused, setRefused] = useState<RefusedFile[]>([]);
  const [uploading, setUploading] = useState(false);
  const controller = useRef<AbortController | null>(null);
  // The list as of the last change, for handlers that run after awaiting (state may be stale there).
  const itemsRef = useRef(items);
  const change = (next: (current: Attachment[]) => Attachment[]) => {
    itemsRef.current = next(itemsRef.current);
    setItems(itemsRef.current);
  };
  const update = (key: string, fields: Partial<Attachment>) =>
    change((current) => current.map((item) => (item.key === key ? { ...item, ...fields } : item)));

  /** Checks and adds files; reports each refusal (wrong type, too large, empty, one too many, chosen twice). */
  const add = async (files: readonly File[]) => {
    // A file that cannot even be read (moved or deleted since it was chosen) is refused like one of the wrong type.
    const checked = await Promise.all(
      files.map(async (file) => ({
        file,
        check: await checkAttachment(file, accepted).catch(() => ({ ok: false as const, problem: 'wrongType' as const })),
      })),
    );
    const current = itemsRef.current;
    const refusals: RefusedFile[] = [];
    const added: Attachment[] = [];
    for (const { file, check } of checked) {
      if (!check.ok) refusals.push({ name: file.name, problem: check.problem });
      else if ([...current, ...added].some((item) => item.file.name === file.name && item.file.size === file.size))
        refusals.push({ name: file.name, problem: 'duplicate' });
      else if (current.length + added.length >= max) refusals.push({ name: file.name, problem: 'tooMany' });
      else added.push({ key: crypto.randomUUID(), file, type: check.type, sent: 0, state: 'waiting' });
    }
    setRefused(refusals);
    if (added.length > 0) change((latest) => [...latest, ...added]);
  };

  const remove = (key: string) => change((current) => current.filter((item) => item.key !== key));

  const clear = () => {
    change(() => []);
    setRefused([]);
  };

  /** Uploads every chosen file; throws an UploadError (the first failure, or 'aborted'). */
  const upload = async ({ client, config, bucket, folder, cleanUp }: UploadTarget): Promise<StoredFile[]> => {
    const batch = itemsRef.current;
    if (batch.length === 0) return [];
    const abort = new AbortController();
    controller.current = abort;
    setUploading(true);
    change((current) => current.map((item) => ({ ...item, sent: 0, state: 'waiting', failure: undefined, retryAfterSeconds: undefined })));
    // Each file's object name is fixed before sending, so a batch that fails can remove even an
    // object whose upload finished on the server at the moment it was cancelled.
    const planned = batch.map((item) => ({ item, path: objectPathFor(folder, item.file.name) }));
    try {
      const accessToken = (await client.auth.getSession()).data.session?.access_token ?? config.supabaseAnonKey;
      const outcomes = await Promise.allSettled(
        planned.map(async ({ item, path }): Promise<StoredFile> => {
          update(item.key, { state: 'uploading' });
          try {
            await uploadObject({
              supabaseUrl: config.supabaseUrl,
              anonKey: config.supabaseAnonKey,
              accessToken,
              bucket,
              path,
              file: item.file,
              contentType: item.type,
              signal: abort.signal,
              onProgress: (sent) => update(item.key, { sent }),
            });
          } catch (error) {
            const failure = error instanceof UploadError ? error.failure : 'failed';
            update(item.key, {
              state: 'failed',
              failure,
              retryAfterSeconds: error instanceof UploadError ? error.retryAfterSeconds : undefined,
            });
            // One file failing stops the others: the request is sent whole or not at all.
            abort.abort();
            throw error;
          }
          update(item.key, { state: 'uploaded', sent: item.file.size });
          return { bucket, object_path: path, file_name: item.file.name, content_type: item.type, size_bytes: item.file.size };
        }),
      );
      const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason as unknown] : []));
      if (failures.length === 0) return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<StoredFile>).value);
      if (cleanUp)
        await forget(
          client,
          bucket,
          planned.map(({ path }) => ({ object_path: path })),
        );
      // The failure to report is the real one, not the aborts it caused in the other files.
      throw failures.find((failure) => !(failure instanceof UploadError && failure.failure === 'aborted')) ?? failures[0];
    } catch (error) {
      throw error instanceof UploadError ? error : new UploadError('failed', error instanceof Error ? error.message : String(error));
    } finally {
      controller.current = null;
      setUploading(false);
    }
  };

  /** Removes uploaded objects that no request will record (after a later step failed). */
  const forget = async (client: SupabaseClient, bucket: string, files: readonly Pick<StoredFile, 'object_path'>[]) => {
    const { error } = await client.storage.from(bucket).remove(files.map((file) => file.object_path));
    if (error) console.warn('Uploaded files could not be removed', error);
  };

  const cancel = () => controller.current?.abort();

  return { items, refused, uploading, add, remove, clear, upload, cancel, forget };
}
