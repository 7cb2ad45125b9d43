import { useEffect, useId } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { supportedLanguages } from '@meridian/shared/lib/languages';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useCreateCompany } from '../../lib/queries';
import { createCompanyFailure, type CreateCompanyFailure } from '../../lib/staff-companies';
import { useWriteFailureMessage } from '../../ui/use-write-failure-message';
import { companyNameMaxLength, companySchema, newCompanyForm, type CompanyValues } from './company-schema';

/** The refusals that belong to a field: shown beside it, and the field takes focus. */
const fieldOf = { invalidName: 'name', invalidEmail: 'ownerEmail' } as const;

/**
 * Create company: its name, and the address and language of its first owner, who is mailed an
 * invitation (the database sends it through the outbox, in that language). `onCreated` hears of
 * the new company; a refusal is worded beside its field or above the buttons, and what was typed
 * stays. The name takes focus when the form opens.
 */
export function CreateCompanyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (company: CompanyValues & { id: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('staff');
  const headingId = useId();
  const create = useCreateCompany();
  const failureMessage = useWriteFailureMessage();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof companySchema, CreateCompanyFailure>(
    companySchema,
    newCompanyForm,
  );

  const { setFocus } = form;
  useEffect(() => setFocus('name'), [setFocus]);

  const send = submit(async (values) => {
    try {
      const { companyId } = await create.mutateAsync(values);
      onCreated({ ...values, id: companyId });
    } catch (error) {
      console.warn('The company could not be created', error);
      const refusal = createCompanyFailure(error);
      if (refusal === 'invalidName' || refusal === 'invalidEmail') {
        form.setError(fieldOf[refusal], { message: refusal }, { shouldFocus: true });
        return;
      }
      return refusal;
    }
  });

  const error = (field: 'name' | 'ownerEmail' | 'locale') => {
    const code = errorOf(field);
    return code ? t(`companies.create.errors.${field}.${code}`, { count: companyNameMaxLength }) : undefined;
  };
  const failureText = (kind: CreateCompanyFailure) =>
    kind === 'rateLimited' || kind === 'invalidName' || kind === 'invalidEmail'
      ? t(`companies.create.errors.${kind}`)
      : failureMessage(kind);

  return (
    <form className="po:flex po:flex-col po:gap-5" noValidate aria-labelledby={headingId} onSubmit={(event) => void send(event)}>
      <h2 id={headingId} className="ui-heading-2">
        {t('companies.create.heading')}
      </h2>
      <p className="po:text-muted">{t('companies.create.intro')}</p>
      <Field
        label={t('companies.create.name')}
        required
        maxLength={companyNameMaxLength}
        autoComplete="organization"
        error={error('name')}
        hint={t('common.counter', { count: form.watch('name').length, max: companyNameMaxLength })}
        {...form.register('name')}
      />
      <div className="po:grid po:gap-5 po:sm:grid-cols-2">
        <Field
          type="email"
          label={t('companies.create.ownerEmail')}
          required
          autoComplete="off"
          error={error('ownerEmail')}
          hint={t('companies.create.ownerEmailHint')}
          {...form.register('ownerEmail')}
        />
        <Field
          as="select"
          label={t('companies.create.locale')}
          error={error('locale')}
          hint={t('companies.create.localeHint')}
          {...form.register('locale')}
        >
          {supportedLanguages.map((language) => (
            <option key={language} value={language}>
              {t(`companies.create.languages.${language}`)}
            </option>
          ))}
        </Field>
      </div>
      <div role="alert" className="po:empty:hidden">
        {failure ? <p className="ui-field-error">{failureText(failure)}</p> : null}
      </div>
      <div className="po:flex po:flex-wrap po:gap-3">
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('common.saving') : t('companies.create.submit')}
        </button>
        <button type="button" className="ui-button ui-button-secondary" onClick={onCancel}>
          {t('companies.create.cancel')}
        </button>
      </div>
    </form>
  );
}
