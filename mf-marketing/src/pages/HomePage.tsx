import { Suspense } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { featuredServices, homeStats } from '../content/home';
import { SuccessStories } from '../features/success-stories/SuccessStories';

export default function HomePage() {
  const { t } = useTranslation('marketing');
  return (
    <>
      <section className="mk:bg-surface mk:py-20" aria-labelledby="home-hero-heading">
        <div className="ui-container mk:flex mk:flex-col mk:items-start mk:gap-6">
          <h1 id="home-hero-heading" className="ui-heading-1 mk:max-w-3xl mk:sm:text-5xl">
            {t('home.hero.heading')}
          </h1>
          <p className="ui-lead mk:max-w-2xl">{t('home.hero.text')}</p>
          <div className="mk:flex mk:flex-wrap mk:gap-3">
            <Link to="/contact" className="ui-button ui-button-primary">
              {t('home.hero.scheduleConsultation')}
            </Link>
            <Link to="/services" className="ui-button ui-button-secondary">
              {t('home.hero.viewServices')}
            </Link>
          </div>
        </div>
      </section>
      <section className="ui-container mk:py-16" aria-labelledby="home-services-heading">
        <h2 id="home-services-heading" className="ui-heading-2">
          {t('home.services.heading')}
        </h2>
        <ul className="mk:mt-8 mk:grid mk:gap-6 mk:sm:grid-cols-2 mk:lg:grid-cols-3">
          {featuredServices.map((id) => (
            <li key={id} className="ui-card mk:flex mk:flex-col mk:gap-2">
              <h3 className="mk:text-lg mk:font-semibold">{t(`home.services.items.${id}.title`)}</h3>
              <p className="mk:flex-1 mk:text-sm mk:text-muted">{t(`home.services.items.${id}.text`)}</p>
              <Link className="ui-link mk:text-sm" to={`/services/${id}`}>
                {t('home.services.learnMore', { service: t(`home.services.items.${id}.title`) })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="ui-container mk:pb-16" aria-labelledby="home-stats-heading">
        <h2 id="home-stats-heading" className="ui-heading-2">
          {t('home.stats.heading')}
        </h2>
        <dl className="mk:mt-8 mk:grid mk:grid-cols-2 mk:gap-6 mk:lg:grid-cols-4">
          {homeStats.map((stat) => (
            <div key={stat.labelKey} className="ui-card mk:flex mk:flex-col-reverse mk:gap-1">
              <dt className="mk:text-sm mk:text-muted">{t(stat.labelKey)}</dt>
              <dd className="mk:text-3xl mk:font-bold mk:text-brand">{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {/* Below the fold: the page above does not wait for the stories' content. */}
      <Suspense fallback={null}>
        <SuccessStories />
      </Suspense>
      <section className="ui-container mk:pb-16" aria-labelledby="home-cta-heading">
        <div className="ui-card mk:flex mk:flex-col mk:items-start mk:gap-4">
          <h2 id="home-cta-heading" className="ui-heading-2">
            {t('home.cta.heading')}
          </h2>
          <p className="mk:text-muted">{t('home.cta.text')}</p>
          <Link to="/contact" className="ui-button ui-button-primary">
            {t('home.cta.button')}
          </Link>
        </div>
      </section>
    </>
  );
}
