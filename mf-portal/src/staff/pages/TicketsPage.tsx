import { useId, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { ticketLabel, ticketPriorities, ticketStatuses, type TicketPriority, type TicketStatus } from '@meridian/shared/lib/tickets';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useStaffCompanies } from '../lib/queries';
import { ticketKeys, useAllTickets } from '../features/tickets/queries';
import { TargetBadge } from '../features/tickets/TargetBadge';
import { byTimeLeft, targetState } from '@meridian/shared/lib/response-targets';
import { useNow } from '@meridian/shared/ui/use-now';
import { liveTopics, useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import type { StaffTicket } from '../features/tickets/tickets-data';
import { CompanyNamesFailed } from '../ui/CompanyNamesFailed';
import { formatDateTime } from '@meridian/shared/lib/format';

/**
 * /staff/tickets: every company's tickets, the ones still owed a first answer first, least time
 * left first (overdue ones at the top, then a warning for those with under a quarter of their
 * target left), then the rest by last activity; with the company (to its page) and who opened
 * each; filtered by status and priority and searched by number, subject, company or address
 * together. New tickets, replies and statuses arrive live.
 */
export default function TicketsPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const companies = useStaffCompanies();
  const tickets = useAllTickets();
  useLiveUpdates([liveTopics.staffTickets], [ticketKeys.list()]);
  const now = useNow(15_000);
  const priorityId = useId();
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const [priority, setPriority] = useState<TicketPriority | 'all'>('all');

  const companyOf = (ticket: StaffTicket) => {
    const name = companies.nameOf(ticket.company_id);
    if (!name) return companies.query.isPending ? t('tickets.companiesLoading') : t('tickets.unknownCompany');
    return (
      <Link className="ui-link po:break-words" to={`/staff/companies/${ticket.company_id}`}>
        {name}
      </Link>
    );
  };
  const shown = byTimeLeft(tickets.data ?? [], now).filter(
    (ticket) =>
      (status === 'all' || ticket.status === status) &&
      (priority === 'all' || ticket.priority === priority) &&
      matchesSearch(
        query,
        [ticketLabel(ticket.number), ticket.subject, companies.nameOf(ticket.company_id) ?? '', ticket.opened_by_email ?? ''],
        language,
      ),
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
      {companies.query.isError ? (
        <div className="po:mt-4">
          <CompanyNamesFailed companies={companies} message={t('tickets.companiesFailed')} />
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
                  t('tickets.columns.company'),
                  { header: t('tickets.columns.openedBy'), className: 'po:break-all' },
                  t('tickets.columns.priority'),
                  t('tickets.columns.status'),
                  t('tickets.columns.target'),
                  { header: t('tickets.columns.lastActivity'), className: 'po:whitespace-nowrap' },
                ]}
                rows={shown.map((ticket) => ({
                  key: ticket.id,
                  cells: [
                    <Link className="ui-link" to={`/staff/tickets/${ticket.number}`}>
                      {ticketLabel(ticket.number)}
                    </Link>,
                    <span className="po:break-words">{ticket.subject}</span>,
                    companyOf(ticket),
                    ticket.opened_by_email ?? t('tickets.unknownPerson'),
                    <StatusBadge kind="priority" status={ticket.priority} />,
                    <StatusBadge status={ticket.status} />,
                    <TargetBadge state={targetState(ticket, now)} now={now} />,
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
