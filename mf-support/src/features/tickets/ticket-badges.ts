import type { TicketPriority, TicketStatus } from '@meridian/shared/lib/tickets';

/** Badge colours: status open yellow, in progress blue, resolved green; priority high red, medium orange, low green. */
export const statusBadge: Record<TicketStatus, string> = {
  open: 'su:bg-yellow-100 su:text-yellow-900',
  in_progress: 'su:bg-blue-100 su:text-blue-900',
  resolved: 'su:bg-green-100 su:text-green-900',
};

export const priorityBadge: Record<TicketPriority, string> = {
  high: 'su:bg-red-100 su:text-red-900',
  medium: 'su:bg-orange-100 su:text-orange-900',
  low: 'su:bg-green-100 su:text-green-900',
};
