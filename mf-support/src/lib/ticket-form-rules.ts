import * as v from 'valibot';
import { optionalText, requiredText } from '@meridian/shared/lib/form-rules';
import { ticketCategories, ticketPriorities } from '@meridian/shared/lib/tickets';

export const ticketLimits = { subject: 150, description: 4000 } as const;

/**
 * The ticket form's rules (docs/decisions/0005-forms.md): subject and description are required,
 * trimmed and limited; a failure's message is its code ('required' or 'tooLong').
 */
export const ticketSchema = v.object({
  subject: requiredText(ticketLimits.subject),
  category: v.picklist(ticketCategories),
  priority: v.picklist(ticketPriorities),
  description: requiredText(ticketLimits.description),
});

export type TicketDraft = v.InferOutput<typeof ticketSchema>;
/** The reply form (docs/decisions/0005-forms.md): a required message of at most 4000 characters. */
export const replyLimit = 4000;
export const replySchema = v.object({ body: requiredText(replyLimit) });

/**
 * The mailto: link that opens the visitor's mail client with the ticket (nothing is sent by the
 * site). Every part is percent-encoded with encodeURIComponent, and line breaks are CRLF as RFC
 * 6068 asks, so &, ?, #, %, new lines and any script survive exactly.
 */
export function ticketMailto(
  to: string,
  draft: TicketDraft,
  labels: { category: string; priority: string; categoryValue: string; priorityValue: string },
): string {
  const body = [`${labels.category}: ${labels.categoryValue}`, `${labels.priority}: ${labels.priorityValue}`, '', draft.description.trim()]
    .join('\n')
    .replace(/\r?\n/g, '\r\n');
  return `mailto:${encodeURIComponent(to).replace(/%40/g, '@')}?subject=${encodeURIComponent(draft.subject.trim())}&body=${encodeURIComponent(body)}`;
}

/** The rating form: a score from 1 to 5 (a radio group, so a string) and an optional comment of at most 2000 characters. */
export const ratingCommentLimit = 2000;
export const ratingScores = ['1', '2', '3', '4', '5'] as const;
export const ratingSchema = v.object({
  score: v.picklist(ratingScores, 'required'),
  comment: optionalText(ratingCommentLimit),
});
