import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { AttachmentPicker } from '@meridian/shared/ui/AttachmentPicker';
import { useAttachments, type StoredFile } from '@meridian/shared/ui/use-attachments';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { UploadError } from '@meridian/shared/lib/storage-upload';
import { retryAfterSeconds } from '@meridian/shared/lib/supabase-errors';
import { ticketFilesBucket, ticketLabel } from '@meridian/shared/lib/tickets';
import { ticketSchema } from '../../lib/ticket-form-rules';
import { ticketWriteFailure, type TicketWriteFailure } from '../../lib/tickets';
import { TicketFields } from './TicketFields';
import { useCreateTicketMutation } from './queries';
import { WriteFailure, type WriteFormFailure } from './WriteFailure';

/**
 * The ticket form of a signed-in client, for company `companyId`: the files are uploaded first (with per-file progress and
 * Cancel), then the ticket is stored and the files recorded on it; the answer is the ticket's
 * number with a link to its page. Anything that fails keeps what was typed and chosen, and uploads
 * that no ticket will hold are removed again.
 */
export function StoredTicketForm({ userId, companyId }: { userId: string; companyId: string }) {
  const { t } = useTranslation('support');
  const { getClient } = useAuth();
  const config = useAppConfig();
  const attachments = useAttachments();
  const createTicket = useCreateTicketMutation(companyId);
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof ticketSchema, WriteFormFailure>(ticketSchema, {
    subject: '',
    category: 'technical',
    priority: 'medium',
    description: '',
  });
  const [created, setCreated] = useState<{ number: number; filesFailure?: TicketWriteFailure } | null>(null);
  // The seconds a refusal said to wait (the hourly limit on tickets), for its message.
  const [retryAfter, setRetryAfter] = useState<number>();

  const send = submit(async (ticket) => {
    setCreated(null);
    if (!config) return 'failed';
    const client = await getClient();
    let stored: StoredFile[];
    try {
      stored = await attachments.upload({ client, config, bucket: ticketFilesBucket, folder: userId, cleanUp: true });
    } catch (error) {
      return error instanceof UploadError && error.failure === 'aborted' ? 'cancelled' : 'upload';
    }
    try {
      const answer = await createTicket.mutateAsync({ draft: ticket, files: stored });
      if (answer.filesFailure) await attachments.forget(client, ticketFilesBucket, stored);
      form.reset();
      attachments.clear();
      setCreated(answer);
    } catch (error) {
      await attachments.forget(client, ticketFilesBucket, stored);
      setRetryAfter(retryAfterSeconds(error, 3600));
      return ticketWriteFailure(error);
    }
  });

  return (
    <form className="ui-card su:mt-8 su:flex su:max-w-2xl su:flex-col su:gap-5" noValidate onSubmit={(event) => void send(event)}>
      <TicketFields form={form} errorOf={errorOf} />
      <AttachmentPicker attachments={attachments} label={t('ticket.attachments')} />
      <p className="su:text-xs su:text-muted">{t('ticket.requiredNote')}</p>
      <div role="status" className="su:empty:hidden">
        {created ? (
          <p className="su:font-semibold">
            {t('ticket.created', { ticket: ticketLabel(created.number) })}{' '}
            <Link className="ui-link" to={`/support/tickets/${created.number}`}>
              {t('ticket.openTicket', { ticket: ticketLabel(created.number) })}
            </Link>
          </p>
        ) : null}
        {created?.filesFailure ? <p className="ui-field-error">{t('ticket.filesNotRecorded')}</p> : null}
      </div>
      <WriteFailure failure={failure} retryAfterSeconds={retryAfter} />
      <div className="su:flex su:flex-wrap su:gap-3">
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting || createTicket.isPending}>
          {submitting ? t('ticket.sending') : t('ticket.store')}
        </button>
        {attachments.uploading ? (
          <button type="button" className="ui-button ui-button-secondary" onClick={attachments.cancel}>
            {t('ticket.cancelUpload')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
