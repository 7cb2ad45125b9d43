import type { RouteManifest } from '@meridian/shared/lib/route-table';

/** mf-support's routes.json (see RouteManifest). */
export const routeManifest: RouteManifest = {
  prefixes: ['/support', '/create-ticket', '/emergency-support'],
  pages: [
    ...['/support', '/create-ticket', '/emergency-support'].map((path) => ({ path, indexed: true })),
    // the resolution e-mail's rating link: one person's, never crawled
    { path: '/support/rate', indexed: false },
  ],
  // /support/tickets/1001 and so on: each client's own tickets, never crawled
  recordPaths: ['/support/tickets'],
};
