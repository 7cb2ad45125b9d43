import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import type { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { ticketCategories, ticketPriorities } from '@meridian/shared/lib/tickets';
import { ticketLimits, type ticketSchema } from '../../lib/ticket-form-rules';

type LimitedField = keyof typeof ticketLimits;
type TicketFormState = ReturnType<typeof useValidatedForm<typeof ticketSchema>>;

/** Subject, category, priority and description: the fields of both ticket forms (e-mailed or stored). */
export function TicketFields({
  form,
  errorOf,
  onEdit,
}: {
  form: TicketFormState['form'];
  errorOf: TicketFormState['errorOf'];
  /** called on every edit (the e-mail form drops its stale link) */
  onEdit?: () => void;
}) {
  const { t } = useTranslation('support');
  const error = (field: LimitedField) => {
    const code = errorOf(field);
    return code ? t(`ticket.errors.${code}`, { count: ticketLimits[field] }) : undefined;
  };
  const counter = (field: LimitedField) => t('ticket.counter', { count: form.watch(field).length, max: ticketLimits[field] });
  return (
    <>
      <Field
        label={t('ticket.subject')}
        required
        maxLength={ticketLimits.subject}
        error={error('subject')}
        hint={counter('subject')}
        {...form.register('subject', { onChange: onEdit })}
      />
      <div className="su:grid su:gap-5 su:sm:grid-cols-2">
        <Field as="select" label={t('ticket.category')} {...form.register('category', { onChange: onEdit })}>
          {ticketCategories.map((category) => (
            <option key={category} value={category}>
              {t(`ticket.categories.${category}`)}
            </option>
          ))}
        </Field>
        <Field as="select" label={t('ticket.priority')} {...form.register('priority', { onChange: onEdit })}>
          {ticketPriorities.map((priority) => (
            <option key={priority} value={priority}>
              {t(`ticket.priorities.${priority}`)}
            </option>
          ))}
        </Field>
      </div>
      <Field
        as="textarea"
        label={t('ticket.description')}
        rows={8}
        required
        maxLength={ticketLimits.description}
        error={error('description')}
        hint={counter('description')}
        {...form.register('description', { onChange: onEdit })}
      />
    </>
  );
}
