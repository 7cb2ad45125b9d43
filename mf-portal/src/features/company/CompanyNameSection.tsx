import { useId, useState } from 'react';
import * as v from 'valibot';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { companyNameMaxLength, renameSchema } from './company-schemas';
import type { CompanyMembership } from './company-data';
import { companyNamespace } from './namespace';
import { useRenameCompany } from './queries';
import { useCompanyErrorMessage } from './use-company-error-message';

/** Owners rename the company; everyone sees the new name once my_companies is read again. */
export function CompanyNameSection({ company }: { company: CompanyMembership }) {
  const { t } = useTranslation(companyNamespace);
  const headingId = `${useId()}-heading`;
  const rename = useRenameCompany(company.id);
  const errorMessage = useCompanyErrorMessage();
  const [saved, setSaved] = useState('');
  const [refusal, setRefusal] = useState<unknown>(null);
  const { form, submit, submitting, errorOf } = useValidatedForm(renameSchema, { name: company.name });
  const fieldError = errorOf('name');

  const save = async ({ name }: v.InferOutput<typeof renameSchema>) => {
    setSaved('');
    setRefusal(null);
    try {
      await rename.mutateAsync(name);
      setSaved(t('name.saved', { name }));
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('name.heading')}
      </h2>
      <form className="po:mt-4 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(save)(event)}>
        <Field
          label={t('name.label')}
          required
          maxLength={companyNameMaxLength}
          autoComplete="organization"
          error={fieldError ? t(`fieldErrors.${fieldError}`) : undefined}
          {...form.register('name')}
        />
        <p role="alert" className="ui-field-error po:empty:hidden">
          {refusal ? errorMessage(refusal) : ''}
        </p>
        <p role="status" className="po:text-sm po:empty:hidden">
          {saved}
        </p>
        <button type="submit" className="ui-button ui-button-primary po:self-start" disabled={submitting}>
          {submitting ? t('name.submitting') : t('name.submit')}
        </button>
      </form>
    </section>
  );
}
