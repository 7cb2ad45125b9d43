import type { SupabaseClient } from '@supabase/supabase-js';
import { staffWriteFailure, type StaffWriteFailure } from '../../lib/write-failure';

/** The bucket of the files sent with feedback. */
export const feedbackBucket = 'feedback-files';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  handled: boolean;
  handled_at: string | null;
  handled_by: string | null;
}

export interface FeedbackAttachment {
  path: string;
  name: string;
  content_type: string;
  size_bytes: number;
}

export interface FeedbackRow {
  id: string;
  category: string;
  rating: number;
  title: string;
  description: string;
  name: string | null;
  email: string | null;
  allow_contact: boolean;
  attachments: FeedbackAttachment[] | null;
  created_at: string;
  handled: boolean;
  handled_at: string | null;
  handled_by: string | null;
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
export async function loadInbox(client: SupabaseClient): Promise<InboxItem[]> {
  const [contact, feedback] = await Promise.all([
    client.from('contact_messages').select('*').order('created_at', { ascending: false }),
    client.from('feedback').select('*').order('created_at', { ascending: false }),
  ]);
  if (contact.error) throw contact.error;
  if (feedback.error) throw feedback.error;
  const items: InboxItem[] = [
    ...((contact.data ?? []) as ContactMessage[]).map((row) => ({
      kind: 'contact' as const,
      id: row.id,
      created_at: row.created_at,
      handled: row.handled,
      handled_at: row.handled_at,
      row,
    })),
    ...((feedback.data ?? []) as FeedbackRow[]).map((row) => ({
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
 * handled_at, or why it was refused (no row back: it no longer exists, which counts as failed).
 */
export async function setHandled(
  client: SupabaseClient,
  item: Pick<InboxItem, 'kind' | 'id'>,
  handled: boolean,
): Promise<{ ok: true; handled_at: string | null } | { ok: false; failure: StaffWriteFailure }> {
  const { data, error } = await client.from(inboxTable[item.kind]).update({ handled }).eq('id', item.id).select('id, handled_at');
  if (error) return { ok: false, failure: staffWriteFailure(error) };
  const [row] = (data ?? []) as { handled_at: string | null }[];
  return row ? { ok: true, handled_at: row.handled_at } : { ok: false, failure: 'failed' };
}
