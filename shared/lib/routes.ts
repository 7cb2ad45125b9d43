import type { ComponentType } from 'react';

/**
 * One entry of a remote's route list (`src/routes.tsx`). Paths are absolute without the leading
 * slash ("services/:id"), because the shell mounts every remote at the root of the router.
 */
export interface RemoteRoute {
  path: string;
  Component: ComponentType;
  /** i18n keys (in the remote's namespace) of a static page's title and meta description; pages
   * whose title depends on data call usePageMeta themselves and leave these out. */
  titleKey?: string;
  descriptionKey?: string;
}

/**
 * A concrete page of a remote, listed in its route manifest (`src/route-manifest.ts`, published as
 * routes.json; see route-table.ts): the shell's server builds sitemap.xml and robots.txt and its
 * status codes from these, and the end-to-end sweeps visit every one. A unit test checks each
 * remote's list against its route list.
 */
export interface SitePath {
  /** absolute, e.g. "/services/cloud" */
  path: string;
  /** listed in sitemap.xml; false for account pages, which robots.txt asks crawlers to skip */
  indexed: boolean;
}
