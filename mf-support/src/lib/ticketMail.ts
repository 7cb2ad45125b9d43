export interface TicketDraft {
  subject: string;
  category: 'technical' | 'account' | 'billing' | 'general';
  priority: 'low' | 'medium' | 'high';
  description: string;
}

export const ticketLimits = { subject: 150, description: 4000 } as const;

export type TicketErrors = Partial<Record<'subject' | 'description', 'required' | 'tooLong'>>;

export function validateTicket(draft: TicketDraft): TicketErrors {
  const errors: TicketErrors = {};
  for (const field of ['subject', 'description'] as const) {
    const value = draft[field].trim();
    if (!value) errors[field] = 'required';
    else if (value.length > ticketLimits[field]) errors[field] = 'tooLong';
  }
  return errors;
}

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
