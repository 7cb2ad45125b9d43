import { useEffect, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { useStaffClients } from '../lib/use-staff-clients';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { loadProjectCounts } from '../features/clients/staff-projects';
import { formatDate, formatNumber } from '@meridian/shared/lib/format';

type Counts = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; counts: Map<string, number> };
type Filter = 'all' | 'withProjects' | 'withoutProjects';
const filters: readonly Filter[] = ['all', 'withProjects', 'withoutProjects'];

/**
 * Every client account, oldest first: its e-mail (to the client's page), since when it exists and
 * how many projects it has. Search by e-mail; filter by whether the client has projects.
 */
export default function ClientsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const clients = useStaffClients();
  const [counts, setCounts] = useState<Counts>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  useStaffPageMeta(t('clients.title'));

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadProjectCounts)
      .then((loaded) => current && setCounts({ kind: 'loaded', counts: loaded }))
      .catch((error: unknown) => {
        console.warn('The project counts could not be loaded', error);
        if (current) setCounts({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const retry = () => {
    if (clients.state.kind === 'failed') clients.retry();
    if (counts.kind === 'failed') {
      setCounts({ kind: 'loading' });
      setAttempt((count) => count + 1);
    }
  };

  const all = clients.state.kind === 'loaded' && counts.kind === 'loaded' ? clients.state.clients : [];
  const projectsOf = (id: string) => (counts.kind === 'loaded' ? (counts.counts.get(id) ?? 0) : 0);
  const shown = all.filter(
    (client) =>
      (filter === 'all' || (filter === 'withProjects') === projectsOf(client.id) > 0) && matchesSearch(query, [client.email], language),
  );

  const body = () => {
    if (clients.state.kind === 'failed' || counts.kind === 'failed')
      return <LoadFailed message={t('clients.failed')} retryLabel={t('common.retry')} onRetry={retry} />;
    if (clients.state.kind === 'loading' || counts.kind === 'loading') return <p role="status">{t('clients.loading')}</p>;
    if (all.length === 0) return <p>{t('clients.none')}</p>;
    if (shown.length === 0) return <p className="po:text-muted">{t('clients.noMatch')}</p>;
    return (
      <DataTable
        caption={t('clients.caption')}
        columns={[
          t('clients.columns.email'),
          { header: t('clients.columns.since'), className: 'po:whitespace-nowrap' },
          t('clients.columns.projects'),
        ]}
        rows={shown.map((client) => ({
          key: client.id,
          cells: [
            <Link className="ui-link po:break-all" to={`/staff/clients/${client.id}`}>
              {client.email}
            </Link>,
            formatDate(client.created_at, language),
            formatNumber(projectsOf(client.id), language),
          ],
        }))}
      />
    );
  };

  return (
    <div className="po:flex po:flex-col po:gap-6">
      <h1 className="ui-heading-1">{t('clients.title')}</h1>
      <SearchFilterBar
        search={{ label: t('clients.search'), placeholder: t('clients.searchPlaceholder'), value: query, onChange: setQuery }}
        filter={{
          label: t('clients.filter'),
          value: filter,
          onChange: setFilter,
          options: filters.map((choice) => ({ value: choice, label: t(`clients.filters.${choice}`) })),
        }}
        resultCount={all.length > 0 ? t('clients.count', { count: shown.length }) : ''}
      />
      {body()}
    </div>
  );
}
