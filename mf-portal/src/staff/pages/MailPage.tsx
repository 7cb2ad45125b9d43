import { useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDateTime } from '@meridian/shared/lib/format';
import { failureKind } from '@meridian/shared/lib/supabase-errors';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { statusTone } from '@meridian/shared/ui/StatusBadge';
import { useWriteFailureMessage } from '../ui/use-write-failure-message';
import { useRetryMailMutation, useUndeliveredMail } from '../features/mail/queries';
import type { UndeliveredMail } from '../features/mail/undelivered-mail';

/** The database's order: newest given up first (dead_at, then id, descending). */
const newestFirst = (a: UndeliveredMail, b: UndeliveredMail) => Date.parse(b.dead_at) - Date.parse(a.dead_at) || b.id - a.id;

/**
 * /staff/mail: e-mail the mail worker gave up on (docs/decisions/0015-mail-worker.md), newest
 * first: which notice or code it was, for whom (masked), how often it was tried, the mail
 * server's last answer, and, while it is still worth sending, a button that queues it again. A
 * re-queued item leaves the list the database answers, but stays in view here, marked, so the
 * button just pressed does not vanish from under the reader.
 */
export default function MailPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const mail = useUndeliveredMail();
  const [requeued, setRequeued] = useState<ReadonlyMap<number, UndeliveredMail>>(new Map());
  const [announcement, setAnnouncement] = useState('');

  const withRequeued = (items: UndeliveredMail[]) =>
    [...items.filter((item) => !requeued.has(item.id)), ...requeued.values()].sort(newestFirst);

  return (
    <div>
      <h1 className="ui-heading-1">{t('mail.title')}</h1>
      <p className="ui-lead po:mt-2">{t('mail.intro')}</p>
      <p role="status" className="po:mt-4 po:empty:hidden">
        {announcement}
      </p>
      <div className="po:mt-6">
        <QueryState
          query={mail}
          empty={<p className="po:text-muted">{t('mail.empty')}</p>}
          isEmpty={(items) => items.length === 0 && requeued.size === 0}
          failedMessage={t('mail.failed')}
        >
          {(items) => (
            <ul className="po:flex po:flex-col po:gap-4" aria-label={t('mail.listLabel')}>
              {withRequeued(items).map((item) => (
                <MailEntry
                  key={item.id}
                  item={item}
                  language={language}
                  requeued={requeued.has(item.id)}
                  onRequeued={() => {
                    setRequeued((previous) => new Map(previous).set(item.id, item));
                    setAnnouncement(t('mail.requeued', { subject: item.subject }));
                  }}
                />
              ))}
            </ul>
          )}
        </QueryState>
      </div>
    </div>
  );
}

function MailEntry({
  item,
  language,
  requeued,
  onRequeued,
}: {
  item: UndeliveredMail;
  language: string;
  requeued: boolean;
  onRequeued: () => void;
}) {
  const { t } = useTranslation('staff');
  const failureMessage = useWriteFailureMessage();
  const retry = useRetryMailMutation();
  const headingId = useId();
  const failure = retry.isError ? failureKind(retry.error) : null;

  const requeue = () =>
    retry.mutate(item.id, {
      onSuccess: onRequeued,
      onError: (error) => console.warn('The mail could not be queued again', error),
    });

  return (
    <li className="ui-card">
      <h2 id={headingId} className="po:text-lg po:font-semibold po:text-ink po:break-words">
        {item.subject}
      </h2>
      <div className="po:mt-2 po:flex po:flex-wrap po:gap-2">
        {/* Coloured by meaning as StatusBadge colours: given up is refused, queued again is being worked on. */}
        <span className={`ui-badge ui-badge-${statusTone(requeued ? 'in_progress' : 'declined')}`}>
          {requeued ? t('mail.state.requeued') : t(`mail.reasons.${item.reason}`)}
        </span>
      </div>
      <dl className="po:mt-3 po:grid po:grid-cols-[auto_1fr] po:gap-x-4 po:gap-y-1 po:text-sm">
        <dt className="po:text-muted">{t('mail.recipient')}</dt>
        <dd className="po:break-all">{item.recipient_masked}</dd>
        <dt className="po:text-muted">{t('mail.attempts')}</dt>
        <dd>{t('mail.attemptCount', { count: item.attempts })}</dd>
        <dt className="po:text-muted">{t('mail.lastError')}</dt>
        <dd className="po:break-words">{item.last_error || t('mail.noError')}</dd>
        <dt className="po:text-muted">{t('mail.queued')}</dt>
        <dd>
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time>
        </dd>
        <dt className="po:text-muted">{t('mail.gaveUp')}</dt>
        <dd>
          <time dateTime={item.dead_at}>{formatDateTime(item.dead_at, language)}</time>
        </dd>
      </dl>
      <div className="po:mt-4 po:flex po:flex-wrap po:items-center po:gap-3">
        {requeued ? null : item.retryable ? (
          <button
            type="button"
            className="ui-button ui-button-secondary"
            aria-describedby={headingId}
            disabled={retry.isPending}
            onClick={requeue}
          >
            {retry.isPending ? t('common.saving') : t('mail.retry')}
          </button>
        ) : (
          <p className="po:text-sm po:text-muted">{t('mail.notRetryable')}</p>
        )}
        {failure ? (
          <p role="alert" className="ui-field-error po:mt-0">
            {failure === 'conflict'
              ? t('mail.failures.expired')
              : failure === 'notFound'
                ? t('mail.failures.gone')
                : failureMessage(failure)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
