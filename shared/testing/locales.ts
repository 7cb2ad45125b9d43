/** Lists the keys of a nested messages object ("a.b.c"), to compare locales key for key. */
export function messageKeys(messages: unknown, prefix = ''): string[] {
  if (typeof messages !== 'object' || messages === null) return [prefix];
  return Object.entries(messages).flatMap(([key, value]) => messageKeys(value, prefix ? `${prefix}.${key}` : key));
}

/** Plural suffixes differ by language (English has _one, Indonesian and Malay only _other). */
export function withoutPluralSuffix(keys: string[]): string[] {
  return [...new Set(keys.map((key) => key.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
}

function valueAt(messages: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);
}

/** The translation checks every namespace runs: same keys in every language, no empty message. */
export function describeTranslations(namespace: string, locales: { en: object; id: object; ms: object }): void {
  describe(`${namespace} translations`, () => {
    it.each([
      ['id', locales.id],
      ['ms', locales.ms],
    ])('%s has every English key and no others', (_language, messages) => {
      expect(withoutPluralSuffix(messageKeys(messages))).toEqual(withoutPluralSuffix(messageKeys(locales.en)));
    });

    it.each(Object.entries(locales))('%s has no empty messages', (_language, messages) => {
      const empty = messageKeys(messages).filter((key) => {
        const value = valueAt(messages, key);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    });
  });
}
