import i18next, { type BackendModule, type i18n, type InitOptions } from 'i18next';
import { initReactI18next, namespaceBackend, supportedLanguages, type Language } from '@meridian/shared/runtime/i18n';
import { languageParam } from '@meridian/shared/lib/seo';
import { toLanguage } from '@meridian/shared/lib/languages';
import commonEn from '@meridian/shared/locales/en.json';
import commonId from '@meridian/shared/locales/id.json';
import commonMs from '@meridian/shared/locales/ms.json';
import shellEn from '../locales/en.json';
import shellId from '../locales/id.json';
import shellMs from '../locales/ms.json';

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

/** The shell's own copy and the shared primitives' copy are bundled; remotes' arrive through `namespaceBackend`. */
function options(language: Language): InitOptions {
  return {
    lng: language,
    supportedLngs: [...supportedLanguages],
    load: 'languageOnly',
    fallbackLng: 'en',
    ns: ['shell', 'common'],
    defaultNS: 'shell',
    partialBundledLanguages: true,
    resources: {
      en: { shell: shellEn, common: commonEn },
      id: { shell: shellId, common: commonId },
      ms: { shell: shellMs, common: commonMs },
    },
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
    .use(namespaceBackend)
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
  await instance.use(backend).init(options(language));
  return instance;
}
