import { useState } from 'react';
import * as v from 'valibot';
import { failureKind } from '@meridian/shared/lib/supabase-errors';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { emailAddress } from '@meridian/shared/lib/form-rules';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useSubmitBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { AuthCard } from '../ui/AuthCard';
import { EmailField } from '../ui/EmailField';

const addressSchema = v.object({ email: emailAddress });

export default function ForgotPasswordPage() {
  // A request sent before hydration is sent once hydrated.
  const earlySubmit = useSubmitBeforeHydration('forgot-password');
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof addressSchema, 'tooMany'>(addressSchema, { email: '' });
  const [sent, setSent] = useState(false);

  const requestLink = async ({ email }: v.InferOutput<typeof addressSchema>): Promise<'tooMany' | void> => {
    let result: unknown = null;
    try {
      const client = await getClient();
      result = (await client.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` })).error;
    } catch (thrown) {
      result = thrown;
    }
    // Never say whether the address exists: every answer but "slow down" reads the same.
    if (failureKind(result) === 'tooMany') return 'tooMany';
    setSent(true);
  };
  const emailError = errorOf('email');

  return (
    <AuthCard heading={t('account.forgot.heading')}>
      {sent ? (
        <p role="status" className="po:mt-4 po:text-sm">
          {t('account.forgot.sent')}
        </p>
      ) : (
        <>
          <p className="po:mt-2 po:text-sm po:text-muted">{t('account.forgot.intro')}</p>
          <form
            {...earlySubmit}
            className="po:mt-6 po:flex po:flex-col po:gap-4"
            noValidate
            onSubmit={(event) => void submit(requestLink)(event)}
          >
            <EmailField error={emailError} {...form.register('email')} />
            <div role="alert" className="ui-field-error po:empty:hidden">
              {failure === 'tooMany' ? t('account.forgot.tooMany') : null}
            </div>
            <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
              {submitting ? t('account.forgot.submitting') : t('account.forgot.submit')}
            </button>
          </form>
        </>
      )}
      <p className="po:mt-6 po:text-sm">
        <Link to="/login" className="ui-link">
          {t('account.forgot.back')}
        </Link>
      </p>
    </AuthCard>
  );
}
