import crypto from 'node:crypto';
import { remoteNamePattern, versionPattern } from './names.ts';

/**
 * The signed values of a release (docs/decisions/0019-remote-releases.md), all HMAC-SHA256 with a
 * key derived from RELEASE_SECRET, which the shell's servers and the release command hold and the
 * browser never sees:
 * - the assignment cookie (`mf_release`): a visitor's random seed, which decides their canary
 *   bucket, the label of the versions they were last served, and the label's own tag, which the
 *   shared cache keys on with the label (so it keys only on labels a server issued);
 * - a preview grant: one remote's version, for one browser, until a time; the preview link carries
 *   it and the preview cookie (`mf_preview`) holds it;
 * - a report token: the versions one page was served and who it was served to, which the page's
 *   error reports must present to count for a version (docs/decisions/0017-browser-reports.md).
 * Each use has its own derived key, so a value signed for one is never accepted as another.
 */

export const assignmentCookieName = 'mf_release';
export const previewCookieName = 'mf_preview';

/** A secret shorter than this is refused at start (the servers' config, the release command). */
export const minimumSecretLength = 32;

type Purpose = 'assignment' | 'preview' | 'label' | 'report' | 'visitor';

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
  /** signed in the earlier format (v1, no label tag): still the visitor's, but to be set again */
  outdated?: boolean;
}

/** Characters of a label's tag: 96 bits, enough that one cannot be guessed. */
const tagLength = 16;

/**
 * The tag of an assignment label: the same for every visitor with that label, and impossible to
 * make without the secret. The shared cache keys pages on label and tag (deploy/nginx/site.conf),
 * so a label no server issued finds no page another visitor was served, and the servers answer
 * it with a page that is never stored (server/release-assignment.ts).
 */
export const labelTag = (secret: string, label: string) => signature(secret, 'label', label).slice(0, tagLength);

/** The cookie's value: `v2.<seed>.<label>.<tag>.<signature>`. */
export function encodeAssignment(secret: string, { seed, label }: Assignment): string {
  if (!seedPattern.test(seed)) throw new Error('a visitor seed is 16 base64url characters');
  if (!labelPattern.test(label)) throw new Error(`"${label}" is not an assignment label`);
  const payload = `v2.${seed}.${label}.${labelTag(secret, label)}`;
  return `${payload}.${signature(secret, 'assignment', payload)}`;
}

/**
 * The assignment a cookie value holds, or null when it is malformed or not signed with `secret`.
 * A cookie of the earlier format (`v1.<seed>.<label>.<signature>`, no tag) keeps its visitor's
 * seed, so their canary bucket, and is marked outdated: the servers set it again in this format.
 */
export function decodeAssignment(secret: string, value: string | undefined): Assignment | null {
  const parts = value?.split('.');
  if (parts?.length === 4 && parts[0] === 'v1') {
    const [, seed, label, given] = parts as [string, string, string, string];
    if (!seedPattern.test(seed) || !labelPattern.test(label)) return null;
    return verified(secret, 'assignment', `v1.${seed}.${label}`, given) ? { seed, label, outdated: true } : null;
  }
  if (parts?.length !== 5 || parts[0] !== 'v2') return null;
  const [, seed, label, tag, given] = parts as [string, string, string, string, string];
  if (!seedPattern.test(seed) || !labelPattern.test(label) || tag !== labelTag(secret, label)) return null;
  return verified(secret, 'assignment', `v2.${seed}.${label}.${tag}`, given) ? { seed, label } : null;
}

/**
 * Who a visitor is, for counting a canary's visitors once each: a keyed hash of the client
 * address. An address is what a script cannot make up by dropping cookies; keyed, so the token
 * carrying it gives no address back (an unkeyed hash of an IPv4 address is reversed in minutes).
 */
export const visitorId = (secret: string, address: string) => signature(secret, 'visitor', address).slice(0, tagLength);

/** What a report token says: the versions one page was served, to whom, until when. */
export interface ReportGrant {
  /** visitorId of the address the page was served to */
  visitor: string;
  /** remote -> version, as the page's /app-config.json named them */
  versions: Record<string, string>;
  /** seconds since the epoch */
  expiresAt: number;
}

/** The token /app-config.json gives a page for its reports: `r1.<base64url JSON>.<signature>`. */
export function createReportToken(secret: string, grant: ReportGrant): string {
  if (!/^[A-Za-z0-9_-]{16}$/.test(grant.visitor)) throw new Error('a visitor id is 16 base64url characters');
  for (const [remote, version] of Object.entries(grant.versions))
    if (!remoteNamePattern.test(remote) || !versionPattern.test(version)) throw new Error('not a remote and version');
  const payload = Buffer.from(JSON.stringify({ i: grant.visitor, v: grant.versions, e: grant.expiresAt })).toString('base64url');
  return `r1.${payload}.${signature(secret, 'report', payload)}`;
}

/** The grant a report token holds, or null when it is malformed, forged or expired at `nowSeconds`. */
export function readReportToken(secret: string, token: unknown, nowSeconds = Date.now() / 1000): ReportGrant | null {
  if (typeof token !== 'string' || token.length > 2048) return null;
  const [prefix, payload, given, ...rest] = token.split('.');
  if (prefix !== 'r1' || !payload || !given || rest.length > 0 || !verified(secret, 'report', payload, given)) return null;
  try {
    const { i, v, e } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof i !== 'string' || typeof e !== 'number' || e <= nowSeconds) return null;
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return null;
    const versions = Object.fromEntries(
      Object.entries(v).filter(
        ([remote, version]) => remoteNamePattern.test(remote) && typeof version === 'string' && versionPattern.test(version),
      ),
    );
    return { visitor: i, versions: versions as Record<string, string>, expiresAt: e };
  } catch {
    return null;
  }
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
