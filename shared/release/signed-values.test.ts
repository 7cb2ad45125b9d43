import crypto from 'node:crypto';
import {
  assignmentLabel,
  createPreviewToken,
  createReportToken,
  decodeAssignment,
  encodeAssignment,
  isLocalPath,
  labelTag,
  newVisitorSeed,
  readPreviewToken,
  readReportToken,
  visitorId,
} from './signed-values';

const secret = 'a-test-secret-of-at-least-thirty-two-characters';
const other = 'another-secret-of-at-least-thirty-two-characters';

describe('the assignment cookie', () => {
  it('round-trips a seed and a label', () => {
    const seed = newVisitorSeed();
    const label = assignmentLabel({ support: 'v2', insights: 'a1b2c3' });
    expect(label).toBe('insights:a1b2c3+support:v2');
    expect(decodeAssignment(secret, encodeAssignment(secret, { seed, label }))).toEqual({ seed, label });
    expect(decodeAssignment(secret, encodeAssignment(secret, { seed, label: '' }))).toEqual({ seed, label: '' });
  });

  it('refuses a value signed with another secret, or changed in any part', () => {
    const value = encodeAssignment(secret, { seed: newVisitorSeed(), label: 'support:v2' });
    expect(decodeAssignment(other, value)).toBeNull();
    expect(decodeAssignment(secret, value.replace('support:v2', 'support:v3'))).toBeNull();
    expect(decodeAssignment(secret, value.replace(/^v2\.(.)/, 'v2.Z'))).toBeNull();
    expect(decodeAssignment(secret, `${value}x`)).toBeNull();
    expect(decodeAssignment(secret, undefined)).toBeNull();
    expect(decodeAssignment(secret, 'garbage')).toBeNull();
  });

  it('is never accepted as a preview token', () => {
    const value = encodeAssignment(secret, { seed: newVisitorSeed(), label: '' });
    expect(readPreviewToken(secret, value)).toBeNull();
  });

  it("carries its label's tag, the same for every visitor with that label, which only the secret makes", () => {
    const value = encodeAssignment(secret, { seed: 'AAAAAAAAAAAAAAAA', label: 'support:v2' });
    expect(value.split('.')).toEqual(['v2', 'AAAAAAAAAAAAAAAA', 'support:v2', labelTag(secret, 'support:v2'), expect.any(String)]);
    expect(encodeAssignment(secret, { seed: 'BBBBBBBBBBBBBBBB', label: 'support:v2' }).split('.')[3]).toBe(labelTag(secret, 'support:v2'));
    expect(labelTag(secret, 'support:v3')).not.toBe(labelTag(secret, 'support:v2'));
    expect(labelTag(other, 'support:v2')).not.toBe(labelTag(secret, 'support:v2'));
    expect(labelTag(secret, 'support:v2')).toMatch(/^[A-Za-z0-9_-]{16}$/);
    // Another label's tag with this label (the signature made to match as a forger cannot): refused.
    const [, seed, , ,] = value.split('.');
    const payload = `v2.${seed}.support:v3.${labelTag(secret, 'support:v2')}`;
    const forged = `${payload}.${crypto.createHmac('sha256', 'x').update(payload).digest('base64url')}`;
    expect(decodeAssignment(secret, forged)).toBeNull();
  });

  it('keeps the seed of a cookie in the earlier format (no tag), marked to be set again', () => {
    const payload = 'v1.AAAAAAAAAAAAAAAA.support:v2';
    const key = crypto.createHmac('sha256', secret).update('meridian-release:assignment').digest();
    const v1 = `${payload}.${crypto.createHmac('sha256', key).update(payload).digest('base64url')}`;
    expect(decodeAssignment(secret, v1)).toEqual({ seed: 'AAAAAAAAAAAAAAAA', label: 'support:v2', outdated: true });
    expect(decodeAssignment(other, v1)).toBeNull();
  });
});

describe('report tokens', () => {
  const grant = { visitor: visitorId(secret, '203.0.113.7'), versions: { support: 'v2', services: 'a1b2c3' }, expiresAt: 2_000_000_000 };

  it('carry the versions a page was served and its visitor, until they expire', () => {
    const token = createReportToken(secret, grant);
    expect(readReportToken(secret, token, 1_900_000_000)).toEqual(grant);
    expect(readReportToken(secret, token, 2_000_000_000)).toBeNull();
  });

  it('cannot be forged or taken for another signed value', () => {
    const token = createReportToken(secret, grant);
    expect(readReportToken(other, token, 0)).toBeNull();
    const [prefix, , signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ i: grant.visitor, v: { support: 'v3' }, e: grant.expiresAt })).toString('base64url');
    expect(readReportToken(secret, `${prefix}.${changed}.${signature}`, 0)).toBeNull();
    expect(
      readReportToken(secret, createPreviewToken(secret, { remote: 'support', version: 'v2', expiresAt: 2e9, path: '/' }), 0),
    ).toBeNull();
    expect(readReportToken(secret, encodeAssignment(secret, { seed: newVisitorSeed(), label: '' }), 0)).toBeNull();
    expect(readReportToken(secret, undefined)).toBeNull();
    expect(readReportToken(secret, 42)).toBeNull();
    expect(readReportToken(secret, 'r1.x'.repeat(1000))).toBeNull();
  });

  it('name a visitor by a keyed hash of the address, which gives the address back to no one without the secret', () => {
    expect(visitorId(secret, '203.0.113.7')).toBe(grant.visitor);
    expect(visitorId(secret, '203.0.113.8')).not.toBe(grant.visitor);
    expect(visitorId(other, '203.0.113.7')).not.toBe(grant.visitor);
    expect(grant.visitor).not.toBe(crypto.createHash('sha256').update('203.0.113.7').digest('base64url').slice(0, 16));
  });
});

describe('preview tokens', () => {
  const grant = { remote: 'support', version: 'v2', expiresAt: 2_000_000_000, path: '/support' };

  it('grant what they were made for until they expire', () => {
    const token = createPreviewToken(secret, grant);
    expect(readPreviewToken(secret, token, 1_900_000_000)).toEqual(grant);
    expect(readPreviewToken(secret, token, 2_000_000_000)).toBeNull();
  });

  it('cannot be forged: another secret, a changed payload', () => {
    const token = createPreviewToken(secret, grant);
    expect(readPreviewToken(other, token, 0)).toBeNull();
    const [payload, sig] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), v: 'v3' })).toString(
      'base64url',
    );
    expect(readPreviewToken(secret, `${changed}.${sig}`, 0)).toBeNull();
  });

  it('only ever lead to a path on the site', () => {
    expect(() => createPreviewToken(secret, { ...grant, path: '//evil.example' })).toThrow();
    expect(() => createPreviewToken(secret, { ...grant, path: 'https://evil.example' })).toThrow();
    expect(isLocalPath('/support?x=1')).toBe(true);
    expect(isLocalPath('/\\evil.example')).toBe(false);
  });
});
