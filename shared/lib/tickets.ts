/**
 * The support tickets' wire shapes, one place for the client's support portal (mf-support) and the
 * staff workspace (mf-portal): the values and rows exactly as the database names them, mirroring
 * supabase/migrations/20261125000100_client_requests.sql (its checks on support_tickets, and the
 * tables ticket_messages and request_files), and the one way a ticket's thread is read. Every
 * query runs with the reader's own rights: row-level security decides which tickets they have.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables } from './database-types';
import { dataOf } from './supabase-errors';

export const ticketStatuses = ['open', 'in_progress', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
/** The ticket form's priorities; their first-response targets are in response-targets.ts. */
export const ticketPriorities = ['low', 'medium', 'high', 'critical'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketCategories = ['technical', 'account', 'billing', 'general'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** The bucket of every ticket and reply attachment. */
export const ticketFilesBucket = 'ticket-files';

/**
 * A support_tickets row as a client reads it (staff also read its client_id). Status, priority
 * and category are text to the generated types (the migration checks them): screens show them
 * through StatusBadge and `common`, which fall back to the value itself.
 */
export type TicketRow = Pick<
  Tables<'support_tickets'>,
  | 'id'
  | 'number'
  | 'subject'
  | 'category'
  | 'priority'
  | 'description'
  | 'status'
  | 'created_at'
  | 'updated_at'
  | 'first_response_due_at'
  | 'first_responded_at'
>;

/**
 * A ticket_messages row: a message of one of the company's members or of staff. `from_staff` says
 * which (set by the database); `author_email` is a member's address, and null for staff, whose
 * addresses never reach clients.
 */
export type TicketMessage = Pick<Tables<'ticket_messages'>, 'id' | 'author_id' | 'body' | 'created_at' | 'author_email' | 'from_staff'>;

/** A TicketRow with the address of the member who opened it (set by the database when it was stored). */
export type OpenedTicketRow = TicketRow & Pick<Tables<'support_tickets'>, 'opened_by_email'>;

/**
 * A request_files row of a ticket or one of its messages (exactly one of the two links is set).
 * Its content_type is left out: it is only the uploader's word (the migration says so), and a
 * file is offered for download under its own name.
 */
export type TicketFile = Pick<Tables<'request_files'>, 'id' | 'object_path' | 'file_name' | 'size_bytes' | 'ticket_id' | 'message_id'>;

/** One ticket with its conversation (oldest first) and the files of the ticket and its messages. */
export interface TicketThread<Ticket extends TicketRow = TicketRow> {
  ticket: Ticket;
  messages: TicketMessage[];
  files: TicketFile[];
}

/** How a ticket is named to people: TKT- and its number (the migration's identity column). */
export const ticketLabel = (number: number) => `TKT-${number}`;

/** The number in a ticket's path (/support/tickets/{number}, /staff/tickets/{number}), or null when it is not one. */
export function ticketNumberOf(segment: string | undefined): number | null {
  if (!segment || !/^\d{1,15}$/.test(segment)) return null;
  return Number(segment);
}

/** The columns of a TicketRow and of a TicketFile. */
export const ticketColumns =
  'id, number, subject, category, priority, description, status, created_at, updated_at, first_response_due_at, first_responded_at';
/** The columns of an OpenedTicketRow. */
export const openedTicketColumns = `${ticketColumns}, opened_by_email`;
const messageColumns = 'id, author_id, body, created_at, author_email, from_staff';
const ticketFileColumns = 'id, object_path, file_name, size_bytes, ticket_id, message_id';

/**
 * One ticket with its conversation (oldest first) and the files of the ticket and its messages;
 * null when the reader has no ticket with that number (a client: one of a company they pass the
 * gate of; staff: every one). `columns` names the ticket's columns when the reader needs other
 * than an OpenedTicketRow; `companyId` keeps the search to one company (a client's current one).
 * A refusal or a failure is thrown as a DataError (shared/lib/supabase-errors.ts).
 */
export async function loadTicketThread<Ticket extends TicketRow = OpenedTicketRow>(
  client: SupabaseClient<Database>,
  number: number,
  columns: string = openedTicketColumns,
  companyId?: string,
): Promise<TicketThread<Ticket> | null> {
  const byNumber = client.from('support_tickets').select(columns).eq('number', number);
  // `columns` is chosen by the caller, so the row's type is the caller's word (Ticket).
  const ticket = dataOf(await (companyId === undefined ? byNumber : byNumber.eq('company_id', companyId)).maybeSingle<Ticket>());
  if (!ticket) return null;
  const messages = dataOf(await client.from('ticket_messages').select(messageColumns).eq('ticket_id', ticket.id).order('created_at'));
  const ticketFiles = dataOf(await client.from('request_files').select(ticketFileColumns).eq('ticket_id', ticket.id));
  const messageFiles =
    messages.length === 0
      ? []
      : dataOf(
          await client
            .from('request_files')
            .select(ticketFileColumns)
            .in(
              'message_id',
              messages.map((message) => message.id),
            ),
        );
  return { ticket, messages, files: [...ticketFiles, ...messageFiles] };
}
