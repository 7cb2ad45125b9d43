import type { SupabaseClient } from '@supabase/supabase-js';
import { DataError, dataOf } from '@meridian/shared/lib/supabase-errors';
import type { Database, Tables } from '@meridian/shared/lib/database-types';

/** The bucket of the files sent with feedback. */
export const feedbackBucket = 'feedback-files';

export type ContactMessage = Tables<'contact_messages'>;

/** A feedback row; its `attachments` (JSON) read as FeedbackAttachment[] by attachmentsOf. */
export type FeedbackRow = Tables<'feedback'>;

export interface FeedbackAttachment {
  path: string;
  name: string;
  size_bytes: number;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The files sent with a piece of feedback (the JSON column as the feedback form stores it; anything else left out). */
export function attachmentsOf(row: Pick<FeedbackRow, 'attachments'>): FeedbackAttachment[] {
  if (!Array.isArray(row.attachments)) return [];
  return row.attachments.flatMap((file) =>
    isRecord(file) && typeof file.path === 'string' && typeof file.name === 'string'
      ? [{ path: file.path, name: file.name, size_bytes: Number(file.size_bytes) || 0 }]
      : [],
  );
}

/** One thing in the inbox: a contact message or a piece of feedback, with what both have in common. */
export type InboxItem =
  | { kind: 'contact'; id: string; created_at: string; handled: boolean; handled_at: string | null; row: ContactMessage }
  | { kind: 'feedback'; id: string; created_at: string; handled: boolean; handled_at: string | null; row: FeedbackRow };

export const inboxTable = { contact: 'contact_messages', feedback: 'feedback' } as const;

/** The subject line of an item (a message's subject, feedback's title). */
export const subjectOf = (item: InboxItem) => (item.kind === 'contact' ? item.row.subject : item.row.title);

/** The texts the inbox search looks in: name, e-mail, subject or title, message or description. */
export function searchTexts(item: InboxItem): string[] {
  return item.kind === 'contact'
    ? [item.row.name, item.row.email, item.row.subject, item.row.message]
    : [item.row.name ?? '', item.row.email ?? '', item.row.title, item.row.description];
}

/** Contact messages and feedback merged, newest first (two queries; the stand-in has no embedding). */
export async function loadInbox(client: SupabaseClient<Database>): Promise<InboxItem[]> {
  const [contact, feedback] = await Promise.all([
    client.from('contact_messages').select('*').order('created_at', { ascending: false }),
    client.from('feedback').select('*').order('created_at', { ascending: false }),
  ]);
  const items: InboxItem[] = [
    ...dataOf(contact).map((row) => ({
      kind: 'contact' as const,
      id: row.id,
      created_at: row.created_at,
      handled: row.handled,
      handled_at: row.handled_at,
      row,
    })),
    ...dataOf(feedback).map((row) => ({
      kind: 'feedback' as const,
      id: row.id,
      created_at: row.created_at,
      handled: row.handled,
      handled_at: row.handled_at,
      row,
    })),
  ];
  return items.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
}

/**
 * Marks an item handled or not; the database stamps when and by whom. Answers the stored row's
 * handled_at; no row back means it no longer exists (for this session).
 */
export async function setHandled(
  client: SupabaseClient<Database>,
  item: Pick<InboxItem, 'kind' | 'id'>,
  handled: boolean,
): Promise<{ handled_at: string | null }> {
  const rows = dataOf(await client.from(inboxTable[item.kind]).update({ handled }).eq('id', item.id).select('id, handled_at'));
  const row = rows[0];
  if (!row) throw new DataError('notFound', 'The inbox item was not changed: no such item for this session');
  return row;
}
