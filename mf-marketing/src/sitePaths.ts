import type { SitePath } from '@meridian/shared/lib/routes';
import { infoPages } from './content/info/pages.ts';

/** Every page of mf-marketing (see SitePath); the 404 is not a page of its own. */
export const sitePaths: readonly SitePath[] = [
  '/',
  '/about',
  '/careers',
  '/portfolio',
  '/contact',
  '/feedback',
  '/cookies',
  '/sitemap',
  ...infoPages.map((page) => `/${page.path}`),
].map((path) => ({ path, indexed: true }));
