import crypto from 'node:crypto';
import { discoverySchemaUrl, type DiscoveryDocument, type DiscoveryVersion } from '../shared/release/discovery';
import { createPreviewToken, decodeAssignment, encodeAssignment } from '../shared/release/signed-values';
import { parseCookies, resolveRelease, type ResolveInput } from './release-assignment';

const secret = 's'.repeat(32);
const entry = (remote: string, version: string, deployment?: DiscoveryVersion['deployment']): DiscoveryVersion => ({
  url: `https://cdn.example.com/${remote}/${version}/mf-manifest.json`,
  metadata: { integrity: `sha384-${remote}-${version}`, version },
  ...(deployment ? { deployment } : {}),
});
const document = (supportCanary: number | null): DiscoveryDocument => ({
  schema: discoverySchemaUrl,
  microFrontends: {
    services: [entry('services', 's1', { traffic: 100, default: true })],
    support: [
      entry('support', 'v1', { traffic: supportCanary === null ? 100 : 100 - supportCanary, default: true }),
      ...(supportCanary === null ? [] : [entry('support', 'v2', { traffic: supportCanary, default: false })]),
      entry('support', 'v3'),
    ],
  },
});
const seeds = Array.from({ length: 16 }, (_, index) => `seed${String(index).padStart(12, '0')}`);
const resolve = (input: Partial<ResolveInput>) =>
  resolveRelease({ document: document(null), secret, cookies: {}, secure: false, nowSeconds: 1_000, ...input });
/** The assignment cookie's value in a Set-Cookie header. */
const cookieValue = (setCookie: string | null) => setCookie?.match(/^mf_release=([^;]*)/)?.[1];

describe('resolving a request', () => {
  it('without a canary: every live version, no cookie, shared with no stale window (unassigned)', () => {
    const result = resolve({});
    expect(result).toEqual({
      remotes: {
        services: 'https://cdn.example.com/services/s1/mf-manifest.json',
        support: 'https://cdn.example.com/support/v1/mf-manifest.json',
      },
      versions: { services: 's1', support: 'v1' },
      integrity: { services: 'sha384-services-s1', support: 'sha384-support-v1' },
      preview: null,
      label: '',
      setCookie: null,
      cache: 'unassigned',
    });
  });

  it('with a canary: a new visitor gets a seed, the cookie holds their label, and the answer is private', () => {
    const result = resolve({ document: document(50), newSeed: () => seeds[0]! });
    const assignment = decodeAssignment(secret, cookieValue(result.setCookie));
    expect(assignment).toEqual({ seed: seeds[0], label: result.label });
    expect(result.label).toBe(result.versions.support === 'v2' ? 'support:v2' : '');
    expect(result.setCookie).toMatch(/; Max-Age=2592000; Path=\/; HttpOnly; SameSite=Lax$/);
    expect(result.cache).toBe('private');
    expect(resolve({ document: document(50), newSeed: () => seeds[0]!, secure: true }).setCookie).toMatch(/; Secure$/);
  });

  it('is deterministic per cookie: the same seed gets the same versions, and no new cookie while its label holds', () => {
    const labels = new Set<string>();
    for (const seed of seeds) {
      const first = resolve({ document: document(50), newSeed: () => seed });
      labels.add(first.label);
      const cookies = { mf_release: cookieValue(first.setCookie)! };
      const again = resolve({ document: document(50), cookies, newSeed: () => 'unusedSeed000000' });
      expect(again.versions).toEqual(first.versions);
      expect(again.setCookie).toBeNull();
      expect(again.cache).toBe(again.label ? 'canary' : 'default');
    }
    // Some of these seeds are in the canary and some are not.
    expect(labels).toEqual(new Set(['', 'support:v2']));
  });

  it.each([
    ['forged', `${encodeAssignment(secret, { seed: seeds[1]!, label: '' }).slice(0, -2)}xx`],
    ['signed with another secret', encodeAssignment('o'.repeat(32), { seed: seeds[1]!, label: '' })],
    ['malformed', 'v1.nonsense'],
  ])('treats a %s cookie as absent, in an answer never stored', (_case, value) => {
    const result = resolve({ document: document(50), cookies: { mf_release: value }, newSeed: () => seeds[2]! });
    expect(decodeAssignment(secret, cookieValue(result.setCookie))?.seed).toBe(seeds[2]);
    // Without a canary a forged cookie gets the live versions, and is cleared: the answer is
    // private, so the shared cache, which keys on the cookie unchecked, stores nothing for it.
    const alone = resolve({ cookies: { mf_release: value } });
    expect(alone.setCookie).toMatch(/^mf_release=; Max-Age=0; /);
    expect(alone.cache).toBe('private');
  });

  it("sets the cookie again, privately, when the label it carries is not the visitor's any more (a canary ended)", () => {
    const inCanary = seeds.map((seed) => resolve({ document: document(50), newSeed: () => seed })).find(({ label }) => label !== '')!;
    const cookies = { mf_release: cookieValue(inCanary.setCookie)! };
    const after = resolve({ document: document(null), cookies });
    expect(after.label).toBe('');
    expect(after.cache).toBe('private');
    expect(decodeAssignment(secret, cookieValue(after.setCookie))).toEqual({
      seed: decodeAssignment(secret, cookies.mf_release)!.seed,
      label: '',
    });
  });

  it('serves a preview its version (even one with no traffic), leaves it out of the label, and is private', () => {
    const token = createPreviewToken(secret, { remote: 'support', version: 'v3', expiresAt: 2_000, path: '/support' });
    const result = resolve({ cookies: { mf_preview: token } });
    expect(result.versions.support).toBe('v3');
    expect(result.remotes.support).toBe('https://cdn.example.com/support/v3/mf-manifest.json');
    expect(result.preview).toEqual({ remote: 'support', version: 'v3' });
    expect(result.label).toBe('');
    expect(result.setCookie).toBeNull();
    expect(result.cache).toBe('private');
  });

  it.each([
    ['expired', createPreviewToken(secret, { remote: 'support', version: 'v3', expiresAt: 999, path: '/' })],
    ['of an unknown version', createPreviewToken(secret, { remote: 'support', version: 'v9', expiresAt: 2_000, path: '/' })],
    ['signed with another secret', createPreviewToken('o'.repeat(32), { remote: 'support', version: 'v3', expiresAt: 2_000, path: '/' })],
  ])('ignores a preview cookie %s', (_case, token) => {
    const result = resolve({ cookies: { mf_preview: token } });
    expect(result.preview).toBeNull();
    expect(result.versions.support).toBe('v1');
    expect(result.cache).toBe('unassigned');
  });

  it('without a canary: a returning visitor (an assignment cookie with no label) gets the default cache policy', () => {
    const value = encodeAssignment(secret, { seed: 'AAAAAAAAAAAAAAAA', label: '' });
    const result = resolve({ cookies: { mf_release: value } });
    expect(result.setCookie).toBeNull();
    expect(result.cache).toBe('default');
  });
});

