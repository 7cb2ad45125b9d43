import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useSubmitBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { ticketMailto, ticketSchema } from '../../lib/ticket-form-rules';
import { TicketFields } from './TicketFields';

/** Opens the mail client; a seam so tests can watch the navigation. */
export const mailClient = { open: (href: string) => window.location.assign(href) };

/** The ticket form: a checked ticket becomes an e-mail to `to` in the visitor's own mail client (the site sends nothing). */
export function TicketForm({ to }: { to: string }) {
  // A ticket sent before hydration is sent once hydrated.
  const earlySubmit = useSubmitBeforeHydration('ticket-mail');
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

  return (
    <form
      {...earlySubmit}
      className="ui-card su:mt-8 su:flex su:max-w-2xl su:flex-col su:gap-5"
      noValidate
      onSubmit={(event) =>
        void submit((ticket) => {
          const href = ticketMailto(to, ticket, {
            category: t('ticket.category'),
            priority: t('ticket.priority'),
            categoryValue: t(`ticket.categories.${ticket.category}`),
            priorityValue: t(`common:priority.${ticket.priority}`),
          });
          setMailto(href);
          mailClient.open(href);
        })(event)
      }
    >
      <TicketFields form={form} errorOf={errorOf} onEdit={clearMailto} />
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
