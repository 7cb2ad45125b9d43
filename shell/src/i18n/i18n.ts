import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next, namespaceBackend, supportedLanguages } from '@meridian/shared/runtime/i18n';
import { languageParam } from '@meridian/shared/lib/seo';
import commonEn from '@meridian/shared/locales/en.json';
import commonId from '@meridian/shared/locales/id.json';
import commonMs from '@meridian/shared/locales/ms.json';
import shellEn from '../locales/en.json';
import shellId from '../locales/id.json';
import shellMs from '../locales/ms.json';

export const languageStorageKey = 'meridian.language';

function reflectLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = i18next.dir(language);
}

/**
 * The one i18next instance of the page. The shell's own copy and the shared primitives' copy are
 * bundled; each remote's namespace arrives through `namespaceBackend` when the remote loads.
 */
export async function initI18n(): Promise<typeof i18next> {
  i18next.on('languageChanged', reflectLanguage);
  await i18next
    .use(LanguageDetector)
    .use(namespaceBackend)
    .use(initReactI18next)
    .init({
      supportedLngs: [...supportedLanguages],
      nonExplicitSupportedLngs: true,
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
      detection: {
        // ?lang= first: it is how each language version has its own URL (shared/lib/seo.ts).
        order: ['querystring', 'localStorage', 'navigator'],
        lookupQuerystring: languageParam,
        lookupLocalStorage: languageStorageKey,
        caches: ['localStorage'],
      },
    });
  reflectLanguage(i18next.resolvedLanguage ?? 'en');
  return i18next;
}
