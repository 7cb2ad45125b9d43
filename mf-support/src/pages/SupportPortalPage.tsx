import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { openLiveChat } from '@meridian/shared/runtime/events';
import { quickActions } from '../content/quick-actions';

const tileClass = 'ui-card su:flex su:h-full su:w-full su:flex-col su:gap-2 su:text-left su:transition-colors su:hover:border-brand';

export default function SupportPortalPage() {
  const { t } = useTranslation('support');
  return (
    <div className="ui-container su:py-12">
      <h1 className="ui-heading-1">{t('portal.title')}</h1>
      <p className="ui-lead su:mt-3 su:max-w-3xl">{t('portal.intro')}</p>
      <h2 className="ui-heading-2 su:mt-10">{t('portal.quickActions')}</h2>
      <ul className="su:mt-6 su:grid su:gap-6 su:sm:grid-cols-2 su:lg:grid-cols-4">
        {quickActions.map((action) => {
          const body = (
            <>
              <span className="su:text-lg su:font-semibold su:text-ink">{t(`actions.${action.id}.title`)}</span>
              <span className="su:text-sm su:text-muted">{t(`actions.${action.id}.text`)}</span>
            </>
          );
          return (
            <li key={action.id}>
              {action.kind === 'link' ? (
                <Link to={action.to} className={tileClass}>
                  {body}
                </Link>
              ) : (
                <button type="button" className={tileClass} onClick={openLiveChat}>
                  {body}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
