import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';

/** Every page of mf-portal. The shell sends /login, /register, /forgot-password, /reset-password and /dashboard here. */
export const routes: readonly RemoteRoute[] = [
  {
    path: 'login',
    Component: lazy(() => import('./features/login/LoginPage')),
    titleKey: 'login.title',
    descriptionKey: 'login.description',
  },
  {
    path: 'dashboard',
    Component: lazy(() => import('./features/dashboard/DashboardPage')),
    titleKey: 'dashboard.title',
    descriptionKey: 'dashboard.description',
  },
];
