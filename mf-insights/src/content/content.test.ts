import { supportedLanguages } from '@meridian/shared/runtime/i18n';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ms from '../locales/ms.json';
import { seedArticles } from './articles';
import { loadArticleBody } from './loadArticleBody';
import type { ArticleBody } from './types';

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape(item)]));
  return typeof value;
}

function emptyPlaces(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => emptyPlaces(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => emptyPlaces(item, `${path}.${key}`));
  return [];
}

describe.each(seedArticles.map((article) => [article.id] as const))('article %s', (articleId) => {
  let bodies: Record<string, ArticleBody>;
  beforeAll(async () => {
    bodies = Object.fromEntries(
      await Promise.all(supportedLanguages.map(async (language) => [language, await loadArticleBody(articleId, language)])),
    );
  });

  it.each(['id', 'ms'])('has the same structure in %s as in English, translated', (language) => {
    expect(shape(bodies[language])).toEqual(shape(bodies.en));
    expect(bodies[language]!.introduction).not.toBe(bodies.en!.introduction);
  });

  it.each([...supportedLanguages])('has no empty text or table in %s', (language) => {
    expect(emptyPlaces(bodies[language])).toEqual([]);
  });
});

describe('generator templates', () => {
  it.each([
    ['en', en],
    ['id', id],
    ['ms', ms],
  ])('never equal a built-in title in %s, and are all different', (_language, messages) => {
    const seedTitles = Object.values(messages.articles).map((article) => article.title);
    const templates = Object.values(messages.generator.titles).flatMap((titles) => Object.values(titles));
    expect(templates).toHaveLength(28);
    expect(new Set(templates).size).toBe(28);
    expect(templates.filter((title) => seedTitles.includes(title))).toEqual([]);
  });
});
