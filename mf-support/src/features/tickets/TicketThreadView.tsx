import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { ticketLabel, type OpenedTicketRow, type TicketMessage, type TicketThread } from '@meridian/shared/lib/tickets';
import { formatDateTime } from '@meridian/shared/lib/format';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { FileLinks } from './FileLinks';
import { ResponseTarget } from './ResponseTarget';

/**
 * One ticket: its facts (who opened it among them), description and files, then the conversation,
 * oldest first, each message with its author: Meridian support, "You", or the colleague's address.
 */
export function TicketThreadView({ thread, userId }: { thread: TicketThread<OpenedTicketRow>; userId: string }) {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  const { ticket, messages, files } = thread;
  const author = (message: TicketMessage) => {
    if (message.from_staff) return t('thread.support');
    if (message.author_id === userId) return t('thread.you');
    return message.author_email ?? t('thread.colleague');
  };
  return (
    <>
      <dl className="su:mt-6 su:flex su:flex-wrap su:gap-x-8 su:gap-y-3 su:text-sm">
        <div>
          <dt className="su:text-muted">{t('tickets.columns.status')}</dt>
          <dd>
            <StatusBadge status={ticket.status} />
          </dd>
        </div>
        <div>
          <dt className="su:text-muted">{t('tickets.columns.priority')}</dt>
          <dd>
            <StatusBadge kind="priority" status={ticket.priority} />
          </dd>
        </div>
        <div>
          <dt className="su:text-muted">{t('tickets.columns.category')}</dt>
          <dd>{t(`tickets.category.${ticket.category}`, { defaultValue: ticket.category })}</dd>
        </div>
        <div>
          <dt className="su:text-muted">{t('thread.opened')}</dt>
          <dd>{formatDateTime(ticket.created_at, language)}</dd>
        </div>
        <div>
          <dt className="su:text-muted">{t('thread.openedBy')}</dt>
          <dd className="su:break-all">{ticket.opened_by_email ?? t('tickets.openedByUnknown')}</dd>
        </div>
        <div>
          <dt className="su:text-muted">{t('target.label')}</dt>
          <dd data-testid="response-target">
            <ResponseTarget ticket={ticket} />
          </dd>
        </div>
      </dl>

      <section className="ui-card su:mt-8" aria-labelledby="description-heading">
        <h2 id="description-heading" className="ui-heading-2">
          {t('ticket.description')}
        </h2>
        <p className="su:mt-3 su:break-words su:whitespace-pre-wrap">{ticket.description}</p>
        <FileLinks files={files.filter((file) => file.ticket_id === ticket.id)} />
      </section>

      <section className="su:mt-8" aria-labelledby="conversation-heading">
        <h2 id="conversation-heading" className="ui-heading-2">
          {t('thread.conversation')}
        </h2>
        {messages.length === 0 ? (
          <p className="su:mt-3 su:text-muted">{t('thread.noReplies')}</p>
        ) : (
          <ol className="su:mt-4 su:flex su:flex-col su:gap-4" aria-label={t('thread.messages', { ticket: ticketLabel(ticket.number) })}>
            {messages.map((message) => (
              <li key={message.id} className="ui-card">
                <p className="su:text-sm su:font-semibold su:break-all">
                  {author(message)}
                  <span className="su:ml-2 su:font-normal su:text-muted">{formatDateTime(message.created_at, language)}</span>
                </p>
                <p className="su:mt-2 su:break-words su:whitespace-pre-wrap">{message.body}</p>
                <FileLinks files={files.filter((file) => file.message_id === message.id)} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </>
  );
}
