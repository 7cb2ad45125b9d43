import type { RouteManifest } from '@meridian/shared/lib/route-table';

/** mf-support's routes.json (see RouteManifest). */
export const routeManifest: RouteManifest = {
  prefixes: ['/support', '/create-ticket', '/emergency-support'],
  pages: ['/support', '/create-ticket', '/emergency-support'].map((path) => ({ path, indexed: true })),
};
