import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';
import { lazyServerStatePage } from '@meridian/shared/ui/lazy-server-state-page';

/** Every page of mf-support. The shell sends /support (and the ticket pages below it), /create-ticket and /emergency-support here. */
export const routes: readonly RemoteRoute[] = [
  {
    path: 'support',
    Component: lazyServerStatePage(() => import('./pages/SupportPortalPage')),
    titleKey: 'portal.title',
    descriptionKey: 'portal.description',
  },
  {
    // One of the signed-in client's tickets; listed in route-manifest.ts as a record path.
    path: 'support/tickets/:number',
    Component: lazyServerStatePage(() => import('./pages/TicketPage')),
    titleKey: 'thread.title',
    descriptionKey: 'thread.description',
  },
  {
    // The resolution e-mail's rating link (its token in the fragment); never crawled.
    path: 'support/rate',
    Component: lazyServerStatePage(() => import('./pages/RatePage')),
    titleKey: 'rating.title',
    descriptionKey: 'rating.description',
  },
  {
    path: 'create-ticket',
    Component: lazyServerStatePage(() => import('./pages/CreateTicketPage')),
    titleKey: 'ticket.title',
    descriptionKey: 'ticket.metaDescription',
  },
  {
    path: 'emergency-support',
    Component: lazy(() => import('./pages/EmergencySupportPage')),
    titleKey: 'emergency.title',
    descriptionKey: 'emergency.description',
  },
];
