import { useId } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { Breadcrumb } from '@meridian/shared/ui/Breadcrumb';
import { NewPasswordForm } from '../features/new-password/NewPasswordForm';
import { TwoStepSection } from '../features/two-step/TwoStepSection';
import { RequireSession } from '../ui/RequireSession';

/** /account: the signed-in client's two-step sign-in and password. */
export default function AccountPage() {
  return (
    <RequireSession>
      <SignedInAccount />
    </RequireSession>
  );
}

function SignedInAccount() {
  const { session } = useAuth();
  const { t } = useTranslation('portal');
  // RequireSession renders this only with a session; the key starts afresh for another user.
  if (!session) return null;
  const email = session.user.email ?? '';
  return (
    <div className="ui-container po:py-12">
      <Breadcrumb
        label={t('account.security.breadcrumb')}
        items={[{ label: t('dashboard.title'), to: '/dashboard' }, { label: t('account.security.heading') }]}
      />
      <h1 className="ui-heading-1 po:mt-4">{t('account.security.heading')}</h1>
      <p className="ui-lead po:mt-3 po:break-all">{t('dashboard.signedInAs', { email })}</p>
      <div className="po:mt-10 po:flex po:max-w-2xl po:flex-col po:gap-10">
        <TwoStepSection key={session.user.id} email={email} />
        <ChangePasswordSection key={`password-${session.user.id}`} />
      </div>
    </div>
  );
}

/** A new password, twice; the server then ends the client's other sessions. */
function ChangePasswordSection() {
  const { t } = useTranslation('portal');
  const headingId = `${useId()}-heading`;
  return (
    <section className="ui-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="ui-heading-2">
        {t('account.security.password.heading')}
      </h2>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('account.security.password.intro')}</p>
      <NewPasswordForm
        submitLabel={t('account.security.password.submit')}
        submittingLabel={t('account.security.password.submitting')}
        savedMessage={t('account.security.password.changed')}
        buttonClassName="po:self-start"
      />
    </section>
  );
}
