import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { validateLogin, type LoginErrors } from './validation';
import { mfaStatus, requestCode } from './mfa';
import { CodeStep } from './CodeStep';
import { AuthCard } from '../../ui/AuthCard';
import { Field } from '../../ui/Field';

/** Where the guard sent the visitor from, if anywhere; only same-site paths are honoured. */
export function returnPath(state: unknown): string {
  const from = (state as { from?: { pathname?: unknown } } | null)?.from?.pathname;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

export default function LoginPage() {
  const { t } = useTranslation('portal');
  const { getClient, rememberSession, status } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  // The guard sends a signed-in user who still owes the second factor here with `mfa: true`.
  const [step, setStep] = useState<'password' | 'code'>(() => ((location.state as { mfa?: boolean } | null)?.mfa ? 'code' : 'password'));
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const found = validateLogin(values);
    setErrors(found);
    setFailure(false);
    if (found.email) return emailRef.current?.focus();
    if (found.password) return passwordRef.current?.focus();
    setSubmitting(true);
    try {
      await rememberSession(data.get('remember') === 'on');
      const client = await getClient();
      const { error } = await client.auth.signInWithPassword({ email: values.email.trim(), password: values.password });
      if (error) throw error;
      const mfa = await mfaStatus(client);
      if (mfa.enabled && !mfa.verified) {
        await requestCode(client);
        setStep('code');
        return;
      }
      navigate(returnPath(location.state), { replace: true });
    } catch {
      // Never say whether the address exists.
      setFailure(true);
    } finally {
      setSubmitting(false);
    }
  };

  // Arriving from the guard: send a fresh code (a cooldown answer means one is already on its way).
  useEffect(() => {
    if (step !== 'code' || status !== 'signed-in' || !(location.state as { mfa?: boolean } | null)?.mfa) return;
    void getClient().then(requestCode);
  }, [step, status, getClient, location.state]);

  return (
    <AuthCard heading={step === 'code' ? t('mfa.heading') : t('login.heading')}>
      {step === 'code' ? (
        <CodeStep onVerified={() => navigate(returnPath(location.state), { replace: true })} />
      ) : (
        <>
          <p className="po:mt-2 po:text-sm po:text-muted">{t('login.intro')}</p>
          <form className="po:mt-6 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(event)}>
            <Field
              id={`${id}-email`}
              name="email"
              type="email"
              autoComplete="email"
              maxLength={254}
              label={t('login.email')}
              inputRef={emailRef}
              error={errors.email ? t(`login.errors.${errors.email}`) : undefined}
            />
            <Field
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="current-password"
              maxLength={128}
              label={t('login.password')}
              inputRef={passwordRef}
              error={errors.password ? t(`login.errors.${errors.password}`) : undefined}
            />
            <div className="po:flex po:flex-wrap po:items-center po:justify-between po:gap-2">
              <label className="po:flex po:items-center po:gap-2 po:text-sm">
                <input type="checkbox" name="remember" className="po:size-4" />
                {t('login.remember')}
              </label>
              <Link to="/forgot-password" className="ui-link po:text-sm">
                {t('login.forgot')}
              </Link>
            </div>
            <div role="alert" className="ui-field-error po:empty:hidden">
              {failure ? t('login.failed') : null}
            </div>
            <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
              {submitting ? t('login.submitting') : t('login.submit')}
            </button>
            <p className="po:text-sm po:text-muted">
              {t('login.noAccount')}{' '}
              <Link to="/register" className="ui-link">
                {t('login.register')}
              </Link>
            </p>
          </form>
        </>
      )}
    </AuthCard>
  );
}
