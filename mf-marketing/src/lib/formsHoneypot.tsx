import { useTranslation } from '@meridian/shared/runtime/i18n';

/**
 * The forms' honeypot: a `website` field hidden from people (off screen, out of the tab order,
 * hidden from assistive technology) that form-filling robots tend to complete. Its label asks any
 * human who meets it anyway to leave it empty.
 */
export function Honeypot({ id, value, onChange }: { id: string; value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('marketing');
  return (
    <div className="ui-visually-hidden" aria-hidden="true">
      <label htmlFor={id}>{t('forms.honeypot')}</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
