import { matchPath } from 'react-router';
import type { RemoteRoute, SitePath } from '../lib/routes';
import { remoteForPath, type RemoteName } from '../lib/remote-routing';

/**
 * Ties a remote's site paths to its route list, so the sitemap and the site-wide sweeps cannot
 * drift from what the remote actually routes: every path is routed by this remote and matches one
 * of its routes (not the catch-all), and every route has at least one path.
 */
export function describeSitePaths(remote: RemoteName, routes: readonly RemoteRoute[], sitePaths: readonly SitePath[]) {
  const patterns = routes.map((route) => route.path).filter((pattern) => pattern !== '*');
  const matches = (pattern: string, path: string) => matchPath({ path: `/${pattern.replace(/^\//, '')}`, end: true }, path) !== null;

  describe(`${remote} site paths`, () => {
    it('are unique, absolute and lower-case', () => {
      const paths = sitePaths.map((entry) => entry.path);
      expect(new Set(paths).size).toBe(paths.length);
      for (const path of paths) expect(path).toMatch(/^\/[a-z0-9/-]*$/);
    });

    it.each(sitePaths.map((entry) => entry.path))('%s is routed to this remote by one of its routes', (path) => {
      expect(remoteForPath(path)).toBe(remote);
      expect(patterns.filter((pattern) => matches(pattern, path))).toHaveLength(1);
    });

    it.each(patterns)('route "%s" has a site path', (pattern) => {
      expect(sitePaths.some((entry) => matches(pattern, entry.path))).toBe(true);
    });
  });
}
