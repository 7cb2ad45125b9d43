import { supportedLanguages } from '@meridian/shared/runtime/i18n';
import { emptyPlaces, structureOf } from '@meridian/shared/testing/content';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ms from '../locales/ms.json';
import { seedArticles } from './articles';
import { loadArticleBody } from './load-article-body';
import type { ArticleBody } from './types';

describe.each(seedArticles.map((article) => [article.id] as const))('article %s', (articleId) => {
  let bodies: Record<string, ArticleBody>;
  beforeAll(async () => {
    bodies = Object.fromEntries(
      await Promise.all(supportedLanguages.map(async (language) => [language, await loadArticleBody(articleId, language)])),
    );
  });

  it.each(['id', 'ms'])('has the same structure in %s as in English, translated', (language) => {
    expect(structureOf(bodies[language])).toEqual(structureOf(bodies.en));
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
