import type { Language } from './languages.ts';

/**
 * Each language version of a page has its own URL, so search engines can index all three and
 * link them as hreflang alternates: English at the plain path, the others with ?lang=. The shell
 * reads the parameter first when it picks the page language.
 */
export const languageParam = 'lang';

export function languageUrl(origin: string, path: string, language: Language): string {
  return language === 'en' ? `${origin}${path}` : `${origin}${path}?${languageParam}=${language}`;
}

/** Open Graph locale of each language (language_TERRITORY). */
export const ogLocales: Record<Language, string> = { en: 'en_US', id: 'id_ID', ms: 'ms_MY' };

/** The URL-shaped head tags of a page: canonical (the language shown), hreflang alternates and Open Graph's url and locale. */
export interface PageUrls {
  canonical: string;
  /** en, id, ms, then x-default (the English page) */
  alternates: Array<{ hreflang: string; href: string }>;
  ogLocale: string;
}

export function pageUrls(origin: string, path: string, language: Language): PageUrls {
  return {
    canonical: languageUrl(origin, path, language),
    alternates: [
      ...(['en', 'id', 'ms'] as const).map((alternate) => ({ hreflang: alternate, href: languageUrl(origin, path, alternate) })),
      { hreflang: 'x-default', href: languageUrl(origin, path, 'en') },
    ],
    ogLocale: ogLocales[language],
  };
}
