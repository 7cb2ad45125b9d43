import { useTranslation } from '@meridian/shared/runtime/i18n';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { PageSection } from '@meridian/shared/ui/PageSection';
import type { Portfolio } from '../../content/types';
import { ProficiencyBadge, StatusBadge } from './badges';
import { useColumnLabel } from './use-column-label';

type Industry = Portfolio['industries'][number];

const industryMetrics = ['revenueImpact', 'efficiencyGain', 'costReduction', 'clientSatisfaction'] as const;

/** The industries we serve, each with its key figures, domain expertise, technologies and certifications. */
export function IndustriesSection({ heading, industries }: { heading: string; industries: Portfolio['industries'] }) {
  return (
    <PageSection id="portfolio-industries" heading={heading}>
      <div className="mk:flex mk:flex-col mk:gap-12">
        {industries.map((industry, index) => (
          <IndustryCard key={industry.name} industry={industry} headingId={`industry-${index}`} />
        ))}
      </div>
    </PageSection>
  );
}

function IndustryCard({ industry, headingId }: { industry: Industry; headingId: string }) {
  const { t } = useTranslation('marketing');
  const column = useColumnLabel();
  return (
    <section aria-labelledby={headingId} className="ui-card">
      <h3 id={headingId} className="mk:text-xl mk:font-semibold">
        {industry.name}{' '}
        <span className="mk:text-base mk:font-normal mk:text-muted">{t('portfolio.projects', { count: industry.projects })}</span>
      </h3>
      <dl className="mk:mt-4 mk:grid mk:grid-cols-2 mk:gap-4 mk:md:grid-cols-4">
        {industryMetrics.map((metric) => (
          <div key={metric} className="mk:flex mk:flex-col-reverse mk:rounded-md mk:bg-raised mk:p-3">
            <dt className="mk:text-xs mk:text-muted">{column(metric)}</dt>
            <dd className="mk:text-xl mk:font-bold">{industry.metrics[metric]}</dd>
          </div>
        ))}
      </dl>
      <h4 className="mk:mt-6 mk:mb-3 mk:font-semibold">{t('portfolio.domainExpertise')}</h4>
      <DataTable
        caption={`${t('portfolio.domainExpertise')}: ${industry.name}`}
        columns={[column('area'), column('clients'), column('successRate'), column('revenueImpact')]}
        rows={industry.expertise.map((row) => [row.area, String(row.clients), row.successRate, row.revenueImpact])}
      />
      <h4 className="mk:mt-6 mk:mb-3 mk:font-semibold">{t('portfolio.technologyImplementation')}</h4>
      <DataTable
        caption={`${t('portfolio.technologyImplementation')}: ${industry.name}`}
        columns={[column('technology'), column('projects'), column('proficiency'), column('efficiencyGain')]}
        rows={industry.technologies.map((row) => [
          row.name,
          String(row.projects),
          <ProficiencyBadge value={row.proficiency} />,
          row.efficiencyGain,
        ])}
      />
      <h4 className="mk:mt-6 mk:mb-3 mk:font-semibold">{t('portfolio.certifications')}</h4>
      <DataTable
        caption={`${t('portfolio.certifications')}: ${industry.name}`}
        columns={[column('certification'), column('status'), column('year')]}
        rows={industry.certifications.map((row) => [row.name, <StatusBadge value={row.status} />, String(row.year)])}
      />
    </section>
  );
}
