import { useId, useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { useLocalizedContent } from '@meridian/shared/ui/useLocalizedContent';
import caseStudyImage from '../assets/case-study-bank.svg';
import { loadPortfolio } from '../content/load';
import type { Portfolio } from '../content/types';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { PageSection } from '@meridian/shared/ui/PageSection';

const green = 'mk:bg-green-100 mk:text-green-900';
const blue = 'mk:bg-blue-100 mk:text-blue-900';

export default function PortfolioPage() {
  const state = useLocalizedContent('portfolio', loadPortfolio);
  return <ContentGate state={state}>{(portfolio) => <PortfolioView portfolio={portfolio} />}</ContentGate>;
}

function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('marketing');
  usePageMeta(portfolio.title, portfolio.description);
  // Badge colours as specified: Expert and Certified green, anything else blue; the text says it too.
  const level = (value: string) => (
    <span className={`ui-badge ${value === 'Expert' ? green : blue}`}>{t(`portfolio.badges.${value}`)}</span>
  );
  const status = (value: string) => (
    <span className={`ui-badge ${value === 'Certified' ? green : blue}`}>{t(`portfolio.badges.${value}`)}</span>
  );
  const column = (key: string) => t(`portfolio.columns.${key}`);

  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{portfolio.title}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{portfolio.intro}</p>
      <dl className="mk:mt-8 mk:grid mk:grid-cols-2 mk:gap-6 mk:lg:grid-cols-4">
        {portfolio.stats.map((stat) => (
          <div key={stat.label} className="ui-card mk:flex mk:flex-col-reverse mk:gap-1">
            <dt className="mk:text-sm mk:text-muted">{stat.label}</dt>
            <dd className="mk:text-3xl mk:font-bold mk:text-brand">{stat.value}</dd>
          </div>
        ))}
      </dl>

      <PageSection id="portfolio-industries" heading={portfolio.industriesHeading}>
        <div className="mk:flex mk:flex-col mk:gap-12">
          {portfolio.industries.map((industry, index) => (
            <section key={industry.name} aria-labelledby={`industry-${index}`} className="ui-card">
              <h3 id={`industry-${index}`} className="mk:text-xl mk:font-semibold">
                {industry.name}{' '}
                <span className="mk:text-base mk:font-normal mk:text-muted">{t('portfolio.projects', { count: industry.projects })}</span>
              </h3>
              <dl className="mk:mt-4 mk:grid mk:grid-cols-2 mk:gap-4 mk:md:grid-cols-4">
                {(['revenueImpact', 'efficiencyGain', 'costReduction', 'clientSatisfaction'] as const).map((metric) => (
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
                rows={industry.technologies.map((row) => [row.name, String(row.projects), level(row.proficiency), row.efficiencyGain])}
              />
              <h4 className="mk:mt-6 mk:mb-3 mk:font-semibold">{t('portfolio.certifications')}</h4>
              <DataTable
                caption={`${t('portfolio.certifications')}: ${industry.name}`}
                columns={[column('certification'), column('status'), column('year')]}
                rows={industry.certifications.map((row) => [row.name, status(row.status), String(row.year)])}
              />
            </section>
          ))}
        </div>
      </PageSection>

      <PageSection id="portfolio-expertise" heading={portfolio.expertiseHeading}>
        <div className="mk:grid mk:gap-8 mk:lg:grid-cols-2">
          {portfolio.expertise.map((group, index) => (
            <section key={group.category} aria-labelledby={`expertise-${index}`} className="ui-card">
              <h3 id={`expertise-${index}`} className="mk:mb-4 mk:text-xl mk:font-semibold">
                {group.category}
              </h3>
              <DataTable
                caption={`${t('portfolio.skills')}: ${group.category}`}
                columns={[column('skill'), column('proficiency'), column('projects'), column('successRate')]}
                rows={group.skills.map((skill) => [skill.name, level(skill.proficiency), String(skill.projects), skill.successRate])}
              />
              <div className="mk:mt-6">
                <DataTable
                  caption={`${t('portfolio.certifications')}: ${group.category}`}
                  columns={[column('certification'), column('level')]}
                  rows={group.certifications.map((certification) => [certification.name, certification.level])}
                />
              </div>
            </section>
          ))}
        </div>
      </PageSection>

      <PageSection id="portfolio-metrics" heading={portfolio.metricsHeading}>
        <div className="mk:grid mk:gap-8 mk:lg:grid-cols-2">
          {portfolio.metricGroups.map((group) => (
            <DataTable
              key={group.category}
              caption={group.category}
              columns={[group.category, column('value'), column('trend')]}
              rows={group.metrics.map((metric) => [metric.name, metric.value, metric.trend])}
            />
          ))}
        </div>
      </PageSection>

      <PageSection id="portfolio-case-studies" heading={portfolio.caseStudiesHeading}>
        <CaseStudyCard study={portfolio.caseStudy} />
      </PageSection>

      <section className="ui-card mk:mt-14 mk:flex mk:flex-col mk:items-start mk:gap-4" aria-labelledby="portfolio-cta">
        <h2 id="portfolio-cta" className="ui-heading-2">
          {portfolio.cta.heading}
        </h2>
        <p className="mk:text-muted">{portfolio.cta.text}</p>
        <Link to="/contact" className="ui-button ui-button-primary">
          {portfolio.cta.button}
        </Link>
      </section>
    </div>
  );
}

function CaseStudyCard({ study }: { study: Portfolio['caseStudy'] }) {
  const { t } = useTranslation('marketing');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  return (
    <article className="ui-card mk:grid mk:gap-6 mk:p-0 mk:md:grid-cols-[2fr_3fr] mk:overflow-hidden" aria-labelledby={`${id}-title`}>
      <img
        src={caseStudyImage}
        alt={study.imageAlt}
        width={800}
        height={450}
        loading="lazy"
        decoding="async"
        className="mk:h-full mk:w-full mk:object-cover"
      />
      <div className="mk:p-6">
        <h3 id={`${id}-title`} className="mk:text-xl mk:font-semibold">
          {study.title}
        </h3>
        <p className="mk:mt-2 mk:text-muted">{study.description}</p>
        <button
          type="button"
          className="ui-button ui-button-secondary mk:mt-4"
          aria-expanded={expanded}
          aria-controls={`${id}-details`}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? t('portfolio.hideDetails') : t('portfolio.showDetails')}
        </button>
        <div id={`${id}-details`} hidden={!expanded} className="mk:mt-6 mk:flex mk:flex-col mk:gap-5 mk:text-sm">
          <div>
            <h4 className="mk:font-semibold">{t('portfolio.caseStudy.challenge')}</h4>
            <p className="mk:mt-1 mk:text-muted">{study.challenge}</p>
          </div>
          <div>
            <h4 className="mk:font-semibold">{t('portfolio.caseStudy.solution')}</h4>
            <p className="mk:mt-1 mk:text-muted">{study.solution}</p>
          </div>
          <div>
            <h4 className="mk:font-semibold">{t('portfolio.caseStudy.implementation')}</h4>
            <ol className="mk:mt-1 mk:list-decimal mk:space-y-1 mk:pl-5 mk:text-muted">
              {study.implementation.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
          <div>
            <h4 className="mk:mb-2 mk:font-semibold">{t('portfolio.caseStudy.results')}</h4>
            <DataTable
              caption={t('portfolio.caseStudy.results')}
              columns={[t('portfolio.columns.metric'), t('portfolio.columns.value'), t('portfolio.columns.change')]}
              rows={study.results.map((result) => [result.metric, result.value, result.change])}
            />
          </div>
          <p>
            <span className="mk:font-semibold">{t('portfolio.caseStudy.technologies')}:</span> {study.technologies.join(', ')}
          </p>
          <p>
            <span className="mk:font-semibold">{t('portfolio.caseStudy.timeline')}:</span> {study.timeline}
          </p>
          <div>
            <h4 className="mk:font-semibold">{t('portfolio.caseStudy.team')}</h4>
            <ul className="mk:mt-1 mk:text-muted">
              {study.team.map((member) => (
                <li key={member.role}>
                  {member.role}: {member.count}
                </li>
              ))}
            </ul>
          </div>
          <figure className="mk:border-l-4 mk:border-brand mk:pl-4">
            <blockquote className="mk:italic">“{study.testimonial.quote}”</blockquote>
            <figcaption className="mk:mt-2 mk:text-muted">
              {study.testimonial.author}, {study.testimonial.position}
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
