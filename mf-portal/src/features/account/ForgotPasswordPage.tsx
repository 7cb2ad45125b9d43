import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Field } from '../../ui/Field';
import { authErrorInfo, validateEmail, type EmailError } from './validation';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const id = useId();
  const [error, setError] = useState<EmailError | undefined>();
  const [outcome, setOutcome] = useState<'sent' | 'tooMany' | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = validateEmail(email);
    setError(found);
    setOutcome(null);
    if (found) return emailRef.current?.focus();
    setSubmitting(true);
    let result: unknown = null;
    try {
      const client = await getClient();
      result = (await client.auth.resetPasswordForEmail(email, { redirectTo: `${window.location.origin}/reset-password` })).error;
    } catch (thrown) {
      result = thrown;
    } finally {
      setSubmitting(false);
    }
    // Never say whether the address exists: every answer but "slow down" reads the same.
    setOutcome(authErrorInfo(result).status === 429 ? 'tooMany' : 'sent');
  };

  return (
    <AuthCard heading={t('account.forgot.heading')}>
      {outcome === 'sent' ? (
        <p role="status" className="po:mt-4 po:text-sm">
          {t('account.forgot.sent')}
        </p>
      ) : (
        <>
          <p className="po:mt-2 po:text-sm po:text-muted">{t('account.forgot.intro')}</p>
          <form className="po:mt-6 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(event)}>
            <Field
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              label={t('account.fields.email')}
              inputRef={emailRef}
              error={error ? t(`account.errors.${error}`) : undefined}
            />
            <div role="alert" className="ui-field-error po:empty:hidden">
              {outcome === 'tooMany' ? t('account.forgot.tooMany') : null}
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
