import { isRecordPage } from '@meridian/shared/lib/route-table';
import { describeRouteManifest } from '@meridian/shared/testing/route-manifest';
import { routes } from './routes';
import { routeManifest } from './route-manifest';
import { staffRoutes } from './staff/routes';

describeRouteManifest('portal', routes, routeManifest);

// The same checks against the workspace's own list: every staff page matches exactly one staff
// route and every staff route has a page, so the manifest cannot drift from what /staff routes.
describeRouteManifest(
  'portal',
  [...routes.filter((route) => route.path !== 'staff/*'), ...staffRoutes.map((route) => ({ ...route, path: `staff/${route.path}` }))],
  routeManifest,
);

describe('portal route manifest: the company pages', () => {
  it('owns /company and /invitation as account pages, kept out of search results', () => {
    expect(routeManifest.prefixes).toEqual(expect.arrayContaining(['/company', '/invitation']));
    expect(routeManifest.pages).toEqual(
      expect.arrayContaining([
        { path: '/company', indexed: false },
        { path: '/invitation', indexed: false },
      ]),
    );
  });

  it('lets both pages set their titles from the company copy, not the portal copy', () => {
    for (const path of ['company', 'invitation']) {
      const route = routes.find((candidate) => candidate.path === path);
      expect(route).toBeDefined();
      expect([route?.titleKey, route?.descriptionKey]).toEqual([undefined, undefined]);
    }
  });
});

describe('portal route manifest: the staff workspace', () => {
  it('owns /staff and keeps its pages out of search results', () => {
    expect(routeManifest.prefixes).toContain('/staff');
    const staffPages = routeManifest.pages.filter((page) => page.path === '/staff' || page.path.startsWith('/staff/'));
    expect(staffPages).toEqual(
      // /staff/clients: a link from before companies, still answered (it leads to the companies)
      ['/staff', '/staff/chat', '/staff/tickets', '/staff/proposals', '/staff/companies', '/staff/mail', '/staff/report'].map((path) => ({
        path,
        indexed: false,
      })),
    );
  });

  it.each(['/staff/tickets/1042', '/staff/proposals/8c1f', '/staff/companies/0d2e', '/staff/clients/0d2e'])(
    '%s is a record page',
    (path) => {
      expect(isRecordPage(routeManifest.recordPaths, path)).toBe(true);
    },
  );

  it('leaves the workspace its own titles: the list pages from the staff route list, the record pages their own', () => {
    const staff = routes.find((route) => route.path === 'staff/*');
    expect(staff).toBeDefined();
    expect(staff?.titleKey).toBeUndefined();
    expect(staffRoutes.map((route) => [route.path, route.titleKey])).toEqual([
      ['', 'inbox.title'],
      ['chat', 'liveChat.title'],
      ['tickets', 'tickets.title'],
      ['tickets/:number', undefined],
      ['proposals', 'proposals.title'],
      ['proposals/:id', undefined],
      ['companies', 'companies.title'],
      ['companies/:companyId', undefined],
      ['clients/:clientId', undefined],
      ['mail', 'mail.title'],
      ['report', 'report.title'],
    ]);
  });
});
