import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useStaffCompanies } from '../lib/queries';
import { servicesText, sentText } from '../features/proposals/proposal-labels';
import { useAllProposals } from '../features/proposals/queries';
import { CompanyNamesFailed } from '../ui/CompanyNamesFailed';
import { proposalStatuses, type ProposalStatus } from '../features/proposals/staff-proposals';

/**
 * Every company's proposals, newest first: title (to its review page), the company (to its page),
 * who submitted it, the services, the status and when it was sent. The status filter and the
 * search (title, company, address or service, in the page language) apply together.
 */
export default function ProposalsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const companies = useStaffCompanies();
  const proposals = useAllProposals();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ProposalStatus | 'all'>('all');

  const rows = (proposals.data ?? []).map((proposal) => ({
    proposal,
    company: companies.nameOf(proposal.company_id),
    by: proposal.submitted_by_email ?? t('proposals.personUnknown'),
    services: servicesText(proposal.services, t, language),
  }));
  const shown = rows.filter(
    (row) =>
      (status === 'all' || row.proposal.status === status) &&
      matchesSearch(query, [row.proposal.title, row.company ?? '', row.by, row.services], language),
  );
  const companyCell = (companyId: string, name: string | undefined) =>
    name ? (
      <Link className="ui-link po:break-words" to={`/staff/companies/${companyId}`}>
        {name}
      </Link>
    ) : companies.query.isPending ? (
      t('proposals.companyLoading')
    ) : (
      t('proposals.companyUnknown')
    );

  return (
    <div className="po:flex po:flex-col po:gap-6">
      <h1 className="ui-heading-1">{t('proposals.title')}</h1>
      {proposals.data ? <CompanyNamesFailed companies={companies} message={t('proposals.companiesFailed')} /> : null}
      <SearchFilterBar
        search={{ label: t('proposals.search'), placeholder: t('proposals.searchPlaceholder'), value: query, onChange: setQuery }}
        filter={{
          label: t('proposals.statusFilter'),
          value: status,
          onChange: setStatus,
          options: [
            { value: 'all', label: t('proposals.allStatuses') },
            ...proposalStatuses.map((choice) => ({ value: choice, label: t(`common:status.${choice}`) })),
          ],
        }}
        resultCount={proposals.data ? t('proposals.count', { count: shown.length }) : ''}
      />
      <QueryState query={proposals} empty={<p>{t('proposals.none')}</p>} failedMessage={t('proposals.failed')}>
        {() =>
          shown.length === 0 ? (
            <p className="po:text-muted">{t('proposals.noMatch')}</p>
          ) : (
            <DataTable
              caption={t('proposals.caption')}
              columns={[
                t('proposals.columns.title'),
                t('proposals.columns.company'),
                { header: t('proposals.columns.submittedBy'), className: 'po:break-all' },
                t('proposals.columns.services'),
                t('proposals.columns.status'),
                { header: t('proposals.columns.sent'), className: 'po:whitespace-nowrap' },
              ]}
              rows={shown.map(({ proposal, company, by, services }) => ({
                key: proposal.id,
                cells: [
                  <Link className="ui-link po:break-words" to={`/staff/proposals/${proposal.id}`}>
                    {proposal.title}
                  </Link>,
                  companyCell(proposal.company_id, company),
                  by,
                  services,
                  <StatusBadge status={proposal.status} />,
                  sentText(proposal.created_at, language),
                ],
              }))}
            />
          )
        }
      </QueryState>
    </div>
  );
}
