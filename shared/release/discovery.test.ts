import { discoverySchemaUrl, parseDiscovery, pickVersion, servedVersions, visitorBucket, type DiscoveryVersion } from './discovery';

const version = (name: string, deployment?: DiscoveryVersion['deployment']): DiscoveryVersion => ({
  url: `https://cdn.example.com/support/${name}/mf-manifest.json`,
  metadata: { integrity: `sha384-${name}`, version: name },
  ...(deployment ? { deployment } : {}),
});
const documentWith = (...versions: DiscoveryVersion[]) => ({ schema: discoverySchemaUrl, microFrontends: { support: versions } });

describe('parseDiscovery', () => {
  it('accepts a live version, a canary and a version with no traffic', () => {
    const parsed = parseDiscovery(
      documentWith(version('v2', { traffic: 10, default: false }), version('v1', { traffic: 90, default: true }), version('v0')),
    );
    expect(parsed).toEqual({ ok: true, document: expect.any(Object) });
  });

  it.each([
    ['no microFrontends', { schema: discoverySchemaUrl }, '(document) must have required property'],
    [
      'an unknown top-level field',
      { ...documentWith(version('v1', { traffic: 100, default: true })), remotes: {} },
      'additional properties',
    ],
    [
      'a version without metadata',
      documentWith({ url: 'https://x/mf-manifest.json' } as DiscoveryVersion),
      "must have required property 'metadata'",
    ],
    // The published schema's tuple-form `items` would check only the first entry: here every entry is.
    [
      'a malformed second version',
      documentWith(version('v1', { traffic: 100, default: true }), { ...version('v2'), metadata: { version: 'v2' } } as DiscoveryVersion),
      '/microFrontends/support/1/metadata',
    ],
    ['traffic over 100', documentWith(version('v1', { traffic: 101, default: true })), 'must be <= 100'],
    ['no default', documentWith(version('v1', { traffic: 100, default: false })), 'exactly one version must be the default'],
    [
      'two defaults',
      documentWith(version('v1', { traffic: 50, default: true }), version('v2', { traffic: 50, default: true })),
      'exactly one',
    ],
    ['traffic not adding up to 100', documentWith(version('v1', { traffic: 80, default: true })), 'adds up to 80'],
    [
      'a default without traffic',
      documentWith(version('v1', { traffic: 0, default: true }), version('v2', { traffic: 100, default: false })),
      'must have traffic',
    ],
    [
      'three served versions',
      documentWith(
        version('v1', { traffic: 50, default: true }),
        version('v2', { traffic: 25, default: false }),
        version('v3', { traffic: 25, default: false }),
      ),
      'at most two',
    ],
    ['a version twice', documentWith(version('v1', { traffic: 100, default: true }), version('v1')), 'listed twice'],
    ['a version name with a dot', documentWith(version('1.2', { traffic: 100, default: true })), 'must match'],
    [
      'a url that is not a manifest',
      documentWith({ ...version('v1', { traffic: 100, default: true }), url: 'https://x/remoteEntry.js' }),
      'mf-manifest.json URL',
    ],
  ])('refuses %s', (_case, raw, message) => {
    const parsed = parseDiscovery(raw);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.errors.join('\n')).toContain(message);
  });
});

describe('picking a version', () => {
  const parsed = parseDiscovery(
    documentWith(version('v2', { traffic: 30, default: false }), version('v1', { traffic: 70, default: true })),
  );
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const served = servedVersions(parsed.document, 'support')!;
  const seeds = Array.from({ length: 4000 }, (_, index) => `seed${String(index).padStart(12, '0')}`);

  it('is deterministic for a visitor', () => {
    for (const seed of seeds.slice(0, 50))
      expect(pickVersion(served, visitorBucket(seed, 'support'))).toBe(pickVersion(served, visitorBucket(seed, 'support')));
  });

  it('gives the canary about its share of visitors', () => {
    const inCanary = seeds.filter((seed) => pickVersion(served, visitorBucket(seed, 'support')).metadata.version === 'v2').length;
    expect(inCanary / seeds.length).toBeGreaterThan(0.27);
    expect(inCanary / seeds.length).toBeLessThan(0.33);
  });

  it('keeps canary visitors in the canary when its share grows', () => {
    const grown = { ...served, canary: { ...served.canary!, traffic: 60 } };
    for (const seed of seeds.slice(0, 500)) {
      const bucket = visitorBucket(seed, 'support');
      if (pickVersion(served, bucket) === served.canary!.entry) expect(pickVersion(grown, bucket)).toBe(served.canary!.entry);
    }
  });

  it('draws buckets independently per remote', () => {
    const same = seeds.filter((seed) => visitorBucket(seed, 'support') === visitorBucket(seed, 'portal')).length;
    expect(same / seeds.length).toBeLessThan(0.05);
  });

  it('serves the live version alone when no canary runs', () => {
    const only = parseDiscovery(documentWith(version('v1', { traffic: 100, default: true }), version('v2')));
    if (!only.ok) throw new Error('invalid');
    const alone = servedVersions(only.document, 'support')!;
    expect(alone.canary).toBeNull();
    expect(new Set(seeds.map((seed) => pickVersion(alone, visitorBucket(seed, 'support')).metadata.version))).toEqual(new Set(['v1']));
  });
});
