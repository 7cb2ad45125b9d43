import { useState } from 'react';
import { Link, useParams } from '@meridian/shared/runtime/router';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { ticketFilesBucket, ticketLabel, ticketNumberOf, type TicketFile } from '@meridian/shared/lib/tickets';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { StatusBadge } from '@meridian/shared/ui/StatusBadge';
import { useStaffCompanies } from '../lib/queries';
import { ChangeHistory } from '../ui/ChangeHistory';
import { FileLink } from '../ui/FileLink';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { StaffReplyForm, StatusForm } from '../features/tickets/TicketForms';
import { ticketKeys, useTicketThread } from '../features/tickets/queries';
import { TargetBadge } from '../features/tickets/TargetBadge';
import { targetState } from '@meridian/shared/lib/response-targets';
import { useNow } from '@meridian/shared/ui/use-now';
import { liveTopics, useLiveUpdates } from '@meridian/shared/ui/use-live-updates';
import type { StaffTicketThread } from '../features/tickets/tickets-data';
import { CompanyNamesFailed } from '../ui/CompanyNamesFailed';
import { formatDateTime } from '@meridian/shared/lib/format';

function Files({ files, label }: { files: readonly TicketFile[]; label: string }) {
  if (files.length === 0) return null;
  return (
    <ul className="po:mt-3 po:flex po:flex-wrap po:gap-2" aria-label={label}>
      {files.map((file) => (
        <li key={file.id}>
          <FileLink bucket={ticketFilesBucket} path={file.object_path} name={file.file_name} size={file.size_bytes} />
        </li>
      ))}
    </ul>
  );
}

/**
 * /staff/tickets/{number}: one ticket with its company (to the company's page), who opened it, its
 * facts, files and conversation, each message with its author (a client's address, you, or
 * Meridian support); staff reply (a resolved ticket takes a reply too) and set its status, and its
 * history shows what staff did.
 */
