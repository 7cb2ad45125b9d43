import { isRecordPage } from '@meridian/shared/lib/route-table';
import { describeRouteManifest } from '@meridian/shared/testing/route-manifest';
import { routes } from './routes';
import { routeManifest } from './route-manifest';

describeRouteManifest('portal', routes, routeManifest);

describe('portal route manifest: the staff workspace', () => {
  it('owns /staff and keeps its pages out of search results', () => {
    expect(routeManifest.prefixes).toContain('/staff');
    const staffPages = routeManifest.pages.filter((page) => page.path === '/staff' || page.path.startsWith('/staff/'));
    expect(staffPages).toEqual(
      ['/staff', '/staff/tickets', '/staff/proposals', '/staff/clients', '/staff/mail'].map((path) => ({ path, indexed: false })),
    );
  });

  it.each(['/staff/tickets/1042', '/staff/proposals/8c1f', '/staff/clients/0d2e'])('%s is a record page', (path) => {
    expect(isRecordPage(routeManifest.recordPaths, path)).toBe(true);
  });

  it('leaves the workspace its own titles (set by each staff page)', () => {
    const staff = routes.find((route) => route.path === 'staff/*');
    expect(staff).toBeDefined();
    expect(staff?.titleKey).toBeUndefined();
  });
});
