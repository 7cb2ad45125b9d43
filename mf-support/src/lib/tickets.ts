import type { SupabaseClient } from '@supabase/supabase-js';
import type { StoredFile } from '@meridian/shared/ui/use-attachments';
import {
  ticketColumns,
  ticketFilesBucket,
  type TicketCategory,
  type TicketFile,
  type TicketPriority,
  type TicketRow,
} from '@meridian/shared/lib/tickets';

/** A Supabase answer's data, or its error thrown. */
function dataOf<T>({ data, error }: { data: T | null; error: unknown }): T {
  if (error) throw error;
  return data as T;
}

/** The signed-in client's tickets, last activity first (row-level security keeps them to their own). */
export async function loadTickets(client: SupabaseClient): Promise<TicketRow[]> {
  return dataOf(await client.from('support_tickets').select(ticketColumns).order('updated_at', { ascending: false }));
}

export interface TicketDraftRow {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
}

/** Why a write was refused, for the page to explain. */
export type TicketWriteFailure = 'resolved' | 'tooManyFiles' | 'signedOut' | 'failed';

/** Reads a PostgREST refusal (the codes the migration documents). */
export function ticketWriteFailure(error: unknown): TicketWriteFailure {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (code === 'P0001' && message === 'ticket_resolved') return 'resolved';
  if (code === 'P0001' && message === 'too_many_files') return 'tooManyFiles';
  if (code === '42501' || code === 'PGRST301' || code === 'PGRST303') return 'signedOut';
  return 'failed';
}

class TicketWriteError extends Error {
  constructor(readonly failure: TicketWriteFailure) {
    super(`The ticket could not be written: ${failure}`);
  }
}

/** The failure behind an error thrown by createTicket / addReply. */
export const failureOf = (error: unknown): TicketWriteFailure => (error instanceof TicketWriteError ? error.failure : 'failed');

async function recordFiles(client: SupabaseClient, files: readonly StoredFile[], link: { ticket_id: string } | { message_id: string }) {
  if (files.length === 0) return;
  const { error } = await client.from('request_files').insert(files.map((file) => ({ ...file, ...link })));
  if (error) throw new TicketWriteError(ticketWriteFailure(error));
}

/**
 * Stores a ticket and records its already uploaded files. The ticket and its files are two
 * requests: if recording the files fails, the ticket exists without them, and the error says so
 * (`ticketNumber` lets the page link to it, where the files can be sent again with a reply).
 */
export async function createTicket(
  client: SupabaseClient,
  draft: TicketDraftRow,
  files: readonly StoredFile[],
): Promise<{ number: number; filesFailure?: TicketWriteFailure }> {
  const { data, error } = await client.from('support_tickets').insert(draft).select('id, number').single();
  if (error || !data) throw new TicketWriteError(ticketWriteFailure(error));
  const created = data as { id: string; number: number };
  try {
    await recordFiles(client, files, { ticket_id: created.id });
  } catch (refusal) {
    return { number: created.number, filesFailure: failureOf(refusal) };
  }
  return { number: created.number };
}

/** Adds the client's reply to their open ticket, with its already uploaded files. */
export async function addReply(
  client: SupabaseClient,
  ticketId: string,
  body: string,
  files: readonly StoredFile[],
): Promise<{ filesFailure?: TicketWriteFailure }> {
  const { data, error } = await client.from('ticket_messages').insert({ ticket_id: ticketId, body }).select('id').single();
  if (error || !data) throw new TicketWriteError(ticketWriteFailure(error));
  try {
    await recordFiles(client, files, { message_id: (data as { id: string }).id });
  } catch (refusal) {
    return { filesFailure: failureOf(refusal) };
  }
  return {};
}

/** A short-lived link that downloads one of the reader's files under its own name. */
export async function downloadUrl(client: SupabaseClient, file: Pick<TicketFile, 'object_path' | 'file_name'>): Promise<string> {
  const { data, error } = await client.storage.from(ticketFilesBucket).createSignedUrl(file.object_path, 60, { download: file.file_name });
  if (error || !data) throw error ?? new Error('No signed URL');
  return data.signedUrl;
}
