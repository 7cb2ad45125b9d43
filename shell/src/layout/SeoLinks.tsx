import { useEffect } from 'react';
import { useLocation } from '@meridian/shared/runtime/router';
import { toLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { supportedLanguages } from '@meridian/shared/lib/languages';
import { languageUrl, ogLocales } from '@meridian/shared/lib/seo';
import { headLink, headMeta } from '@meridian/shared/lib/head';

/**
 * The URL-shaped head tags of the page in view: canonical (the language version shown), hreflang
 * alternates for en/id/ms plus x-default, and og:url / og:locale. Titles and descriptions come from
 * each page (usePageMeta); these depend only on the path and the language, which the shell owns.
 */
export function SeoLinks() {
  const { pathname } = useLocation();
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);

  useEffect(() => {
    const origin = window.location.origin;
    headLink('canonical').href = languageUrl(origin, pathname, language);
    for (const alternate of supportedLanguages) headLink('alternate', alternate).href = languageUrl(origin, pathname, alternate);
    headLink('alternate', 'x-default').href = languageUrl(origin, pathname, 'en');
    headMeta('property', 'og:url').content = languageUrl(origin, pathname, language);
    headMeta('property', 'og:locale').content = ogLocales[language];
  }, [pathname, language]);

  return null;
}
