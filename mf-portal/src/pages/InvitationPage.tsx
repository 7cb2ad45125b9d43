import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useCurrentCompany } from '@meridian/shared/runtime/company';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { formatDate } from '@meridian/shared/lib/format';
import { QueryFailed } from '@meridian/shared/ui/QueryState';
import { companyFailure, type InvitationPreview } from '../features/company/company-data';
import { companyNamespace } from '../features/company/namespace';
import { forgetPendingInvitation, signInForInvitation } from '../features/company/pending-invitation';
import { useAcceptInvitation, useInvitationPreview } from '../features/company/queries';
import { useCompanyErrorMessage } from '../features/company/use-company-error-message';
import { useHydrated } from '../lib/use-hydrated';
import { AuthCard } from '../ui/AuthCard';

/**
 * /invitation?token=…, where an invitation e-mail leads. It says what the invitation is for
 * before anyone signs in (company_invitation_preview), then: signed out, sign in or create an
 * account with the invited address (both come back here); signed in with that address, accept;
 * with another, sign out. The server renders it without the token (it renders only the page
 * language, server/page-renderer.ts), so the token is read once hydrated and never reaches the
 * cached HTML.
 */
export default function InvitationPage() {
  const { t } = useTranslation(companyNamespace);
  usePageMeta(t('invitation.title'), t('invitation.description'));
  const hydrated = useHydrated();
  const location = useLocation();
  const token = hydrated ? new URLSearchParams(location.search).get('token') || '' : null;

  if (token === null) return <Checking />;
  if (token === '') return <Settled message={t('invitation.invalid')} />;
  return <Invitation token={token} />;
}

function Checking() {
  const { t } = useTranslation(companyNamespace);
  return (
    <AuthCard heading={t('invitation.heading')}>
      <p role="status" className="po:mt-4 po:text-sm po:text-muted">
        {t('invitation.loading')}
      </p>
    </AuthCard>
  );
}

/** An invitation that can no longer be accepted (or a link that never was one): why, and where to go. */
function Settled({ message }: { message: string }) {
  const { t } = useTranslation(companyNamespace);
  const { status } = useAuth();
  useEffect(() => forgetPendingInvitation(), []);
  return (
    <AuthCard heading={t('invitation.heading')}>
      <p role="alert" className="po:mt-4 po:text-sm">
        {message}
      </p>
      <p className="po:mt-6 po:text-sm">
        {status === 'signed-in' ? (
          <Link to="/dashboard" className="ui-link">
            {t('invitation.goToDashboard')}
          </Link>
        ) : (
          <Link to="/login" className="ui-link">
            {t('invitation.goToSignIn')}
          </Link>
        )}
      </p>
    </AuthCard>
  );
}

function Invitation({ token }: { token: string }) {
  const { t } = useTranslation(companyNamespace);
  const preview = useInvitationPreview(token);
  const errorMessage = useCompanyErrorMessage();

  if (preview.data === undefined) {
    if (preview.status !== 'error') return <Checking />;
    if (companyFailure(preview.error) === 'invitation_invalid') return <Settled message={t('invitation.invalid')} />;
    return (
      <AuthCard heading={t('invitation.heading')}>
        <div className="po:mt-4">
          <QueryFailed
            error={preview.error}
            message={`${t('invitation.failed')} ${errorMessage(preview.error)}`}
            onRetry={() => preview.refetch()}
            retrying={preview.isFetching}
          />
        </div>
      </AuthCard>
    );
  }
  const invitation = preview.data;
  if (invitation.status !== 'pending') return <Settled message={t(`invitation.${invitation.status}`)} />;
  return <PendingInvitation invitation={invitation} token={token} />;
}

function PendingInvitation({ invitation, token }: { invitation: InvitationPreview; token: string }) {
  const { t } = useTranslation(companyNamespace);
  const language = usePageLanguage();
  const { status, session } = useAuth();

  let action: ReactNode;
  if (status === 'loading') {
    action = (
      <p role="status" className="po:text-sm po:text-muted">
        {t('invitation.loading')}
      </p>
    );
  } else if (status === 'signed-out' || !session) {
    action = (
      <>
        <p className="po:text-sm">{t('invitation.signedOut')}</p>
        <div className="po:mt-4 po:flex po:flex-wrap po:gap-3">
          <Link to="/login" state={signInForInvitation(invitation.email, token)} className="ui-button ui-button-primary">
            {t('invitation.signIn')}
          </Link>
          <Link to="/register" state={{ invitation: { email: invitation.email, token } }} className="ui-button ui-button-secondary">
            {t('invitation.createAccount')}
          </Link>
        </div>
      </>
    );
  } else if ((session.user.email ?? '').toLowerCase() === invitation.email.toLowerCase()) {
    action = <AcceptInvitation token={token} />;
  } else {
    action = <WrongAccount invited={invitation.email} current={session.user.email ?? ''} />;
  }

  return (
    <AuthCard heading={t('invitation.joinHeading', { company: invitation.company })}>
      <p className="po:mt-4 po:text-sm">
        {t('invitation.intro', { company: invitation.company, role: t(`roleInSentence.${invitation.role}`) })}
      </p>
      <p className="po:mt-2 po:text-sm po:break-words po:text-muted">
        {t('invitation.forAddress', { email: invitation.email, date: formatDate(invitation.expires_at, language) })}
      </p>
      <div className="po:mt-6">{action}</div>
    </AuthCard>
  );
}

/**
 * Accepting: the membership is added, the memberships are read again, and the company joined
 * becomes the one in use before the dashboard opens.
 */
function AcceptInvitation({ token }: { token: string }) {
  const { t } = useTranslation(companyNamespace);
  const navigate = useNavigate();
  const accept = useAcceptInvitation();
  const current = useCurrentCompany();
  const errorMessage = useCompanyErrorMessage();
  const [joined, setJoined] = useState<string | null>(null);
  const { choose, companies, query } = current;

  useEffect(() => {
    if (joined === null) return;
    if (companies.some((company) => company.id === joined)) {
      choose(joined);
      navigate('/dashboard', { replace: true });
    } else if (!query.isFetching) {
      // The memberships could not be read again: the dashboard reads them itself.
      navigate('/dashboard', { replace: true });
    }
  }, [joined, companies, choose, query.isFetching, navigate]);

  const run = async () => {
    try {
      const { companyId } = await accept.mutateAsync(token);
      forgetPendingInvitation();
      setJoined(companyId);
    } catch {
      // The sentence is shown from accept.error.
    }
  };

  const busy = accept.isPending || joined !== null;
  return (
    <>
      <p role="alert" className="ui-field-error po:mb-4 po:empty:hidden">
        {accept.error ? errorMessage(accept.error) : ''}
      </p>
      <button type="button" className="ui-button ui-button-primary" disabled={busy} onClick={() => void run()}>
        {busy ? t('invitation.accepting') : t('invitation.accept')}
      </button>
    </>
  );
}

function WrongAccount({ invited, current }: { invited: string; current: string }) {
  const { t } = useTranslation(companyNamespace);
  const { getClient } = useAuth();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    try {
      await (await getClient()).auth.signOut();
    } finally {
      setSigningOut(false);
    }
  };
  return (
    <>
      <p role="alert" className="po:text-sm po:break-words">
        {t('invitation.wrongAccount', { email: invited, current })}
      </p>
      <button type="button" className="ui-button ui-button-secondary po:mt-4" disabled={signingOut} onClick={() => void signOut()}>
        {signingOut ? t('invitation.signingOut') : t('invitation.signOut')}
      </button>
    </>
  );
}
