import { useEffect, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { proposalBadgeClass } from '../../lib/proposals';
import { useStaffClients } from '../lib/use-staff-clients';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { servicesText, sentText } from '../features/proposals/proposal-labels';
import { loadAllProposals, proposalStatuses, type ProposalStatus, type StaffProposal } from '../features/proposals/staff-proposals';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; proposals: StaffProposal[] };

/**
 * Every client's proposals, newest first: title (to its review page), the client's e-mail, the
 * services, the status and when it was sent. The status filter and the search (title, e-mail or
 * service, in the page language) apply together.
 */
export default function ProposalsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const clients = useStaffClients();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<ProposalStatus | 'all'>('all');
  useStaffPageMeta(t('proposals.title'));

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadAllProposals)
      .then((proposals) => current && setLoaded({ kind: 'loaded', proposals }))
      .catch((error: unknown) => {
        console.warn('Proposals could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const retry = () => {
    setLoaded({ kind: 'loading' });
    setAttempt((count) => count + 1);
    if (clients.state.kind === 'failed') clients.retry();
  };

  const clientText = (clientId: string) =>
    clients.emailOf(clientId) ?? (clients.state.kind === 'loading' ? t('proposals.clientLoading') : t('proposals.clientUnknown'));

  const rows = (loaded.kind === 'loaded' ? loaded.proposals : []).map((proposal) => ({
    proposal,
    client: clientText(proposal.client_id),
    services: servicesText(proposal.services, t, language),
  }));
  const shown = rows.filter(
    (row) =>
      (status === 'all' || row.proposal.status === status) &&
      matchesSearch(query, [row.proposal.title, row.client, row.services], language),
  );

  const body = () => {
    if (loaded.kind === 'loading') return <p role="status">{t('proposals.loading')}</p>;
    if (loaded.kind === 'failed') return <LoadFailed message={t('proposals.failed')} retryLabel={t('common.retry')} onRetry={retry} />;
    if (rows.length === 0) return <p>{t('proposals.none')}</p>;
    if (shown.length === 0) return <p className="po:text-muted">{t('proposals.noMatch')}</p>;
    return (
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
            <span className={`ui-badge ${proposalBadgeClass(proposal.status)}`}>
              {t(`proposals.status.${proposal.status}`, { defaultValue: proposal.status })}
            </span>,
            sentText(proposal.created_at, language),
          ],
        }))}
      />
    );
  };

  return (
    <div className="po:flex po:flex-col po:gap-6">
      <h1 className="ui-heading-1">{t('proposals.title')}</h1>
      {clients.state.kind === 'failed' && loaded.kind === 'loaded' ? (
        <LoadFailed message={t('proposals.clientsFailed')} retryLabel={t('common.retry')} onRetry={clients.retry} />
      ) : null}
      <SearchFilterBar
        search={{ label: t('proposals.search'), placeholder: t('proposals.searchPlaceholder'), value: query, onChange: setQuery }}
        filter={{
          label: t('proposals.statusFilter'),
          value: status,
          onChange: setStatus,
          options: [
            { value: 'all', label: t('proposals.allStatuses') },
            ...proposalStatuses.map((choice) => ({ value: choice, label: t(`proposals.status.${choice}`) })),
          ],
        }}
        resultCount={loaded.kind === 'loaded' ? t('proposals.count', { count: shown.length }) : ''}
      />
      {body()}
    </div>
  );
}
