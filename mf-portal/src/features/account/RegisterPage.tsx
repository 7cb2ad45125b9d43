import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Field } from '../../ui/Field';
import { NewPasswordFields } from './NewPasswordFields';
import { ResendConfirmation, confirmationRedirect } from './ResendConfirmation';
import { authErrorInfo, validateRegister, type RegisterErrors } from './validation';

type Failure = 'weak' | 'tooMany' | 'failed';

/**
 * What a refused sign-up means here. An existing address is not one of them: the server answers
 * it exactly as a new one (and e-mails its owner), so this page cannot tell, nor say, which it is.
 */
export function registerFailure(error: unknown): Failure {
  const { code, status } = authErrorInfo(error);
  if (code === 'weak_password') return 'weak';
  if (status === 429 || code === 'over_request_rate_limit' || code === 'over_email_send_rate_limit') return 'tooMany';
  return 'failed';
}

export default function RegisterPage() {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const id = useId();
  const [errors, setErrors] = useState<RegisterErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  // The address the confirmation link went to, once the server took the registration.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The form gives way to the message: move focus there rather than leave it on nothing.
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);
  const [submitting, setSubmitting] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      email: String(data.get('email') ?? ''),
      password: String(data.get('password') ?? ''),
      confirm: String(data.get('confirm') ?? ''),
    };
    const found = validateRegister(values);
    setErrors(found);
    setFailure(null);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setSubmitting(true);
    try {
      const client = await getClient();
      const email = values.email.trim();
      const { data: result, error } = await client.auth.signUp({
        email,
        password: values.password,
        options: { emailRedirectTo: confirmationRedirect() },
      });
      if (error) throw error;
      // The address is confirmed through the e-mailed link (a project that confirms at once returns a session).
      if (result.session) navigate('/dashboard', { replace: true });
      else setSentTo(email);
    } catch (error) {
      const reason = registerFailure(error);
      if (reason === 'weak') {
        setErrors({ password: 'passwordRule' });
        passwordRef.current?.focus();
      } else setFailure(reason);
    } finally {
      setSubmitting(false);
    }
  };

  const message = (field: keyof RegisterErrors) => (errors[field] ? t(`account.errors.${errors[field]}`) : undefined);

  if (sentTo !== null) {
    return (
      <AuthCard heading={t('account.register.checkHeading')}>
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="po:mt-4 po:text-sm po:focus-visible:outline-2 po:focus-visible:outline-brand"
        >
          {t('account.register.checkEmail', { email: sentTo })}
        </p>
        <p className="po:mt-4 po:text-sm po:text-muted">{t('account.register.notArrived')}</p>
        <div className="po:mt-4">
          <ResendConfirmation email={sentTo} />
        </div>
        <p className="po:mt-6 po:text-sm">
          <Link to="/login" className="ui-link">
            {t('account.register.goToSignIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t('account.register.heading')}>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('account.register.intro')}</p>
      <form className="po:mt-6 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(event)}>
        <Field
          id={`${id}-email`}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={254}
          label={t('account.fields.email')}
          inputRef={emailRef}
          error={message('email')}
        />
        <NewPasswordFields
          idPrefix={id}
          labelKey="password"
          passwordRef={passwordRef}
          confirmRef={confirmRef}
          passwordError={message('password')}
          confirmError={message('confirm')}
        />
        <div role="alert" className="ui-field-error po:empty:hidden">
          {failure === 'tooMany' ? t('account.errors.tooManyAttempts') : failure === 'failed' ? t('account.register.failed') : null}
        </div>
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('account.register.submitting') : t('account.register.submit')}
        </button>
        <p className="po:text-sm po:text-muted">
          {t('account.register.haveAccount')}{' '}
          <Link to="/login" className="ui-link">
            {t('account.register.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
