import { supportedLanguages, type Language } from '@meridian/shared/runtime/i18n';
import { emptyPlaces, structureOf } from '@meridian/shared/testing/content';
import { infoPages } from './info/pages';
import { loadCompany, loadInfoPage, loadPortfolio } from './load';
import type { ContentTable } from './types';

// Badge values are keys, not text, and every figure must match across languages.
const structure = (value: unknown) => structureOf(value, { literalKeys: ['proficiency', 'status'], keepNumbers: true });

function raggedRows(table: ContentTable): number[] {
  return table.rows.flatMap((row, index) => (row.length === table.columns.length ? [] : [index]));
}

async function inEveryLanguage<T>(load: (language: Language) => Promise<T>): Promise<Record<Language, T>> {
  return Object.fromEntries(await Promise.all(supportedLanguages.map(async (language) => [language, await load(language)]))) as Record<
    Language,
    T
  >;
}

const checks = [
  ...infoPages.map((page) => [`info page ${page.id}`, (language: Language) => loadInfoPage(page.id, language)] as const),
  ['portfolio', loadPortfolio] as const,
  ['company (about, careers, success stories)', loadCompany] as const,
];

describe.each(checks)('%s', (_name, load) => {
  let content: Record<Language, unknown>;
  beforeAll(async () => {
    content = await inEveryLanguage(load as (language: Language) => Promise<unknown>);
  });

  it.each(['id', 'ms'] as const)('has the same structure and figures in %s as in English, translated', (language) => {
    expect(structure(content[language])).toEqual(structure(content.en));
    expect(JSON.stringify(content[language])).not.toBe(JSON.stringify(content.en));
  });

  it.each([...supportedLanguages])('has no empty text or table in %s', (language) => {
    expect(emptyPlaces(content[language])).toEqual([]);
  });
});

describe.each(infoPages.map((page) => [page.id] as const))('info page %s tables', (id) => {
  it.each([...supportedLanguages])('has a table with a cell for every column, and cards, in %s', async (language) => {
    const page = await loadInfoPage(id, language);
    expect(page.table.rows.length).toBeGreaterThan(0);
    expect(raggedRows(page.table)).toEqual([]);
    expect(page.cards.length).toBeGreaterThan(0);
  });
});

describe("the specification's constants", () => {
  const required: Partial<Record<(typeof infoPages)[number]['id'], string[]>> = {
    terms: ['99.9%'],
    'service-agreement': ['99.99%', '99.9%', '99.5%', '15', '100'],
    faq: ['15', '24'],
    privacy: ['7', '2', '1'],
    'data-protection': ['7', '2', '1'],
    licensing: ['100'],
    accessibility: ['200%'],
  };
  it.each(Object.entries(required))('appear on the %s page', async (id, figures) => {
    const text = JSON.stringify(await loadInfoPage(id as (typeof infoPages)[number]['id'], 'en'));
    for (const figure of figures) expect(text).toContain(figure);
  });
});
