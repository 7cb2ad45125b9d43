import i18next, { type BackendModule, type i18n, type InitOptions, type ResourceKey } from 'i18next';
import { initReactI18next, namespaceBackend, supportedLanguages, type Language } from '@meridian/shared/runtime/i18n';
import { languageParam } from '@meridian/shared/lib/seo';
import { toLanguage } from '@meridian/shared/lib/languages';
import commonEn from '@meridian/shared/locales/en.json';
import shellEn from '../locales/en.json';

/** Same key as theme-init.js, which sends a visitor to their stored language's URL before first paint. */
export const languageStorageKey = 'meridian.language';

/**
 * The page language comes from the URL alone (English at the plain path, the others with ?lang=;
 * shared/lib/seo.ts), so the server renders exactly what the browser hydrates and each language
 * version can be cached per URL. A stored choice is honoured by theme-init.js, which moves the
 * visitor to that language's URL before anything is painted.
 */
export function languageFromSearch(search: string): Language {
  return toLanguage(new URLSearchParams(search).get(languageParam) ?? undefined);
}

/**
 * The shell's own copy and the shared primitives' copy in the other languages, each language a
 * chunk of its own: every page carries the shell's JavaScript, and bundling all three languages
 * there made every page pay three times for each sentence added to them.
 */
const ownCopy: Record<string, (language: Language) => Promise<{ default?: ResourceKey } | ResourceKey>> = {
  shell: (language) => import(`../locales/${language}.json`),
  common: (language) => import(`@meridian/shared/locales/${language}.json`),
};

/** `backend` for the remotes' namespaces, with the shell's and the shared copy read from their chunks. */
function withOwnCopy(backend: BackendModule): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language, namespace, callback) {
      const load = ownCopy[namespace];
      if (!load) return backend.read(language, namespace, callback);
      load(toLanguage(language)).then(
        (loaded) => callback(null, (loaded as { default?: ResourceKey }).default ?? loaded),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}

/**
 * English, the language of most visits and everyone's fallback, is bundled; the page's other
 * language is read before the first render (init waits for it), and another chosen later before
 * the switch. Remotes' copy arrives through `namespaceBackend`.
 */
function options(language: Language): InitOptions {
  return {
    lng: language,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['shell', 'common'],
    defaultNS: 'shell',
    partialBundledLanguages: true,
    resources: { en: { shell: shellEn, common: commonEn } },
    interpolation: { escapeValue: false }, // React escapes
  };
}

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
  try {
    localStorage.setItem(languageStorageKey, language);
  } catch {
    // Storage blocked: the choice still holds for this page, and the URL carries it.
  }
}

/** The one i18next instance of the browser page. */
export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', reflectLanguage);
  await i18next
    .use(withOwnCopy(namespaceBackend))
    .use(initReactI18next)
    .init(options(languageFromSearch(window.location.search)));
  reflectLanguage(toLanguage(i18next.resolvedLanguage));
  return i18next;
}

/**
 * A fresh instance per server render: requests in different languages never share one. `backend`
 * reads the rendered remote deployment's namespaces (shell/src/server/index.ts, createRuntimeScope).
 */
export async function createServerI18n(language: Language, backend: BackendModule): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(withOwnCopy(backend)).init(options(language));
  return instance;
}
