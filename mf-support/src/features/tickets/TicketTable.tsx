import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { formatTimeAgo } from '@meridian/shared/lib/format';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { ticketLabel, ticketStatuses, type TicketRow, type TicketStatus } from '@meridian/shared/lib/tickets';
import { sampleTickets } from '../../content/tickets';
import { useTickets } from './queries';

/** A row of the table, whether a sample or one of the client's own tickets. */
interface Row {
  label: string;
  /** the ticket page, for a real ticket */
  to?: string;
  subject: string;
  status: string;
  priority: string;
  category: string;
  lastUpdate: string;
}

/**
 * The support portal's ticket table. A signed-in client sees their own tickets, last activity
 * first, each linking to its page (loading, none yet and failed-with-Retry as on every screen); a
 * visitor (and the server-rendered page, which is the same for everyone) sees the three sample
 * rows, marked as examples. The status filter and the search (ticket number or subject, in the
 * page language) apply together.
 */
export function TicketTable() {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  const { status: authStatus, session } = useAuth();
  const userId = authStatus === 'signed-in' ? session?.user.id : undefined;
  const tickets = useTickets();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');

  const ownRows = (list: readonly TicketRow[]): Row[] =>
    list.map((ticket) => ({
      label: ticketLabel(ticket.number),
      to: `/support/tickets/${ticket.number}`,
      subject: ticket.subject,
      status: ticket.status,
      priority: ticket.priority,
      category: ticket.category,
      lastUpdate: formatTimeAgo(ticket.updated_at, language),
    }));
  const rows: Row[] = userId
    ? ownRows(tickets.data ?? [])
    : sampleTickets.map((ticket) => ({
        label: ticket.id,
        subject: t(`tickets.subjects.${ticket.id}`),
        status: ticket.status,
        priority: ticket.priority,
        category: ticket.category,
        lastUpdate: t(`tickets.sampleUpdates.${ticket.id}`),
      }));
  const shown = rows.filter(
    (row) => (status === 'all' || row.status === status) && matchesSearch(query, [row.label, row.subject], language),
  );

  const table = () =>
    shown.length === 0 ? (
      <p className="su:text-muted">{t('tickets.empty')}</p>
    ) : (
      <DataTable
        caption={userId ? t('tickets.caption') : t('tickets.sampleCaption')}
        columns={[
          { header: t('tickets.columns.id'), className: 'su:font-mono su:whitespace-nowrap' },
          t('tickets.columns.subject'),
          t('tickets.columns.status'),
          t('tickets.columns.priority'),
          t('tickets.columns.category'),
          { header: t('tickets.columns.lastUpdate'), className: 'su:whitespace-nowrap' },
        ]}
        rows={shown.map((row) => ({
          key: row.label,
          cells: [
            row.to ? (
              <Link className="ui-link" to={row.to}>
                {row.label}
              </Link>
            ) : (
              row.label
            ),
            row.subject,
            <StatusBadge status={row.status} />,
            <StatusBadge kind="priority" status={row.priority} />,
            t(`tickets.category.${row.category}`, { defaultValue: row.category }),
            row.lastUpdate,
          ],
        }))}
      />
    );

  const none = (
    <p>
      {t('tickets.none')}{' '}
      <Link className="ui-link" to="/create-ticket">
        {t('tickets.createFirst')}
      </Link>
    </p>
  );

  return (
    <div>
      {userId ? null : (
        <p className="ui-card su:mb-6 su:text-sm">
          <strong>{t('tickets.examplesTitle')}</strong> {t('tickets.examplesText')}{' '}
          <Link className="ui-link" to="/login" state={{ from: { pathname: '/support' } }}>
            {t('tickets.signIn')}
          </Link>
        </p>
      )}
      <SearchFilterBar
        search={{ label: t('tickets.search'), placeholder: t('tickets.searchPlaceholder'), value: query, onChange: setQuery }}
        filter={{
          label: t('tickets.statusFilter'),
          value: status,
          onChange: setStatus,
          options: [
            { value: 'all', label: t('tickets.allStatuses') },
            ...ticketStatuses.map((choice) => ({ value: choice, label: t(`common:status.${choice}`) })),
          ],
        }}
        resultCount={t('tickets.count', { count: shown.length })}
      />
      <div className="su:mt-6">
        {userId ? (
          <QueryState query={tickets} empty={none} failedMessage={t('tickets.failed')}>
            {table}
          </QueryState>
        ) : (
          table()
        )}
      </div>
    </div>
  );
}
