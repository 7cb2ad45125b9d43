import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/useValidatedForm';
import { ticketCategories, ticketLimits, ticketMailto, ticketPriorities, ticketSchema } from '../../lib/ticketMail';

/** Opens the mail client; a seam so tests can watch the navigation. */
export const mailClient = { open: (href: string) => window.location.assign(href) };

type LimitedField = keyof typeof ticketLimits;

/** The ticket form: a checked ticket becomes an e-mail to `to` in the visitor's own mail client (the site sends nothing). */
export function TicketForm({ to }: { to: string }) {
  const { t } = useTranslation('support');
  const { form, submit, errorOf } = useValidatedForm(ticketSchema, {
    subject: '',
    category: 'technical',
    priority: 'medium',
    description: '',
  });
  // The link handed to the mail client, kept on screen in case no mail client answered; any edit
  // makes it stale, so it goes.
  const [mailto, setMailto] = useState<string | null>(null);
  const clearMailto = () => setMailto(null);

  const error = (field: LimitedField) => {
    const code = errorOf(field);
    return code ? t(`ticket.errors.${code}`, { count: ticketLimits[field] }) : undefined;
  };
  const counter = (field: LimitedField) => t('ticket.counter', { count: form.watch(field).length, max: ticketLimits[field] });

  return (
    <form
      className="ui-card su:mt-8 su:flex su:max-w-2xl su:flex-col su:gap-5"
      noValidate
      onSubmit={(event) =>
        void submit((ticket) => {
          const href = ticketMailto(to, ticket, {
            category: t('ticket.category'),
            priority: t('ticket.priority'),
            categoryValue: t(`ticket.categories.${ticket.category}`),
            priorityValue: t(`ticket.priorities.${ticket.priority}`),
          });
          setMailto(href);
          mailClient.open(href);
        })(event)
      }
    >
      <Field
        label={t('ticket.subject')}
        required
        maxLength={ticketLimits.subject}
        error={error('subject')}
        hint={counter('subject')}
        {...form.register('subject', { onChange: clearMailto })}
      />
      <div className="su:grid su:gap-5 su:sm:grid-cols-2">
        <Field as="select" label={t('ticket.category')} {...form.register('category', { onChange: clearMailto })}>
          {ticketCategories.map((category) => (
            <option key={category} value={category}>
              {t(`ticket.categories.${category}`)}
            </option>
          ))}
        </Field>
        <Field as="select" label={t('ticket.priority')} {...form.register('priority', { onChange: clearMailto })}>
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
        {...form.register('description', { onChange: clearMailto })}
      />
      <p className="su:text-xs su:text-muted">{t('ticket.requiredNote')}</p>
      <div role="status" className="su:text-sm su:empty:hidden">
        {mailto ? (
          <>
            {t('ticket.opened', { email: to })}{' '}
            <a className="ui-link" href={mailto}>
              {t('ticket.openAgain')}
            </a>
          </>
        ) : null}
      </div>
      <button type="submit" className="ui-button ui-button-primary su:self-start">
        {t('ticket.submit')}
      </button>
    </form>
  );
}
