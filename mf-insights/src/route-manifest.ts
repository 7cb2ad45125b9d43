import type { RouteManifest } from '@meridian/shared/lib/route-table';
import { seedArticles } from './content/articles.ts';

/** mf-insights's routes.json (see RouteManifest). Generated articles live in one visitor's tab only. */
export const routeManifest: RouteManifest = {
  prefixes: ['/blog'],
  pages: ['/blog', ...seedArticles.map(({ id }) => `/blog/${id}`)].map((path) => ({ path, indexed: true })),
};
