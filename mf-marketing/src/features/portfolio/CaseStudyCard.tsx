import { useId, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { DataTable } from '@meridian/shared/ui/DataTable';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import caseStudyImage from '../../assets/case-study-bank.svg';
import type { Portfolio } from '../../content/types';

/** A case study: its summary, and the full story behind a show/hide details button. */
export function CaseStudyCard({ study }: { study: Portfolio['caseStudy'] }) {
  const { t } = useTranslation('marketing');
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  // Show details pressed an odd number of times before hydration: shown once hydrated.
  const earlyClicks = useClickBeforeHydration('case-study-details', (clicks) => {
    if (clicks % 2 === 1) setExpanded(true);
  });
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
          {...earlyClicks}
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
