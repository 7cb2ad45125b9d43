/**
 * The support tickets' wire shapes, one place for the client's support portal (mf-support) and the
 * staff workspace (mf-portal): the values and rows exactly as the database names them, mirroring
 * supabase/migrations/20261125000100_client_requests.sql (its checks on support_tickets, and the
 * tables ticket_messages and request_files). Types and constants only: each remote does its own
 * queries, with the reader's own rights.
 */

export const ticketStatuses = ['open', 'in_progress', 'resolved'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];
export const ticketPriorities = ['low', 'medium', 'high'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];
export const ticketCategories = ['technical', 'account', 'billing', 'general'] as const;
export type TicketCategory = (typeof ticketCategories)[number];

/** The bucket of every ticket and reply attachment. */
export const ticketFilesBucket = 'ticket-files';

/** A support_tickets row as a client reads it (staff also read its client_id). */
export interface TicketRow {
  id: string;
  number: number;
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
  status: TicketStatus;
  created_at: string;
  updated_at: string;
}

/** A ticket_messages row: the client's or a staff member's message on a ticket. */
export interface TicketMessage {
  id: string;
  author_id: string;
  body: string;
  created_at: string;
}

/**
 * A request_files row of a ticket or one of its messages (exactly one of the two links is set).
 * Its content_type is left out: it is only the uploader's word (the migration says so), and a
 * file is offered for download under its own name.
 */
export interface TicketFile {
  id: string;
  object_path: string;
  file_name: string;
  size_bytes: number;
  ticket_id: string | null;
  message_id: string | null;
}

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
