import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClientProject } from '../../../lib/projects';
import { staffWriteFailure, type StaffWriteFailure } from '../../lib/write-failure';
import type { ProjectValues } from './project-schema';

/** A row of `client_projects` as staff read it (every client's). */
export interface StaffProject extends ClientProject {
  client_id: string;
}

/** How many projects each client has, by client id (one query for the whole clients list). */
export async function loadProjectCounts(client: SupabaseClient): Promise<Map<string, number>> {
  const { data, error } = await client.from('client_projects').select('id, client_id');
  if (error) throw error;
  const counts = new Map<string, number>();
  for (const { client_id } of data as { client_id: string }[]) counts.set(client_id, (counts.get(client_id) ?? 0) + 1);
  return counts;
}

/** One client's projects, newest first. */
export async function loadClientProjects(client: SupabaseClient, clientId: string): Promise<StaffProject[]> {
  const { data, error } = await client
    .from('client_projects')
    .select('*')
    .eq('client_id', clientId)
    .order('created_at', { ascending: false });
  if (error) throw error;
  return data as StaffProject[];
}

function failureOf(error: { code?: string }): StaffWriteFailure {
  console.warn('The project could not be stored', error);
  return staffWriteFailure(error);
}

/** Creates a project for a client; a failure code when the database refused it. */
export async function createProject(
  client: SupabaseClient,
  clientId: string,
  values: ProjectValues,
): Promise<StaffWriteFailure | undefined> {
  const { error } = await client.from('client_projects').insert({ client_id: clientId, ...values });
  return error ? failureOf(error) : undefined;
}

/**
 * Saves a project's fields (never its client). An update that matches no row means RLS hid it:
 * the session may no longer make staff changes (PostgREST answers that without an error).
 */
export async function updateProject(
  client: SupabaseClient,
  projectId: string,
  values: ProjectValues,
): Promise<StaffWriteFailure | undefined> {
  const { data, error } = await client.from('client_projects').update(values).eq('id', projectId).select('id');
  if (error) return failureOf(error);
  return (data as unknown[] | null)?.length ? undefined : 'denied';
}
