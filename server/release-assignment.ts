import { findVersion, pickVersion, servedVersions, visitorBucket, type DiscoveryDocument } from '../shared/release/discovery.ts';
import {
  assignmentCookieName,
  assignmentLabel,
  decodeAssignment,
  encodeAssignment,
  newVisitorSeed,
  previewCookieName,
  readPreviewToken,
} from '../shared/release/signed-values.ts';

/**
 * Which version of each remote one request is served (docs/decisions/0019-remote-releases.md):
 * from the discovery document, the visitor's signed assignment cookie (`mf_release`: their seed,
 * which decides their canary bucket per remote, and the label of what they were last served) and
 * a preview cookie (`mf_preview`). The outcome decides the page's manifests, /app-config.json's
 * `remotes`/`versions`/`preview`, the cookie to set and how shared caches may keep the answer.
 */

/** How long a visitor keeps their assignment cookie (their canary bucket). */
export const assignmentMaxAgeSeconds = 30 * 24 * 60 * 60;

/**
 * How a shared cache may keep an answer for this request:
 * - `default`: every remote's live version, nothing set: shareable as the site always was;
 * - `canary`: rendered for a non-empty label the request carried: shareable briefly
 *   (canaryPageCacheControl), keyed on the label by the cache in front (deploy/nginx/site.conf);
 * - `private`: sets (or clears) the assignment cookie (rendered for a label the request did not
 *   carry, or for a cookie that does not verify), or a preview: never shared;
 * - `unassigned`: every live version for a request with no assignment cookie while no canary runs:
 *   shareable, but with no stale window (unassignedPageCacheControl), because once a canary starts
 *   such a visitor must be assigned by their first page, and a stale copy would show them the live
 *   version first and their canary from the next page on.
 */
export type ReleaseCachePolicy = 'default' | 'canary' | 'private' | 'unassigned';

/** See `unassigned` above: at most 10 s after a canary starts, a new visitor's first page assigns them. */
export const unassignedPageCacheControl = 'public, max-age=0, s-maxage=10';

/** A page rendered for a canary label: no stale-while-revalidate, so a rollback reaches canary visitors within seconds. */
export const canaryPageCacheControl = 'public, max-age=0, s-maxage=5';
/** An answer that sets the assignment cookie, or that a previewing browser gets. */
export const privateCacheControl = 'private, no-store';

export interface ReleaseResolution {
  /** remote -> the manifest URL this request is served */
  remotes: Record<string, string>;
  /** remote -> version name (metadata.version) */
  versions: Record<string, string>;
  /** remote -> the version's metadata.integrity (its server/entry.json's integrity) */
  integrity: Record<string, string>;
  /** the preview this browser holds, when valid and its version is in the document */
  preview: { remote: string; version: string } | null;
  /** the visitor's label: every remote not on its live version, previews excluded ('' = all live) */
  label: string;
  /** the Set-Cookie value to send (a new seed, or the label changed); null: none */
  setCookie: string | null;
  cache: ReleaseCachePolicy;
}

export interface ResolveInput {
  /** null: never read; every remote then has no version (the server is not ready) */
  document: DiscoveryDocument | null;
  secret: string;
  cookies: Record<string, string>;
  /** the site is served over https (the cookie is then Secure) */
  secure: boolean;
  nowSeconds?: number;
  /** a new visitor's seed (tests give fixed ones) */
  newSeed?: () => string;
}

/** `name=value` pairs of a Cookie header; the first of a repeated name wins, as browsers send the most specific first. */
export function parseCookies(header: string | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of (header ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    let value = part.slice(index + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (name && !(name in cookies)) cookies[name] = value;
  }
  return cookies;
}

/** A Set-Cookie value with the attributes every release cookie has. */
export function releaseCookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${name}=${value}; Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function resolveRelease({
  document,
  secret,
  cookies,
  secure,
  nowSeconds = Date.now() / 1000,
  newSeed = newVisitorSeed,
}: ResolveInput): ReleaseResolution {
  const remotes: Record<string, string> = {};
  const versions: Record<string, string> = {};
  const integrity: Record<string, string> = {};
  if (!document) return { remotes, versions, integrity, preview: null, label: '', setCookie: null, cache: 'default' };

  const assignment = decodeAssignment(secret, cookies[assignmentCookieName]);
  const grant = readPreviewToken(secret, cookies[previewCookieName], nowSeconds);
  const previewed = grant ? findVersion(document, grant.remote, grant.version) : null;
  const preview = grant && previewed ? { remote: grant.remote, version: grant.version } : null;

  const served = Object.keys(document.microFrontends).flatMap((remote) => {
    const versionsServed = servedVersions(document, remote);
    return versionsServed ? [{ remote, served: versionsServed }] : [];
  });
  const canaryRuns = served.some(({ served: { canary } }) => canary !== null);
  // While no canary runs, a visitor without a cookie gets none: every page stays shared-cacheable.
  const seed = assignment?.seed ?? (canaryRuns ? newSeed() : null);

  const offLive: Record<string, string> = {};
  for (const { remote, served: versionsServed } of served) {
    const entry =
      preview?.remote === remote ? previewed! : seed ? pickVersion(versionsServed, visitorBucket(seed, remote)) : versionsServed.live;
    remotes[remote] = entry.url;
    versions[remote] = entry.metadata.version;
    integrity[remote] = entry.metadata.integrity;
    if (preview?.remote !== remote && entry !== versionsServed.live) offLive[remote] = entry.metadata.version;
  }
  // A preview of a remote the document lists but does not serve yet (a first release): its version still.
  if (preview && previewed && !(preview.remote in remotes)) {
    remotes[preview.remote] = previewed.url;
    versions[preview.remote] = preview.version;
    integrity[preview.remote] = previewed.metadata.integrity;
  }
  const label = assignmentLabel(offLive);

  // A cookie that does not verify (forged, another secret, a made-up label): the shared cache keys
  // on its label and tag without checking them, so this answer is never stored, whatever it is:
  // else each made-up label would add an entry. While no canary runs, the cookie is cleared.
  const unverified = assignment === null && cookies[assignmentCookieName] !== undefined;
  const setCookie =
    seed !== null && (assignment === null || assignment.label !== label || assignment.outdated)
      ? releaseCookie(assignmentCookieName, encodeAssignment(secret, { seed, label }), assignmentMaxAgeSeconds, secure)
      : unverified
        ? releaseCookie(assignmentCookieName, '', 0, secure)
        : null;
  const cache: ReleaseCachePolicy = preview || setCookie ? 'private' : label ? 'canary' : assignment === null ? 'unassigned' : 'default';
  return { remotes, versions, integrity, preview, label, setCookie, cache };
}
