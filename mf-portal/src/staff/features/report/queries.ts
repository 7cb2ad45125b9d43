import { useQuery } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { liveTopics, useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import { loadResponseReport } from './report-data';

export const reportKeys = { all: ['staff', 'report'] as const };

/** The response report, read again live as tickets are opened and answered. */
export function useResponseReport() {
  const { getClient } = useAuth();
  useLiveUpdates([liveTopics.staffTickets], [reportKeys.all]);
  return useQuery({ queryKey: reportKeys.all, queryFn: async () => loadResponseReport(await getClient()) });
}
