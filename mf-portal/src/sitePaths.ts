import type { SitePath } from '@meridian/shared/lib/routes';

/** Every page of mf-portal (see SitePath). Account pages are for clients, not for search results. */
export const sitePaths: readonly SitePath[] = ['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/account'].map(
  (path) => ({
    path,
    indexed: false,
  }),
);
