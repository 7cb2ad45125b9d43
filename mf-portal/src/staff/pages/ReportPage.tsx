import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDecimal, formatLongDate, formatNumber, formatPercent } from '@meridian/shared/lib/format';
import { firstResponseTargetMinutes, formatMinutes } from '@meridian/shared/lib/response-targets';
import { ticketPriorities, type TicketPriority } from '@meridian/shared/lib/tickets';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useResponseReport } from '../features/report/queries';
import { reportWeeks, shareWithinTarget, weeklySatisfaction } from '../features/report/report-data';

/**
 * /staff/report: the share of tickets answered within their first-response target, per week
 * (starting Monday, UTC) and priority, over the last weeks. A ticket counts once it is answered
 * or its due time has passed; those still inside their target are shown as waiting. Below it,
 * each week's ratings of the answers and their average.
 */
export default function ReportPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const report = useResponseReport();
  const priorityOrder = (priority: string) => ticketPriorities.indexOf(priority as TicketPriority);

  return (
    <div>
      <h1 className="ui-heading-1">{t('report.title')}</h1>
      <p className="ui-lead po:mt-2">{t('report.intro', { weeks: reportWeeks })}</p>
      <ul className="po:mt-4 po:flex po:flex-wrap po:gap-x-6 po:gap-y-2 po:text-sm" aria-label={t('report.targets')}>
        {[...ticketPriorities].reverse().map((priority) => (
          <li key={priority}>
            <StatusBadge kind="priority" status={priority} /> {formatMinutes(firstResponseTargetMinutes[priority], language)}
          </li>
        ))}
      </ul>
      <div className="po:mt-6">
        <QueryState
          query={report}
          empty={<p className="po:text-muted">{t('report.empty')}</p>}
          isEmpty={(rows) => rows.length === 0}
          failedMessage={t('report.failed')}
        >
          {(rows) => (
            <div className="po:flex po:flex-col po:gap-4">
              <h2 className="ui-heading-2">{t('report.caption')}</h2>
              <DataTable
                caption={t('report.caption')}
                columns={[
                  { header: t('report.columns.week'), className: 'po:whitespace-nowrap' },
                  t('report.columns.priority'),
                  t('report.columns.counted'),
                  t('report.columns.within'),
                  t('report.columns.missed'),
                  t('report.columns.waiting'),
                  t('report.columns.share'),
                ]}
                rows={[...rows]
                  .sort((a, b) => b.week.localeCompare(a.week) || priorityOrder(b.priority) - priorityOrder(a.priority))
                  .map((row) => {
                    const share = shareWithinTarget(row);
                    return {
                      key: `${row.week}-${row.priority}`,
                      cells: [
                        <time dateTime={row.week}>{formatLongDate(row.week, language)}</time>,
                        <StatusBadge kind="priority" status={row.priority} />,
                        formatNumber(row.counted, language),
                        formatNumber(row.within_target, language),
                        formatNumber(row.missed, language),
                        formatNumber(row.waiting, language),
                        share === null ? t('report.noShare') : formatPercent(share, language),
                      ],
                    };
                  })}
              />
              <h2 className="ui-heading-2 po:mt-6">{t('report.satisfactionCaption')}</h2>
              <DataTable
                caption={t('report.satisfactionCaption')}
                columns={[
                  { header: t('report.columns.week'), className: 'po:whitespace-nowrap' },
                  t('report.columns.ratings'),
                  t('report.columns.average'),
                ]}
                rows={weeklySatisfaction(rows).map((week) => ({
                  key: week.week,
                  cells: [
                    <time dateTime={week.week}>{formatLongDate(week.week, language)}</time>,
                    formatNumber(week.rated, language),
                    week.average === null ? t('report.noRatings') : formatDecimal(week.average, language),
                  ],
                }))}
              />
            </div>
          )}
        </QueryState>
      </div>
    </div>
  );
}
