import type { RouteManifest } from '@meridian/shared/lib/route-table';
import { infoPages } from './content/info/pages.ts';

/**
 * mf-marketing's routes.json (see RouteManifest): it owns "/", the catch-all, so it also renders
 * every path no other remote owns (the 404, which is not a page of its own).
 */
export const routeManifest: RouteManifest = {
  prefixes: ['/'],
  pages: [
    '/',
    '/about',
    '/careers',
    '/portfolio',
    '/contact',
    '/feedback',
    '/cookies',
    '/sitemap',
    ...infoPages.map((page) => `/${page.path}`),
  ].map((path) => ({ path, indexed: true })),
};