describe('a cookie no server issued (the shared cache keys on its label and tag unchecked)', () => {
  const forgedCookies = [
    ['a made-up label', 'v2.AAAAAAAAAAAAAAAA.support:made-up-1.AAAAAAAAAAAAAAAA.c2lnbmF0dXJl'],
    ['the canary label with a made-up tag', 'v2.AAAAAAAAAAAAAAAA.support:v2.AAAAAAAAAAAAAAAA.c2lnbmF0dXJl'],
    ['another secret', encodeAssignment('o'.repeat(32), { seed: 'AAAAAAAAAAAAAAAA', label: 'support:v2' })],
  ] as const;

  it.each(forgedCookies)('without a canary, %s: a page that is never stored, and the cookie cleared', (_case, value) => {
    const result = resolve({ cookies: { mf_release: value } });
    expect(result.versions.support).toBe('v1');
    expect(result.cache).toBe('private');
    expect(result.setCookie).toMatch(/^mf_release=; Max-Age=0; /);
  });

  it.each(forgedCookies)('with a canary, %s: a new seed, privately, whatever the label named', (_case, value) => {
    const result = resolve({ document: document(50), cookies: { mf_release: value }, newSeed: () => seeds[0]! });
    expect(result.cache).toBe('private');
    expect(decodeAssignment(secret, cookieValue(result.setCookie))?.seed).toBe(seeds[0]);
  });

  it('sets a cookie of the earlier format again, keeping its seed (and so its canary bucket)', () => {
    const payload = `v1.${seeds[3]}.`;
    const key = crypto.createHmac('sha256', secret).update('meridian-release:assignment').digest();
    const v1 = `${payload}.${crypto.createHmac('sha256', key).update(payload).digest('base64url')}`;
    const result = resolve({ cookies: { mf_release: v1 } });
    expect(result.cache).toBe('private');
    expect(decodeAssignment(secret, cookieValue(result.setCookie))).toEqual({ seed: seeds[3], label: '' });
  });
});

describe('parseCookies', () => {
  it('reads name=value pairs, the first of a name winning', () => {
    expect(parseCookies('a=1; mf_release=v1.x.y.z; a=2; b="q"')).toEqual({ a: '1', mf_release: 'v1.x.y.z', b: 'q' });
    expect(parseCookies(undefined)).toEqual({});
  });
});
