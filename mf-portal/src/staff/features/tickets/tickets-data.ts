import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf, DataError } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import { loadTicketThread, ticketColumns, type TicketRow, type TicketStatus, type TicketThread } from '@meridian/shared/lib/tickets';

/** A ticket in the staff list: the whole row, with whose ticket it is. */
export type StaffTicket = Tables<'support_tickets'>;

/** A ticket on its staff page: the client's columns, its company and who opened it. */
export type StaffThreadTicket = TicketRow & Pick<StaffTicket, 'client_id' | 'company_id' | 'opened_by_email'>;

/** Who wrote a message: a client's address (null for staff), and whether staff did. */
export type MessageAuthor = Pick<Tables<'ticket_messages'>, 'author_email' | 'from_staff'>;

/** One ticket, for staff, with whose it is, its conversation (each message with its author) and files. */
export type StaffTicketThread = Omit<TicketThread<StaffThreadTicket>, 'messages'> & {
  messages: (TicketThread['messages'][number] & MessageAuthor)[];
  /** the company's rating once the ticket is resolved and rated, else null */
  rating: Pick<Tables<'ticket_ratings'>, 'score' | 'comment' | 'rated_at' | 'via'> | null;
};

/** Every ticket, last activity first. */
export async function loadAllTickets(client: SupabaseClient<Database>): Promise<StaffTicket[]> {
  return dataOf(await client.from('support_tickets').select('*').order('updated_at', { ascending: false }));
}

/**
 * One ticket, with whose it is, its conversation, files and rating; null when there is no ticket with
 * that number. The shared thread reads each message's body; who wrote it (a client's address, or
 * staff) is read here beside it and joined by the message's id.
 */
export async function loadThread(client: SupabaseClient<Database>, number: number): Promise<StaffTicketThread | null> {
  const thread = await loadTicketThread<StaffThreadTicket>(client, number, `${ticketColumns}, client_id, company_id, opened_by_email`);
  if (!thread) return null;
  const authors = dataOf(await client.from('ticket_messages').select('id, author_email, from_staff').eq('ticket_id', thread.ticket.id));
  const authorOf = new Map(authors.map(({ id, ...author }) => [id, author] as const));
  // Awaited apart: inside dataOf's argument, maybeSingle() would take its row type from dataOf's parameter.
  const ratingAnswer = await client
    .from('ticket_ratings')
    .select('score, comment, rated_at, via')
    .eq('ticket_id', thread.ticket.id)
    .maybeSingle();
  const rating = dataOf(ratingAnswer);
  return {
    ...thread,
    rating,
    messages: thread.messages.map((message) => ({
      ...message,
      ...(authorOf.get(message.id) ?? { author_email: null, from_staff: false }),
    })),
  };
}

/** Staff's reply on a ticket (author_id defaults to the caller; a resolved ticket takes it too). */
export async function sendReply(client: SupabaseClient<Database>, ticketId: string, body: string): Promise<void> {
  dataOf(await client.from('ticket_messages').insert({ ticket_id: ticketId, body }));
}

/** Sets a ticket's status; no row back means it no longer exists (for this session). */
export async function saveStatus(client: SupabaseClient<Database>, ticketId: string, status: TicketStatus): Promise<void> {
  const rows = dataOf(await client.from('support_tickets').update({ status }).eq('id', ticketId).select('id'));
  if (rows.length === 0) throw new DataError('notFound', 'The ticket was not updated: no such ticket for this session');
}
