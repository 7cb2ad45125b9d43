import { useEffect, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { Link } from '@meridian/shared/runtime/router';
import { loadOpenTicketCount } from './tickets';

export type SummaryCount = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; count: number };

interface RequestSummaryProps {
  /** the proposals' count, from the list the dashboard loaded */
  proposals: SummaryCount;
  /** shows the Proposals tab */
  onShowProposals: () => void;
}

/**
 * The client's requests at a glance, above the projects: the open support tickets (open or in
 * progress), linking to the support portal that lists them, and the proposals, which opens the
 * Proposals tab. Each count says when it is still loading or could not be counted.
 */
export function RequestSummary({ proposals, onShowProposals }: RequestSummaryProps) {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const [tickets, setTickets] = useState<SummaryCount>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadOpenTicketCount)
      .then((count) => current && setTickets({ kind: 'loaded', count }))
      .catch((error: unknown) => {
        console.warn('Open tickets could not be counted', error);
        if (current) setTickets({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient]);

  const label = (name: 'openTickets' | 'proposals', count: SummaryCount) =>
    count.kind === 'loaded'
      ? t(`dashboard.summary.${name}`, { number: count.count })
      : t(`dashboard.summary.${name}${count.kind === 'loading' ? 'Loading' : 'Failed'}`);

  return (
    <section className="po:mt-8" aria-labelledby="summary-heading">
      <h2 id="summary-heading" className="ui-visually-hidden">
        {t('dashboard.summary.heading')}
      </h2>
      {/* One count a row on a phone: side by side, the row would wrap or not as each label turns
          from "counting…" to its number, moving everything below (the dashboard's layout shift). */}
      <ul className="po:flex po:flex-col po:items-start po:gap-3 po:sm:flex-row po:sm:flex-wrap">
        <li>
          <Link to="/support" className="ui-button ui-button-secondary" aria-busy={tickets.kind === 'loading' || undefined}>
            {label('openTickets', tickets)}
          </Link>
        </li>
        <li>
          <button
            type="button"
            className="ui-button ui-button-secondary"
            aria-busy={proposals.kind === 'loading' || undefined}
            onClick={onShowProposals}
          >
            {label('proposals', proposals)}
          </button>
        </li>
      </ul>
    </section>
  );
}
