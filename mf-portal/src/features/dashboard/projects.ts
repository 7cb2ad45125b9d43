import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';
import { dataOf } from '@meridian/shared/lib/supabase-errors';
import type { ClientProject } from '../../lib/projects';

/**
 * The projects of one of the signed-in client's companies, newest first (row-level security
 * decides which companies they may read); throws a DataError.
 */
export async function loadProjects(client: SupabaseClient<Database>, companyId: string): Promise<ClientProject[]> {
  return dataOf(await client.from('client_projects').select('*').eq('company_id', companyId).order('created_at', { ascending: false }));
}
