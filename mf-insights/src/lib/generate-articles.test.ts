import { articleCategories, seedArticles, titlesPerCategory, type Article } from '../content/articles';
import { generateArticles } from './generate-articles';

/** A small seeded PRNG (mulberry32), so every run draws the same numbers. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const now = new Date('2026-11-22T08:00:00Z');

describe('generateArticles', () => {
  it('makes three articles with dates in the last 30 days, 5–20 minute reads and slug-timestamp-index ids', () => {
    const created = generateArticles({ existing: seedArticles, now, random: seeded(1) });
    expect(created).toHaveLength(3);
    created.forEach((article, index) => {
      expect(article.id).toMatch(new RegExp(`^[a-z-]+-${now.getTime()}-${index}$`));
      const age = (now.getTime() - Date.parse(`${article.date}T00:00:00Z`)) / 86_400_000;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThan(31);
      expect(article.readTimeMinutes).toBeGreaterThanOrEqual(5);
      expect(article.readTimeMinutes).toBeLessThanOrEqual(20);
      expect(article.titleIndex).toBeLessThan(titlesPerCategory);
    });
  });

  it('covers the whole ranges over many draws', () => {
    const reads = new Set<number>();
    const ages = new Set<number>();
    const random = seeded(7);
    for (let run = 0; run < 400; run++)
      for (const article of generateArticles({ existing: [], now, random })) {
        reads.add(article.readTimeMinutes);
        ages.add(Math.round((now.getTime() - Date.parse(`${article.date}T08:00:00Z`)) / 86_400_000));
      }
    expect([...reads].sort((a, b) => a - b)).toEqual(Array.from({ length: 16 }, (_, index) => index + 5));
    expect(Math.min(...ages)).toBe(0);
    expect(Math.max(...ages)).toBe(29);
  });

  it('is the same for the same seed and clock', () => {
    expect(generateArticles({ existing: [], now, random: seeded(3) })).toEqual(generateArticles({ existing: [], now, random: seeded(3) }));
  });

  it('never repeats a title, skips exhausted categories, and stops when every title is used', () => {
    let listed: Article[] = [...seedArticles];
    const random = seeded(42);
    const runs: number[] = [];
    for (let run = 0; run < 20; run++) {
      const created = generateArticles({ existing: listed, now: new Date(now.getTime() + run), random });
      runs.push(created.length);
      listed = [...created, ...listed];
    }
    const keys = listed.flatMap((article) => (article.kind === 'generated' ? [`${article.category}:${article.titleIndex}`] : []));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toHaveLength(articleCategories.length * titlesPerCategory);
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(28);
    expect(runs.at(-1)).toBe(0);
  });

  it('skips a category with no unused titles in the same run', () => {
    const allButOneUsed: Article[] = articleCategories
      .filter((category) => category !== 'web')
      .flatMap((category) =>
        Array.from({ length: titlesPerCategory }, (_, titleIndex) => ({
          kind: 'generated' as const,
          id: `${category}-${titleIndex}`,
          category,
          titleIndex,
          excerptIndex: 0,
          author: 'A',
          date: '2026-11-01',
          readTimeMinutes: 5,
        })),
      );
    const created = generateArticles({ existing: allButOneUsed, now, random: seeded(9) });
    expect(created).toHaveLength(1);
    expect(created[0]!.category).toBe('web');
  });
});
