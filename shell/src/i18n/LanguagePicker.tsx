import { useId, useRef } from 'react';
import { useTranslation, supportedLanguages, toLanguage } from '@meridian/shared/runtime/i18n';
import { useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { languageParam } from '@meridian/shared/lib/seo';
import { useTypedBeforeHydration } from '@meridian/shared/ui/use-typed-before-hydration';

/**
 * A native select: keyboard and screen-reader behaviour for free. The choice moves the page to
 * that language's URL (so a reload, a bookmark or a shared link keeps it) and is stored by i18n.ts.
 */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const select = useRef<HTMLSelectElement>(null);
  const current = toLanguage(i18n.resolvedLanguage);

  const choose = (language: string) => {
    const params = new URLSearchParams(search);
    if (toLanguage(language) === 'en') params.delete(languageParam);
    else params.set(languageParam, language);
    const query = params.toString();
    void navigate({ pathname, search: query ? `?${query}` : '', hash }, { replace: true, preventScrollReset: true });
    void i18n.changeLanguage(language);
  };
  // A language chosen before hydration is in the select, not yet the page's: applied once hydrated.
  useTypedBeforeHydration(select, current, choose);

  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="ui-visually-hidden">
        {t('language.label')}
      </label>
      <select ref={select} id={id} className="ui-input w-auto py-2" value={current} onChange={(event) => choose(event.target.value)}>
        {supportedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`language.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
