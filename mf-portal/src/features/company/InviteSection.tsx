import { useId, useState } from 'react';
import * as v from 'valibot';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { emailMaxLength } from '@meridian/shared/lib/form-rules';
import { supportedLanguages } from '@meridian/shared/lib/languages';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { companyFailure, companyRoles, type CompanyMembership } from './company-data';
import { invitationSchema } from './company-schemas';
import { companyNamespace } from './namespace';
import { useInvite } from './queries';
import { useCompanyErrorMessage } from './use-company-error-message';

/**
 * An owner invites a colleague by address, with the role they join as and the language of the
 * e-mail (the page's language unless chosen). A refusal about the address shows beside the field;
 * the others (rate limit, not an owner any more) under the form.
 */
export function InviteSection({ company }: { company: CompanyMembership }) {
  const { t } = useTranslation(companyNamespace);
  const language = usePageLanguage();
  const headingId = `${useId()}-heading`;
  const invite = useInvite(company.id);
  const errorMessage = useCompanyErrorMessage();
  const [sent, setSent] = useState('');
  const [refusal, setRefusal] = useState<unknown>(null);
  const { form, submit, submitting, errorOf } = useValidatedForm(invitationSchema, { email: '', role: 'member', locale: language });

  const send = async (invitation: v.InferOutput<typeof invitationSchema>) => {
    setSent('');
    setRefusal(null);
    try {
      await invite.mutateAsync(invitation);
      form.reset({ email: '', role: invitation.role, locale: invitation.locale });
      setSent(t('invite.sent', { email: invitation.email }));
    } catch (error) {
      const failure = companyFailure(error);
      // What is wrong with the address is said at the address, which takes focus.
      if (failure === 'invalid_email' || failure === 'already_member' || failure === 'already_invited')
        form.setError('email', { message: failure }, { shouldFocus: true });
      else setRefusal(error);
    }
  };
  const emailError = errorOf('email');
  const emailMessage = !emailError
    ? undefined
    : ['invalid_email', 'already_member', 'already_invited'].includes(emailError)
      ? t(`errors.${emailError}`)
      : t(`fieldErrors.${emailError}`);
  const selectError = (name: 'role' | 'locale') => (errorOf(name) ? t('fieldErrors.required') : undefined);

  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('invite.heading')}
      </h2>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('invite.intro')}</p>
      <form className="po:mt-4 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(send)(event)}>
        <Field
          label={t('invite.email')}
          type="email"
          autoComplete="off"
          required
          maxLength={emailMaxLength}
          error={emailMessage}
          {...form.register('email')}
        />
        <Field as="select" label={t('invite.role')} required error={selectError('role')} {...form.register('role')}>
          {companyRoles.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </Field>
        <Field
          as="select"
          label={t('invite.language')}
          hint={t('invite.languageHint')}
          required
          error={selectError('locale')}
          {...form.register('locale')}
        >
          {supportedLanguages.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`invite.languages.${code}`)}
            </option>
          ))}
        </Field>
        <p role="alert" className="ui-field-error po:empty:hidden">
          {refusal ? errorMessage(refusal) : ''}
        </p>
        <p role="status" className="po:text-sm po:empty:hidden">
          {sent}
        </p>
        <button type="submit" className="ui-button ui-button-primary po:self-start" disabled={submitting}>
          {submitting ? t('invite.submitting') : t('invite.submit')}
        </button>
      </form>
    </section>
  );
}
