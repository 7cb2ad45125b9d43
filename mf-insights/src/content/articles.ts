/** The built-in articles. Titles and excerpts are in the locale files under `articles.{id}`. */
export type ArticleCategory = 'ai' | 'cloud' | 'security' | 'data' | 'software' | 'web' | 'iot';

export interface ArticleSummary {
  id: string;
  category: ArticleCategory;
  author: string;
  /** ISO day of publication */
  date: string;
  readTimeMinutes: number;
}

export const seedArticles: readonly ArticleSummary[] = [
  { id: 'ai-trends-2025', category: 'ai', author: 'Dr. Sarah Chen', date: '2024-03-15', readTimeMinutes: 8 },
  { id: 'cloud-native-architecture', category: 'cloud', author: 'Michael Rodriguez', date: '2024-03-14', readTimeMinutes: 12 },
  { id: 'zero-trust-security', category: 'security', author: 'Aisha Rahman', date: '2024-03-13', readTimeMinutes: 10 },
  { id: 'data-mesh-architecture', category: 'data', author: 'Budi Santoso', date: '2024-03-12', readTimeMinutes: 15 },
  { id: 'microservices-best-practices', category: 'software', author: 'Emily Tan', date: '2024-03-11', readTimeMinutes: 11 },
];
