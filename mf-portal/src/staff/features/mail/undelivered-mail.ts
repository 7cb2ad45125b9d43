import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf, toDataError } from '@meridian/shared/lib/supabase-errors';
import type { Database } from '@meridian/shared/lib/database-types';

/**
 * Mail the outbox gave up on (the `staff_undelivered_mail` function,
 * supabase/migrations/20261126000300_outbox_dead_letter.sql): tried as often as allowed, or
 * expired before it went out (`reason`: attempts | expired; `retryable`: still worth sending, not
 * expired and the body kept). The recipient comes masked from the database and the error without
 * addresses; the body never leaves it.
 */
export type UndeliveredMail = Database['public']['Functions']['staff_undelivered_mail']['Returns'][number];

/** Newest first; throws a DataError (denied for anyone who is not signed-in staff). */
export async function loadUndeliveredMail(client: SupabaseClient<Database>): Promise<UndeliveredMail[]> {
  return dataOf(await client.rpc('staff_undelivered_mail')) ?? [];
}

/**
 * Queues a message again. The function's own refusals, in the shared vocabulary: PT409 (it
 * expired, it can no longer go out) is a conflict, PT404 (it was re-queued or delivered
 * meanwhile) is notFound; the page words both for mail.
 */
export async function retryMail(client: SupabaseClient<Database>, id: number): Promise<void> {
  const { error } = await client.rpc('staff_retry_mail', { message_id: id });
  if (!error) return;
  if (error.code === 'PT409') throw new DataError('conflict', error.message, error.code, { cause: error });
  if (error.code === 'PT404') throw new DataError('notFound', error.message, error.code, { cause: error });
  throw toDataError(error);
}
