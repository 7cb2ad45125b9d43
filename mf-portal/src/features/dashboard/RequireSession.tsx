import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@meridian/shared/runtime/auth';

/**
 * The dashboard guard. Convenience only: the database's row-level security refuses the data to
 * anyone not entitled to it, whatever the browser does.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('portal');
  if (status === 'loading') {
    return (
      <p className="ui-container po:py-16" role="status">
        {t('dashboard.loading')}
      </p>
    );
  }
  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  return children;
}
