import type { SupabaseClient } from '@supabase/supabase-js';
import { dataOf, DataError } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';
import { loadTicketThread, ticketColumns, type TicketRow, type TicketStatus, type TicketThread } from '@meridian/shared/lib/tickets';

/** A ticket in the staff list: the whole row, with whose ticket it is. */
export type StaffTicket = Tables<'support_tickets'>;

/** One ticket, for staff, with whose it is, its conversation and files. */
export type StaffTicketThread = TicketThread<TicketRow & Pick<StaffTicket, 'client_id'>>;

/** Every ticket, last activity first. */
export async function loadAllTickets(client: SupabaseClient<Database>): Promise<StaffTicket[]> {
  return dataOf(await client.from('support_tickets').select('*').order('updated_at', { ascending: false }));
}

/** One ticket, with whose it is, its conversation and files; null when there is no ticket with that number. */
export const loadThread = (client: SupabaseClient<Database>, number: number): Promise<StaffTicketThread | null> =>
  loadTicketThread<TicketRow & Pick<StaffTicket, 'client_id'>>(client, number, `${ticketColumns}, client_id`);

/** Staff's reply on a ticket (author_id defaults to the caller; a resolved ticket takes it too). */
export async function sendReply(client: SupabaseClient<Database>, ticketId: string, body: string): Promise<void> {
  dataOf(await client.from('ticket_messages').insert({ ticket_id: ticketId, body }));
}

/** Sets a ticket's status; no row back means it no longer exists (for this session). */
export async function saveStatus(client: SupabaseClient<Database>, ticketId: string, status: TicketStatus): Promise<void> {
  const rows = dataOf(await client.from('support_tickets').update({ status }).eq('id', ticketId).select('id'));
  if (rows.length === 0) throw new DataError('notFound', 'The ticket was not updated: no such ticket for this session');
}
