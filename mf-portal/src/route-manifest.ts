import type { RouteManifest } from '@meridian/shared/lib/route-table';
import { staffHref, staffListPages, staffRecordPaths } from './staff/staff-pages.ts';

const accountPages = ['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/account', '/company', '/invitation'];

/**
 * mf-portal's routes.json (see RouteManifest). Account pages (the company page and the invitation
 * page among them) are for clients and the staff workspace for staff, neither for search results;
 * a ticket, proposal or client below the staff pages is a record page (answered whatever the
 * record; the page says when there is none). The staff pages come from the workspace's own list
 * (plain data, so the build can read it).
 */
export const routeManifest: RouteManifest = {
  prefixes: [...accountPages, '/staff'],
  pages: [...accountPages, ...staffListPages.map((page) => staffHref(page.path))].map((path) => ({ path, indexed: false })),
  recordPaths: [...staffRecordPaths],
};
