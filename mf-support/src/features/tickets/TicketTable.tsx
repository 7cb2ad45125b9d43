import { useState } from 'react';
import { useTranslation, toLanguage } from '@meridian/shared/runtime/i18n';
import { matchesSearch } from '@meridian/shared/lib/search';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { SearchFilterBar } from '@meridian/shared/ui/SearchFilterBar';
import { sampleTickets, ticketStatuses, type TicketStatus } from '../../content/tickets';
import { priorityBadge, statusBadge } from './ticketBadges';

/** The sample tickets with a status filter and a search (ticket id or subject in the page language), applied together. */
export function TicketTable() {
  const { t, i18n } = useTranslation('support');
  const language = toLanguage(i18n.resolvedLanguage);
  const [query, setQuery] = useState('');
  const [status, setStatus] = useState<TicketStatus | 'all'>('all');
  const tickets = sampleTickets
    .map((ticket) => ({ ...ticket, subject: t(`tickets.subjects.${ticket.id}`) }))
    .filter((ticket) => (status === 'all' || ticket.status === status) && matchesSearch(query, [ticket.id, ticket.subject], language));
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });

  return (
    <div>
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
        resultCount={t('tickets.count', { count: tickets.length })}
      />
      {tickets.length === 0 ? (
        <p className="su:mt-6 su:text-muted">{t('tickets.empty')}</p>
      ) : (
        <div className="su:mt-6">
          <DataTable
            caption={t('tickets.caption')}
            columns={[
              { header: t('tickets.columns.id'), className: 'su:font-mono' },
              t('tickets.columns.subject'),
              t('tickets.columns.status'),
              t('tickets.columns.priority'),
              t('tickets.columns.category'),
              { header: t('tickets.columns.lastUpdate'), className: 'su:whitespace-nowrap' },
            ]}
            rows={tickets.map((ticket) => ({
              key: ticket.id,
              cells: [
                ticket.id,
                ticket.subject,
                <span className={`ui-badge ${statusBadge[ticket.status]}`}>{t(`tickets.status.${ticket.status}`)}</span>,
                <span className={`ui-badge ${priorityBadge[ticket.priority]}`}>{t(`tickets.priority.${ticket.priority}`)}</span>,
                t(`tickets.category.${ticket.category}`),
                relative.format(-ticket.lastUpdate.amount, ticket.lastUpdate.unit),
              ],
            }))}
          />
        </div>
      )}
    </div>
  );
}
