import type { TicketCategory, TicketPriority, TicketStatus } from '@meridian/shared/lib/tickets';

/**
 * The support portal's sample tickets, shown to visitors who are not signed in, marked as
 * examples (fixed, not live data); subjects are in the locale files under tickets.subjects.
 */

export interface SampleTicket {
  id: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  /** how long ago the last update was, shown as relative text in the page language */
  lastUpdate: { amount: number; unit: 'minute' | 'hour' | 'day' };
}

export const sampleTickets: readonly SampleTicket[] = [
  { id: 'TKT-001', status: 'open', priority: 'high', category: 'technical', lastUpdate: { amount: 2, unit: 'hour' } },
  { id: 'TKT-002', status: 'in_progress', priority: 'medium', category: 'account', lastUpdate: { amount: 1, unit: 'day' } },
  { id: 'TKT-003', status: 'resolved', priority: 'low', category: 'billing', lastUpdate: { amount: 3, unit: 'day' } },
];

/** The resources grid: pages elsewhere on the site; copy under resources.{id}. */
export const resources = [
  { id: 'documentation', to: '/documentation' },
  { id: 'faq', to: '/faq' },
  { id: 'serviceAgreement', to: '/service-agreement' },
  { id: 'securityPolicy', to: '/security-policy' },
] as const;
