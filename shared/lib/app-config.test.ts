import { configOrigins, parseAppConfig } from './app-config';

const valid = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  remotes: { marketing: 'http://localhost:3001/mf-manifest.json', services: 'https://cdn.example.com/services/mf-manifest.json' },
  contact: { phone: '+62 21-5098-7654', email: 'support@example.com' },
};

describe('parseAppConfig', () => {
  it('accepts a complete configuration', () => {
    const result = parseAppConfig(valid);
    expect(result).toEqual({ ok: true, config: valid });
  });

  it('accepts the route table the server adds, with null for a remote whose manifest is unreadable', () => {
    const routes = [
      { remote: 'marketing', prefixes: ['/'] },
      { remote: 'services', prefixes: null },
    ];
    expect(parseAppConfig({ ...valid, routes })).toEqual({ ok: true, config: { ...valid, routes } });
  });

  it.each([
    ['not an object', [], 'not a JSON object'],
    ['a missing supabase URL', { ...valid, supabaseUrl: undefined }, 'supabaseUrl'],
    ['a javascript: URL', { ...valid, supabaseUrl: 'javascript:alert(1)' }, 'supabaseUrl'],
    ['an empty anon key', { ...valid, supabaseAnonKey: '' }, 'supabaseAnonKey'],
    ['remotes as a list', { ...valid, remotes: ['x'] }, 'remotes'],
    ['a remote with a relative URL', { ...valid, remotes: { marketing: '/mf-manifest.json' } }, 'marketing'],
    ['an invalid container name', { ...valid, remotes: { 'bad-name': 'http://x/mf-manifest.json' } }, 'bad-name'],
    ['a phone without digits', { ...valid, contact: { ...valid.contact, phone: 'call us' } }, 'contact.phone'],
    ['a malformed e-mail', { ...valid, contact: { ...valid.contact, email: 'support' } }, 'contact.email'],
    ['routes that are not a list', { ...valid, routes: {} }, 'routes'],
    ['a route prefix that is not a path', { ...valid, routes: [{ remote: 'services', prefixes: ['services'] }] }, 'services'],
    ['a version of a remote not configured', { ...valid, versions: { nowhere: 'v1' } }, 'versions'],
    ['a version name with a dot', { ...valid, versions: { marketing: '1.2' } }, 'versions'],
    ['a preview of a remote not configured', { ...valid, preview: { remote: 'nowhere', version: 'v1' } }, 'preview'],
    ['a report token that is not one', { ...valid, reportToken: '<script>' }, 'reportToken'],
  ])('rejects %s and names the field', (_label, raw, field) => {
    const result = parseAppConfig(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(field);
  });
});

describe('releases', () => {
  it("keeps each remote's version and the previewed one", () => {
    const result = parseAppConfig({ ...valid, versions: { marketing: 'a1b2c3' }, preview: { remote: 'marketing', version: 'a1b2c3' } });
    expect(result.ok && [result.config.versions, result.config.preview]).toEqual([
      { marketing: 'a1b2c3' },
      { remote: 'marketing', version: 'a1b2c3' },
    ]);
  });

  it("keeps the page's report token, which its reports carry", () => {
    const result = parseAppConfig({ ...valid, versions: { marketing: 'a1b2c3' }, reportToken: 'r1.eyJpIjoiQSJ9.c2ln' });
    expect(result.ok && result.config.reportToken).toBe('r1.eyJpIjoiQSJ9.c2ln');
  });
});

describe('configOrigins', () => {
  it('lists each remote origin once, plus the Supabase origin', () => {
    const result = parseAppConfig({ ...valid, remotes: { ...valid.remotes, portal: 'http://localhost:3001/portal/mf-manifest.json' } });
    if (!result.ok) throw new Error(result.error);
    expect(configOrigins(result.config)).toEqual({
      remotes: ['http://localhost:3001', 'https://cdn.example.com'],
      supabase: 'http://localhost:54321',
    });
  });
});
