/**
 * The blog's articles. Built-in ones have their title and excerpt in the locale files
 * (articles.{id}) and their body in content/articles/{id}/{language}.ts; generated ones point at
 * the generator's templates (generator.titles.{category}[n], generator.excerpts[n]), so every
 * article follows the page language.
 */
export const articleCategories = ['ai', 'cloud', 'security', 'data', 'software', 'web', 'iot'] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** URL slugs of the categories, used in generated article ids. */
export const categorySlugs: Record<ArticleCategory, string> = {
  ai: 'artificial-intelligence',
  cloud: 'cloud-computing',
  security: 'cybersecurity',
  data: 'data-management',
  software: 'software-development',
  web: 'web-development',
  iot: 'iot-edge-computing',
};

interface ArticleBase {
  id: string;
  category: ArticleCategory;
  author: string;
  /** ISO day of publication */
  date: string;
  readTimeMinutes: number;
}

export interface SeedArticle extends ArticleBase {
  kind: 'seed';
}

export interface GeneratedArticle extends ArticleBase {
  kind: 'generated';
  /** index into generator.titles.{category} */
  titleIndex: number;
  /** index into generator.excerpts */
  excerptIndex: number;
}

export type Article = SeedArticle | GeneratedArticle;

export const seedArticles: readonly SeedArticle[] = [
  { kind: 'seed', id: 'ai-trends-2025', category: 'ai', author: 'Dr. Sarah Chen', date: '2024-03-15', readTimeMinutes: 8 },
  {
    kind: 'seed',
    id: 'cloud-native-architecture',
    category: 'cloud',
    author: 'Michael Rodriguez',
    date: '2024-03-14',
    readTimeMinutes: 12,
  },
  { kind: 'seed', id: 'zero-trust-security', category: 'security', author: 'Aisha Rahman', date: '2024-03-13', readTimeMinutes: 10 },
  { kind: 'seed', id: 'data-mesh-architecture', category: 'data', author: 'Budi Santoso', date: '2024-03-12', readTimeMinutes: 15 },
  { kind: 'seed', id: 'microservices-best-practices', category: 'software', author: 'Emily Tan', date: '2024-03-11', readTimeMinutes: 11 },
];

/** The generator's eight authors (names are not translated). */
export const generatorAuthors = [
  'Dr. Sarah Chen',
  'Michael Rodriguez',
  'Aisha Rahman',
  'Budi Santoso',
  'Emily Tan',
  'Rajesh Kumar',
  'Nurul Huda',
  'David Lim',
] as const;

/** How many title templates each category has, and how many excerpt templates there are. */
export const titlesPerCategory = 4;
export const excerptTemplates = 4;
