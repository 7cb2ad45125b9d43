import { Link, useParams } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDate } from '@meridian/shared/lib/format';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { ChangeHistory } from '../ui/ChangeHistory';
import { CompanyProjects } from '../features/companies/CompanyProjects';
import { CompanyInvitations, CompanyMembers, CompanyProposals, CompanyTickets } from '../features/companies/CompanyLists';
import { useCompany } from '../features/companies/queries';

/**
 * /staff/companies/{id}: one client company for staff. Its name, since when it exists and whether
 * it requires the second factor; its members and pending invitations; its projects (each
 * editable, with its history, and the form for a new one); its tickets and proposals with who
 * opened or submitted each; and its history, membership changes included.
 */
export default function CompanyPage() {
  const { companyId = '' } = useParams();
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const found = useCompany(companyId);
  const company = found.data;
  useStaffPageMeta(company?.name ?? t('company.title'));
  const back = (
    <Link className="ui-link" to="/staff/companies">
      {t('company.back')}
    </Link>
  );

  if (!company)
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-4">
        <h1 className="ui-heading-1">{t('company.title')}</h1>
        <QueryState query={found} loading={<p role="status">{t('company.loading')}</p>} failedMessage={t('company.failed')}>
          {() => <p>{t('company.missing')}</p>}
        </QueryState>
        {found.isPending ? null : back}
      </div>
    );

  return (
    <div className="po:flex po:flex-col po:gap-10">
      <div className="po:flex po:flex-col po:gap-3">
        {back}
        <h1 className="ui-heading-1 po:break-words">{company.name}</h1>
        <p className="ui-lead">{t('company.since', { date: formatDate(company.created_at, language, 'long') })}</p>
        <p>{t(company.require_second_factor ? 'company.policy.required' : 'company.policy.optional')}</p>
      </div>
      <CompanyMembers companyId={company.id} />
      <CompanyInvitations companyId={company.id} />
      <CompanyProjects companyId={company.id} />
      <CompanyTickets companyId={company.id} />
      <CompanyProposals companyId={company.id} />
      <ChangeHistory itemType="company" itemId={company.id} />
    </div>
  );
}
