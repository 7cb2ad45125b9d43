import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import type { FailureKind } from '@meridian/shared/lib/supabase-errors';
import { outcomeOf } from '../../lib/write-outcome';
import { ticketStatuses, type TicketStatus } from '@meridian/shared/lib/tickets';
import { useWriteFailureMessage } from '../../ui/use-write-failure-message';
import { replyLimit, replySchema, statusSchema } from './reply-and-status-rules';
import { useReplyMutation, useStatusMutation } from './queries';

function Failure({ failure }: { failure: FailureKind | null }) {
  const message = useWriteFailureMessage();
  return (
    <div role="alert" className="po:empty:hidden">
      {failure ? <p className="ui-field-error">{message(failure)}</p> : null}
    </div>
  );
}

/**
 * Staff's reply to the client (allowed on a resolved ticket too). Sent, the ticket's thread and
 * history are read again (the mutation invalidates them) and `onSent` announces it.
 */
export function StaffReplyForm({ ticketId, resolved, onSent }: { ticketId: string; resolved: boolean; onSent: () => void }) {
  const { t } = useTranslation('staff');
  const reply = useReplyMutation(ticketId);
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof replySchema, FailureKind>(replySchema, { body: '' });
  const bodyError = errorOf('body');

  const send = submit(async ({ body }) => {
    const failed = await outcomeOf(reply.mutateAsync(body));
    if (failed) return failed;
    form.reset();
    onSent();
  });

  return (
    <form
      className="ui-card po:flex po:flex-col po:gap-4"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-labelledby="staff-reply-heading"
    >
      <h2 id="staff-reply-heading" className="ui-heading-2">
        {t('ticket.replyHeading')}
      </h2>
      {resolved ? <p className="po:text-sm po:text-muted">{t('ticket.resolvedNote')}</p> : null}
      <Field
        as="textarea"
        label={t('ticket.reply')}
        rows={5}
        required
        maxLength={replyLimit}
        error={bodyError ? t(`common.errors.${bodyError}`, { count: replyLimit }) : undefined}
        hint={`${t('ticket.replyHint')} ${t('common.counter', { count: form.watch('body').length, max: replyLimit })}`}
        {...form.register('body')}
      />
      <Failure failure={failure} />
      <div>
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('ticket.sending') : t('ticket.send')}
        </button>
      </div>
    </form>
  );
}

const isTicketStatus = (status: string): status is TicketStatus => (ticketStatuses as readonly string[]).includes(status);

/** The ticket's status; saved, the ticket is read again (the mutation invalidates it) and `onSaved` announces it. */
export function StatusForm({ ticketId, status, onSaved }: { ticketId: string; status: string; onSaved: () => void }) {
  const { t } = useTranslation('staff');
  const statusWrite = useStatusMutation(ticketId);
  const { form, submit, submitting, failure } = useValidatedForm<typeof statusSchema, FailureKind>(statusSchema, {
    status: isTicketStatus(status) ? status : 'open',
  });

  const save = submit(async (values) => {
    const failed = await outcomeOf(statusWrite.mutateAsync(values.status));
    if (failed) return failed;
    onSaved();
  });

  return (
    <form
      className="ui-card po:flex po:flex-col po:gap-4"
      noValidate
      onSubmit={(event) => void save(event)}
      aria-labelledby="staff-status-heading"
    >
      <h2 id="staff-status-heading" className="ui-heading-2">
        {t('ticket.statusHeading')}
      </h2>
      <div className="po:flex po:flex-wrap po:items-end po:gap-3">
        <Field as="select" label={t('ticket.statusLabel')} {...form.register('status')}>
          {ticketStatuses.map((value) => (
            <option key={value} value={value}>
              {t(`common:status.${value}`)}
            </option>
          ))}
        </Field>
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('common.saving') : t('ticket.saveStatus')}
        </button>
      </div>
      <Failure failure={failure} />
    </form>
  );
}
