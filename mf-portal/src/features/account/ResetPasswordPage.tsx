import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { AuthCard } from '../../ui/AuthCard';
import { NewPasswordFields } from './NewPasswordFields';
import { authErrorInfo, linkError, validateNewPassword, type NewPasswordErrors } from './validation';

type Phase = 'loading' | 'invalid' | 'unavailable' | 'ready';
type Failure = 'samePassword' | 'tooMany' | 'failed';

export function resetFailure(error: unknown): Failure | 'weak' {
  const { code, status } = authErrorInfo(error);
  if (code === 'same_password') return 'samePassword';
  if (code === 'weak_password') return 'weak';
  if (status === 429 || code === 'over_request_rate_limit') return 'tooMany';
  return 'failed';
}

/**
 * Reached from the e-mailed link (`/reset-password#access_token=…&type=recovery`). Creating the
 * client lets supabase-js read that fragment and start the recovery session.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  // Read once, before supabase-js clears the fragment.
  const [linkErrorCode] = useState(() => linkError(location.hash, location.search));
  const [phase, setPhase] = useState<Phase>(linkErrorCode ? 'invalid' : 'loading');
  const [errors, setErrors] = useState<NewPasswordErrors>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (linkErrorCode) return;
    let active = true;
    getClient()
      .then((client) => client.auth.getSession())
      .then(({ data }) => {
        if (active) setPhase(data.session ? 'ready' : 'invalid');
      })
      .catch(() => {
        if (active) setPhase('unavailable');
      });
    return () => {
      active = false;
    };
  }, [getClient, linkErrorCode]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = { password: String(data.get('password') ?? ''), confirm: String(data.get('confirm') ?? '') };
    const found = validateNewPassword(values);
    setErrors(found);
    setFailure(null);
    if (found.password) return passwordRef.current?.focus();
    if (found.confirm) return confirmRef.current?.focus();
    setSubmitting(true);
    try {
      const client = await getClient();
      const { error } = await client.auth.updateUser({ password: values.password });
      if (error) throw error;
      navigate('/dashboard', { replace: true });
    } catch (error) {
      const reason = resetFailure(error);
      if (reason === 'weak') {
        setErrors({ password: 'passwordRule' });
        passwordRef.current?.focus();
      } else setFailure(reason);
    } finally {
      setSubmitting(false);
    }
  };

  const message = (field: keyof NewPasswordErrors) => (errors[field] ? t(`account.errors.${errors[field]}`) : undefined);

  return (
    <AuthCard heading={t('account.reset.heading')}>
      {phase === 'loading' ? (
        <p role="status" className="po:mt-4 po:text-sm po:text-muted">
          {t('account.reset.loading')}
        </p>
      ) : phase === 'invalid' || phase === 'unavailable' ? (
        <>
          <p role="alert" className="po:mt-4 po:text-sm">
            {phase === 'invalid' ? t('account.reset.invalid') : t('account.reset.unavailable')}
          </p>
          {phase === 'invalid' ? (
            <p className="po:mt-4 po:text-sm">
              <Link to="/forgot-password" className="ui-link">
                {t('account.reset.requestNew')}
              </Link>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <p className="po:mt-2 po:text-sm po:text-muted">{t('account.reset.intro')}</p>
          <form className="po:mt-6 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(event)}>
            <NewPasswordFields
              idPrefix={id}
              labelKey="newPassword"
              passwordRef={passwordRef}
              confirmRef={confirmRef}
              passwordError={message('password')}
              confirmError={message('confirm')}
            />
            <div role="alert" className="ui-field-error po:empty:hidden">
              {failure === 'samePassword'
                ? t('account.reset.samePassword')
                : failure === 'tooMany'
                  ? t('account.errors.tooManyAttempts')
                  : failure === 'failed'
                    ? t('account.reset.failed')
                    : null}
            </div>
            <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
              {submitting ? t('account.reset.submitting') : t('account.reset.submit')}
            </button>
          </form>
        </>
      )}
    </AuthCard>
  );
}
