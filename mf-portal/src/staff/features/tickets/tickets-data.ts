import type { SupabaseClient } from '@supabase/supabase-js';
import { loadTicketThread, ticketColumns, type TicketRow, type TicketStatus, type TicketThread } from '@meridian/shared/lib/tickets';
import { staffWriteFailure, type StaffWriteFailure } from '../../lib/write-failure';

/** A ticket as staff read it: the row a client reads, with whose ticket it is. */
export interface StaffTicket extends TicketRow {
  client_id: string;
}

/** One ticket, for staff, with its conversation and files. */
export type StaffTicketThread = TicketThread<StaffTicket>;

/** The columns of a StaffTicket. */
const staffTicketColumns = `${ticketColumns}, client_id`;

function dataOf<T>({ data, error }: { data: unknown; error: unknown }): T {
  if (error) throw error;
  return data as T;
}

/** Every ticket, last activity first. */
export async function loadAllTickets(client: SupabaseClient): Promise<StaffTicket[]> {
  return (
    dataOf<StaffTicket[] | null>(
      await client.from('support_tickets').select(staffTicketColumns).order('updated_at', { ascending: false }),
    ) ?? []
  );
}

/** One ticket, with whose it is, its conversation and files; null when there is no ticket with that number. */
export const loadThread = (client: SupabaseClient, number: number): Promise<StaffTicketThread | null> =>
  loadTicketThread<StaffTicket>(client, number, staffTicketColumns);

export type WriteAnswer = { ok: true } | { ok: false; failure: StaffWriteFailure };

/** Staff's reply on a ticket (author_id defaults to the caller; a resolved ticket takes it too). */
export async function sendReply(client: SupabaseClient, ticketId: string, body: string): Promise<WriteAnswer> {
  const { error } = await client.from('ticket_messages').insert({ ticket_id: ticketId, body });
  return error ? { ok: false, failure: staffWriteFailure(error) } : { ok: true };
}

/** Sets a ticket's status; no row back means it no longer exists (failed). */
export async function saveStatus(client: SupabaseClient, ticketId: string, status: TicketStatus): Promise<WriteAnswer> {
  const { data, error } = await client.from('support_tickets').update({ status }).eq('id', ticketId).select('id');
  if (error) return { ok: false, failure: staffWriteFailure(error) };
  return ((data ?? []) as unknown[]).length === 0 ? { ok: false, failure: 'failed' } : { ok: true };
}
