import { useId, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { ticketLabel, ticketPriorities, ticketStatuses, type TicketPriority, type TicketStatus } from '@meridian/shared/lib/tickets';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useStaffClients } from '../lib/queries';
import { useAllTickets } from '../features/tickets/queries';
import type { StaffTicket } from '../features/tickets/tickets-data';
import { ClientNamesFailed } from '../ui/ClientNamesFailed';
import { formatDateTime } from '@meridian/shared/lib/format';

/**
 * /staff/tickets: every client's tickets, last activity first, with the client's e-mail; filtered
 * by status and priority and searched by number, subject or e-mail together.
 */
export default function TicketsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const clients = useStaffClients();
  const tickets = useAllTickets();
  const priorityId = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [priority, setPriority] = useState<TicketPriority | 'all'>('all');

  const clientOf = (ticket: StaffTicket) =>
    clients.emailOf(ticket.client_id) ?? (clients.query.isPending ? t('tickets.clientsLoading') : t('tickets.unknownClient'));
  const shown = (tickets.data ?? []).filter(
    (ticket) =>
      (status === 'all' || ticket.status === status) &&
      (priority === 'all' || ticket.priority === priority) &&
      matchesSearch(query, [ticketLabel(ticket.number), ticket.subject, clients.emailOf(ticket.client_id) ?? ''], language),
  );

  return (
    <div>
      <h1 className="ui-heading-1">{t('tickets.title')}</h1>
      <p className="ui-lead po:mt-2">{t('tickets.intro')}</p>
      <div className="po:mt-6">
        <SearchFilterBar
          search={{ label: t('tickets.search'), placeholder: t('tickets.searchPlaceholder'), value: query, onChange: setQuery }}
          filter={{
            label: t('tickets.statusFilter'),
            value: status,
            onChange: setStatus,
            options: [
              { value: 'all', label: t('tickets.all') },
              ...ticketStatuses.map((value) => ({ value, label: t(`common:status.${value}`) })),
            ],
          }}
          resultCount={tickets.data ? t('tickets.count', { count: shown.length }) : ''}
        >
          <div>
            <label className="ui-label" htmlFor={priorityId}>
              {t('tickets.priorityFilter')}
            </label>
            <select
              id={priorityId}
              className="ui-input"
              value={priority}
              onChange={(event) => setPriority(event.target.value as TicketPriority | 'all')}
            >
              <option value="all">{t('tickets.all')}</option>
              {ticketPriorities.map((value) => (
                <option key={value} value={value}>
                  {t(`common:priority.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </SearchFilterBar>
      </div>
      {clients.query.isError ? (
        <div className="po:mt-4">
          <ClientNamesFailed clients={clients} message={t('tickets.clientsFailed')} />
        </div>
      ) : null}
      <div className="po:mt-6">
        <QueryState query={tickets} empty={<p className="po:text-muted">{t('tickets.none')}</p>} failedMessage={t('tickets.failed')}>
          {() =>
            shown.length === 0 ? (
              <p className="po:text-muted">{t('tickets.empty')}</p>
            ) : (
              <DataTable
                caption={t('tickets.caption')}
                columns={[
                  { header: t('tickets.columns.id'), className: 'po:font-mono po:whitespace-nowrap' },
                  t('tickets.columns.subject'),
                  { header: t('tickets.columns.client'), className: 'po:break-all' },
                  t('tickets.columns.priority'),
                  t('tickets.columns.status'),
                  { header: t('tickets.columns.lastActivity'), className: 'po:whitespace-nowrap' },
                ]}
                rows={shown.map((ticket) => ({
                  key: ticket.id,
                  cells: [
                    <Link className="ui-link" to={`/staff/tickets/${ticket.number}`}>
                      {ticketLabel(ticket.number)}
                    </Link>,
                    <span className="po:break-words">{ticket.subject}</span>,
                    clientOf(ticket),
                    <StatusBadge kind="priority" status={ticket.priority} />,
                    <StatusBadge status={ticket.status} />,
                    <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at, language)}</time>,
                  ],
                }))}
              />
            )
          }
        </QueryState>
      </div>
    </div>
  );
}
