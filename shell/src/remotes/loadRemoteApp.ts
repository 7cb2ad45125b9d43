import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';

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
    throw new RemoteUnavailableError(remote, error);
  }
  if (!module?.default) throw new RemoteUnavailableError(remote, new Error('the remote exposes no default component'));
  return { default: module.default };
}
