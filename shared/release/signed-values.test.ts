import {
  assignmentLabel,
  createPreviewToken,
  decodeAssignment,
  encodeAssignment,
  isLocalPath,
  newVisitorSeed,
  readPreviewToken,
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
    expect(decodeAssignment(secret, value.replace(/^v1\.(.)/, 'v1.Z'))).toBeNull();
    expect(decodeAssignment(secret, `${value}x`)).toBeNull();
    expect(decodeAssignment(secret, undefined)).toBeNull();
    expect(decodeAssignment(secret, 'garbage')).toBeNull();
  });

  it('is never accepted as a preview token', () => {
    const value = encodeAssignment(secret, { seed: newVisitorSeed(), label: '' });
    expect(readPreviewToken(secret, value)).toBeNull();
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
