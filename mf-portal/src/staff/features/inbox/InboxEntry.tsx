import { useId, useState } from 'react';
import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatDateTime } from '@meridian/shared/lib/format';
import { failureKind } from '@meridian/shared/lib/supabase-errors';
import { statusTone } from '@meridian/shared/ui/StatusBadge';
import { ChangeHistory } from '../../ui/ChangeHistory';
import { FileLink } from '../../ui/FileLink';
import { useWriteFailureMessage } from '../../ui/use-write-failure-message';
import { attachmentsOf, feedbackBucket, subjectOf, type InboxItem } from './inbox-data';
import { useHandledMutation } from './queries';

const kindTint = { contact: 'po:bg-blue-100 po:text-blue-900', feedback: 'po:bg-purple-100 po:text-purple-900' } as const;

/**
 * One inbox item: its facts always in view, its message, files and history behind a disclosure
 * button (so a long inbox stays scannable and the history is read only when wanted), and the
 * button that marks it handled or not (`onChanged` keeps it in view; the mutation updates the
 * list and reloads the history). Text from visitors is shown as text, line breaks kept.
 */
export function InboxEntry({ item, onChanged, announce }: { item: InboxItem; onChanged: () => void; announce: (message: string) => void }) {
  const { t } = useTranslation('staff');
  const language = usePageLanguage();
  const failureMessage = useWriteFailureMessage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const mark = useHandledMutation(item);
  const subject = subjectOf(item);
  const attachments = item.kind === 'feedback' ? attachmentsOf(item.row) : [];

  const name = item.kind === 'contact' ? item.row.name : item.row.name || t('inbox.anonymous');
  const email = item.row.email;
  const from = email ? t('inbox.sender', { name, email }) : name;

  const toggleHandled = () => {
    const handled = !item.handled;
    onChanged();
    mark.mutate(handled, {
      onSuccess: () => announce(t(handled ? 'inbox.markedHandled' : 'inbox.markedOpen', { subject })),
      onError: (error) => console.warn('The inbox item could not be changed', error),
    });
  };

  return (
    <li className="ui-card">
      <h2 className="po:text-lg po:font-semibold po:text-ink">
        <button
          type="button"
          className="po:flex po:w-full po:min-h-11 po:items-start po:gap-2 po:rounded-md po:text-left po:focus-visible:outline-2 po:focus-visible:outline-offset-2 po:focus-visible:outline-brand"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <span aria-hidden="true" className="po:mt-0.5 po:text-muted">
            {open ? '▾' : '▸'}
          </span>
          <span className="po:min-w-0 po:break-words">{subject}</span>
        </button>
      </h2>

      <div className="po:mt-2 po:flex po:flex-wrap po:gap-2">
        <span className={`ui-badge ${kindTint[item.kind]}`}>{t(`inbox.kind.${item.kind}`)}</span>
        {/* Coloured as StatusBadge colours open and handled; the words say when it was handled. */}
        <span className={`ui-badge ui-badge-${statusTone(item.handled ? 'handled' : 'open')}`}>
          {item.handled && item.handled_at
            ? t('inbox.handledOn', { date: formatDateTime(item.handled_at, language) })
            : t(`inbox.state.${item.handled ? 'handled' : 'open'}`)}
        </span>
      </div>

      <dl className="po:mt-3 po:grid po:grid-cols-[auto_1fr] po:gap-x-4 po:gap-y-1 po:text-sm">
        <dt className="po:text-muted">{t('inbox.from')}</dt>
        <dd className="po:break-all">{from}</dd>
        <dt className="po:text-muted">{t('inbox.received')}</dt>
        <dd>
          <time dateTime={item.created_at}>{formatDateTime(item.created_at, language)}</time>
        </dd>
        {item.kind === 'feedback' ? (
          <>
            <dt className="po:text-muted">{t('inbox.rating')}</dt>
            <dd>{t('inbox.ratingValue', { rating: item.row.rating })}</dd>
            <dt className="po:text-muted">{t('inbox.category')}</dt>
            <dd>{t(`inbox.categories.${item.row.category}`, { defaultValue: item.row.category })}</dd>
            <dt className="po:text-muted">{t('inbox.contact')}</dt>
            <dd>{item.row.allow_contact ? t('inbox.contactYes') : t('inbox.contactNo')}</dd>
          </>
        ) : null}
      </dl>

      {open ? (
        <div id={panelId} className="po:mt-4 po:border-t po:border-line po:pt-4">
          <h3 className="po:text-base po:font-semibold po:text-ink">{t('inbox.message')}</h3>
          <p className="po:mt-2 po:break-words po:whitespace-pre-wrap">
            {item.kind === 'contact' ? item.row.message : item.row.description}
          </p>
          {attachments.length > 0 ? (
            <>
              <h3 className="po:mt-4 po:text-base po:font-semibold po:text-ink">{t('inbox.attachments')}</h3>
              <ul className="po:mt-2 po:flex po:flex-wrap po:gap-2">
                {attachments.map((file) => (
                  <li key={file.path}>
                    <FileLink bucket={feedbackBucket} path={file.path} name={file.name} size={file.size_bytes} />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <ChangeHistory itemType={item.kind === 'contact' ? 'contact_message' : 'feedback'} itemId={item.id} headingLevel={3} />
        </div>
      ) : null}

      <div className="po:mt-4 po:flex po:flex-wrap po:items-center po:gap-3">
        <button type="button" className="ui-button ui-button-secondary" disabled={mark.isPending} onClick={toggleHandled}>
          {mark.isPending ? t('common.saving') : item.handled ? t('inbox.markOpen') : t('inbox.markHandled')}
        </button>
        {mark.isError ? (
          <p role="alert" className="ui-field-error po:mt-0">
            {failureMessage(failureKind(mark.error))}
          </p>
        ) : null}
      </div>
    </li>
  );
}
