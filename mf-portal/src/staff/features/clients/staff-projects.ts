import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import type { ProjectValues } from './project-schema';

/** A row of `client_projects` (staff read every client's). */
export type StaffProject = Tables<'client_projects'>;

/** How many projects each client has, by client id (one query for the whole clients list). */
export async function loadProjectCounts(client: SupabaseClient<Database>): Promise<Map<string, number>> {
  const rows = dataOf(await client.from('client_projects').select('id, client_id'));
  const counts = new Map<string, number>();
  for (const { client_id } of rows) counts.set(client_id, (counts.get(client_id) ?? 0) + 1);
  return counts;
}

/** One client's projects, newest first. */
export async function loadClientProjects(client: SupabaseClient<Database>, clientId: string): Promise<StaffProject[]> {
  return dataOf(await client.from('client_projects').select('*').eq('client_id', clientId).order('created_at', { ascending: false }));
}

/** Creates a project for a client. */
export async function createProject(client: SupabaseClient<Database>, clientId: string, values: ProjectValues): Promise<void> {
  dataOf(await client.from('client_projects').insert({ client_id: clientId, ...values }));
}

/**
 * Saves a project's fields (never its client). An update that matches no row means RLS hid it:
 * the session may no longer make staff changes (PostgREST answers that without an error).
 */
export async function updateProject(client: SupabaseClient<Database>, projectId: string, values: ProjectValues): Promise<void> {
  const rows = dataOf(await client.from('client_projects').update(values).eq('id', projectId).select('id'));
  if (rows.length === 0) throw new DataError('denied', 'The project matched no row this session may change');
}
