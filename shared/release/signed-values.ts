import crypto from 'node:crypto';
import { remoteNamePattern, versionPattern } from './names.ts';

/**
 * The two signed values of a release (docs/decisions/0019-remote-releases.md), both HMAC-SHA256
 * with a key derived from RELEASE_SECRET, which the shell's servers and the release command hold
 * and the browser never sees:
 * - the assignment cookie (`mf_release`): a visitor's random seed, which decides their canary
 *   bucket, and the label of the versions they were last served, which the shared cache keys on;
 * - a preview grant: one remote's version, for one browser, until a time; the preview link carries
 *   it and the preview cookie (`mf_preview`) holds it.
 * Each use has its own derived key, so a value signed for one is never accepted as the other.
 */

export const assignmentCookieName = 'mf_release';
export const previewCookieName = 'mf_preview';

/** A secret shorter than this is refused at start (the servers' config, the release command). */
export const minimumSecretLength = 32;

type Purpose = 'assignment' | 'preview';

const signature = (secret: string, purpose: Purpose, payload: string) =>
  crypto
    .createHmac('sha256', crypto.createHmac('sha256', secret).update(`meridian-release:${purpose}`).digest())
    .update(payload)
    .digest('base64url');

function verified(secret: string, purpose: Purpose, payload: string, given: string): boolean {
  const expected = Buffer.from(signature(secret, purpose, payload));
  const actual = Buffer.from(given);
  return expected.length === actual.length && crypto.timingSafeEqual(expected, actual);
}

/**
 * Which non-default versions a visitor is served, as `remote:version` pairs joined by `+` in
 * remote order; empty when they get every remote's live version. It is what the shared cache keys
 * a page on (deploy/nginx/site.conf), so it holds nothing per visitor.
 */
export function assignmentLabel(versions: Record<string, string>): string {
  return Object.keys(versions)
    .sort()
    .map((remote) => `${remote}:${versions[remote]}`)
    .join('+');
}

/** `remote:version` pairs joined by `+`, or nothing: built from the two names' patterns. */
const pair = `${remoteNamePattern.source.slice(1, -1)}:${versionPattern.source.slice(1, -1)}`;
const labelPattern = new RegExp(`^(${pair}(\\+${pair})*)?$`);
const seedPattern = /^[A-Za-z0-9_-]{16}$/;

/** A new visitor's seed: 96 random bits. */
export const newVisitorSeed = () => crypto.randomBytes(12).toString('base64url');

export interface Assignment {
  seed: string;
  label: string;
}

/** The cookie's value: `v1.<seed>.<label>.<signature>`. */
export function encodeAssignment(secret: string, { seed, label }: Assignment): string {
  if (!seedPattern.test(seed)) throw new Error('a visitor seed is 16 base64url characters');
  if (!labelPattern.test(label)) throw new Error(`"${label}" is not an assignment label`);
  const payload = `v1.${seed}.${label}`;
  return `${payload}.${signature(secret, 'assignment', payload)}`;
}

/** The assignment a cookie value holds, or null when it is malformed or not signed with `secret`. */
export function decodeAssignment(secret: string, value: string | undefined): Assignment | null {
  const parts = value?.split('.');
  if (parts?.length !== 4 || parts[0] !== 'v1') return null;
  const [, seed, label, given] = parts as [string, string, string, string];
  if (!seedPattern.test(seed) || !labelPattern.test(label)) return null;
  return verified(secret, 'assignment', `v1.${seed}.${label}`, given) ? { seed, label } : null;
}

/** What a preview link grants: `remote` served at `version` to the browser holding it, until `expiresAt`. */
export interface PreviewGrant {
  remote: string;
  version: string;
  /** seconds since the epoch */
  expiresAt: number;
  /** the page the link opens (a path on the site) */
  path: string;
}

/** A site path safe to redirect to: one leading slash, no scheme or host, no backslash. */
export const isLocalPath = (value: string) => /^\/(?![/\\])[^\s\\]*$/.test(value) && value.length <= 512;

/** The preview link's token (and the preview cookie's value): `<base64url JSON>.<signature>`. */
export function createPreviewToken(secret: string, grant: PreviewGrant): string {
  if (!remoteNamePattern.test(grant.remote) || !versionPattern.test(grant.version)) throw new Error('not a remote and version');
  if (!isLocalPath(grant.path)) throw new Error(`"${grant.path}" is not a path on the site`);
  const payload = Buffer.from(JSON.stringify({ r: grant.remote, v: grant.version, e: grant.expiresAt, p: grant.path })).toString(
    'base64url',
  );
  return `${payload}.${signature(secret, 'preview', payload)}`;
}

/** The grant a token holds, or null when it is malformed, forged or expired at `nowSeconds`. */
export function readPreviewToken(secret: string, token: string | undefined, nowSeconds = Date.now() / 1000): PreviewGrant | null {
  if (!token || token.length > 1024) return null;
  const [payload, given, ...rest] = token.split('.');
  if (!payload || !given || rest.length > 0 || !verified(secret, 'preview', payload, given)) return null;
  try {
    const { r, v, e, p } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof r !== 'string' || typeof v !== 'string' || typeof e !== 'number' || typeof p !== 'string') return null;
    if (!remoteNamePattern.test(r) || !versionPattern.test(v) || !isLocalPath(p) || e <= nowSeconds) return null;
    return { remote: r, version: v, expiresAt: e, path: p };
  } catch {
    return null;
  }
}
