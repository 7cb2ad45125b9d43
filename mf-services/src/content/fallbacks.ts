import type { SubServiceApplication, SubServiceFeature, SubServiceTool } from './types';

/**
 * The texts shown for missing sub-service data (docs/inside-a-remote.md, "Content and where it
 * lives"). The sub-service page and the details page word two of them differently (use and impact),
 * as the product requires both.
 */
export type Fallback =
  | 'featureDescription'
  | 'featureBenefit'
  | 'toolCategory'
  | 'toolUseOverview'
  | 'toolUseDetails'
  | 'industry'
  | 'impactOverview'
  | 'impactDetails';

export type PageKind = 'overview' | 'details';

type Translate = (fallback: Fallback) => string;

export function featureRow(feature: SubServiceFeature, fallback: Translate) {
  return {
    name: feature.name,
    description: feature.description ?? fallback('featureDescription'),
    benefit: feature.benefit ?? fallback('featureBenefit'),
  };
}

export function toolRow(tool: SubServiceTool, page: PageKind, fallback: Translate) {
  return {
    name: tool.name,
    category: tool.category ?? fallback('toolCategory'),
    useCase: tool.useCase ?? fallback(page === 'overview' ? 'toolUseOverview' : 'toolUseDetails'),
  };
}

export function applicationRow(application: SubServiceApplication, page: PageKind, fallback: Translate) {
  return {
    name: application.name,
    industry: application.industry ?? fallback('industry'),
    impact: application.impact ?? fallback(page === 'overview' ? 'impactOverview' : 'impactDetails'),
  };
}
