import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { useOwesSecondFactor } from '../../lib/use-owes-second-factor';
import { useStaffPageMeta } from './use-staff-page-meta';

/** Staff are marked in app_metadata, which only the service role can set (users cannot edit it). */
export function isStaff(session: { user: { app_metadata?: Record<string, unknown> } } | null): boolean {
  return session?.user.app_metadata?.staff === true;
}

function StaffOnly() {
  const { t } = useTranslation('staff');
  const location = useLocation();
  usePageMeta(t('guard.title'), t('meta.description'));
  return (
    <section className="ui-container ui-centered-page" aria-labelledby="staff-only-heading">
      <h1 id="staff-only-heading" className="ui-heading-1">
        {t('guard.title')}
      </h1>
      <p className="ui-lead">{t('guard.text')}</p>
      <div className="po:flex po:flex-wrap po:justify-center po:gap-3">
        <Link className="ui-button ui-button-primary" to="/login" state={{ from: location }}>
          {t('guard.signIn')}
        </Link>
        <Link className="ui-button ui-button-secondary" to="/dashboard">
          {t('guard.dashboard')}
        </Link>
      </div>
    </section>
  );
}

function Checking() {
  const { t } = useTranslation('staff');
  useStaffPageMeta();
  return (
    <p className="ui-container po:py-16" role="status">
      {t('workspace.loading')}
    </p>
  );
}

/**
 * The guard of the staff workspace, like RequireSession (src/ui/RequireSession.tsx) with one more
 * rule: the account must be staff. Convenience only: the database returns no staff rows, and
 * refuses every staff write, to anyone who is not staff with a verified second factor.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { status, session } = useAuth();
  const location = useLocation();
  const staff = status === 'signed-in' && isStaff(session);
  const owesCode = useOwesSecondFactor(staff);

  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  if (status === 'loading') return <Checking />;
  // Known at once from the session: a client is told so without a round trip (and without being asked for a code).
  if (!staff) return <StaffOnly />;
  if (owesCode === null) return <Checking />;
  if (owesCode) return <Navigate to="/login" replace state={{ from: location, mfa: true }} />;
  return children;
}
