import type { SupabaseClient } from '@supabase/supabase-js';
import type { ClientProject } from '../../lib/projects';

/** The signed-in client's projects, newest first (RLS decides which rows exist for them). */
export async function loadProjects(client: SupabaseClient): Promise<ClientProject[]> {
  const { data, error } = await client.from('client_projects').select('*').order('created_at', { ascending: false });
  if (error) throw error;
  return data as ClientProject[];
}

const statusBadges: Record<string, string> = {
  pending: 'po:bg-amber-100 po:text-amber-900',
  'in-progress': 'po:bg-blue-100 po:text-blue-900',
  completed: 'po:bg-green-100 po:text-green-900',
  rejected: 'po:bg-red-100 po:text-red-900',
};
const priorityBadges: Record<string, string> = {
  high: 'po:bg-red-100 po:text-red-900',
  medium: 'po:bg-orange-100 po:text-orange-900',
  low: 'po:bg-green-100 po:text-green-900',
};
const unknownBadge = 'po:bg-gray-100 po:text-gray-900';

/** Badge colours: each known status and priority its own, anything else grey. */
export const statusBadgeClass = (status: string) => statusBadges[status] ?? unknownBadge;
export const priorityBadgeClass = (priority: string) => priorityBadges[priority] ?? unknownBadge;
