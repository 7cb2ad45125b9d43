import type { TicketCategory, TicketPriority, TicketStatus } from '@meridian/shared/lib/tickets';

/**
 * The support portal's sample tickets, shown to visitors who are not signed in, marked as
 * examples (fixed, not live data); subjects are in the locale files under tickets.subjects, and
 * how long ago each was updated under tickets.sampleUpdates: fixed words rather than Intl's
 * relative time, since the first Intl formatter a page builds is a long task of its own in the
 * hydration of a page that has no other use for Intl.
 */

export interface SampleTicket {
  id: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
}

export const sampleTickets: readonly SampleTicket[] = [
  { id: 'TKT-001', status: 'open', priority: 'high', category: 'technical' },
  { id: 'TKT-002', status: 'in_progress', priority: 'medium', category: 'account' },
  { id: 'TKT-003', status: 'resolved', priority: 'low', category: 'billing' },
];

/** The resources grid: pages elsewhere on the site; copy under resources.{id}. */
export const resources = [
  { id: 'documentation', to: '/documentation' },
  { id: 'faq', to: '/faq' },
  { id: 'serviceAgreement', to: '/service-agreement' },
  { id: 'securityPolicy', to: '/security-policy' },
] as const;
