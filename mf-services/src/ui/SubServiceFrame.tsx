import type { ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Breadcrumb, type BreadcrumbItem } from '@meridian/shared/ui/Breadcrumb';
import { useSubServiceRoute } from '../content/route-params';
import type { CatalogueEntry } from '../content/services';
import type { SubService } from '../content/types';
import { useServiceContent } from '../content/use-service-content';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { ServiceNotFound } from './ServiceNotFound';
import { ServiceTheme } from './ServiceTheme';

interface Resolved {
  service: CatalogueEntry;
  serviceTitle: string;
  sub: SubService;
  /** Services / service / sub-service, each a link, for the page to end as it needs */
  trail: BreadcrumbItem[];
}

/** What the sub-service page and its details page share: route lookup, not-found, loading, theme. */
export function SubServiceFrame({ children }: { children: (resolved: Resolved) => ReactNode }) {
  const route = useSubServiceRoute();
  if (!route.found) return <ServiceNotFound backTo={route.backTo} />;
  return (
    <Loaded key={`${route.service.id}/${route.subServiceId}`} service={route.service} subServiceId={route.subServiceId} render={children} />
  );
}

function Loaded({
  service,
  subServiceId,
  render,
}: {
  service: CatalogueEntry;
  subServiceId: string;
  render: (resolved: Resolved) => ReactNode;
}) {
  const { t } = useTranslation('services');
  const state = useServiceContent(service.id);
  const serviceTitle = t(`services.${service.id}.title`);
  return (
    <ServiceTheme dark={service.dark}>
      <ContentGate state={state}>
        {(content) => {
          const sub = content.subServices.find((candidate) => candidate.id === subServiceId);
          if (!sub) return <ServiceNotFound backTo={service.id === 'ai' ? 'ai' : 'services'} />;
          const trail = [
            { label: t('list.title'), to: '/services' },
            { label: serviceTitle, to: `/services/${service.id}` },
            { label: sub.title, to: `/services/${service.id}/${sub.id}` },
          ];
          return render({ service, serviceTitle, sub, trail });
        }}
      </ContentGate>
    </ServiceTheme>
  );
}

export function SubServiceBreadcrumb({ items }: { items: readonly BreadcrumbItem[] }) {
  const { t } = useTranslation('services');
  return <Breadcrumb label={t('page.breadcrumb')} items={items} />;
}
