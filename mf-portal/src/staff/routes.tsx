import { lazy, type ComponentType } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';
import { staffPages, type StaffPageId } from './staff-pages';

/** Each page's module; its path and title come from staff-pages.ts. */
const components: Record<StaffPageId, ComponentType> = {
  inbox: lazy(() => import('./pages/InboxPage')),
  chat: lazy(() => import('./pages/LiveChatPage')),
  tickets: lazy(() => import('./pages/TicketsPage')),
  ticket: lazy(() => import('./pages/TicketPage')),
  proposals: lazy(() => import('./pages/ProposalsPage')),
  proposal: lazy(() => import('./pages/ProposalPage')),
  companies: lazy(() => import('./pages/CompaniesPage')),
  company: lazy(() => import('./pages/CompanyPage')),
  client: lazy(() => import('./pages/ClientRedirect')),
  mail: lazy(() => import('./pages/MailPage')),
  report: lazy(() => import('./pages/ReportPage')),
};

/**
 * The staff workspace's route list, rendered by RemoteRoutes below /staff as a remote's is at the
 * root: paths relative to /staff, static titles from the list (record pages set their own).
 */
export const staffRoutes: readonly RemoteRoute[] = staffPages.map((page) => ({
  path: page.path,
  Component: components[page.id],
  ...('titleKey' in page ? { titleKey: page.titleKey, descriptionKey: page.descriptionKey } : {}),
}));
