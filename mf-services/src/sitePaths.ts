import type { SitePath } from '@meridian/shared/lib/routes';
import { catalogue } from './content/services.ts';

/** Every page of mf-services (see SitePath): the list, each service, sub-service and its details. */
export const sitePaths: readonly SitePath[] = [
  '/services',
  ...catalogue.flatMap(({ id, subServiceIds }) => [
    `/services/${id}`,
    ...subServiceIds.flatMap((subId) => [`/services/${id}/${subId}`, `/services/${id}/${subId}/details`]),
  ]),
].map((path) => ({ path, indexed: true }));
