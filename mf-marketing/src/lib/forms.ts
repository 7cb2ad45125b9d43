/**
 * Validation and database rows of the feedback and contact forms. The limits match the database
 * checks (supabase/migrations/20261122000200_feedback_contact.sql), so what passes here is stored.
 */
export const feedbackCategories = ['website', 'services', 'support', 'technical', 'suggestions', 'other'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const limits = { name: 200, email: 254, title: 200, subject: 200, description: 5000, message: 5000 } as const;

export type FieldError = 'required' | 'tooLong' | 'invalidEmail' | 'invalidRating';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

function text(value: string, max: number, required: boolean): FieldError | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required ? 'required' : undefined;
  return trimmed.length > max ? 'tooLong' : undefined;
}

function email(value: string, required: boolean): FieldError | undefined {
  const trimmed = value.trim();
  if (!trimmed) return required ? 'required' : undefined;
  if (trimmed.length > limits.email) return 'tooLong';
  return emailPattern.test(trimmed) ? undefined : 'invalidEmail';
}

function withoutEmpty<T extends Record<string, FieldError | undefined>>(errors: T): Partial<T> {
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as Partial<T>;
}

export interface FeedbackDraft {
  category: FeedbackCategory | '';
  rating: number | null;
  title: string;
  description: string;
  name: string;
  email: string;
  allowContact: boolean;
}

export type FeedbackErrors = Partial<Record<'category' | 'rating' | 'title' | 'description' | 'name' | 'email', FieldError>>;

export function validateFeedback(draft: FeedbackDraft): FeedbackErrors {
  return withoutEmpty({
    category: draft.category ? undefined : 'required',
    rating:
      draft.rating === null
        ? 'required'
        : Number.isInteger(draft.rating) && draft.rating >= 1 && draft.rating <= 5
          ? undefined
          : 'invalidRating',
    title: text(draft.title, limits.title, true),
    description: text(draft.description, limits.description, true),
    name: text(draft.name, limits.name, false),
    email: email(draft.email, false),
  } satisfies Record<keyof FeedbackErrors, FieldError | undefined>);
}

/**
 * The honeypot: a field people never see (`website`). Whatever a form filler put there is sent, so
 * the database can drop the row quietly (answering as if it were stored); an empty one is left out.
 */
function withHoneypot<T extends object>(row: T, website = ''): T & { website?: string } {
  return website ? { ...row, website } : row;
}

export function feedbackRow(draft: FeedbackDraft, website?: string) {
  return withHoneypot(
    {
      category: draft.category,
      rating: draft.rating,
      title: draft.title.trim(),
      description: draft.description.trim(),
      name: draft.name.trim() || null,
      email: draft.email.trim() || null,
      allow_contact: draft.allowContact,
    },
    website,
  );
}

export interface ContactDraft {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactDraft, FieldError>>;

export function validateContact(draft: ContactDraft): ContactErrors {
  return withoutEmpty({
    name: text(draft.name, limits.name, true),
    email: email(draft.email, true),
    subject: text(draft.subject, limits.subject, true),
    message: text(draft.message, limits.message, true),
  } satisfies Record<keyof ContactErrors, FieldError | undefined>);
}

export function contactRow(draft: ContactDraft, website?: string) {
  return withHoneypot(
    { name: draft.name.trim(), email: draft.email.trim(), subject: draft.subject.trim(), message: draft.message.trim() },
    website,
  );
}

/**
 * How an insert failed: "tooMany" when the database's hourly limit answered (PostgREST: HTTP 429,
 * code PT429, message too_many_messages), "failed" for anything else.
 */
export function sendFailure(error: unknown, status?: number): 'tooMany' | 'failed' {
  const { code, message, status: errorStatus } = (error ?? {}) as { code?: unknown; message?: unknown; status?: unknown };
  return status === 429 || errorStatus === 429 || code === 'PT429' || message === 'too_many_messages' ? 'tooMany' : 'failed';
}

/** Attachments the feedback form accepts: images, PDF and Word, up to 10 MB each. */
export const attachmentLimit = 10 * 1024 * 1024;
const attachmentTypes =
  /^(image\/(png|jpeg|gif|webp)|application\/pdf|application\/msword|application\/vnd\.openxmlformats-officedocument\.wordprocessingml\.document)$/;
const attachmentExtensions = /\.(png|jpe?g|gif|webp|pdf|docx?)$/i;

export function attachmentProblem(file: { name: string; type: string; size: number }): 'type' | 'size' | undefined {
  if (!attachmentTypes.test(file.type) || !attachmentExtensions.test(file.name)) return 'type';
  return file.size > attachmentLimit ? 'size' : undefined;
}
