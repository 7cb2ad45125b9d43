import { useEffect, useState } from 'react';
import { Link, useParams } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadTicketThread, ticketLabel, ticketNumberOf, type TicketThread } from '@meridian/shared/lib/tickets';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { ReplyForm } from '../features/tickets/ReplyForm';
import { TicketThreadView } from '../features/tickets/TicketThreadView';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'missing' } | { kind: 'loaded'; thread: TicketThread };

/**
 * /support/tickets/{number}: one of the signed-in client's tickets with its conversation, and a
 * reply form while it is not resolved. Another client's number (or an unknown one) reads as "no
 * such ticket": row-level security returns nothing, and the page does not tell the two apart.
 */
export default function TicketPage() {
  const { t } = useTranslation('support');
  const { number: segment } = useParams();
  const number = ticketNumberOf(segment);
  const { status, session, getClient } = useAuth();
  const userId = status === 'signed-in' ? session?.user.id : undefined;
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState('');

  useEffect(() => {
    if (!userId || number === null) return;
    let current = true;
    getClient()
      .then((client) => loadTicketThread(client, number))
      .then((thread) => current && setLoaded(thread ? { kind: 'loaded', thread } : { kind: 'missing' }))
      .catch((error: unknown) => {
        console.warn('The ticket could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [userId, number, getClient, version]);

  const heading =
    loaded.kind === 'loaded' ? `${ticketLabel(loaded.thread.ticket.number)}: ${loaded.thread.ticket.subject}` : t('thread.title');

  const body = () => {
    if (number === null) return <p className="su:mt-6">{t('thread.missing')}</p>;
    if (status === 'signed-out')
      return (
        <p className="su:mt-6">
          {t('thread.signInFirst')}{' '}
          <Link className="ui-link" to="/login" state={{ from: { pathname: `/support/tickets/${number}` } }}>
            {t('tickets.signIn')}
          </Link>
        </p>
      );
    if (!userId || loaded.kind === 'loading')
      return (
        <p role="status" className="su:mt-6">
          {t('thread.loading')}
        </p>
      );
    if (loaded.kind === 'failed')
      return (
        <LoadFailed
          className="su:mt-6"
          message={t('thread.failed')}
          retryLabel={t('tickets.retry')}
          onRetry={() => setVersion((count) => count + 1)}
        />
      );
    if (loaded.kind === 'missing') return <p className="su:mt-6">{t('thread.missing')}</p>;
    const { thread } = loaded;
    return (
      <>
        <TicketThreadView thread={thread} userId={userId} />
        <p role="status" className="su:mt-6 su:empty:hidden">
          {notice}
        </p>
        <div className="su:mt-8">
          {thread.ticket.status === 'resolved' ? (
            <p className="ui-card">
              {t('thread.resolved')}{' '}
              <Link className="ui-link" to="/create-ticket">
                {t('thread.newTicket')}
              </Link>
            </p>
          ) : (
            <ReplyForm
              ticketId={thread.ticket.id}
              userId={userId}
              onSent={(filesFailure) => {
                setNotice(filesFailure ? t('ticket.filesNotRecorded') : t('thread.sent'));
                setVersion((count) => count + 1);
              }}
            />
          )}
        </div>
      </>
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
