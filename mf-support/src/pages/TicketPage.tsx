import { useEffect, useState } from 'react';
import { Link, useParams } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { ticketLabel, ticketNumberOf } from '@meridian/shared/lib/tickets';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { CompanyGate } from '@meridian/shared/ui/CompanyGate';
import { ReplyForm } from '../features/tickets/ReplyForm';
import { TicketThreadView } from '../features/tickets/TicketThreadView';
import { RatingSection } from '../features/tickets/RatingSection';
import { ticketKeys, useTicketThread } from '../features/tickets/queries';
import { liveTopics, useLiveUpdates } from '@meridian/shared/ui/use-live-updates';

/**
 * /support/tickets/{number}: one of the tickets of the signed-in client's current company, whoever
 * of its members opened it, with its conversation, and a reply form while it is not resolved.
 * Another company's number (or an unknown one) reads as "no such ticket": row-level security and
 * the company filter return nothing, and the page does not tell the two apart.
 */
export default function TicketPage() {
  const { t } = useTranslation('support');
  const { number: segment } = useParams();
  const number = ticketNumberOf(segment);
  const { status } = useAuth();
  const [heading, setHeading] = useState<string | null>(null);

  const missing = <p className="su:mt-6">{t('thread.missing')}</p>;

  const body = () => {
    if (number === null) return missing;
    if (status === 'signed-out')
      return (
        <p className="su:mt-6">
          {t('thread.signInFirst')}{' '}
          <Link className="ui-link" to="/login" state={{ from: { pathname: `/support/tickets/${number}` } }}>
            {t('tickets.signIn')}
          </Link>
        </p>
      );
    return (
      <div className="su:mt-6">
        {/* Keyed by the company: another company's ticket of that number is another page. */}
        <CompanyGate>
          {(company) => <CompanyTicket key={company.id} companyId={company.id} number={number} onHeading={setHeading} />}
        </CompanyGate>
      </div>
    );
  };

  return (
    <div className="ui-container su:py-12">
      <Link to="/support" className="ui-link su:text-sm">
        {t('ticket.back')}
      </Link>
      <h1 className="ui-heading-1 su:mt-4 su:break-words">{heading ?? t('thread.title')}</h1>
      {body()}
    </div>
  );
}

/** Ticket `number` of the company, with the reply form; names the page's heading after it. */
function CompanyTicket({
  companyId,
  number,
  onHeading,
}: {
  companyId: string;
  number: number;
  onHeading: (heading: string | null) => void;
}) {
  const { t } = useTranslation('support');
  const { status, session } = useAuth();
  const userId = status === 'signed-in' ? session?.user.id : undefined;
  const thread = useTicketThread(companyId, number);
  const [notice, setNotice] = useState('');
  const ticket = thread.data?.ticket;
  const heading = ticket ? `${ticketLabel(ticket.number)}: ${ticket.subject}` : null;
  // Staff replies and status changes show without a reload.
  useLiveUpdates(
    [ticket && liveTopics.ticket(ticket.id)],
    [ticketKeys.thread(companyId, number), ...(ticket ? [ticketKeys.rating(ticket.id)] : [])],
  );
  useEffect(() => {
    onHeading(heading);
    return () => onHeading(null);
  }, [heading, onHeading]);

  return (
    <QueryState query={thread} empty={<p>{t('thread.missing')}</p>} isEmpty={(found) => found === null} failedMessage={t('thread.failed')}>
      {(found) =>
        found && userId ? (
          <>
            <TicketThreadView thread={found} userId={userId} />
            <p role="status" className="su:mt-6 su:empty:hidden">
              {notice}
            </p>
            <div className="su:mt-8">
              {found.ticket.status === 'resolved' ? (
                <div className="su:flex su:flex-col su:gap-6">
                  <p className="ui-card">
                    {t('thread.resolved')}{' '}
                    <Link className="ui-link" to="/create-ticket">
                      {t('thread.newTicket')}
                    </Link>
                  </p>
                  <RatingSection ticketId={found.ticket.id} />
                </div>
              ) : (
                <ReplyForm
                  companyId={companyId}
                  ticketId={found.ticket.id}
                  ticketNumber={found.ticket.number}
                  userId={userId}
                  onSent={(filesFailure) => setNotice(filesFailure ? t('ticket.filesNotRecorded') : t('thread.sent'))}
                />
              )}
            </div>
          </>
        ) : null
      }
    </QueryState>
  );
}
