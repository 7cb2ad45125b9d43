import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@meridian/shared/runtime/i18n';

/**
 * The forms' honeypot: a `website` field hidden from people (off screen, out of the tab order,
 * hidden from assistive technology) that form-filling robots tend to complete. Its label asks any
 * human who meets it anyway to leave it empty. Spread the form's `register('website')` into it.
 */
export function Honeypot(field: UseFormRegisterReturn<'website'>) {
  const { t } = useTranslation('marketing');
  const id = useId();
  return (
    <div className="ui-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...field} />
    </div>
  );
}
