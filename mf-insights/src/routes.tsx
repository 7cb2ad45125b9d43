import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';

/** Every page of mf-insights. The shell sends /blog and everything beneath it here. */
export const routes: readonly RemoteRoute[] = [
  { path: 'blog', Component: lazy(() => import('./pages/BlogListPage')), titleKey: 'list.title', descriptionKey: 'list.description' },
  // Article pages set their own title and description from the article.
  { path: 'blog/:id', Component: lazy(() => import('./pages/ArticlePage')) },
];
