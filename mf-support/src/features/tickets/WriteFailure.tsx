import { usePageLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { formatRelativeTime } from '@meridian/shared/lib/format';
import { failureKinds, failureMessageKey, minutesToWait, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import { clientHourlyLimits, type TicketWriteFailure } from '../../lib/tickets';

/** Why a ticket or a reply was not sent: a refused write, or its files that could not be uploaded first. */
export type WriteFormFailure = TicketWriteFailure | 'upload' | 'cancelled';

const isFailureKind = (failure: string): failure is FailureKind => (failureKinds as readonly string[]).includes(failure);

/**
 * The alert under the ticket and reply forms. The refusals only tickets have (resolved, too many
 * files, the upload, the client's hourly limits with how long to wait) have their own sentence;
 * every other kind is worded as everywhere else (`failure.*` in `common`), followed by the promise
 * that nothing typed was lost.
 */
export function WriteFailure({ failure, retryAfterSeconds }: { failure: WriteFormFailure | null; retryAfterSeconds?: number }) {
  const { t } = useTranslation('support');
  const language = usePageLanguage();
  // An answer that does not say how long: at most the hour the limit counts.
  const wait = formatRelativeTime(minutesToWait(retryAfterSeconds ?? 3600), 'minute', language);
  return (
    <div role="alert" className="su:empty:hidden">
      {failure ? (
        <p className="ui-field-error">
          {isFailureKind(failure)
            ? `${t(failureMessageKey(failure), { ns: 'common' })} ${t('ticket.failures.kept')}`
            : failure === 'tooManyTickets' || failure === 'tooManyReplies'
              ? t(`ticket.failures.${failure}`, {
                  limit: failure === 'tooManyTickets' ? clientHourlyLimits.tickets : clientHourlyLimits.replies,
                  wait,
                })
              : t(`ticket.failures.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}
