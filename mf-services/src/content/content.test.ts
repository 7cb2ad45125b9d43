import { supportedLanguages } from '@meridian/shared/runtime/i18n';
import { emptyPlaces, structureOf } from '@meridian/shared/testing/content';
import { icons } from './icons';
import { loadServiceContent } from './load';
import { catalogue } from './services';
import { phaseIds, type ServiceContent } from './types';

// Ids, icons and phases are not translated.
const structure = (value: unknown) => structureOf(value, { literalKeys: ['id', 'icon', 'phase'] });

describe.each(catalogue.map((entry) => [entry.id, entry] as const))('content of %s', (_id, entry) => {
  let byLanguage: Record<string, ServiceContent>;
  beforeAll(async () => {
    byLanguage = Object.fromEntries(
      await Promise.all(supportedLanguages.map(async (language) => [language, await loadServiceContent(entry.id, language)])),
    );
  });

  it('has the catalogue sub-service ids, unique, with known icons and phases in order', () => {
    const en = byLanguage.en!;
    expect(en.subServices.map((sub) => sub.id)).toEqual([...entry.subServiceIds]);
    expect(new Set(entry.subServiceIds).size).toBe(entry.subServiceIds.length);
    for (const sub of en.subServices) {
      expect(Object.keys(icons)).toContain(sub.icon);
      const phases = sub.implementation.map((phase) => phaseIds.indexOf(phase.phase));
      expect(phases).toEqual([...phases].sort((a, b) => a - b));
      expect(phases).toHaveLength(4);
      expect(phases[0]).toBe(phaseIds.indexOf('discovery'));
    }
  });

  it.each(['id', 'ms'])('has the same ids and structure in %s as in English', (language) => {
    expect(structure(byLanguage[language])).toEqual(structure(byLanguage.en));
  });

  it.each([...supportedLanguages])('has no empty text or empty table in %s', (language) => {
    expect(emptyPlaces(byLanguage[language])).toEqual([]);
  });

  it.each(['id', 'ms'])('is actually translated into %s', (language) => {
    const translated = byLanguage[language]!;
    expect(translated.overview).not.toBe(byLanguage.en!.overview);
    expect(translated.subServices.map((sub) => sub.description)).not.toEqual(byLanguage.en!.subServices.map((sub) => sub.description));
  });
});
