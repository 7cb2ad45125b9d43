import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useStaffClients } from '../lib/queries';
import { servicesText, sentText } from '../features/proposals/proposal-labels';
import { useAllProposals } from '../features/proposals/queries';
import { ClientNamesFailed } from '../ui/ClientNamesFailed';
import { proposalStatuses, type ProposalStatus } from '../features/proposals/staff-proposals';

/**
 * Every client's proposals, newest first: title (to its review page), the client's e-mail, the
 * services, the status and when it was sent. The status filter and the search (title, e-mail or
 * service, in the page language) apply together.
 */
export default function ProposalsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const clients = useStaffClients();
  const proposals = useAllProposals();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ProposalStatus | 'all'>('all');

  const clientText = (clientId: string) =>
    clients.emailOf(clientId) ?? (clients.query.isPending ? t('proposals.clientLoading') : t('proposals.clientUnknown'));

  const rows = (proposals.data ?? []).map((proposal) => ({
    proposal,
    client: clientText(proposal.client_id),
    services: servicesText(proposal.services, t, language),
  }));
  const shown = rows.filter(
    (row) =>
      (status === 'all' || row.proposal.status === status) &&
      matchesSearch(query, [row.proposal.title, row.client, row.services], language),
  );

  return (
    <div className="po:flex po:flex-col po:gap-6">
      <h1 className="ui-heading-1">{t('proposals.title')}</h1>
      {proposals.data ? <ClientNamesFailed clients={clients} message={t('proposals.clientsFailed')} /> : null}
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
                t('proposals.columns.client'),
                t('proposals.columns.services'),
                t('proposals.columns.status'),
                { header: t('proposals.columns.sent'), className: 'po:whitespace-nowrap' },
              ]}
              rows={shown.map(({ proposal, client, services }) => ({
                key: proposal.id,
                cells: [
                  <Link className="ui-link po:break-words" to={`/staff/proposals/${proposal.id}`}>
                    {proposal.title}
                  </Link>,
                  <span className="po:break-all">{client}</span>,
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
