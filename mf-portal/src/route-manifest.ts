import type { RouteManifest } from '@meridian/shared/lib/route-table';

const accountPages = ['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/account'];
const staffPages = ['/staff', '/staff/tickets', '/staff/proposals', '/staff/clients', '/staff/mail'];

/**
 * mf-portal's routes.json (see RouteManifest). Account pages are for clients and the staff
 * workspace for staff, neither for search results; a ticket, proposal or client below the staff
 * pages is a record page (answered whatever the record; the page says when there is none).
 */
export const routeManifest: RouteManifest = {
  prefixes: [...accountPages, '/staff'],
  pages: [...accountPages, ...staffPages].map((path) => ({ path, indexed: false })),
  recordPaths: ['/staff/tickets', '/staff/proposals', '/staff/clients'],
};
