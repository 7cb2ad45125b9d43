import { useEffect, useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { LoadFailed } from '@meridian/shared/ui/LoadFailed';
import { useStaffPageMeta } from '../ui/use-staff-page-meta';
import { statusTint } from '../ui/StatusBadge';
import { loadUndeliveredMail, retryMail, type RetryFailure, type UndeliveredMail } from '../features/mail/undelivered-mail';
import { formatDateTime } from '@meridian/shared/lib/format';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; items: UndeliveredMail[] };

/**
 * /staff/mail: e-mail the mail worker gave up on (docs/decisions/0015-mail-worker.md), newest
 * first: which notice or code it was, for whom (masked), how often it was tried, the mail
 * server's last answer, and, while it is still worth sending, a button that queues it again. A
 * re-queued item stays in view, marked, so the button just pressed does not vanish from under
 * the reader.
 */
export default function MailPage() {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const { getClient } = useAuth();
  useStaffPageMeta(t('mail.title'));
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [requeued, setRequeued] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadUndeliveredMail)
      .then((items) => current && setLoaded({ kind: 'loaded', items }))
      .catch((error: unknown) => {
        console.warn('Undelivered mail could not be loaded', error);
        if (current) setLoaded({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const body = () => {
    if (loaded.kind === 'loading') return <p role="status">{t('mail.loading')}</p>;
    if (loaded.kind === 'failed')
      return (
        <LoadFailed
          message={t('mail.failed')}
          retryLabel={t('common.retry')}
          onRetry={() => {
            setLoaded({ kind: 'loading' });
            setAttempt((count) => count + 1);
          }}
        />
      );
    if (loaded.kind === 'loaded' && loaded.items.length === 0) return <p className="po:text-muted">{t('mail.empty')}</p>;
    return (
      <ul className="po:flex po:flex-col po:gap-4" aria-label={t('mail.listLabel')}>
        {loaded.items.map((item) => (
          <MailEntry
            key={item.id}
            item={item}
            language={language}
            requeued={requeued.has(item.id)}
            onRequeued={() => {
              setRequeued((previous) => new Set(previous).add(item.id));
              setAnnouncement(t('mail.requeued', { subject: item.subject }));
            }}
          />
        ))}
      </ul>
    );
  };

  return (
    <div>
      <h1 className="ui-heading-1">{t('mail.title')}</h1>
      <p className="ui-lead po:mt-2">{t('mail.intro')}</p>
      <p role="status" className="po:mt-4 po:empty:hidden">
        {announcement}
      </p>
      <div className="po:mt-6">{body()}</div>
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
  const { getClient } = useAuth();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<RetryFailure | null>(null);
  const headingId = useId();

  const retry = async () => {
    setSaving(true);
    setFailure(null);
    try {
      const answer = await retryMail(await getClient(), item.id);
      if (answer.ok) onRequeued();
      else setFailure(answer.failure);
    } catch (error) {
      console.warn('The mail could not be queued again', error);
      setFailure('failed');
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="ui-card">
      <h2 id={headingId} className="po:text-lg po:font-semibold po:text-ink po:break-words">
        {item.subject}
      </h2>
      <div className="po:mt-2 po:flex po:flex-wrap po:gap-2">
        <span className={`ui-badge ${statusTint(requeued ? 'in_progress' : 'declined')}`}>
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
            disabled={saving}
            onClick={() => void retry()}
          >
            {saving ? t('common.saving') : t('mail.retry')}
          </button>
        ) : (
          <p className="po:text-sm po:text-muted">{t('mail.notRetryable')}</p>
        )}
        {failure ? (
          <p role="alert" className="ui-field-error po:mt-0">
            {failure === 'expired' || failure === 'gone' ? t(`mail.failures.${failure}`) : t(`common.failures.${failure}`)}
          </p>
        ) : null}
      </div>
    </li>
  );
}
