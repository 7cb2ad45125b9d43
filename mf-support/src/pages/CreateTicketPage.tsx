import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { TicketForm } from '../features/tickets/TicketForm';

/** /create-ticket: the ticket becomes an e-mail in the visitor's own mail client (the site sends nothing). */
export default function CreateTicketPage() {
  const { t } = useTranslation('support');
  const email = useAppConfig()?.contact.email ?? '';
  return (
    <div className="ui-container su:py-12">
      <Link to="/support" className="ui-link su:text-sm">
        {t('ticket.back')}
      </Link>
      <h1 className="ui-heading-1 su:mt-4">{t('ticket.title')}</h1>
      <p className="ui-lead su:mt-3 su:max-w-3xl">{t('ticket.intro', { email })}</p>
      <TicketForm to={email} />
    </div>
  );
}
