import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, Tables, TablesInsert } from '@meridian/shared/lib/database-types';
import { dataOf, toDataError, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import { openedTicketColumns, ticketFilesBucket, type OpenedTicketRow, type TicketFile } from '@meridian/shared/lib/tickets';

/**
 * The support portal's reads and writes of tickets, each taking the page's client. Every one
 * returns its data or throws a DataError (shared/lib/supabase-errors.ts); the queries in
 * features/tickets/queries.ts run them.
 */
type Client = SupabaseClient<Database>;

/** A ticket of the list: who opened it, by account (the reader's own?) and by address. */
export type ListedTicket = OpenedTicketRow & Pick<Tables<'support_tickets'>, 'client_id'>;

/**
 * The tickets of one of the signed-in client's companies, whoever of its members opened them, last
 * activity first (row-level security keeps them to the companies the client may read).
 */
export async function loadTickets(client: Client, companyId: string): Promise<ListedTicket[]> {
  return dataOf(
    await client
      .from('support_tickets')
      .select(`${openedTicketColumns}, client_id`)
      .eq('company_id', companyId)
      .order('updated_at', { ascending: false }),
  );
}

/** What a client writes of a new ticket. */
export type TicketDraftRow = Pick<TablesInsert<'support_tickets'>, 'subject' | 'category' | 'priority' | 'description'>;

/**
 * A client's hourly limits on new tickets and on replies (supabase/migrations/20261207000100_door_hardening.sql,
 * raised as PT429 too_many_tickets / too_many_replies, HTTP 429, with the seconds to wait as hint).
 */
export const clientHourlyLimits = { tickets: 10, replies: 60 } as const;

/**
 * Why a write was refused, for the page to explain: the two refusals of the ticket triggers
 * (supabase/migrations, raised as P0001 with the reason as message), a client's hourly limit on
 * tickets or replies, or one of the shared kinds.
 */
export type TicketWriteFailure = 'resolved' | 'tooManyFiles' | 'tooManyTickets' | 'tooManyReplies' | FailureKind;

export function ticketWriteFailure(error: unknown): TicketWriteFailure {
  const { kind, code, message } = toDataError(error);
  if (code === 'P0001' && message === 'ticket_resolved') return 'resolved';
  if (code === 'P0001' && message === 'too_many_files') return 'tooManyFiles';
  if (kind === 'tooMany' && message === 'too_many_tickets') return 'tooManyTickets';
  if (kind === 'tooMany' && message === 'too_many_replies') return 'tooManyReplies';
  return kind;
}

async function recordFiles(client: Client, files: readonly StoredFile[], link: { ticket_id: string } | { message_id: string }) {
  if (files.length === 0) return;
  dataOf(await client.from('request_files').insert(files.map((file) => ({ ...file, ...link }))));
}

/**
 * Stores a ticket of company `companyId` and records its already uploaded files. The ticket and its files are two
 * requests: if recording the files fails, the ticket exists without them, and the answer says so
 * (`filesFailure`; the page links to the ticket, where the files can be sent again with a reply).
 */
export async function createTicket(
  client: Client,
  companyId: string,
  draft: TicketDraftRow,
  files: readonly StoredFile[],
): Promise<{ number: number; filesFailure?: TicketWriteFailure }> {
  // Awaited apart: inside dataOf's argument, single() would take its row type from dataOf's parameter.
  const answer = await client
    .from('support_tickets')
    .insert({ ...draft, company_id: companyId })
    .select('id, number')
    .single();
  const created = dataOf(answer);
  try {
    await recordFiles(client, files, { ticket_id: created.id });
  } catch (refusal) {
    return { number: created.number, filesFailure: ticketWriteFailure(refusal) };
  }
  return { number: created.number };
}

/** Adds the client's reply to their open ticket, with its already uploaded files. */
export async function addReply(
  client: Client,
  ticketId: string,
  body: string,
  files: readonly StoredFile[],
): Promise<{ filesFailure?: TicketWriteFailure }> {
  const answer = await client.from('ticket_messages').insert({ ticket_id: ticketId, body }).select('id').single();
  const message = dataOf(answer);
  try {
    await recordFiles(client, files, { message_id: message.id });
  } catch (refusal) {
    return { filesFailure: ticketWriteFailure(refusal) };
  }
  return {};
}

/** A short-lived link that downloads one of the reader's files under its own name. */
export async function downloadUrl(client: Client, file: Pick<TicketFile, 'object_path' | 'file_name'>): Promise<string> {
  const { data, error } = await client.storage.from(ticketFilesBucket).createSignedUrl(file.object_path, 60, { download: file.file_name });
  if (error) throw toDataError(error);
  return data.signedUrl;
}

/** A ticket's rating, as its company reads it (one per resolved ticket). */
export type TicketRating = Pick<Tables<'ticket_ratings'>, 'score' | 'comment' | 'rated_at'>;

/** The ticket's rating, or null while it has none. */
export async function loadRating(client: Client, ticketId: string): Promise<TicketRating | null> {
  // Awaited apart: inside dataOf's argument, maybeSingle() would take its row type from dataOf's parameter.
  const answer = await client.from('ticket_ratings').select('score, comment, rated_at').eq('ticket_id', ticketId).maybeSingle();
  return dataOf(answer);
}

/** What a rating says: a score of 1 to 5 and an optional comment. */
export interface RatingDraft {
  score: number;
  comment: string;
}

/** Rates the member's resolved ticket from its page (once: a second answers 'conflict'). */
export async function rateTicket(client: Client, ticketId: string, { score, comment }: RatingDraft): Promise<void> {
  dataOf(await client.rpc('rate_ticket', { p_ticket_id: ticketId, p_score: score, p_comment: comment }));
}

/** The ticket a rating link names (its number, whether resolved and already rated), or null for a link that is not valid. */
export async function loadRatingLink(client: Client, token: string) {
  return dataOf(await client.rpc('rating_link_ticket', { p_token: token }))[0] ?? null;
}

/** Rates through the e-mailed link, signed in or not. */
export async function rateByLink(client: Client, token: string, { score, comment }: RatingDraft): Promise<void> {
  dataOf(await client.rpc('rate_ticket_by_link', { p_token: token, p_score: score, p_comment: comment }));
}
