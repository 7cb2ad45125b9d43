import { useEffect, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import {
  ticketLabel,
  ticketStatuses,
  type TicketCategory,
  type TicketPriority,
  type TicketRow,
  type TicketStatus,
} from '@meridian/shared/lib/tickets';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { sampleTickets } from '../../content/tickets';
import { loadTickets } from '../../lib/tickets';
import { priorityBadge, statusBadge } from './ticket-badges';
import { formatRelativeTime, formatTimeAgo } from '@meridian/shared/lib/format';

/** A row of the table, whether a sample or one of the client's own tickets. */
interface Row {
  label: string;
  /** the ticket page, for a real ticket */
  to?: string;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  category: TicketCategory;
  lastUpdate: string;
}

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; tickets: TicketRow[] };

/**
 * The support portal's ticket table. A signed-in client sees their own tickets, last activity
 * first, each linking to its page; a visitor (and the server-rendered page, which is the same for
 * everyone) sees the three sample rows, marked as examples. The status filter and the search
 * (ticket number or subject, in the page language) apply together.
 */
export function TicketTable() {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  const { status: authStatus, session, getClient } = useAuth();
  const userId = authStatus === 'signed-in' ? session?.user.id : undefined;
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    let current = true;
    getClient()
      .then(loadTickets)
      .then((tickets) => current && setLoaded({ kind: 'loaded', tickets }))
      .catch((error: unknown) => {
        console.warn('Tickets could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [userId, getClient, attempt]);

  const rows: Row[] = userId
    ? loaded.kind === 'loaded'
      ? loaded.tickets.map((ticket) => ({
          label: ticketLabel(ticket.number),
          to: `/support/tickets/${ticket.number}`,
          subject: ticket.subject,
          status: ticket.status,
          priority: ticket.priority,
          category: ticket.category,
          lastUpdate: formatTimeAgo(ticket.updated_at, language),
        }))
      : []
    : sampleTickets.map((ticket) => ({
        label: ticket.id,
        subject: t(`tickets.subjects.${ticket.id}`),
        status: ticket.status,
        priority: ticket.priority,
        category: ticket.category,
        lastUpdate: formatRelativeTime(-ticket.lastUpdate.amount, ticket.lastUpdate.unit, language),
      }));
  const shown = rows.filter(
    (row) => (status === 'all' || row.status === status) && matchesSearch(query, [row.label, row.subject], language),
  );

  const body = () => {
    if (userId && loaded.kind === 'loading') return <p role="status">{t('tickets.loading')}</p>;
    if (userId && loaded.kind === 'failed')
      return (
        <LoadFailed
          message={t('tickets.failed')}
          retryLabel={t('tickets.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (userId && rows.length === 0)
      return (
        <p>
          {t('tickets.none')}{' '}
          <Link className="ui-link" to="/create-ticket">
            {t('tickets.createFirst')}
          </Link>
        </p>
      );
    if (shown.length === 0) return <p className="su:text-muted">{t('tickets.empty')}</p>;
    return (
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
            <span className={`ui-badge ${statusBadge[row.status]}`}>{t(`tickets.status.${row.status}`)}</span>,
            <span className={`ui-badge ${priorityBadge[row.priority]}`}>{t(`tickets.priority.${row.priority}`)}</span>,
            t(`tickets.category.${row.category}`),
            row.lastUpdate,
          ],
        }))}
      />
    );
  };

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
            ...ticketStatuses.map((choice) => ({ value: choice, label: t(`tickets.status.${choice}`) })),
          ],
        }}
        resultCount={t('tickets.count', { count: shown.length })}
      />
      <div className="su:mt-6">{body()}</div>
    </div>
  );
}
