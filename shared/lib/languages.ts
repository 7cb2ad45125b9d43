/** The site's languages; English is the default and the fallback. */
export const supportedLanguages = ['en', 'id', 'ms'] as const;
export type Language = (typeof supportedLanguages)[number];

/** The supported language for an i18next language code, English for anything else. */
export function toLanguage(code: string | undefined): Language {
  return supportedLanguages.find((language) => language === code) ?? 'en';
}
