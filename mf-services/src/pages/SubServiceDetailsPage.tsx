import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { applicationRow, featureRow, toolRow } from '../content/fallbacks';
import type { SubService } from '../content/types';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { ImplementationProcess } from '../ui/ImplementationProcess';
import { SubServiceBreadcrumb, SubServiceFrame } from '../ui/SubServiceFrame';

/** /services/:serviceId/:subId/details: the sub-service as tables, with the fallback texts (content/fallbacks.ts). */
export default function SubServiceDetailsPage() {
  return (
    <SubServiceFrame>
      {({ serviceTitle, sub, trail }) => <DetailsView sub={sub} serviceTitle={serviceTitle} trail={trail} />}
    </SubServiceFrame>
  );
}

function DetailsView({ sub, serviceTitle, trail }: { sub: SubService; serviceTitle: string; trail: { label: string; to?: string }[] }) {
  const { t } = useTranslation('services');
  const heading = t('details.heading', { subService: sub.title });
  usePageMeta(`${heading} | ${serviceTitle}`, t('details.description', { subService: sub.title, description: sub.description }));
  const fallback = (key: string) => t(`fallback.${key}`);
  const tables = [
    {
      id: 'features',
      columns: [t('columns.feature'), t('columns.description'), t('columns.benefits')],
      rows: sub.features.map((feature) => {
        const row = featureRow(feature, fallback);
        return [row.name, row.description, row.benefit];
      }),
    },
    {
      id: 'tools',
      columns: [t('columns.tool'), t('columns.category'), t('columns.useCases')],
      rows: sub.tools.map((tool) => {
        const row = toolRow(tool, 'details', fallback);
        return [row.name, row.category, row.useCase];
      }),
    },
    {
      id: 'applications',
      columns: [t('columns.application'), t('columns.industry'), t('columns.impact')],
      rows: sub.applications.map((application) => {
        const row = applicationRow(application, 'details', fallback);
        return [row.name, row.industry, row.impact];
      }),
    },
  ];
  return (
    <div className="ui-container sv:py-12">
      <SubServiceBreadcrumb items={[...trail, { label: t('details.crumb') }]} />
      <h1 className="ui-heading-1 sv:mt-6">{heading}</h1>
      <p className="ui-lead sv:mt-3 sv:max-w-3xl">{sub.description}</p>
      {tables.map((table) => (
        <section key={table.id} className="sv:mt-12" aria-labelledby={`details-${table.id}`}>
          <h2 id={`details-${table.id}`} className="ui-heading-2 sv:mb-6">
            {t(`details.${table.id}`)}
          </h2>
          <DataTable caption={t(`details.${table.id}`)} columns={table.columns} rows={table.rows} />
        </section>
      ))}
      <section className="sv:mt-12" aria-labelledby="details-implementation">
        <h2 id="details-implementation" className="ui-heading-2 sv:mb-6">
          {t('sub.implementation')}
        </h2>
        <ImplementationProcess phases={sub.implementation} />
      </section>
    </div>
  );
}
