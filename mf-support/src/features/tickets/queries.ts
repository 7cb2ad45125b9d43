import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadTicketThread, type TicketFile } from '@meridian/shared/lib/tickets';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import {
  addReply,
  createTicket,
  downloadUrl,
  loadRating,
  loadRatingLink,
  loadTickets,
  rateByLink,
  rateTicket,
  type RatingDraft,
  type TicketDraftRow,
} from '../../lib/tickets';

/**
 * The support portal's ticket queries; every key starts with the remote and the feature, and
 * carries the company, so another company's tickets are read afresh.
 */
export const ticketKeys = {
  all: ['support', 'tickets'] as const,
  list: (companyId: string) => [...ticketKeys.all, 'list', companyId] as const,
  thread: (companyId: string, number: number) => [...ticketKeys.all, 'thread', companyId, number] as const,
  rating: (ticketId: string) => [...ticketKeys.all, 'rating', ticketId] as const,
  ratingLink: (token: string) => [...ticketKeys.all, 'rating-link', token] as const,
};

/** The signed-in client's id, or undefined while signing in is undecided or for a visitor. */
function useUserId() {
  const { status, session } = useAuth();
  return status === 'signed-in' ? session?.user.id : undefined;
}

/**
 * The company's tickets, last activity first; nothing is asked for a visitor, or before the
 * company is known and its policy met (`companyId` undefined).
 */
export function useTickets(companyId: string | undefined) {
  const { getClient } = useAuth();
  const userId = useUserId();
  return useQuery({
    queryKey: ticketKeys.list(companyId ?? ''),
    queryFn: async () => loadTickets(await getClient(), companyId ?? ''),
    enabled: userId !== undefined && companyId !== undefined,
  });
}

/** One of the company's tickets with its conversation and files; null when it has none with that number. */
export function useTicketThread(companyId: string, number: number | null) {
  const { getClient } = useAuth();
  const userId = useUserId();
  return useQuery({
    queryKey: ticketKeys.thread(companyId, number ?? 0),
    queryFn: async () => loadTicketThread(await getClient(), number ?? 0, undefined, companyId),
    enabled: userId !== undefined && number !== null,
  });
}

/** Stores a ticket of the company with its uploaded files; the company's ticket list shows it next. */
export function useCreateTicketMutation(companyId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ draft, files }: { draft: TicketDraftRow; files: readonly StoredFile[] }) =>
      createTicket(await getClient(), companyId, draft, files),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ticketKeys.list(companyId) }),
  });
}

/** Adds the client's reply to ticket `number`; its conversation and the list (last activity) are read again. */
export function useReplyMutation(companyId: string, number: number) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ ticketId, body, files }: { ticketId: string; body: string; files: readonly StoredFile[] }) =>
      addReply(await getClient(), ticketId, body, files),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.thread(companyId, number) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.list(companyId) }),
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

/** The resolved ticket's rating (null: none yet). */
export function useTicketRating(ticketId: string) {
  const { getClient } = useAuth();
  return useQuery({ queryKey: ticketKeys.rating(ticketId), queryFn: async () => loadRating(await getClient(), ticketId) });
}

/** Rates the ticket from its page; its rating is read again. */
export function useRateTicketMutation(ticketId: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: RatingDraft) => rateTicket(await getClient(), ticketId, draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.rating(ticketId) }),
  });
}

/** What a rating link names; read with or without a session (the link is the permission). */
export function useRatingLink(token: string) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: ticketKeys.ratingLink(token),
    queryFn: async () => loadRatingLink(await getClient(), token),
    enabled: token !== '',
  });
}

/** Rates through the link; what it names is read again (now rated). */
export function useRateByLinkMutation(token: string) {
  const { getClient } = useAuth();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (draft: RatingDraft) => rateByLink(await getClient(), token, draft),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ticketKeys.ratingLink(token) }),
  });
}
