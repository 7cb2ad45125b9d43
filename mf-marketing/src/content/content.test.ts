import { supportedLanguages, type Language } from '@meridian/shared/runtime/i18n';
import { emptyPlaces, structureOf } from '@meridian/shared/testing/content';
import en from '../locales/en.json';
import id from '../locales/id.json';
import ms from '../locales/ms.json';
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

// Commitments the business makes in figures (uptime, response times, retention periods, user
// limits, text scaling): a translation or an edit must not drop one from its page.
describe('the figures the site promises', () => {
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

// Pages named the same way on every surface that links to them: their heading, the sitemap and
// the shell's footer.
describe('page names shared with the sitemap', () => {
  // Each page's heading and <title>, and its label in the sitemap (and the shell's footer, which uses the same words).
  const namedPages = [
    ['security', 'securityCenter', 'Security Center'],
    ['trust-center', 'trustCenter', 'Trust Center'],
    ['service-agreement', 'serviceAgreement', 'Service Agreement'],
  ] as const;
  const sitemapLabels = { en: en.sitemap.links, id: id.sitemap.links, ms: ms.sitemap.links };

  it.each(namedPages)('/%s is titled as sitemap.links.%s names it: %s', async (page, key, name) => {
    expect((await loadInfoPage(page, 'en')).title).toBe(name);
    expect(sitemapLabels.en[key]).toBe(name);
  });

  it.each(['id', 'ms'] as const)('the pages have the sitemap names in %s too', async (language) => {
    for (const [page, key] of namedPages) expect((await loadInfoPage(page, language)).title).toBe(sitemapLabels[language][key]);
  });

  it('lists the six careers areas in order', async () => {
    expect((await loadCompany('en')).careers.areas.map((area) => area.title)).toEqual([
      'Engineering',
      'AI & Machine Learning',
      'Security',
      'Data Science',
      'Cloud Infrastructure',
      'Product Management',
    ]);
  });
});
