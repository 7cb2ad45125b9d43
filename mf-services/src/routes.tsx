import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';

/**
 * Every page of mf-services. The shell sends /services and everything beneath it here. Service
 * pages set their own titles from their content, which each loads for its one service.
 */
export const routes: readonly RemoteRoute[] = [
  {
    path: 'services',
    Component: lazy(() => import('./pages/ServicesPage')),
    titleKey: 'list.title',
    descriptionKey: 'list.description',
  },
  { path: 'services/:serviceId', Component: lazy(() => import('./pages/ServicePage')) },
  { path: 'services/:serviceId/:subId', Component: lazy(() => import('./pages/SubServicePage')) },
  { path: 'services/:serviceId/:subId/details', Component: lazy(() => import('./pages/SubServiceDetailsPage')) },
];
