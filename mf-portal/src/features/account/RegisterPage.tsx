import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { AuthCard } from '../../ui/AuthCard';
import { Field } from '../../ui/Field';
import { NewPasswordFields } from './NewPasswordFields';
import { authErrorInfo, validateRegister, type RegisterErrors } from './validation';

type Failure = 'exists' | 'weak' | 'tooMany' | 'failed' | 'checkEmail';

export function registerFailure(error: unknown): Exclude<Failure, 'checkEmail'> {
  const { code, status } = authErrorInfo(error);
  if (code === 'user_already_exists' || code === 'email_exists') return 'exists';
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
      const { data: result, error } = await client.auth.signUp({ email: values.email.trim(), password: values.password });
      if (error) throw error;
      // The local backend confirms at once and returns a session; a backend that confirms by e-mail does not.
      if (result.session) navigate('/dashboard', { replace: true });
      else setFailure('checkEmail');
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
          {failure === 'exists' ? (
            <>
              {t('account.register.exists')}{' '}
              <Link to="/login" className="ui-link">
                {t('account.register.existsSignIn')}
              </Link>
            </>
          ) : failure === 'tooMany' ? (
            t('account.errors.tooManyAttempts')
          ) : failure === 'failed' ? (
            t('account.register.failed')
          ) : null}
        </div>
        <div role="status" className="po:text-sm po:empty:hidden">
          {failure === 'checkEmail' ? t('account.register.checkEmail') : null}
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
