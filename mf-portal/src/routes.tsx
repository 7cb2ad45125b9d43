import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';
import { lazyServerStatePage } from '@meridian/shared/ui/lazy-server-state-page';

/**
 * Every page of mf-portal. The shell sends /login, /register, /forgot-password, /reset-password,
 * /dashboard, /account, /company, /invitation and /staff here (route-manifest.ts). The company
 * pages set their own titles, since their copy is the `company` namespace rather than the
 * portal's. The staff workspace routes below /staff itself (and sets its own titles), so this
 * list names only its entry module and no client page imports staff code.
 */
export const routes: readonly RemoteRoute[] = [
  {
    path: 'login',
    Component: lazy(() => import('./pages/LoginPage')),
    titleKey: 'login.title',
    descriptionKey: 'login.description',
  },
  {
    path: 'register',
    Component: lazy(() => import('./pages/RegisterPage')),
    titleKey: 'account.register.title',
    descriptionKey: 'account.register.description',
  },
  {
    path: 'forgot-password',
    Component: lazy(() => import('./pages/ForgotPasswordPage')),
    titleKey: 'account.forgot.title',
    descriptionKey: 'account.forgot.description',
  },
  {
    path: 'reset-password',
    Component: lazy(() => import('./pages/ResetPasswordPage')),
    titleKey: 'account.reset.title',
    descriptionKey: 'account.reset.description',
  },
  {
    path: 'dashboard',
    Component: lazyServerStatePage(() => import('./pages/DashboardPage')),
    titleKey: 'dashboard.title',
    descriptionKey: 'dashboard.description',
  },
  {
    path: 'account',
    Component: lazyServerStatePage(() => import('./pages/AccountPage')),
    titleKey: 'account.security.title',
    descriptionKey: 'account.security.description',
  },
  {
    path: 'company',
    Component: lazyServerStatePage(() => import('./pages/CompanyPage')),
  },
  {
    path: 'invitation',
    Component: lazyServerStatePage(() => import('./pages/InvitationPage')),
  },
  {
    path: 'staff/*',
    Component: lazyServerStatePage(() => import('./staff/StaffWorkspace')),
  },
];
