import type { RouteManifest } from '@meridian/shared/lib/route-table';

const accountPages = ['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/account'];

/** mf-portal's routes.json (see RouteManifest). Account pages are for clients, not for search results. */
export const routeManifest: RouteManifest = {
  prefixes: accountPages,
  pages: accountPages.map((path) => ({ path, indexed: false })),
};
