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
  ])('rejects %s and names the field', (_label, raw, field) => {
    const result = parseAppConfig(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(field);
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
