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
