import { useContext, useEffect } from 'react';
import { remoteForPath, type RemotePrefixes } from '@meridian/shared/lib/route-table';
import { RemoteLoaderContext } from './load-remote-app';

/**
 * Loads the remote behind a link as soon as the visitor shows the intent to follow it (pointer
 * over it, or keyboard focus on it), so the click renders without waiting for the remote's entry
 * and App. The load is the one RemoteMount makes (the federation runtime keeps what it loaded, and
 * keeps no failure), so a remote that is down costs nothing more than the click would have.
 * Nothing is loaded on idle: a visitor who follows no link downloads no other team's code.
 */
export function usePrefetchOnIntent(routes: readonly RemotePrefixes[] | null): void {
  const loadRemote = useContext(RemoteLoaderContext);
  useEffect(() => {
    if (!routes) return;
    const started = new Set<string>();
    const onIntent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href^="/"]') : null;
      if (!link) return;
      const remote = remoteForPath(routes, new URL(link.getAttribute('href')!, window.location.origin).pathname);
      if (remote === null || started.has(remote)) return;
      started.add(remote);
      loadRemote(remote).catch(() => started.delete(remote));
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [routes, loadRemote]);
}
