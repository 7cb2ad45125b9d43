import { lazy } from 'react';
import type { RemoteRoute } from '@meridian/shared/lib/routes';
import { NotFoundPage } from '@meridian/shared/ui/NotFoundPage';
import { lazyServerStatePage } from '@meridian/shared/ui/lazy-server-state-page';
import { infoPages } from './content/info/pages';

const InfoPage = lazy(() => import('./pages/InfoPage'));

/**
 * Every page of mf-marketing. The shell sends every path no other remote claims here, so this
 * list ends in the site's 404. Pages whose content is loaded (about, careers, portfolio, the
 * informational pages) set their own title and description. The two pages whose forms write to
 * Supabase (contact, feedback) load with the page's QueryClient; the others never download it.
 */
export const routes: readonly RemoteRoute[] = [
  { path: '/', Component: lazy(() => import('./pages/HomePage')), titleKey: 'home.title', descriptionKey: 'home.description' },
  { path: 'about', Component: lazy(() => import('./pages/AboutPage')) },
  { path: 'careers', Component: lazy(() => import('./pages/CareersPage')) },
  { path: 'portfolio', Component: lazy(() => import('./pages/PortfolioPage')) },
  {
    path: 'contact',
    Component: lazyServerStatePage(() => import('./pages/ContactPage')),
    titleKey: 'contact.title',
    descriptionKey: 'contact.description',
  },
  {
    path: 'feedback',
    Component: lazyServerStatePage(() => import('./pages/FeedbackPage')),
    titleKey: 'feedback.title',
    descriptionKey: 'feedback.description',
  },
  {
    path: 'cookies',
    Component: lazy(() => import('./pages/CookiesPage')),
    titleKey: 'cookies.title',
    descriptionKey: 'cookies.description',
  },
  {
    path: 'sitemap',
    Component: lazy(() => import('./pages/SitemapPage')),
    titleKey: 'sitemap.title',
    descriptionKey: 'sitemap.description',
  },
  ...infoPages.map((page) => ({ path: page.path, Component: InfoPage })),
  { path: '*', Component: NotFoundPage },
];
