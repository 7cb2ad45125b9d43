import { createContext, type ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { reportRemoteLoad } from '../reporting/browser-reports';
import { leaveRenderedDeployment } from './rendered-remote';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export type RemoteModule = { default: ComponentType };

/** Every remote exposes `./App`: a component rendering its own routes. */
export async function loadRemoteApp(remote: string): Promise<RemoteModule> {
  let module: { default?: ComponentType } | null | undefined;
  try {
    module = await loadRemote<{ default: ComponentType }>(`${remote}/App`);
  } catch (error) {
    // The deployment the page was rendered with may be gone: then the newest one.
    if (leaveRenderedDeployment(remote)) return loadRemoteApp(remote);
    reportRemoteLoad(remote);
    throw new RemoteUnavailableError(remote, error);
  }
  if (!module?.default) {
    reportRemoteLoad(remote);
    throw new RemoteUnavailableError(remote, new Error('the remote exposes no default component'));
  }
  return { default: module.default };
}

/**
 * How RemoteMount obtains a remote's App: the federation runtime in the browser; the shell's
 * server provides the remote's server bundle (shell/src/server/render-page.tsx).
 */
export const RemoteLoaderContext = createContext<(remote: string) => Promise<RemoteModule>>(loadRemoteApp);

/**
 * The remote the server could not load when it rendered this page. The browser hydrates the same
 * "unavailable, Retry" screen the server sent rather than a mismatching skeleton; RemoteMount
 * clears it once mounted, so a later visit to that remote loads it afresh.
 */
export class UnavailableAtRender {
  private remote: string | null;
  constructor(remote: string | null) {
    this.remote = remote;
  }
  is(remote: string): boolean {
    return this.remote === remote;
  }
  clear(): void {
    this.remote = null;
  }
}

export const UnavailableAtRenderContext = createContext(new UnavailableAtRender(null));
