import { useTranslation } from '@meridian/shared/runtime/i18n';
import { failureKinds, failureMessageKey, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import type { TicketWriteFailure } from '../../lib/tickets';

/** Why a ticket or a reply was not sent: a refused write, or its files that could not be uploaded first. */
export type WriteFormFailure = TicketWriteFailure | 'upload' | 'cancelled';

const isFailureKind = (failure: string): failure is FailureKind => (failureKinds as readonly string[]).includes(failure);

/**
 * The alert under the ticket and reply forms. The refusals only tickets have (resolved, too many
 * files, the upload) have their own sentence; every other kind is worded as everywhere else
 * (`failure.*` in `common`), followed by the promise that nothing typed was lost.
 */
export function WriteFailure({ failure }: { failure: WriteFormFailure | null }) {
  const { t } = useTranslation('support');
  return (
    <div role="alert" className="su:empty:hidden">
      {failure ? (
        <p className="ui-field-error">
          {isFailureKind(failure)
            ? `${t(failureMessageKey(failure), { ns: 'common' })} ${t('ticket.failures.kept')}`
            : t(`ticket.failures.${failure}`)}
        </p>
      ) : null}
    </div>
  );
}
