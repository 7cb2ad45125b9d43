import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { applicationRow, featureRow, toolRow } from '../content/fallbacks';
import type { SubService } from '../content/types';
import { ImplementationProcess } from '../ui/ImplementationProcess';
import { ServiceIcon } from '../ui/ServiceIcon';
import { SubServiceBreadcrumb, SubServiceFrame } from '../ui/SubServiceFrame';

/** /services/:serviceId/:subId: features, tools, industries and the implementation process. */
export default function SubServicePage() {
  return (
    <SubServiceFrame>
      {({ service, serviceTitle, sub, trail }) => (
        <SubServiceView sub={sub} serviceTitle={serviceTitle} detailsPath={`/services/${service.id}/${sub.id}/details`} trail={trail} />
      )}
    </SubServiceFrame>
  );
}

interface ViewProps {
  sub: SubService;
  serviceTitle: string;
  detailsPath: string;
  trail: { label: string; to?: string }[];
}

function SubServiceView({ sub, serviceTitle, detailsPath, trail }: ViewProps) {
  const { t } = useTranslation('services');
  usePageMeta(`${sub.title} | ${serviceTitle}`, sub.description);
  const fallback = (key: string) => t(`fallback.${key}`);
  const current = trail.map((item, index) => (index === trail.length - 1 ? { label: item.label } : item));
  return (
    <div className="ui-container sv:py-12">
      <SubServiceBreadcrumb items={current} />
      <header className="sv:mt-6 sv:flex sv:flex-col sv:gap-4">
        <ServiceIcon name={sub.icon} className="sv:size-10 sv:text-brand" />
        <h1 className="ui-heading-1">{sub.title}</h1>
        <p className="ui-lead sv:max-w-3xl">{sub.description}</p>
        <Link className="ui-button ui-button-primary sv:self-start" to={detailsPath}>
          {t('sub.viewDetails')}
        </Link>
      </header>

      <section className="sv:mt-12" aria-labelledby="sub-features">
        <h2 id="sub-features" className="ui-heading-2">
          {t('sub.keyFeatures')}
        </h2>
        <ul className="sv:mt-6 sv:grid sv:gap-6 sv:sm:grid-cols-2">
          {sub.features.map((feature) => {
            const row = featureRow(feature, fallback);
            return (
              <li key={row.name} className="ui-card">
                <h3 className="sv:text-lg sv:font-semibold">{row.name}</h3>
                <p className="sv:mt-2 sv:text-sm sv:text-muted">{row.description}</p>
                <p className="sv:mt-3 sv:text-sm">
                  <span className="sv:font-semibold">{t('sub.benefit')}</span> {row.benefit}
                </p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="sv:mt-12" aria-labelledby="sub-tools">
        <h2 id="sub-tools" className="ui-heading-2">
          {t('sub.tools')}
        </h2>
        <ul className="sv:mt-6 sv:grid sv:gap-4 sv:sm:grid-cols-2 sv:lg:grid-cols-4">
          {sub.tools.map((tool) => {
            const row = toolRow(tool, 'overview', fallback);
            return (
              <li key={row.name} className="ui-card">
                <h3 className="sv:font-semibold">{row.name}</h3>
                <p className="sv:mt-1 sv:text-xs sv:font-medium sv:tracking-wide sv:text-brand sv:uppercase">{row.category}</p>
                <p className="sv:mt-2 sv:text-sm sv:text-muted">{row.useCase}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="sv:mt-12" aria-labelledby="sub-applications">
        <h2 id="sub-applications" className="ui-heading-2">
          {t('sub.applications')}
        </h2>
        <ul className="sv:mt-6 sv:grid sv:gap-4 sv:md:grid-cols-3">
          {sub.applications.map((application) => {
            const row = applicationRow(application, 'overview', fallback);
            return (
              <li key={row.name} className="ui-card">
                <h3 className="sv:font-semibold">{row.name}</h3>
                <p className="sv:mt-1 sv:text-sm sv:text-muted">{row.industry}</p>
                <p className="sv:mt-2 sv:text-sm">{row.impact}</p>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="sv:mt-12" aria-labelledby="sub-implementation">
        <h2 id="sub-implementation" className="ui-heading-2">
          {t('sub.implementation')}
        </h2>
        <div className="sv:mt-6">
          <ImplementationProcess phases={sub.implementation} />
        </div>
      </section>
    </div>
  );
}
