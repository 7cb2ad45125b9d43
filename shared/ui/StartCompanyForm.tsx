import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { toDataError } from '../lib/supabase-errors';
import { useFailureMessage } from './QueryState';
import { Field } from './Field';
import { useStartCompany } from './use-start-company';

/** The database's limit on a company name (companies_name_check). */
const nameMaxLength = 120;

/**
 * For a person in no company: start one and own it (create_company). An account made while an
 * invitation waited gets no company of its own, so without this an invitation withdrawn or never
 * accepted would leave it with nothing to do here. The new company is the only one, so the page
 * shows it as soon as the memberships are read again.
 */
export function StartCompanyForm() {
  const { t } = useTranslation('common');
  const failureMessage = useFailureMessage();
  const headingId = useId();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState('');
  const start = useStartCompany();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setFieldError(trimmed === '' ? t('company.start.required') : '');
    if (trimmed !== '') start.mutate(trimmed);
  };

  const refusal = start.error ? toDataError(start.error) : null;
  // The database's two reasons in the form's words; anything else as every failure is said.
  const refusalText = !refusal
    ? ''
    : refusal.code === 'P0001' && (refusal.message === 'invalid_name' || refusal.message === 'has_company')
      ? t(`company.start.${refusal.message === 'invalid_name' ? 'invalidName' : 'hasCompany'}`)
      : failureMessage(refusal);

  return (
    <section className="ui-card mt-6" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('company.start.heading')}
      </h2>
      <p className="mt-2">{t('company.start.text')}</p>
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={submit}>
        <Field
          label={t('company.start.name')}
          required
          maxLength={nameMaxLength}
          autoComplete="organization"
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={fieldError || undefined}
        />
        {/* Only when there is something to say: an empty alert beside the gate's own would be two. */}
        {refusalText ? (
          <p role="alert" className="ui-field-error">
            {refusalText}
          </p>
        ) : null}
        <button type="submit" className="ui-button ui-button-primary self-start" disabled={start.isPending}>
          {start.isPending ? t('company.start.submitting') : t('company.start.submit')}
        </button>
      </form>
    </section>
  );
}
