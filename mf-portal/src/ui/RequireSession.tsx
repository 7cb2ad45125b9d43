import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useOwesSecondFactor } from '../lib/use-owes-second-factor';

/**
 * The guard of the signed-in pages (dashboard, account). Convenience only: the database's row-level security refuses the data to
 * anyone not entitled to it (including a session that has not passed the second factor).
 */
export function RequireSession({ children, checking }: { children: ReactNode; checking?: (loading: ReactNode) => ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('portal');
  const owesCode = useOwesSecondFactor(status === 'signed-in');

  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  if (status === 'loading' || owesCode === null) {
    // While the session is checked (and in the server's HTML, which is the same for everyone), a
    // page may show its own frame around the status: nothing personal, its heading in place.
    const loading = (
      <p className={checking ? 'ui-lead po:mt-3' : 'ui-container po:py-16'} role="status">
        {t('dashboard.loading')}
      </p>
    );
    return checking ? checking(loading) : loading;
  }
  if (owesCode) return <Navigate to="/login" replace state={{ from: location, mfa: true }} />;
  return children;
}
