import type { RouteManifest } from '@meridian/shared/lib/route-table';
import { catalogue } from './content/services.ts';

/** mf-services's routes.json (see RouteManifest): the list, each service, sub-service and its details. */
export const routeManifest: RouteManifest = {
  prefixes: ['/services'],
  pages: [
    '/services',
    ...catalogue.flatMap(({ id, subServiceIds }) => [
      `/services/${id}`,
      ...subServiceIds.flatMap((subId) => [`/services/${id}/${subId}`, `/services/${id}/${subId}/details`]),
    ]),
  ].map((path) => ({ path, indexed: true })),
};
