import type { SupabaseClient } from '@supabase/supabase-js';

/**
 * How many of the client's support tickets are still open (status open or in_progress), counted
 * by the database without sending the rows (HEAD with `Prefer: count=exact`, which the local
 * stand-in answers too: local-supabase/src/rest/postgrest.ts).
 */
export async function loadOpenTicketCount(client: SupabaseClient): Promise<number> {
  const { count, error } = await client.from('support_tickets').select('id', { count: 'exact', head: true }).neq('status', 'resolved');
  if (error) throw error;
  return count ?? 0;
}
