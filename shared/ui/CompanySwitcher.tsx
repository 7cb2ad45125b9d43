import { useId } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useCurrentCompany } from '@meridian/shared/runtime/company';

/**
 * The choice of company for a person in two or more (nothing for one): a labelled select. The
 * choice is kept in this browser; company data is read with the company's id in its key, so a
 * change reads the new company's data.
 */
export function CompanySwitcher({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  const id = useId();
  const { companies, company, choose } = useCurrentCompany();
  if (companies.length < 2 || !company) return null;
  return (
    <div className={className}>
      <label className="ui-label" htmlFor={id}>
        {t('company.label')}
      </label>
      <select
        id={id}
        className="ui-input"
        value={company.id}
        aria-describedby={`${id}-hint`}
        onChange={(event) => choose(event.target.value)}
      >
        {companies.map((choice) => (
          <option key={choice.id} value={choice.id}>
            {choice.name}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="ui-field-hint">
        {t('company.switcherHint')}
      </p>
    </div>
  );
}
