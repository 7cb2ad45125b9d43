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
