import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import type { TicketStatus } from '@meridian/shared/lib/tickets';
import { historyKeys, staffCompanyKeys } from '../../lib/queries';
import { loadAllTickets, loadThread, saveStatus, sendReply } from './tickets-data';

/** Staff's ticket reads: the list, and each ticket's thread by its number. */
export const ticketKeys = {
  all: ['staff', 'tickets'] as const,
  list: () => [...ticketKeys.all, 'list'] as const,
  thread: (number: number) => [...ticketKeys.all, 'thread', number] as const,
};

export function useAllTickets() {
  const { getClient } = useAuth();
  return useQuery({ queryKey: ticketKeys.list(), queryFn: async () => loadAllTickets(await getClient()) });
}

/** One ticket's thread (null: no such ticket); nothing is read for a path that is no number. */
export function useTicketThread(number: number | null) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: ticketKeys.thread(number ?? -1),
    queryFn: async () => (number === null ? null : loadThread(await getClient(), number)),
    enabled: number !== null,
  });
}

/**
 * A reply or a status changes the ticket (its conversation, status, last activity: the thread and
 * the list) and adds to its history; all are read again before the write counts as done. A status
 * also changes its company's count of open tickets (`alsoChanged`).
 */
function useTicketWrite<Variables>(
  ticketId: string,
  write: (variables: Variables) => Promise<void>,
  alsoChanged: readonly (readonly string[])[] = [],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () =>
      Promise.all(
        [ticketKeys.all, historyKeys.item('ticket', ticketId), ...alsoChanged].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

export function useReplyMutation(ticketId: string) {
  const { getClient } = useAuth();
  return useTicketWrite(ticketId, async (body: string) => sendReply(await getClient(), ticketId, body));
}

export function useStatusMutation(ticketId: string) {
  const { getClient } = useAuth();
  return useTicketWrite(ticketId, async (status: TicketStatus) => saveStatus(await getClient(), ticketId, status), [staffCompanyKeys.all]);
}
