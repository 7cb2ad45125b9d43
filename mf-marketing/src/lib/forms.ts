import * as v from 'valibot';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Database, TablesInsert } from '@meridian/shared/lib/database-types';
import { dataOf, toDataError, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import {
  emailAddress,
  emailMaxLength,
  optionalEmailAddress,
  optionalText,
  requiredText,
  type FieldErrorCode,
} from '@meridian/shared/lib/form-rules';

/**
 * The rules and database rows of the feedback and contact forms, as valibot schemas
 * (docs/decisions/0005-forms.md). The limits match the database checks
 * (supabase/migrations/20261122000200_feedback_contact.sql), so what passes here is stored.
 * A failed rule's message is its code; the forms translate it as `forms.errors.<code>`.
 */
export const feedbackCategories = ['website', 'services', 'support', 'technical', 'suggestions', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const limits = { name: 200, email: emailMaxLength, title: 200, subject: 200, description: 5000, message: 5000 } as const;

export type FieldError = FieldErrorCode | 'invalidRating';

/**
 * The honeypot: a field people never see (`website`). It is kept as typed (not trimmed) and sent
 * when filled, so the database can drop the row quietly (answering as if it were stored).
 */
const honeypot = { website: v.string() };

/** The feedback form's rules; the rating arrives from its radio group as text ('' when none is chosen). */
export const feedbackSchema = v.object({
  category: v.pipe(v.string('required' satisfies FieldError), v.picklist(feedbackCategories, 'required' satisfies FieldError)),
  rating: v.pipe(
    v.string('required' satisfies FieldError),
    v.nonEmpty('required' satisfies FieldError),
    v.transform(Number),
    v.integer('invalidRating' satisfies FieldError),
    v.minValue(1, 'invalidRating' satisfies FieldError),
    v.maxValue(5, 'invalidRating' satisfies FieldError),
  ),
  title: requiredText(limits.title),
  description: requiredText(limits.description),
  name: optionalText(limits.name),
  email: optionalEmailAddress,
  allowContact: v.boolean(),
  ...honeypot,
});

export type FeedbackInput = v.InferInput<typeof feedbackSchema>;
export type FeedbackValues = v.InferOutput<typeof feedbackSchema>;

/** An empty feedback form. */
export const emptyFeedback: FeedbackInput = {
  category: '',
  rating: '',
  title: '',
  description: '',
  name: '',
  email: '',
  allowContact: false,
  website: '',
};

/** The contact form's rules: every field is required. */
export const contactSchema = v.object({
  name: requiredText(limits.name),
  email: emailAddress,
  subject: requiredText(limits.subject),
  message: requiredText(limits.message),
  ...honeypot,
});

export type ContactInput = v.InferInput<typeof contactSchema>;
export type ContactValues = v.InferOutput<typeof contactSchema>;

/** An empty contact form. */
export const emptyContact: ContactInput = { name: '', email: '', subject: '', message: '', website: '' };

/** The row with the honeypot added when a form filler completed it, and left out when empty. */
function withHoneypot<T extends object>(row: T, website: string): T & { website?: string } {
  return website ? { ...row, website } : row;
}

/** An uploaded file as the feedback form names it: its object in `feedback-files` and its own name. */
export interface FeedbackFile {
  object_path: string;
  file_name: string;
}

/**
 * The `feedback` row of checked (trimmed) values; empty optional fields are stored as null. The
 * uploaded files become `attachments`, `[{ path, name }]`, which the database checks and completes
 * (supabase/migrations/20261125000200_feedback_files.sql).
 */
export function feedbackRow({ website, allowContact, name, email, ...feedback }: FeedbackValues, files: readonly FeedbackFile[] = []) {
  const attachments = files.map((file) => ({ path: file.object_path, name: file.file_name }));
  return withHoneypot({ ...feedback, name: name || null, email: email || null, allow_contact: allowContact, attachments }, website);
}

/** The `contact_messages` row of checked (trimmed) values. */
export function contactRow({ website, ...message }: ContactValues) {
  return withHoneypot(message, website);
}

/**
 * Stores a checked feedback form with its uploaded files (feedbackRow); insert only, the visitor
 * may not read it back. A refusal is thrown as a DataError (dataOf reads the answer's HTTP status
 * too: a gateway's 429 carries no PostgREST code).
 */
export async function storeFeedback(client: SupabaseClient<Database>, row: TablesInsert<'feedback'>): Promise<void> {
  dataOf(await client.from('feedback').insert(row));
}

/** Stores a checked contact message (contactRow), as storeFeedback does. */
export async function storeContactMessage(client: SupabaseClient<Database>, row: TablesInsert<'contact_messages'>): Promise<void> {
  dataOf(await client.from('contact_messages').insert(row));
}

/**
 * Why a form could not be sent, for the form to explain: one of the shared kinds (the database's
 * hourly limit, PT429 too_many_messages, is `tooMany` there), or "attachmentsRefused" when the
 * feedback trigger refused the files it names (SQLSTATE 22023, message feedback_attachments:
 * supabase/migrations/20261125000200_feedback_files.sql).
 */
export type SendFailure = 'attachmentsRefused' | FailureKind;

/** The feedback form's failures: those of an insert, and a file that could not be uploaded first. */
export type FeedbackFailure = SendFailure | 'uploadFailed';

export function sendFailure(error: unknown): SendFailure {
  const { kind, code, message } = toDataError(error);
  return code === '22023' && message === 'feedback_attachments' ? 'attachmentsRefused' : kind;
}
