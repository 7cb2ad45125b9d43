import { useEffect, useId, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { ticketLabel, ticketPriorities, ticketStatuses, type TicketPriority, type TicketStatus } from '@meridian/shared/lib/tickets';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { useStaffClients } from '../lib/use-staff-clients';
import { StatusBadge } from '../ui/StatusBadge';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { loadAllTickets, type StaffTicket } from '../features/tickets/tickets-data';
import { formatDateTime } from '@meridian/shared/lib/format';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; tickets: StaffTicket[] };

/**
 * /staff/tickets: every client's tickets, last activity first, with the client's e-mail; filtered
 * by status and priority and searched by number, subject or e-mail together.
 */
export default function TicketsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  const clients = useStaffClients();
  useStaffPageMeta(t('tickets.title'));
  const priorityId = useId();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [priority, setPriority] = useState<TicketPriority | 'all'>('all');

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadAllTickets)
      .then((tickets) => current && setLoaded({ kind: 'loaded', tickets }))
      .catch((error: unknown) => {
        console.warn('The tickets could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const clientOf = (ticket: StaffTicket) =>
    clients.emailOf(ticket.client_id) ?? (clients.state.kind === 'loading' ? t('tickets.clientsLoading') : t('tickets.unknownClient'));
  const tickets = loaded.kind === 'loaded' ? loaded.tickets : [];
  const shown = tickets.filter(
    (ticket) =>
      (status === 'all' || ticket.status === status) &&
      (priority === 'all' || ticket.priority === priority) &&
      matchesSearch(query, [ticketLabel(ticket.number), ticket.subject, clients.emailOf(ticket.client_id) ?? ''], language),
  );

  const body = () => {
    if (loaded.kind === 'loading') return <p role="status">{t('tickets.loading')}</p>;
    if (loaded.kind === 'failed')
      return (
        <LoadFailed
          message={t('tickets.failed')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (tickets.length === 0) return <p className="po:text-muted">{t('tickets.none')}</p>;
    if (shown.length === 0) return <p className="po:text-muted">{t('tickets.empty')}</p>;
    return (
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
            <StatusBadge kind="priority" value={ticket.priority} />,
            <StatusBadge value={ticket.status} />,
            <time dateTime={ticket.updated_at}>{formatDateTime(ticket.updated_at, language)}</time>,
          ],
        }))}
      />
    );
  };

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
              ...ticketStatuses.map((value) => ({ value, label: t(`history.values.status.${value}`) })),
            ],
          }}
          resultCount={loaded.kind === 'loaded' ? t('tickets.count', { count: shown.length }) : ''}
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
                  {t(`history.values.priority.${value}`)}
                </option>
              ))}
            </select>
          </div>
        </SearchFilterBar>
      </div>
      {clients.state.kind === 'failed' ? (
        <LoadFailed className="po:mt-4" message={t('tickets.clientsFailed')} retryLabel={t('common.retry')} onRetry={clients.retry} />
      ) : null}
      <div className="po:mt-6">{body()}</div>
    </div>
  );
}
