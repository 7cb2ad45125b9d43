import { usePageMeta } from '@meridian/shared/runtime/page';
import { ContentGate } from '@meridian/shared/ui/ContentGate';
import { useLocalizedContent } from '@meridian/shared/ui/use-localized-content';
import { loadPortfolio } from '../content/load';
import type { Portfolio } from '../content/types';
import { CaseStudiesSection } from '../features/portfolio/CaseStudiesSection';
import { ExpertiseSection } from '../features/portfolio/ExpertiseSection';
import { IndustriesSection } from '../features/portfolio/IndustriesSection';
import { MetricsSection } from '../features/portfolio/MetricsSection';
import { PortfolioCta } from '../features/portfolio/PortfolioCta';
import { PortfolioStats } from '../features/portfolio/PortfolioStats';

export default function PortfolioPage() {
  const state = useLocalizedContent('portfolio', loadPortfolio);
  return <ContentGate state={state}>{(portfolio) => <PortfolioView portfolio={portfolio} />}</ContentGate>;
}

function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  usePageMeta(portfolio.title, portfolio.description);
  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{portfolio.title}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{portfolio.intro}</p>
      <PortfolioStats stats={portfolio.stats} />
      <IndustriesSection heading={portfolio.industriesHeading} industries={portfolio.industries} />
      <ExpertiseSection heading={portfolio.expertiseHeading} expertise={portfolio.expertise} />
      <MetricsSection heading={portfolio.metricsHeading} metricGroups={portfolio.metricGroups} />
      <CaseStudiesSection heading={portfolio.caseStudiesHeading} caseStudy={portfolio.caseStudy} />
      <PortfolioCta cta={portfolio.cta} />
    </div>
  );
}
