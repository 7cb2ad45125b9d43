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
 * A concrete page of a remote, for the site-wide lists: sitemap.xml and robots.txt (written at the
 * shell's build) and the end-to-end sweeps (accessibility, translation, SEO) that visit every page.
 * Each remote keeps these in `src/sitePaths.ts` (plain data, readable at build time), and a unit
 * test checks that each one matches its route list and that every route has at least one.
 */
export interface SitePath {
  /** absolute, e.g. "/services/cloud" */
  path: string;
  /** listed in sitemap.xml; false for account pages, which robots.txt asks crawlers to skip */
  indexed: boolean;
}
