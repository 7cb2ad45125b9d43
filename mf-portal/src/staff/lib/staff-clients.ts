import type { SupabaseClient } from '@supabase/supabase-js';

/** A client account as staff see it (the `staff_clients` function: every non-staff user, oldest first). */
export interface StaffClient {
  id: string;
  email: string;
  created_at: string;
  locale: string | null;
}

/** Every client account; throws the PostgREST error (42501 for anyone who is not signed-in staff). */
export async function loadStaffClients(client: SupabaseClient): Promise<StaffClient[]> {
  const { data, error } = await client.rpc('staff_clients');
  if (error) throw error;
  return (data ?? []) as StaffClient[];
}
