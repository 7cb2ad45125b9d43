import type { ResourceKey } from 'i18next';
import { registerNamespace, toLanguage, type Language } from '@meridian/shared/runtime/i18n';
import type { RemoteRoute } from '../lib/routes';
import { RemoteRoutes } from './RemoteRoutes';

interface RemoteAppOptions {
  /** the remote's i18next namespace */
  namespace: string;
  routes: readonly RemoteRoute[];
  /** loads one language of the namespace (a dynamic import, so each language is its own chunk) */
  loadMessages: (language: Language) => Promise<{ default: ResourceKey } | ResourceKey>;
}

/**
 * What every remote exposes as `./App`: registers its translations with the shell's i18next and
 * renders its route list. Evaluating the module is enough to make the namespace loadable.
 */
export function createRemoteApp({ namespace, routes, loadMessages }: RemoteAppOptions) {
  registerNamespace(namespace, async (language) => {
    const loaded = await loadMessages(toLanguage(language));
    return (loaded as { default?: ResourceKey }).default ?? loaded;
  });
  function RemoteApp() {
    return <RemoteRoutes namespace={namespace} routes={routes} />;
  }
  RemoteApp.displayName = `RemoteApp(${namespace})`;
  return RemoteApp;
}
