import {
  articleCategories,
  categorySlugs,
  excerptTemplates,
  generatorAuthors,
  titlesPerCategory,
  type Article,
  type GeneratedArticle,
} from '../content/articles';

export interface GeneratorOptions {
  /** the articles already listed (built-in and generated) */
  existing: readonly Article[];
  now: Date;
  /** uniform in [0, 1), injected so tests are deterministic */
  random: () => number;
  count?: number;
}

const dayMs = 24 * 60 * 60 * 1000;

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * "Update Content": up to `count` new articles in random categories. A title template is never
 * reused (not by a listed article nor by one made in the same run); a category whose titles are
 * all used is skipped, so fewer articles may come back. Dates fall in the last 30 days, read
 * times are 5–20 minutes, ids are `{category slug}-{timestamp}-{index}`.
 */
export function generateArticles({ existing, now, random, count = 3 }: GeneratorOptions): GeneratedArticle[] {
  const used = new Set(existing.flatMap((article) => (article.kind === 'generated' ? [`${article.category}:${article.titleIndex}`] : [])));
  const categories = [...articleCategories];
  const created: GeneratedArticle[] = [];
  while (created.length < count && categories.length > 0) {
    const category = categories.splice(Math.floor(random() * categories.length), 1)[0]!;
    const free = Array.from({ length: titlesPerCategory }, (_, index) => index).filter((index) => !used.has(`${category}:${index}`));
    if (free.length === 0) continue;
    const titleIndex = pick(free, random);
    used.add(`${category}:${titleIndex}`);
    const daysAgo = Math.floor(random() * 30);
    created.push({
      kind: 'generated',
      id: `${categorySlugs[category]}-${now.getTime()}-${created.length}`,
      category,
      titleIndex,
      excerptIndex: Math.floor(random() * excerptTemplates),
      author: pick(generatorAuthors, random),
      date: new Date(now.getTime() - daysAgo * dayMs).toISOString().slice(0, 10),
      readTimeMinutes: 5 + Math.floor(random() * 16),
    });
  }
  return created;
}
