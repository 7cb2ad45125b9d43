import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { Field } from '@meridian/shared/ui/Field';
import { AttachmentPicker } from '@meridian/shared/ui/AttachmentPicker';
import { useAttachments, type StoredFile } from '@meridian/shared/ui/use-attachments';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { UploadError } from '@meridian/shared/lib/storage-upload';
import { retryAfterSeconds } from '@meridian/shared/lib/supabase-errors';
import { ticketFilesBucket } from '@meridian/shared/lib/tickets';
import { replyLimit, replySchema } from '../../lib/ticket-form-rules';
import { ticketWriteFailure } from '../../lib/tickets';
import { useReplyMutation } from './queries';
import { WriteFailure, type WriteFormFailure } from './WriteFailure';

/**
 * The client's reply on an open ticket, with files; once it is stored the conversation is read
 * again (useReplyMutation) and `onSent` says whether its files could be recorded.
 */
export function ReplyForm({
  companyId,
  ticketId,
  ticketNumber,
  userId,
  onSent,
}: {
  /** the company of the ticket (its queries' keys carry it) */
  companyId: string;
  ticketId: string;
  ticketNumber: number;
  userId: string;
  onSent: (filesFailure?: boolean) => void;
}) {
  const { t } = useTranslation('support');
  const { getClient } = useAuth();
  const config = useAppConfig();
  const attachments = useAttachments();
  const reply = useReplyMutation(companyId, ticketNumber);
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof replySchema, WriteFormFailure>(replySchema, {
    body: '',
  });
  const bodyError = errorOf('body');
  // The seconds a refusal said to wait (the hourly limit on replies), for its message.
  const [retryAfter, setRetryAfter] = useState<number>();

  const send = submit(async ({ body }) => {
    if (!config) return 'failed';
    const client = await getClient();
    let stored: StoredFile[];
    try {
      stored = await attachments.upload({ client, config, bucket: ticketFilesBucket, folder: userId, cleanUp: true });
    } catch (error) {
      return error instanceof UploadError && error.failure === 'aborted' ? 'cancelled' : 'upload';
    }
    try {
      const answer = await reply.mutateAsync({ ticketId, body, files: stored });
      if (answer.filesFailure) await attachments.forget(client, ticketFilesBucket, stored);
      form.reset();
      attachments.clear();
      onSent(Boolean(answer.filesFailure));
    } catch (error) {
      await attachments.forget(client, ticketFilesBucket, stored);
      setRetryAfter(retryAfterSeconds(error, 3600));
      return ticketWriteFailure(error);
    }
  });

  return (
    <form
      className="ui-card su:flex su:flex-col su:gap-5"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-labelledby="reply-heading"
    >
      <h2 id="reply-heading" className="ui-heading-2">
        {t('thread.replyHeading')}
      </h2>
      <Field
        as="textarea"
        label={t('thread.reply')}
        rows={5}
        required
        maxLength={replyLimit}
        error={bodyError ? t(`ticket.errors.${bodyError}`, { count: replyLimit }) : undefined}
        hint={t('ticket.counter', { count: form.watch('body').length, max: replyLimit })}
        {...form.register('body')}
      />
      <AttachmentPicker attachments={attachments} label={t('ticket.attachments')} />
      <WriteFailure failure={failure} retryAfterSeconds={retryAfter} />
      <div className="su:flex su:flex-wrap su:gap-3">
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting || reply.isPending}>
          {submitting ? t('ticket.sending') : t('thread.send')}
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
