import { isRecordPage, parseRemotePrefixes, parseRouteManifest, remoteForPath, routeManifestUrl, type RemotePrefixes } from './route-table';

const table: RemotePrefixes[] = [
  { remote: 'marketing', prefixes: ['/'] },
  { remote: 'services', prefixes: ['/services'] },
  { remote: 'insights', prefixes: ['/blog'] },
  { remote: 'support', prefixes: ['/support', '/create-ticket'] },
  { remote: 'portal', prefixes: ['/login', '/account'] },
];

describe('remoteForPath', () => {
  it.each([
    ['/services', 'services'],
    ['/services/cloud/infrastructure/details', 'services'],
    ['/services/', 'services'],
    ['/blog/ai-trends-2025', 'insights'],
    ['/create-ticket', 'support'],
    ['/account', 'portal'],
    ['/accounts', 'marketing'],
    ['/', 'marketing'],
    ['/about', 'marketing'],
    ['/servicesx', 'marketing'],
    ['/blogger', 'marketing'],
    ['/SERVICES/Cloud', 'services'],
    ['/%E0%A4%A', 'marketing'],
  ])('%s is rendered by %s (longest whole-segment prefix; "/" catches the rest)', (path, remote) => {
    expect(remoteForPath(table, path)).toBe(remote);
  });

  it('a longer prefix of another remote wins over a shorter one', () => {
    const nested = [...table, { remote: 'portal', prefixes: ['/services/portal-status'] }];
    expect(remoteForPath(nested, '/services/portal-status/today')).toBe('portal');
    expect(remoteForPath(nested, '/services/portal')).toBe('services');
  });

  it('while a manifest is unreadable, only paths a readable remote owns more specifically than "/" are routed', () => {
    const servicesUnknown = table.map((entry) => (entry.remote === 'services' ? { ...entry, prefixes: null } : entry));
    expect(remoteForPath(servicesUnknown, '/blog')).toBe('insights');
    expect(remoteForPath(servicesUnknown, '/services/cloud')).toBeNull();
    expect(remoteForPath(servicesUnknown, '/about')).toBeNull();
    const marketingUnknown = table.map((entry) => (entry.remote === 'marketing' ? { ...entry, prefixes: null } : entry));
    expect(remoteForPath(marketingUnknown, '/services')).toBe('services');
    expect(remoteForPath(marketingUnknown, '/')).toBeNull();
  });

  it('with no catch-all, an unowned path has no remote', () => {
    expect(remoteForPath([{ remote: 'services', prefixes: ['/services'] }], '/about')).toBeNull();
  });
});

describe('parseRouteManifest', () => {
  const manifest = { prefixes: ['/support'], pages: [{ path: '/support', indexed: true }] };

  it('accepts prefixes and pages under them', () => {
    expect(parseRouteManifest(manifest)).toEqual({ ok: true, routes: manifest });
  });

  it('accepts record paths under the prefixes', () => {
    const withRecords = { ...manifest, recordPaths: ['/support/tickets'] };
    expect(parseRouteManifest(withRecords)).toEqual({ ok: true, routes: withRecords });
  });

  it.each([
    ['not an object', 'x', 'not a JSON object'],
    ['no prefixes', { ...manifest, prefixes: [] }, 'prefixes'],
    ['a relative prefix', { ...manifest, prefixes: ['support'] }, '"support"'],
    ['an upper-case prefix', { ...manifest, prefixes: ['/Support'] }, '/Support'],
    ['a trailing slash', { ...manifest, prefixes: ['/support/'] }, '/support/'],
    ['a prefix with a query', { ...manifest, prefixes: ['/support?x=1'] }, '/support?x=1'],
    ['pages that are not a list', { ...manifest, pages: {} }, 'pages'],
    ['a page without indexed', { ...manifest, pages: [{ path: '/support' }] }, 'indexed'],
    ['a page outside the prefixes', { ...manifest, pages: [{ path: '/supportx', indexed: true }] }, '/supportx'],
    ['record paths that are not a list', { ...manifest, recordPaths: '/support/tickets' }, 'recordPaths'],
    ['the root as a record path', { ...manifest, recordPaths: ['/'] }, 'record path "/"'],
    ['a record path outside the prefixes', { ...manifest, recordPaths: ['/tickets'] }, '/tickets'],
  ])('refuses %s, naming it', (_label, raw, message) => {
    const result = parseRouteManifest(raw);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toContain(message);
  });
});

it('a record page is exactly one segment below a record path', () => {
  expect(isRecordPage(['/support/tickets'], '/support/tickets/1001')).toBe(true);
  expect(isRecordPage(['/support/tickets'], '/support/tickets')).toBe(false);
  expect(isRecordPage(['/support/tickets'], '/support/tickets/1001/x')).toBe(false);
  expect(isRecordPage(['/support/tickets'], '/support/ticketsx/1')).toBe(false);
  expect(isRecordPage(undefined, '/support/tickets/1001')).toBe(false);
});

describe('parseRemotePrefixes', () => {
  it('keeps null for a remote whose manifest is unreadable', () => {
    expect(parseRemotePrefixes([{ remote: 'services', prefixes: null }])).toEqual({
      ok: true,
      table: [{ remote: 'services', prefixes: null }],
    });
  });

  it.each([
    ['a list of strings', ['x']],
    ['an entry without prefixes', [{ remote: 'services' }]],
    ['a bad prefix', [{ remote: 'services', prefixes: ['x'] }]],
  ])('refuses %s', (_label, raw) => expect(parseRemotePrefixes(raw).ok).toBe(false));
});

it('routes.json is published beside mf-manifest.json', () => {
  expect(routeManifestUrl('https://cdn.example.com/services/mf-manifest.json')).toBe('https://cdn.example.com/services/routes.json');
});
