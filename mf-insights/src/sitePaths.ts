import type { SitePath } from '@meridian/shared/lib/routes';
import { seedArticles } from './content/articles.ts';

/** Every page of mf-insights (see SitePath). Generated articles live in one visitor's tab only. */
export const sitePaths: readonly SitePath[] = ['/blog', ...seedArticles.map(({ id }) => `/blog/${id}`)].map((path) => ({
  path,
  indexed: true,
}));
