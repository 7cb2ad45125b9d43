import { PageSection } from '@meridian/shared/ui/PageSection';
import type { Portfolio } from '../../content/types';
import { CaseStudyCard } from './CaseStudyCard';

/** The featured case study. */
export function CaseStudiesSection({ heading, caseStudy }: { heading: string; caseStudy: Portfolio['caseStudy'] }) {
  return (
    <PageSection id="portfolio-case-studies" heading={heading}>
      <CaseStudyCard study={caseStudy} />
    </PageSection>
  );
}
