import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import { dataOf } from '@meridian/shared/lib/supabase-errors';
import type { ClientProject } from '../../lib/projects';

/** The signed-in client's projects, newest first (RLS decides which rows exist for them); throws a DataError. */
export async function loadProjects(client: SupabaseClient<Database>): Promise<ClientProject[]> {
  return dataOf(await client.from('client_projects').select('*').order('created_at', { ascending: false }));
}
