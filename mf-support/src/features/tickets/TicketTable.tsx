import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { formatTimeAgo } from '@meridian/shared/lib/format';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { CompanyGate, usePassedCompany } from '@meridian/shared/ui/CompanyGate';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { ticketLabel, ticketStatuses, type TicketStatus } from '@meridian/shared/lib/tickets';
import type { ListedTicket } from '../../lib/tickets';
import { sampleTickets } from '../../content/tickets';
import { liveTopics, useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import { ticketKeys, useTickets } from './queries';

/** A row of the table, whether a sample or one of the client's own tickets. */
interface Row {
  label: string;
  /** the ticket page, for a real ticket */
  to?: string;
  subject: string;
  /** who opened it: "You", a colleague's address (real tickets only) */
  openedBy?: string;
  status: string;
  priority: string;
  category: string;
  lastUpdate: string;
}

/**
 * The support portal's ticket table. A signed-in client sees the tickets of their current company
 * (whoever of its members opened them, which a column says), last activity first, each linking to
 * its page (loading, none yet and failed-with-Retry as on every screen, and the company gate's
 * states); a visitor (and the server-rendered page, which is the same for everyone) sees the three
 * sample rows, marked as examples. The status filter and the search (ticket number, subject or
 * opener, in the page language) apply together; they stay above the gate, so what was typed stays.
 */
export function TicketTable() {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  const { status: authStatus, session } = useAuth();
  const userId = authStatus === 'signed-in' ? session?.user.id : undefined;
  const company = usePassedCompany();
  const tickets = useTickets(company?.id);
  // A colleague's new ticket, a reply or a status shows without a reload.
  useLiveUpdates([company && liveTopics.company(company.id)], [ticketKeys.list(company?.id ?? '')]);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');

  const ownRows = (list: readonly ListedTicket[]): Row[] =>
    list.map((ticket) => ({
      label: ticketLabel(ticket.number),
      to: `/support/tickets/${ticket.number}`,
      subject: ticket.subject,
      openedBy: ticket.client_id === userId ? t('tickets.openedByYou') : (ticket.opened_by_email ?? t('tickets.openedByUnknown')),
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
    (row) => (status === 'all' || row.status === status) && matchesSearch(query, [row.label, row.subject, row.openedBy ?? ''], language),
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
          ...(userId ? [{ header: t('tickets.columns.openedBy'), className: 'su:break-all' }] : []),
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
            ...(userId ? [row.openedBy] : []),
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
          <CompanyGate>
            {() => (
              <QueryState query={tickets} empty={none} failedMessage={t('tickets.failed')}>
                {table}
              </QueryState>
            )}
          </CompanyGate>
        ) : (
          table()
        )}
      </div>
    </div>
  );
}
