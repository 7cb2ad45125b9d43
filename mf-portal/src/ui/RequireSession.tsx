import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { mfaStatus } from '../lib/mfa';

/**
 * The guard of the signed-in pages (dashboard, account). Convenience only: the database's row-level security refuses the data to
 * anyone not entitled to it (including a session that has not passed the second factor).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status, getClient } = useAuth();
  const location = useLocation();
  const { t } = useTranslation('portal');
  const [owesCode, setOwesCode] = useState<boolean | null>(null);

  useEffect(() => {
    if (status !== 'signed-in') return;
    let current = true;
    getClient()
      .then(async (client) => {
        // The stored session may have ended on the server (signed out elsewhere, password changed):
        // asking for the user then makes supabase-js drop it, and the shell reports "signed-out".
        const [mfa] = await Promise.all([
          mfaStatus(client),
          Promise.resolve()
            .then(() => client.auth.getUser())
            .catch(() => null),
        ]);
        return mfa;
      })
      .then((mfa) => current && setOwesCode(mfa.enabled && !mfa.verified))
      // If the check itself fails, the page still loads; the data stays protected by RLS.
      .catch(() => current && setOwesCode(false));
    return () => {
      current = false;
    };
  }, [status, getClient]);

  if (status === 'signed-out') return <Navigate to="/login" replace state={{ from: location }} />;
  if (status === 'loading' || owesCode === null) {
    return (
      <p className="ui-container po:py-16" role="status">
        {t('dashboard.loading')}
      </p>
    );
  }
  if (owesCode) return <Navigate to="/login" replace state={{ from: location, mfa: true }} />;
  return children;
}
