import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { openLiveChat } from '@meridian/shared/runtime/events';
import { ActionTiles } from '@meridian/shared/ui/ActionTiles';
import { CompanySwitcher } from '@meridian/shared/ui/CompanySwitcher';
import { quickActions } from '../content/quick-actions';
import { resources } from '../content/tickets';
import { TicketTable } from '../features/tickets/TicketTable';

export default function SupportPortalPage() {
  const { t } = useTranslation('support');
  const tiles = quickActions.map((action) => {
    const copy = { id: action.id, title: t(`actions.${action.id}.title`), text: t(`actions.${action.id}.text`) };
    return action.kind === 'link' ? { ...copy, to: action.to } : { ...copy, onSelect: openLiveChat };
  });
  return (
    <div className="ui-container su:py-12">
      <h1 className="ui-heading-1">{t('portal.title')}</h1>
      <p className="ui-lead su:mt-3 su:max-w-3xl">{t('portal.intro')}</p>

      <section className="su:mt-10" aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="ui-heading-2 su:mb-6">
          {t('portal.quickActions')}
        </h2>
        <ActionTiles tiles={tiles} />
      </section>

      <section className="su:mt-12" aria-labelledby="recent-tickets">
        <h2 id="recent-tickets" className="ui-heading-2 su:mb-6">
          {t('tickets.heading')}
        </h2>
        {/* Nothing for a visitor or a person in one company. */}
        <CompanySwitcher className="su:mb-6 su:max-w-sm" />
        <TicketTable />
      </section>

      <section className="su:mt-12" aria-labelledby="resources">
        <h2 id="resources" className="ui-heading-2 su:mb-6">
          {t('resources.heading')}
        </h2>
        <ul className="su:grid su:gap-6 su:sm:grid-cols-2 su:lg:grid-cols-4">
          {resources.map((resource) => (
            <li key={resource.id} className="ui-card su:flex su:flex-col su:gap-2">
              <h3 className="su:font-semibold">{t(`resources.${resource.id}.title`)}</h3>
              <p className="su:flex-1 su:text-sm su:text-muted">{t(`resources.${resource.id}.text`)}</p>
              <Link className="ui-link su:text-sm" to={resource.to}>
                {t('resources.open', { title: t(`resources.${resource.id}.title`) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
