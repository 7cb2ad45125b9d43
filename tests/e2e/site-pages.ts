import { routeManifest as marketing } from '../../mf-marketing/src/route-manifest.ts';
import { routeManifest as services } from '../../mf-services/src/route-manifest.ts';
import { routeManifest as insights } from '../../mf-insights/src/route-manifest.ts';
import { routeManifest as support } from '../../mf-support/src/route-manifest.ts';
import { routeManifest as portal } from '../../mf-portal/src/route-manifest.ts';

/**
 * Every page of the five remotes, from the route manifests their builds publish as routes.json (in
 * app-config order, the order of sitemap.xml). The tests read the sources because Playwright needs
 * the list when it collects the tests, before the composition runs.
 */
export const sitePages = (
  [
    ['marketing', marketing],
    ['services', services],
    ['insights', insights],
    ['support', support],
    ['portal', portal],
  ] as const
).flatMap(([remote, manifest]) => manifest.pages.map((page) => ({ ...page, remote })));
