import { useId, useState } from 'react';
import { useTranslation, toLanguage } from '@meridian/shared/runtime/i18n';
import { priorityBadge, sampleTickets, statusBadge, ticketStatuses, type SampleTicket } from '../content/tickets';
import { filterTickets, type TicketFilter } from '../lib/filterTickets';

/** The sample tickets with a status filter and a search, applied together. */
export function TicketTable() {
  const { t, i18n } = useTranslation('support');
  const language = toLanguage(i18n.resolvedLanguage);
  const id = useId();
  const [filter, setFilter] = useState<TicketFilter>({ status: 'all', query: '' });
  const subjectOf = (ticket: SampleTicket) => t(`tickets.subjects.${ticket.id}`);
  const rows = filterTickets(sampleTickets, filter, subjectOf, language);
  const relative = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });

  return (
    <div>
      <div className="su:flex su:flex-col su:gap-4 su:sm:flex-row su:sm:items-end">
        <div className="su:flex-1">
          <label className="ui-label" htmlFor={`${id}-search`}>
            {t('tickets.search')}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="ui-input"
            placeholder={t('tickets.searchPlaceholder')}
            maxLength={200}
            value={filter.query}
            onChange={(event) => setFilter((current) => ({ ...current, query: event.target.value }))}
          />
        </div>
        <div>
          <label className="ui-label" htmlFor={`${id}-status`}>
            {t('tickets.statusFilter')}
          </label>
          <select
            id={`${id}-status`}
            className="ui-input"
            value={filter.status}
            onChange={(event) => setFilter((current) => ({ ...current, status: event.target.value as TicketFilter['status'] }))}
          >
            <option value="all">{t('tickets.allStatuses')}</option>
            {ticketStatuses.map((status) => (
              <option key={status} value={status}>
                {t(`tickets.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="sr-only" role="status">
        {t('tickets.count', { count: rows.length })}
      </p>
      {rows.length === 0 ? (
        <p className="su:mt-6 su:text-muted">{t('tickets.empty')}</p>
      ) : (
        <div className="su:mt-6 su:overflow-x-auto">
          <table className="su:w-full su:border-collapse su:text-left su:text-sm">
            <caption className="sr-only">{t('tickets.caption')}</caption>
            <thead>
              <tr className="su:border-b su:border-line">
                {(['id', 'subject', 'status', 'priority', 'category', 'lastUpdate'] as const).map((column) => (
                  <th key={column} scope="col" className="su:px-3 su:py-2 su:font-semibold">
                    {t(`tickets.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((ticket) => (
                <tr key={ticket.id} className="su:border-b su:border-line su:align-top">
                  <th scope="row" className="su:px-3 su:py-3 su:font-mono su:font-medium">
                    {ticket.id}
                  </th>
                  <td className="su:px-3 su:py-3">{subjectOf(ticket)}</td>
                  <td className="su:px-3 su:py-3">
                    <span className={`ui-badge ${statusBadge[ticket.status]}`}>{t(`tickets.status.${ticket.status}`)}</span>
                  </td>
                  <td className="su:px-3 su:py-3">
                    <span className={`ui-badge ${priorityBadge[ticket.priority]}`}>{t(`tickets.priority.${ticket.priority}`)}</span>
                  </td>
                  <td className="su:px-3 su:py-3">{t(`tickets.category.${ticket.category}`)}</td>
                  <td className="su:px-3 su:py-3 su:whitespace-nowrap">
                    {relative.format(-ticket.lastUpdate.amount, ticket.lastUpdate.unit)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
