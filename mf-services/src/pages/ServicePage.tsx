import { Link, useParams } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { Breadcrumb } from '@meridian/shared/ui/Breadcrumb';
import { findService, type CatalogueEntry } from '../content/services';
import type { ServiceContent } from '../content/types';
import { useServiceContent } from '../content/use-service-content';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { ServiceIcon } from '../ui/ServiceIcon';
import { ServiceNotFound } from '../ui/ServiceNotFound';
import { ServiceTheme } from '../ui/ServiceTheme';

/** /services/:serviceId, one template for all seventeen (five of them on a fixed dark page). */
export default function ServicePage() {
  const service = findService(useParams().serviceId);
  if (!service) return <ServiceNotFound />;
  return <LoadedService key={service.id} service={service} />;
}

function LoadedService({ service }: { service: CatalogueEntry }) {
  const state = useServiceContent(service.id);
  return (
    <ServiceTheme dark={service.dark}>
      <ContentGate state={state}>{(content) => <ServiceView service={service} content={content} />}</ContentGate>
    </ServiceTheme>
  );
}

function ServiceView({ service, content }: { service: CatalogueEntry; content: ServiceContent }) {
  const { t } = useTranslation('services');
  const title = t(`services.${service.id}.title`);
  usePageMeta(title, t(`services.${service.id}.description`));
  return (
    <div className="ui-container sv:py-12">
      <Breadcrumb label={t('page.breadcrumb')} items={[{ label: t('list.title'), to: '/services' }, { label: title }]} />
      <header className="sv:mt-6 sv:flex sv:flex-col sv:gap-4">
        <span className="sv:inline-flex sv:size-14 sv:items-center sv:justify-center sv:rounded-xl sv:bg-raised sv:text-brand">
          <ServiceIcon name={service.icon} className="sv:size-8" />
        </span>
        <h1 className="ui-heading-1">{title}</h1>
        <p className="ui-lead sv:max-w-3xl">{content.overview}</p>
      </header>

      <section className="sv:mt-12" aria-labelledby="key-features">
        <h2 id="key-features" className="ui-heading-2">
          {t('page.keyFeatures')}
        </h2>
        <ul className="sv:mt-6 sv:grid sv:gap-6 sv:sm:grid-cols-2">
          {content.keyFeatures.map((feature) => (
            <li key={feature.title} className="ui-card">
              <h3 className="sv:text-lg sv:font-semibold">{feature.title}</h3>
              <p className="sv:mt-2 sv:text-sm sv:text-muted">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className="sv:mt-12" aria-labelledby="technologies">
        <h2 id="technologies" className="ui-heading-2">
          {t('page.technologies')}
        </h2>
        <div className="sv:mt-6">
          <DataTable
            caption={t('page.technologiesCaption', { service: title })}
            columns={[t('columns.category'), t('columns.tools'), t('columns.description')]}
            rows={content.technologies.map((group) => [group.category, group.tools.join(', '), group.description])}
          />
        </div>
      </section>

      <section className="sv:mt-12" aria-labelledby="sub-services">
        <h2 id="sub-services" className="ui-heading-2">
          {t('page.subServices')}
        </h2>
        <ul className="sv:mt-6 sv:grid sv:gap-6 sv:md:grid-cols-2">
          {content.subServices.map((sub) => (
            <li key={sub.id} className="ui-card sv:flex sv:flex-col sv:gap-3">
              <ServiceIcon name={sub.icon} className="sv:size-7 sv:text-brand" />
              <h3 className="sv:text-lg sv:font-semibold">{sub.title}</h3>
              <p className="sv:flex-1 sv:text-sm sv:text-muted">{sub.description}</p>
              <Link className="ui-link sv:text-sm" to={`/services/${service.id}/${sub.id}`}>
                {t('page.exploreSubService', { subService: sub.title })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
