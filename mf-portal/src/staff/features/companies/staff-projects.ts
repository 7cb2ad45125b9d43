import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import type { ProjectValues } from './project-schema';

/** A row of `client_projects` (staff read every company's). */
export type StaffProject = Tables<'client_projects'>;

/** One company's projects, newest first. */
export async function loadCompanyProjects(client: SupabaseClient<Database>, companyId: string): Promise<StaffProject[]> {
  return dataOf(await client.from('client_projects').select('*').eq('company_id', companyId).order('created_at', { ascending: false }));
}

/** Creates a project for a company, with no contact person (client_id stays empty: staff are not the client). */
export async function createProject(client: SupabaseClient<Database>, companyId: string, values: ProjectValues): Promise<void> {
  dataOf(await client.from('client_projects').insert({ company_id: companyId, ...values }));
}

/**
 * Saves a project's fields (never its company or contact person). An update that matches no row means RLS hid it:
 * the session may no longer make staff changes (PostgREST answers that without an error).
 */
export async function updateProject(client: SupabaseClient<Database>, projectId: string, values: ProjectValues): Promise<void> {
  const rows = dataOf(await client.from('client_projects').update(values).eq('id', projectId).select('id'));
  if (rows.length === 0) throw new DataError('denied', 'The project matched no row this session may change');
}
