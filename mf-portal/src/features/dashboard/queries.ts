import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { liveTopics, useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import { loadProjects } from './projects';
import { loadOpenTicketCount } from './tickets';

/** The dashboard's projects, per company (the key carries the company, so a switch reads afresh). */
export const projectKeys = {
  all: ['portal', 'projects'] as const,
  ofCompany: (companyId: string) => [...projectKeys.all, companyId] as const,
};

/** The count of the company's open support tickets shown in the dashboard's summary (the tickets are support's). */
export const openTicketKeys = {
  count: ['portal', 'open-tickets', 'count'] as const,
  ofCompany: (companyId: string) => [...openTicketKeys.count, companyId] as const,
};

/** The projects of the company, newest first. */
export function useProjects(companyId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: projectKeys.ofCompany(companyId), queryFn: async () => loadProjects(await getClient(), companyId) });
}

/** How many of the company's support tickets are open or in progress, kept current live. */
export function useOpenTicketCount(companyId: string) {
  const { getClient } = useAuth();
  useLiveUpdates([liveTopics.company(companyId)], [openTicketKeys.ofCompany(companyId)]);
  return useQuery({
    queryKey: openTicketKeys.ofCompany(companyId),
    queryFn: async () => loadOpenTicketCount(await getClient(), companyId),
  });
}
