import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { ticketStatuses, type TicketStatus } from '@meridian/shared/lib/tickets';
import type { StaffWriteFailure } from '../../lib/write-failure';
import { replyLimit, replySchema, statusSchema } from './reply-and-status-rules';
import { saveStatus, sendReply } from './tickets-data';

function Failure({ failure }: { failure: StaffWriteFailure | null }) {
  const { t } = useTranslation('staff');
  return (
    <div role="alert" className="po:empty:hidden">
      {failure ? <p className="ui-field-error">{t(`common.failures.${failure}`)}</p> : null}
    </div>
  );
}

/** Staff's reply to the client (allowed on a resolved ticket too); `onSent` reloads the conversation. */
export function StaffReplyForm({ ticketId, resolved, onSent }: { ticketId: string; resolved: boolean; onSent: () => void }) {
  const { t } = useTranslation('staff');
  const { getClient } = useAuth();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof replySchema, StaffWriteFailure>(replySchema, { body: '' });
  const bodyError = errorOf('body');

  const send = submit(async ({ body }) => {
    const answer = await sendReply(await getClient(), ticketId, body);
    if (!answer.ok) return answer.failure;
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

/** The ticket's status; `onSaved` gets the new one. */
export function StatusForm({
  ticketId,
  status,
  onSaved,
}: {
  ticketId: string;
  status: TicketStatus;
  onSaved: (status: TicketStatus) => void;
}) {
  const { t } = useTranslation('staff');
  const { getClient } = useAuth();
  const { form, submit, submitting, failure } = useValidatedForm<typeof statusSchema, StaffWriteFailure>(statusSchema, { status });

  const save = submit(async (values) => {
    const answer = await saveStatus(await getClient(), ticketId, values.status);
    if (!answer.ok) return answer.failure;
    onSaved(values.status);
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
              {t(`history.values.status.${value}`)}
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