export default function TicketPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { number: segment } = useParams();
  const number = ticketNumberOf(segment);
  const { session } = useAuth();
  const userId = session?.user.id;
  const companies = useStaffCompanies();
  const thread = useTicketThread(number);
  // The client's replies arrive without a reload.
  useLiveUpdates([thread.data ? liveTopics.ticket(thread.data.ticket.id) : undefined], [ticketKeys.thread(number ?? -1)]);
  const now = useNow(15_000);
  const [notice, setNotice] = useState('');

  const heading = thread.data ? `${ticketLabel(thread.data.ticket.number)}: ${thread.data.ticket.subject}` : t('ticket.title');
  useStaffPageMeta(heading);

  const missing = (
    <p>
      {t('ticket.missing')}{' '}
      <Link className="ui-link" to="/staff/tickets">
        {t('ticket.back')}
      </Link>
    </p>
  );

  const body = ({ ticket, messages, files, rating }: StaffTicketThread) => {
    const companyName = companies.nameOf(ticket.company_id);
    const authorOf = (message: StaffTicketThread['messages'][number]) => {
      if (message.author_id === userId) return t('ticket.you');
      if (message.from_staff) return t('ticket.support');
      return message.author_email ?? t('tickets.unknownPerson');
    };

    return (
      <>
        <dl className="po:flex po:flex-wrap po:gap-x-8 po:gap-y-3 po:text-sm">
          <div>
            <dt className="po:text-muted">{t('ticket.company')}</dt>
            <dd className="po:break-words">
              {companyName ? (
                <Link className="ui-link" to={`/staff/companies/${ticket.company_id}`}>
                  {companyName}
                </Link>
              ) : companies.query.isPending ? (
                t('tickets.companiesLoading')
              ) : (
                t('tickets.unknownCompany')
              )}
            </dd>
          </div>
          <div>
            <dt className="po:text-muted">{t('ticket.openedBy')}</dt>
            <dd className="po:break-all">{ticket.opened_by_email ?? t('tickets.unknownPerson')}</dd>
          </div>
          <div>
            <dt className="po:text-muted">{t('ticket.category')}</dt>
            <dd>{t(`tickets.category.${ticket.category}`, { defaultValue: ticket.category })}</dd>
          </div>
          <div>
            <dt className="po:text-muted">{t('ticket.priority')}</dt>
            <dd>
              <StatusBadge kind="priority" status={ticket.priority} />
            </dd>
          </div>
          <div>
            <dt className="po:text-muted">{t('ticket.status')}</dt>
            <dd>
              <StatusBadge status={ticket.status} />
            </dd>
          </div>
          <div>
            <dt className="po:text-muted">{t('ticket.target')}</dt>
            <dd>
              <TargetBadge state={targetState(ticket, now)} now={now} />
            </dd>
          </div>
          <div>
            <dt className="po:text-muted">{t('ticket.opened')}</dt>
            <dd>
              <time dateTime={ticket.created_at}>{formatDateTime(ticket.created_at, language)}</time>
            </dd>
          </div>
        </dl>
        {companies.query.isError ? (
          <div className="po:mt-4">
            <CompanyNamesFailed companies={companies} message={t('tickets.companiesFailed')} />
          </div>
        ) : null}

        {rating ? (
          <section className="ui-card po:mt-8" aria-labelledby="ticket-rating-heading">
            <h2 id="ticket-rating-heading" className="ui-heading-2">
              {t('ticket.rating')}
            </h2>
            <p className="po:mt-3">
              {t('ticket.ratingScore', { score: rating.score })}{' '}
              <span className="po:text-muted">
                {t(rating.via === 'link' ? 'ticket.ratedByLink' : 'ticket.ratedOnPage', {
                  when: formatDateTime(rating.rated_at, language),
                })}
              </span>
            </p>
            {rating.comment ? <p className="po:mt-2 po:break-words po:whitespace-pre-wrap">{rating.comment}</p> : null}
          </section>
        ) : null}

        <section className="ui-card po:mt-8" aria-labelledby="ticket-description-heading">
          <h2 id="ticket-description-heading" className="ui-heading-2">
            {t('ticket.description')}
          </h2>
          <p className="po:mt-3 po:break-words po:whitespace-pre-wrap">{ticket.description}</p>
          <Files files={files.filter((file) => file.ticket_id === ticket.id)} label={t('ticket.files')} />
        </section>

        <section className="po:mt-8" aria-labelledby="ticket-conversation-heading">
          <h2 id="ticket-conversation-heading" className="ui-heading-2">
            {t('ticket.conversation')}
          </h2>
          {messages.length === 0 ? (
            <p className="po:mt-3 po:text-muted">{t('ticket.noReplies')}</p>
          ) : (
            <ol className="po:mt-4 po:flex po:flex-col po:gap-4" aria-label={t('ticket.messages', { ticket: ticketLabel(ticket.number) })}>
              {messages.map((message) => (
                <li key={message.id} className="ui-card">
                  <p className="po:text-sm po:font-semibold po:break-all">
                    {authorOf(message)}
                    <span className="po:ml-2 po:font-normal po:text-muted">
                      <time dateTime={message.created_at}>{formatDateTime(message.created_at, language)}</time>
                    </span>
                  </p>
                  <p className="po:mt-2 po:break-words po:whitespace-pre-wrap">{message.body}</p>
                  <Files files={files.filter((file) => file.message_id === message.id)} label={t('ticket.files')} />
                </li>
              ))}
            </ol>
          )}
        </section>

        <p role="status" className="po:mt-6 po:empty:hidden">
          {notice}
        </p>

        <div className="po:mt-6 po:flex po:flex-col po:gap-6">
          <StaffReplyForm ticketId={ticket.id} resolved={ticket.status === 'resolved'} onSent={() => setNotice(t('ticket.sent'))} />
          <StatusForm key={ticket.id} ticketId={ticket.id} status={ticket.status} onSaved={() => setNotice(t('ticket.statusSaved'))} />
        </div>

        <ChangeHistory itemType="ticket" itemId={ticket.id} />
      </>
    );
  };

  return (
    <div>
      <Link to="/staff/tickets" className="ui-link po:text-sm">
        {t('ticket.back')}
      </Link>
      <h1 className="ui-heading-1 po:mt-4 po:break-words">{heading}</h1>
      <div className="po:mt-6">
        {number === null ? (
          missing
        ) : (
          <QueryState query={thread} loading={<p role="status">{t('ticket.loading')}</p>} failedMessage={t('ticket.failed')}>
            {(found) => (found ? body(found) : missing)}
          </QueryState>
        )}
      </div>
    </div>
  );
}
