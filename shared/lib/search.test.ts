import { matchesSearch } from './search';

describe('matchesSearch', () => {
  it('matches any text, ignoring case and surrounding spaces; an empty query matches all', () => {
    expect(matchesSearch('  CLOUD ', ['Going cloud-native', 'excerpt'], 'en')).toBe(true);
    expect(matchesSearch('mesh', ['Title', 'A data mesh'], 'en')).toBe(true);
    expect(matchesSearch('zero', ['Title', 'excerpt'], 'en')).toBe(false);
    expect(matchesSearch('   ', [], 'en')).toBe(true);
  });

  it('reads the query literally, never as a pattern', () => {
    expect(matchesSearch('.*', ['anything'], 'en')).toBe(false);
    expect(matchesSearch('(', ['a (note)'], 'en')).toBe(true);
  });

  it('lowers case by the language', () => {
    expect(matchesSearch('İSTANBUL', ['istanbul'], 'tr')).toBe(true);
  });
});
