import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf } from '@meridian/shared/lib/supabase-errors';
import type { Database } from '@meridian/shared/lib/database-types';

/** A client account as staff see it (the `staff_clients` function: every non-staff user, oldest first). */
export type StaffClient = Database['public']['Functions']['staff_clients']['Returns'][number];

/** Every client account; throws a DataError (denied for anyone who is not signed-in staff). */
export async function loadStaffClients(client: SupabaseClient<Database>): Promise<StaffClient[]> {
  return dataOf(await client.rpc('staff_clients')) ?? [];
}
