/**
 * The one search match of every list (docs/decisions/0005-forms.md): the query, trimmed, is found
 * literally (never as a pattern) in any of the texts, ignoring case by the page language's rules.
 * An empty query matches everything.
 */
export function matchesSearch(query: string, texts: readonly string[], language: string): boolean {
  const needle = query.trim().toLocaleLowerCase(language);
  return needle === '' || texts.some((text) => text.toLocaleLowerCase(language).includes(needle));
}
