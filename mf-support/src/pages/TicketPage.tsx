import { useState } from 'react';
import { Link, useParams } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { ticketLabel, ticketNumberOf } from '@meridian/shared/lib/tickets';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { ReplyForm } from '../features/tickets/ReplyForm';
import { TicketThreadView } from '../features/tickets/TicketThreadView';
import { useTicketThread } from '../features/tickets/queries';

/**
 * /support/tickets/{number}: one of the signed-in client's tickets with its conversation, and a
 * reply form while it is not resolved. Another client's number (or an unknown one) reads as "no
 * such ticket": row-level security returns nothing, and the page does not tell the two apart.
 */
export default function TicketPage() {
  const { t } = useTranslation('support');
  const { number: segment } = useParams();
  const number = ticketNumberOf(segment);
  const { status, session } = useAuth();
  const userId = status === 'signed-in' ? session?.user.id : undefined;
  const thread = useTicketThread(number);
  const [notice, setNotice] = useState('');

  const heading = thread.data ? `${ticketLabel(thread.data.ticket.number)}: ${thread.data.ticket.subject}` : t('thread.title');
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
        <QueryState query={thread} empty={missing} isEmpty={(found) => found === null} failedMessage={t('thread.failed')}>
          {(found) =>
            found && userId ? (
              <>
                <TicketThreadView thread={found} userId={userId} />
                <p role="status" className="su:mt-6 su:empty:hidden">
                  {notice}
                </p>
                <div className="su:mt-8">
                  {found.ticket.status === 'resolved' ? (
                    <p className="ui-card">
                      {t('thread.resolved')}{' '}
                      <Link className="ui-link" to="/create-ticket">
                        {t('thread.newTicket')}
                      </Link>
                    </p>
                  ) : (
                    <ReplyForm
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
      </div>
    );
  };

  return (
    <div className="ui-container su:py-12">
      <Link to="/support" className="ui-link su:text-sm">
        {t('ticket.back')}
      </Link>
      <h1 className="ui-heading-1 su:mt-4 su:break-words">{heading}</h1>
      {body()}
    </div>
  );
}
