import type { SupabaseClient } from '@supabase/supabase-js';
import type { TicketFile, TicketMessage, TicketRow, TicketStatus, TicketThread } from '@meridian/shared/lib/tickets';
import { staffWriteFailure, type StaffWriteFailure } from '../../lib/write-failure';

/** A ticket as staff read it: the row a client reads, with whose ticket it is. */
export interface StaffTicket extends TicketRow {
  client_id: string;
}

/** One ticket, for staff, with its conversation and files. */
export type StaffTicketThread = TicketThread<StaffTicket>;

/** The columns of a StaffTicket and a TicketFile (shared/lib/tickets.ts). */
const ticketColumns = 'id, number, client_id, subject, category, priority, description, status, created_at, updated_at';
const fileColumns = 'id, object_path, file_name, size_bytes, ticket_id, message_id';

function dataOf<T>({ data, error }: { data: unknown; error: unknown }): T {
  if (error) throw error;
  return data as T;
}

/** Every ticket, last activity first. */
export async function loadAllTickets(client: SupabaseClient): Promise<StaffTicket[]> {
  return (
    dataOf<StaffTicket[] | null>(await client.from('support_tickets').select(ticketColumns).order('updated_at', { ascending: false })) ?? []
  );
}

/** One ticket with its conversation and files; null when there is no ticket with that number. */
export async function loadThread(client: SupabaseClient, number: number): Promise<StaffTicketThread | null> {
  const ticket = dataOf<StaffTicket | null>(await client.from('support_tickets').select(ticketColumns).eq('number', number).maybeSingle());
  if (!ticket) return null;
  const messages =
    dataOf<TicketMessage[] | null>(
      await client
        .from('ticket_messages')
        .select('id, author_id, body, created_at')
        .eq('ticket_id', ticket.id)
        .order('created_at', { ascending: true }),
    ) ?? [];
  const ticketFiles = dataOf<TicketFile[] | null>(await client.from('request_files').select(fileColumns).eq('ticket_id', ticket.id)) ?? [];
  const messageFiles =
    messages.length === 0
      ? []
      : (dataOf<TicketFile[] | null>(
          await client
            .from('request_files')
            .select(fileColumns)
            .in(
              'message_id',
              messages.map((message) => message.id),
            ),
        ) ?? []);
  return { ticket, messages, files: [...ticketFiles, ...messageFiles] };
}

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
