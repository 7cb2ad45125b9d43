import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadProjects } from './projects';
import { loadOpenTicketCount } from './tickets';

/** The dashboard's projects. */
export const projectKeys = { all: ['portal', 'projects'] as const };

/** The count of the client's open support tickets shown in the dashboard's summary (the tickets are support's). */
export const openTicketKeys = { count: ['portal', 'open-tickets', 'count'] as const };

/** The signed-in client's projects, newest first. */
export function useProjects() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: projectKeys.all, queryFn: async () => loadProjects(await getClient()) });
}

/** How many of the client's support tickets are open or in progress. */
export function useOpenTicketCount() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: openTicketKeys.count, queryFn: async () => loadOpenTicketCount(await getClient()) });
}
