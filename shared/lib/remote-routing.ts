/**
 * Which remote renders a path. The shell knows remotes only by these names and path prefixes;
 * everything else (including unknown paths, answered with the 404 page) goes to marketing. A team
 * adds pages under its own prefix without touching the shell.
 */
export type RemoteName = 'marketing' | 'services' | 'insights' | 'support' | 'portal';

export const remotePrefixes: ReadonlyArray<{ remote: RemoteName; prefixes: readonly string[] }> = [
  { remote: 'services', prefixes: ['/services'] },
  { remote: 'insights', prefixes: ['/blog'] },
  { remote: 'support', prefixes: ['/support', '/create-ticket', '/emergency-support'] },
  { remote: 'portal', prefixes: ['/login', '/register', '/forgot-password', '/reset-password', '/dashboard', '/account'] },
];

export const fallbackRemote: RemoteName = 'marketing';

/** Matches whole path segments: /services and /services/cloud, never /servicesx. */
export function remoteForPath(pathname: string): RemoteName {
  const path = pathname.toLowerCase();
  for (const { remote, prefixes } of remotePrefixes) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return remote;
  }
  return fallbackRemote;
}
