import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';

/** Every page of mf-services. The shell sends /services and everything beneath it here. */
export const routes: readonly RemoteRoute[] = [
  {
    path: 'services',
    Component: lazy(() => import('./pages/ServicesPage')),
    titleKey: 'list.title',
    descriptionKey: 'list.description',
  },
];
