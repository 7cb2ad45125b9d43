import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf } from '@meridian/shared/lib/supabase-errors';
import type { Database } from '@meridian/shared/lib/database-types';

/**
 * A one-minute signed link to a stored file that saves it under its own name (the buckets are
 * private; the storage policies let signed-in staff read them).
 */
export async function signedDownloadUrl(client: SupabaseClient<Database>, bucket: string, path: string, name: string): Promise<string> {
  const link = dataOf(await client.storage.from(bucket).createSignedUrl(path, 60, { download: name }));
  if (!link) throw new DataError('failed', 'Storage answered without a signed URL');
  return link.signedUrl;
}
