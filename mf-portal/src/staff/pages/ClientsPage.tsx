import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { combineQueries } from '../lib/combine-queries';
import { useStaffClients } from '../lib/queries';
import { useProjectCounts } from '../features/clients/queries';
import { formatDate, formatNumber } from '@meridian/shared/lib/format';

type Filter = 'all' | 'withProjects' | 'withoutProjects';
const filters: readonly Filter[] = ['all', 'withProjects', 'withoutProjects'];

/**
 * Every client account, oldest first: its e-mail (to the client's page), since when it exists and
 * how many projects it has. Search by e-mail; filter by whether the client has projects. The
 * accounts and the counts are two reads shown as one: Retry reads again whichever failed.
 */
export default function ClientsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const clients = useStaffClients().query;
  const counts = useProjectCounts();
  const [query, setQuery] = useState('');
  const [filter, setFilter] = useState<Filter>('all');

  const both = combineQueries(clients, counts);
  const all = both.data?.[0] ?? [];
  const projectsOf = (id: string) => both.data?.[1].get(id) ?? 0;
  const shown = all.filter(
    (client) =>
      (filter === 'all' || (filter === 'withProjects') === projectsOf(client.id) > 0) && matchesSearch(query, [client.email], language),
  );

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
      <QueryState
        query={both}
        empty={<p>{t('clients.none')}</p>}
        isEmpty={([accounts]) => accounts.length === 0}
        failedMessage={t('clients.failed')}
      >
        {() =>
          shown.length === 0 ? (
            <p className="po:text-muted">{t('clients.noMatch')}</p>
          ) : (
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
          )
        }
      </QueryState>
    </div>
  );
}
