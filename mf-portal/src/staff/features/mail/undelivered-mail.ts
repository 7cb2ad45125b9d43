import type { SupabaseClient } from '@supabase/supabase-js';
import { staffWriteFailure, type StaffWriteFailure } from '../../lib/write-failure';

/**
 * Mail the outbox gave up on (the `staff_undelivered_mail` function,
 * supabase/migrations/20261126000300_outbox_dead_letter.sql): tried as often as allowed, or
 * expired before it went out. The recipient comes masked from the database and the error without
 * addresses; the body never leaves it.
 */
export interface UndeliveredMail {
  id: number;
  subject: string;
  recipient_masked: string;
  attempts: number;
  last_error: string | null;
  reason: 'attempts' | 'expired';
  created_at: string;
  dead_at: string;
  /** still worth sending: not expired, body kept */
  retryable: boolean;
}

/** Newest first; throws the PostgREST error (42501 for anyone who is not signed-in staff). */
export async function loadUndeliveredMail(client: SupabaseClient): Promise<UndeliveredMail[]> {
  const { data, error } = await client.rpc('staff_undelivered_mail');
  if (error) throw error;
  return (data ?? []) as UndeliveredMail[];
}

/**
 * Why a re-queue was refused: as any staff write, plus `expired` (409: it can no longer go out)
 * and `gone` (404: it was re-queued or delivered meanwhile).
 */
export type RetryFailure = StaffWriteFailure | 'expired' | 'gone';

export async function retryMail(client: SupabaseClient, id: number): Promise<{ ok: true } | { ok: false; failure: RetryFailure }> {
  const { error } = await client.rpc('staff_retry_mail', { message_id: id });
  if (!error) return { ok: true };
  if (error.code === 'PT409') return { ok: false, failure: 'expired' };
  if (error.code === 'PT404') return { ok: false, failure: 'gone' };
  return { ok: false, failure: staffWriteFailure(error) };
}
