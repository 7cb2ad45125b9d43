import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { Breadcrumb } from '@meridian/shared/ui/Breadcrumb';
import { CompanyGate } from '@meridian/shared/ui/CompanyGate';
import { CompanySwitcher } from '@meridian/shared/ui/CompanySwitcher';
import { CompanyNameSection } from '../features/company/CompanyNameSection';
import { InvitationsSection } from '../features/company/InvitationsSection';
import { InviteSection } from '../features/company/InviteSection';
import { LeaveSection } from '../features/company/LeaveSection';
import { MembersSection } from '../features/company/MembersSection';
import { PolicySection } from '../features/company/PolicySection';
import { companyNamespace } from '../features/company/namespace';
import { RequireSession } from '../ui/RequireSession';

/**
 * /company: the company the client works in. Every member sees its members and may leave;
 * owners also rename it, invite colleagues and withdraw invitations, change roles, remove members
 * and set the two-step sign-in policy. The server renders only the frame (signed out, the same
 * for everyone); the company is the browser's choice (shared/runtime/company.tsx).
 */
export default function CompanyPage() {
  const { t } = useTranslation(companyNamespace);
  // Set here rather than from the route list: the title is this namespace's, not the portal's.
  usePageMeta(t('page.title'), t('page.description'));
  return (
    <div className="ui-container po:py-12">
      <Breadcrumb label={t('page.breadcrumb')} items={[{ label: t('page.dashboard'), to: '/dashboard' }, { label: t('page.title') }]} />
      <RequireSession
        checking={(loading) => (
          <>
            <h1 className="ui-heading-1 po:mt-4">{t('page.title')}</h1>
            {loading}
          </>
        )}
      >
        <SignedInCompany />
      </RequireSession>
    </div>
  );
}

function SignedInCompany() {
  const { t } = useTranslation(companyNamespace);
  const { session } = useAuth();
  // RequireSession renders this only with a session.
  if (!session) return null;
  return (
    <>
      <div className="po:mt-4 po:flex po:flex-wrap po:items-end po:justify-between po:gap-4">
        <h1 className="ui-heading-1">{t('page.title')}</h1>
        <CompanySwitcher className="po:min-w-64" />
      </div>
      <div className="po:mt-6">
        <CompanyGate>
          {(company) => (
            // Keyed by the company: another company's page starts with empty forms and no old messages.
            <div key={company.id} className="po:flex po:max-w-4xl po:flex-col po:gap-8">
              <div>
                <p className="ui-lead po:break-words" data-testid="company-name">
                  {company.name}
                </p>
                <p className="po:mt-1 po:text-sm po:text-muted">{t(`page.role.${company.role}`)}</p>
              </div>
              {company.role === 'owner' ? <CompanyNameSection company={company} /> : null}
              <MembersSection company={company} userId={session.user.id} />
              {company.role === 'owner' ? (
                <>
                  <InviteSection company={company} />
                  <InvitationsSection company={company} />
                  <PolicySection company={company} />
                </>
              ) : null}
              <LeaveSection company={company} />
            </div>
          )}
        </CompanyGate>
      </div>
    </>
  );
}
