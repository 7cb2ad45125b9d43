import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Link } from '@meridian/shared/runtime/router';
import { useProposals } from './proposals/queries';
import { useOpenTicketCount } from './queries';

interface RequestSummaryProps {
  /** the company whose requests are counted */
  companyId: string;
  /** shows the Proposals tab */
  onShowProposals: () => void;
}

/** The parts of a count's query the summary reads. */
interface Counted {
  status: 'pending' | 'error' | 'success';
  data: number | undefined;
}

/**
 * The company's requests at a glance, above the projects: the open support tickets (open or in
 * progress), linking to the support portal that lists them, and the proposals, which opens the
 * Proposals tab. Each count says when it is still loading or could not be counted (the proposals'
 * tab offers Retry; both counts are asked again when the client returns to the page).
 */
export function RequestSummary({ companyId, onShowProposals }: RequestSummaryProps) {
  const { t } = useTranslation('portal');
  const tickets = useOpenTicketCount(companyId);
  const proposals = useProposals(companyId);
  const proposalCount: Counted = { status: proposals.status, data: proposals.data?.length };

  const label = (name: 'openTickets' | 'proposals', count: Counted) =>
    count.data !== undefined
      ? t(`dashboard.summary.${name}`, { number: count.data })
      : t(`dashboard.summary.${name}${count.status === 'error' ? 'Failed' : 'Loading'}`);

  return (
    <section aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="ui-visually-hidden">
        {t('dashboard.summary.heading')}
      </h2>
      {/* One count a row on a phone: side by side, the row would wrap or not as each label turns
          from "counting…" to its number, moving everything below (the dashboard's layout shift). */}
      <ul className="po:flex po:flex-col po:items-start po:gap-3 po:sm:flex-row po:sm:flex-wrap">
        <li>
          <Link to="/support" className="ui-button ui-button-secondary" aria-busy={tickets.status === 'pending' || undefined}>
            {label('openTickets', tickets)}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="ui-button ui-button-secondary"
            aria-busy={proposals.status === 'pending' || undefined}
            onClick={onShowProposals}
          >
            {label('proposals', proposalCount)}
          </button>
        </li>
      </ul>
    </section>
  );
}
