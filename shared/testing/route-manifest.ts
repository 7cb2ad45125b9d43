import { matchPath } from 'react-router';
import type { RemoteRoute } from '../lib/routes';
import { parseRouteManifest, remoteForPath, type RouteManifest } from '../lib/route-table';

/**
 * Ties a remote's route manifest to its route list, so routes.json (and with it sitemap.xml and the
 * site-wide sweeps) cannot drift from what the remote actually routes: the manifest is valid, every
 * page (and a record below each record path) is owned by this remote's prefixes and matches one of
 * its routes (not the catch-all), and every route has at least one page.
 */
export function describeRouteManifest(remote: string, routes: readonly RemoteRoute[], manifest: RouteManifest) {
  const patterns = routes.map((route) => route.path).filter((pattern) => pattern !== '*');
  const matches = (pattern: string, path: string) => matchPath({ path: `/${pattern.replace(/^\//, '')}`, end: true }, path) !== null;
  const ownTable = [{ remote, prefixes: manifest.prefixes }];

  describe(`${remote} route manifest`, () => {
    it('is what routes.json may hold, with unique pages', () => {
      expect(parseRouteManifest(JSON.parse(JSON.stringify(manifest)))).toEqual({ ok: true, routes: manifest });
      const paths = manifest.pages.map((entry) => entry.path);
      expect(new Set(paths).size).toBe(paths.length);
    });

    it.each(manifest.pages.map((entry) => entry.path))('%s is owned by this remote and matches one of its routes', (path) => {
      expect(remoteForPath(ownTable, path)).toBe(remote);
      expect(patterns.filter((pattern) => matches(pattern, path))).toHaveLength(1);
    });

    it.each(patterns)('route "%s" has a page', (pattern) => {
      const records = (manifest.recordPaths ?? []).map((path) => `${path}/record`);
      expect([...manifest.pages.map((entry) => entry.path), ...records].some((path) => matches(pattern, path))).toBe(true);
    });

    const recordPaths = manifest.recordPaths ?? [];
    if (recordPaths.length > 0)
      it.each(recordPaths)('the records below %s are owned by this remote and match one of its routes', (path) => {
        expect(remoteForPath(ownTable, `${path}/record`)).toBe(remote);
        expect(patterns.filter((pattern) => matches(pattern, `${path}/record`))).toHaveLength(1);
      });
  });
}
