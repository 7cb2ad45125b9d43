import { useEffect } from 'react';
import { useLocation } from '@meridian/shared/runtime/router';
import { usePageLanguage } from '@meridian/shared/runtime/i18n';
import { pageUrls } from '@meridian/shared/lib/seo';
import { headLink, headMeta } from '@meridian/shared/lib/head';

/**
 * The URL-shaped head tags of the page in view, kept current as the visitor moves between pages
 * (the server wrote the first page's: shell/src/server/document-head.ts). Titles and descriptions
 * come from each page (usePageMeta); these depend only on the path and the language.
 */
export function SeoLinks() {
  const { pathname } = useLocation();
  const language = usePageLanguage();

  useEffect(() => {
    const urls = pageUrls(window.location.origin, pathname, language);
    headLink('canonical').href = urls.canonical;
    for (const { hreflang, href } of urls.alternates) headLink('alternate', hreflang).href = href;
    headMeta('property', 'og:url').content = urls.canonical;
    headMeta('property', 'og:locale').content = urls.ogLocale;
  }, [pathname, language]);

  return null;
}
