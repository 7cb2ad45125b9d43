import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import { dataOf } from '@meridian/shared/lib/supabase-errors';

/**
 * How many of the company's support tickets are still open (status open or in_progress), whoever
 * of its members opened them, counted by the database without sending the rows (HEAD with
 * `Prefer: count=exact`, which the local stand-in answers too: local-supabase/src/rest/postgrest.ts).
 * Throws a DataError.
 */
export async function loadOpenTicketCount(client: SupabaseClient<Database>, companyId: string): Promise<number> {
  const answer = await client
    .from('support_tickets')
    .select('id', { count: 'exact', head: true })
    .eq('company_id', companyId)
    .neq('status', 'resolved');
  dataOf(answer);
  return answer.count ?? 0;
}
