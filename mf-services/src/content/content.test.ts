import { supportedLanguages } from '@meridian/shared/runtime/i18n';
import { icons } from './icons';
import { loadServiceContent } from './load';
import { catalogue } from './services';
import { phaseIds, type ServiceContent } from './types';

/** Everything about a content tree except its text: ids, icons, phases, array lengths, keys. */
function shape(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => shape(item));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, shape(item, name)]));
  return ['id', 'icon', 'phase'].includes(key) ? value : typeof value;
}

function emptyPlaces(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => emptyPlaces(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => emptyPlaces(item, `${path}.${key}`));
  return [];
}

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
    expect(shape(byLanguage[language])).toEqual(shape(byLanguage.en));
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
