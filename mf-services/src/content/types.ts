/**
 * The shape of the service catalogue's content. Every language has one module per service
 * (content/services/{id}/{language}.ts) with the same ids and structure; only the text differs.
 * Non-empty tuples make "every table has rows" a type error rather than a runtime surprise.
 */
import type { IconName } from './icons';

export type NonEmpty<T> = readonly [T, ...T[]];

/** The Implementation Process phases, in order; each sub-service uses four of them. */
export const phaseIds = ['discovery', 'planning', 'development', 'implementation', 'execution', 'deployment', 'support'] as const;
export type PhaseId = (typeof phaseIds)[number];

export interface KeyFeature {
  title: string;
  description: string;
}

export interface TechnologyGroup {
  category: string;
  tools: NonEmpty<string>;
  description: string;
}

/** A feature of a sub-service; missing description or benefit falls back to the texts in fallbacks.ts. */
export interface SubServiceFeature {
  name: string;
  description?: string;
  benefit?: string;
}

export interface SubServiceTool {
  name: string;
  category?: string;
  useCase?: string;
}

export interface SubServiceApplication {
  name: string;
  industry?: string;
  impact?: string;
}

export interface ImplementationPhase {
  phase: PhaseId;
  steps: NonEmpty<string>;
}

export interface SubService {
  /** the URL segment: /services/{serviceId}/{id} */
  id: string;
  icon: IconName;
  title: string;
  description: string;
  features: NonEmpty<SubServiceFeature>;
  tools: NonEmpty<SubServiceTool>;
  applications: NonEmpty<SubServiceApplication>;
  implementation: NonEmpty<ImplementationPhase>;
}

/** One service's page content in one language (its title and card text live in the locale files). */
export interface ServiceContent {
  /** a paragraph introducing the service on its page */
  overview: string;
  keyFeatures: NonEmpty<KeyFeature>;
  technologies: NonEmpty<TechnologyGroup>;
  subServices: NonEmpty<SubService>;
}
