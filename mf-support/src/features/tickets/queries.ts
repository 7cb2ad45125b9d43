import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadTicketThread, type TicketFile } from '@meridian/shared/lib/tickets';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import { addReply, createTicket, downloadUrl, loadTickets, type TicketDraftRow } from '../../lib/tickets';

/** The support portal's ticket queries; every key starts with the remote and the feature. */
export const ticketKeys = {
  all: ['support', 'tickets'] as const,
  list: () => [...ticketKeys.all, 'list'] as const,
  thread: (number: number) => [...ticketKeys.all, 'thread', number] as const,
};

/** The signed-in client's id, or undefined while signing in is undecided or for a visitor. */
function useUserId() {
  const { status, session } = useAuth();
  return status === 'signed-in' ? session?.user.id : undefined;
}

/** The signed-in client's tickets, last activity first; nothing is asked for a visitor. */
export function useTickets() {
  const { getClient } = useAuth();
  const userId = useUserId();
  return useQuery({
    queryKey: ticketKeys.list(),
    queryFn: async () => loadTickets(await getClient()),
    enabled: userId !== undefined,
  });
}

/** One of the client's tickets with its conversation and files; null when they have none with that number. */
export function useTicketThread(number: number | null) {
  const { getClient } = useAuth();
  const userId = useUserId();
  return useQuery({
    queryKey: ticketKeys.thread(number ?? 0),
    queryFn: async () => loadTicketThread(await getClient(), number ?? 0),
    enabled: userId !== undefined && number !== null,
  });
}

/** Stores a ticket with its uploaded files; the ticket list shows it next. */
export function useCreateTicketMutation() {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, files }: { draft: TicketDraftRow; files: readonly StoredFile[] }) =>
      createTicket(await getClient(), draft, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.list() }),
  });
}

/** Adds the client's reply to ticket `number`; its conversation and the list (last activity) are read again. */
export function useReplyMutation(number: number) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, body, files }: { ticketId: string; body: string; files: readonly StoredFile[] }) =>
      addReply(await getClient(), ticketId, body, files),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.thread(number) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.list() }),
      ]),
  });
}

/** A one-minute signed link to one of the reader's files (asked for each download: it expires). */
export function useDownloadLinkMutation() {
  const { getClient } = useAuth();
  return useMutation({
    mutationFn: async (file: Pick<TicketFile, 'object_path' | 'file_name'>) => downloadUrl(await getClient(), file),
  });
}
