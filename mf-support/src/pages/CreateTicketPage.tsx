import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { CompanyGate } from '@meridian/shared/ui/CompanyGate';
import { CompanySwitcher } from '@meridian/shared/ui/CompanySwitcher';
import { StoredTicketForm } from '../features/tickets/StoredTicketForm';
import { TicketForm } from '../features/tickets/TicketForm';

/**
 * /create-ticket. A signed-in client's ticket is stored and tracked (StoredTicketForm), in the
 * company they chose (the switcher, for a person in two or more); a visitor's
 * becomes an e-mail in their own mail client (the site sends nothing), with an offer to sign in
 * instead. The server-rendered page (the same for everyone) is the visitor's.
 */
export default function CreateTicketPage() {
  const { t } = useTranslation('support');
  const { status, session } = useAuth();
  const email = useAppConfig()?.contact.email ?? '';
  const userId = status === 'signed-in' ? session?.user.id : undefined;
  return (
    <div className="ui-container su:py-12">
      <Link to="/support" className="ui-link su:text-sm">
        {t('ticket.back')}
      </Link>
      <h1 className="ui-heading-1 su:mt-4">{t('ticket.title')}</h1>
      {userId ? (
        <>
          <p className="ui-lead su:mt-3 su:max-w-3xl">{t('ticket.introSignedIn')}</p>
          <CompanySwitcher className="su:mt-6 su:max-w-sm" />
          <div className="su:mt-6">
            <CompanyGate>
              {(company) => (
                <>
                  <p className="su:max-w-3xl" data-testid="ticket-company">
                    {t('ticket.forCompany', { company: company.name })}
                  </p>
                  {/* Keyed by user and company: a draft never moves to another company. */}
                  <StoredTicketForm key={`${userId}:${company.id}`} userId={userId} companyId={company.id} />
                </>
              )}
            </CompanyGate>
          </div>
        </>
      ) : (
        <>
          <p className="ui-lead su:mt-3 su:max-w-3xl">{t('ticket.intro', { email })}</p>
          <p className="su:mt-3 su:max-w-3xl">
            {t('ticket.signInOffer')}{' '}
            <Link className="ui-link" to="/login" state={{ from: { pathname: '/create-ticket' } }}>
              {t('ticket.signIn')}
            </Link>
          </p>
          <TicketForm to={email} />
        </>
      )}
    </div>
  );
}
