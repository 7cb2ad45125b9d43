/**
 * Helpers of the content tests every remote runs on its per-language content modules: translations
 * must keep the English structure, and nothing may be empty.
 */

/**
 * A content tree without its text: keys, array lengths, and the values of `literalKeys` (ids,
 * icons, badge values that are not translated); numbers kept when `keepNumbers` (figures must
 * match across languages).
 */
export function structureOf(value: unknown, { literalKeys = [] as string[], keepNumbers = false } = {}, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => structureOf(item, { literalKeys, keepNumbers }));
  if (typeof value === 'object' && value !== null)
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, structureOf(item, { literalKeys, keepNumbers }, name)]));
  if (keepNumbers && typeof value === 'number') return value;
  return literalKeys.includes(key) ? value : typeof value;
}

/** Paths of blank strings and empty arrays in a content tree. */
export function emptyPlaces(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [path] : [];
  if (Array.isArray(value)) return value.length === 0 ? [path] : value.flatMap((item, index) => emptyPlaces(item, `${path}[${index}]`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([name, item]) => emptyPlaces(item, `${path}.${name}`));
  return [];
}
