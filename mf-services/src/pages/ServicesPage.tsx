import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { catalogue } from '../content/services';
import { ServiceIcon } from '../ui/ServiceIcon';

export default function ServicesPage() {
  const { t } = useTranslation('services');
  return (
    <div className="ui-container sv:py-12">
      <h1 className="ui-heading-1">{t('list.title')}</h1>
      <p className="ui-lead sv:mt-3 sv:max-w-3xl">{t('list.intro')}</p>
      <ul className="sv:mt-10 sv:grid sv:gap-6 sv:sm:grid-cols-2 sv:lg:grid-cols-3" data-testid="service-cards">
        {catalogue.map(({ id, icon }) => (
          <li key={id} className="ui-card sv:flex sv:flex-col sv:gap-3">
            <ServiceIcon name={icon} className="sv:size-7 sv:text-brand" />
            <h2 className="sv:text-lg sv:font-semibold">{t(`services.${id}.title`)}</h2>
            <p className="sv:flex-1 sv:text-sm sv:text-muted">{t(`services.${id}.description`)}</p>
            <Link className="ui-link sv:text-sm" to={`/services/${id}`}>
              {t('list.learnMore', { service: t(`services.${id}.title`) })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
