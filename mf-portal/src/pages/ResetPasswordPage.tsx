import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { NewPasswordForm } from '../features/new-password/NewPasswordForm';
import { linkError } from '../lib/auth-errors';
import { useHydrated } from '../lib/use-hydrated';
import { AuthCard } from '../ui/AuthCard';

type Phase = 'loading' | 'invalid' | 'unavailable' | 'ready';

/**
 * Reached from the e-mailed link (`/reset-password#access_token=…&type=recovery`). Creating the
 * client lets supabase-js read that fragment and start the recovery session.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // Read once, before supabase-js clears the fragment. The server never sees the fragment, so
  // until hydrated only the query counts, as in the server's HTML.
  const [arrivalError] = useState(() => linkError(location.hash, location.search));
  const hydrated = useHydrated();
  const linkErrorCode = hydrated ? arrivalError : linkError('', location.search);
  const [checked, setChecked] = useState<Phase>('loading');
  const phase: Phase = linkErrorCode ? 'invalid' : checked;

  useEffect(() => {
    if (linkErrorCode) return;
    let active = true;
    getClient()
      .then((client) => client.auth.getSession())
      .then(({ data }) => {
        if (active) setChecked(data.session ? 'ready' : 'invalid');
      })
      .catch(() => {
        if (active) setChecked('unavailable');
      });
    return () => {
      active = false;
    };
  }, [getClient, linkErrorCode]);

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
          <NewPasswordForm
            submitLabel={t('account.reset.submit')}
            submittingLabel={t('account.reset.submitting')}
            onSaved={() => navigate('/dashboard', { replace: true })}
            sessionEndedMessage={t('account.reset.invalid')}
          />
        </>
      )}
    </AuthCard>
  );
}
