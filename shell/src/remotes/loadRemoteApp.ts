import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteName } from '@meridian/shared/lib/remote-routing';

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`Remote "${remote}" could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export type RemoteModule = { default: ComponentType };

/** Every remote exposes `./App`: a component rendering its own routes. */
export async function loadRemoteApp(remote: RemoteName): Promise<RemoteModule> {
  let module: { default?: ComponentType } | null | undefined;
  try {
    module = await loadRemote<{ default: ComponentType }>(`${remote}/App`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
  if (!module?.default) throw new RemoteUnavailableError(remote, new Error('the remote exposes no default component'));
  return { default: module.default };
}
