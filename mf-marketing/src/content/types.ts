/**
 * Shapes of mf-marketing's page content. Each page kind has one module per language with the same
 * structure; only the text differs. Non-empty tuples make an empty table a type error.
 */
export type NonEmpty<T> = readonly [T, ...T[]];

export interface Card {
  title: string;
  text: string;
}

/** A table whose first column is the row header. Every row has one cell per column. */
export interface ContentTable {
  caption: string;
  columns: NonEmpty<string>;
  rows: NonEmpty<NonEmpty<string>>;
}

/** One of the sixteen informational pages: heading, intro, a category table and a card grid. */
export interface InfoPage {
  title: string;
  /** the meta description, also shown as the lead paragraph */
  description: string;
  tableHeading: string;
  table: ContentTable;
  cardsHeading: string;
  cards: NonEmpty<Card>;
}

/** /portfolio */
export interface Portfolio {
  title: string;
  description: string;
  intro: string;
  stats: NonEmpty<{ value: string; label: string }>;
  industriesHeading: string;
  industries: NonEmpty<{
    name: string;
    projects: number;
    expertise: NonEmpty<{ area: string; clients: number; successRate: string; revenueImpact: string }>;
    technologies: NonEmpty<{ name: string; projects: number; proficiency: 'Expert' | 'Advanced'; efficiencyGain: string }>;
    certifications: NonEmpty<{ name: string; status: 'Certified' | 'In progress'; year: number }>;
    metrics: { revenueImpact: string; efficiencyGain: string; costReduction: string; clientSatisfaction: string };
  }>;
  expertiseHeading: string;
  expertise: NonEmpty<{
    category: string;
    skills: NonEmpty<{ name: string; proficiency: 'Expert' | 'Advanced'; projects: number; successRate: string }>;
    certifications: NonEmpty<{ name: string; level: string }>;
  }>;
  metricsHeading: string;
  metricGroups: NonEmpty<{ category: string; metrics: NonEmpty<{ name: string; value: string; trend: string }> }>;
  caseStudiesHeading: string;
  caseStudy: {
    title: string;
    description: string;
    imageAlt: string;
    challenge: string;
    solution: string;
    implementation: NonEmpty<string>;
    results: NonEmpty<{ metric: string; value: string; change: string }>;
    technologies: NonEmpty<string>;
    timeline: string;
    team: NonEmpty<{ role: string; count: number }>;
    testimonial: { quote: string; author: string; position: string };
  };
  cta: { heading: string; text: string; button: string };
}

/** /about, /careers and the home page's two success stories */
export interface Company {
  about: {
    title: string;
    description: string;
    intro: string;
    team: { heading: string; text: string; members: NonEmpty<{ name: string; role: string; bio: string }> };
    recognition: { heading: string; items: NonEmpty<Card> };
    reach: { heading: string; text: string; offices: NonEmpty<{ city: string; country: string; focus: string }> };
    mission: { heading: string; text: string };
    values: { heading: string; items: readonly [Card, Card, Card, Card] };
    approach: { heading: string; steps: NonEmpty<Card> };
  };
  careers: {
    title: string;
    description: string;
    intro: string;
    areasHeading: string;
    areas: readonly [Card, Card, Card, Card, Card, Card];
    openings: { heading: string; text: string; action: string };
  };
  successStories: {
    heading: string;
    stories: readonly [SuccessStory, SuccessStory];
  };
}

export interface SuccessStory {
  title: string;
  client: string;
  summary: string;
  challenge: string;
  solution: string;
  results: NonEmpty<string>;
}
