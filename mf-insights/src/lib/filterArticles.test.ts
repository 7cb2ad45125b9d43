import { seedArticles, type Article } from '../content/articles';
import { filterArticles } from './filterArticles';

const text: Record<string, { title: string; excerpt: string }> = {
  'ai-trends-2025': { title: 'AI Trends Shaping Enterprise IT in 2025', excerpt: 'Agents and governance.' },
  'cloud-native-architecture': { title: 'Cloud-Native Architecture', excerpt: 'Kubernetes and platform teams.' },
  'zero-trust-security': { title: 'Zero Trust Security', excerpt: 'Identity is the new perimeter.' },
  'data-mesh-architecture': { title: 'Data Mesh', excerpt: 'Domain-owned data products on Kubernetes.' },
  'microservices-best-practices': { title: 'Microservices Best Practices', excerpt: 'Boundaries (and events).' },
};
const ids = (query: string, category: Article['category'] | 'all' = 'all') =>
  filterArticles(seedArticles, { query, category }, (article) => text[article.id]!, 'en').map((article) => article.id);

describe('filterArticles', () => {
  it('matches title or excerpt, case-insensitively', () => {
    expect(ids('KUBERNETES')).toEqual(['cloud-native-architecture', 'data-mesh-architecture']);
    expect(ids('zero trust')).toEqual(['zero-trust-security']);
  });

  it('applies the category and the search together', () => {
    expect(ids('kubernetes', 'data')).toEqual(['data-mesh-architecture']);
    expect(ids('', 'security')).toEqual(['zero-trust-security']);
    expect(ids('kubernetes', 'security')).toEqual([]);
  });

  it.each(['*', '\\', '[', '.*', ')(', '<script>alert(1)</script>', 'x'.repeat(10_000)])('treats %s as text and never throws', (query) => {
    expect(() => ids(query)).not.toThrow();
    expect(ids(query)).toEqual([]);
  });

  it('finds literal regex characters', () => {
    expect(ids('(and')).toEqual(['microservices-best-practices']);
  });
});
