import type { SampleTicket, TicketStatus } from '../content/tickets';

export interface TicketFilter {
  status: TicketStatus | 'all';
  /** free text, matched literally (never as a pattern), case-insensitively */
  query: string;
}

/**
 * Tickets passing both the status filter and the search. The search matches the ticket id or its
 * subject in the page language; `subjectOf` supplies the translated subject.
 */
export function filterTickets(
  tickets: readonly SampleTicket[],
  { status, query }: TicketFilter,
  subjectOf: (ticket: SampleTicket) => string,
  language: string,
): SampleTicket[] {
  const needle = query.trim().toLocaleLowerCase(language);
  return tickets.filter(
    (ticket) =>
      (status === 'all' || ticket.status === status) &&
      (needle === '' ||
        ticket.id.toLocaleLowerCase(language).includes(needle) ||
        subjectOf(ticket).toLocaleLowerCase(language).includes(needle)),
  );
}
