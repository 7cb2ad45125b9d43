import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '../lib/languages';

/**
 * Each remote brings its own i18next namespace. It registers a loader when its module is
 * evaluated; the shell's single i18next instance uses `namespaceBackend`, which asks the owning
 * remote for the language it needs. So a remote's copy ships (and is code-split) with the remote.
 */
export type NamespaceLoader = (language: string) => Promise<ResourceKey>;

/**
 * One set of namespace loaders and the i18next backend that reads it. The browser page has one
 * (below): it runs one version of each remote. A server render uses the set of the remote
 * deployment it renders (shell/src/server/index.ts, createRuntimeScope): during a canary one
 * server process evaluates two versions of a remote, and both register the same namespace.
 */
export interface NamespaceRegistry {
  register(namespace: string, loader: NamespaceLoader): void;
  /** the namespaces registered so far (a server render loads them before rendering) */
  namespaces(): string[];
  backend: BackendModule;
}

export function createNamespaceRegistry(): NamespaceRegistry {
  const loaders = new Map<string, NamespaceLoader>();
  return {
    register(namespace, loader) {
      loaders.set(namespace, loader);
    },
    namespaces: () => [...loaders.keys()],
    backend: {
      type: 'backend',
      init() {},
      read(language: string, namespace: string, callback: ReadCallback) {
        const loader = loaders.get(namespace);
        if (!loader) {
          callback(new Error(`No translations registered for namespace "${namespace}"`), false);
          return;
        }
        loader(language).then(
          (resources) => callback(null, resources),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
        );
      },
    },
  };
}

const pageNamespaces = createNamespaceRegistry();

/** Registers a remote's namespace with the page's i18next instance. */
export function registerNamespace(namespace: string, loader: NamespaceLoader): void {
  pageNamespaces.register(namespace, loader);
}

/** The backend of the page's i18next instance. */
export const namespaceBackend: BackendModule = pageNamespaces.backend;

export { supportedLanguages, toLanguage, type Language } from '../lib/languages';

/**
 * The React bindings of the shell's i18next instance, shared through this module rather than as
 * the react-i18next package so that only these names are shipped (see router.ts for why).
 */
export { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';

/**
 * The language the page is shown in (en, id or ms, English when i18next has not resolved one), for
 * formatting dates and numbers and for loading per-language content; the component renders again
 * when the visitor changes language.
 */
export function usePageLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage);
}
