import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';
import { NotFoundPage } from '@meridian/shared/ui/NotFoundPage';

/**
 * Every page of mf-marketing. The shell sends every path no other remote claims here, so this
 * list ends in the site's 404.
 */
export const routes: readonly RemoteRoute[] = [
  { path: '/', Component: lazy(() => import('./pages/HomePage')), titleKey: 'home.title', descriptionKey: 'home.description' },
  { path: '*', Component: NotFoundPage },
];
