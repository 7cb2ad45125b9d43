import fs from 'node:fs';
import path from 'node:path';
import {
  discoverySchemaUrl,
  parseDiscovery,
  versionPattern,
  type DiscoveryDocument,
  type DiscoveryVersion,
  type ReleaseRecord,
} from '../../shared/release/discovery.ts';
import { discoveryKey, type OriginStore } from './origin-store.ts';

/**
 * The release actions (docs/releases.md): each reads the discovery document, changes one remote's
 * versions by a pure function of the document (exported, so tests and the end-to-end topology call
 * them directly), checks the result with parseDiscovery and writes it back with a compare-and-swap,
 * trying again if another release changed it meanwhile.
 */

/** An action refused for a reason the person running it can act on; the message says which. */
export class ReleaseError extends Error {
  override name = 'ReleaseError';
}

/** Who does an action, and when (the clock is passed in so tests are exact). */
export interface Actor {
  actor: string;
  now: Date;
}

/** Marks a version that a rollback took off the air, so it is not picked again by default. */
export interface RolledBackRecord {
  at: string;
  by: string;
}

type Extras = { release?: ReleaseRecord; rolledBack?: RolledBackRecord } & Record<string, unknown>;

const record = (entry: DiscoveryVersion): ReleaseRecord | undefined => (entry.extras as Extras | undefined)?.release;
const rolledBack = (entry: DiscoveryVersion): RolledBackRecord | undefined => (entry.extras as Extras | undefined)?.rolledBack;
const nameOf = (entry: DiscoveryVersion) => entry.metadata.version;
const time = (iso: string | undefined) => (iso ? Date.parse(iso) : 0);

export const emptyDiscovery = (): DiscoveryDocument => ({ schema: discoverySchemaUrl, microFrontends: {} });

/** A remote's versions sorted into the roles the release design names. */
export interface RemoteVersions {
  live: DiscoveryVersion | null;
  canary: DiscoveryVersion | null;
  /** the retired version that stopped being live last (kept: pages rendered with it still hydrate) */
  previous: DiscoveryVersion | null;
  /** what `rollback` returns to when no canary runs: the latest retired version not itself rolled back */
  rollbackTarget: DiscoveryVersion | null;
  /** published, never live, not rolled back: newest first */
  candidates: DiscoveryVersion[];
  /** every other version not served: newest first */
  retired: DiscoveryVersion[];
}

export function remoteVersions(document: DiscoveryDocument, remote: string): RemoteVersions {
  const versions = document.microFrontends[remote] ?? [];
  const served = (entry: DiscoveryVersion) => (entry.deployment?.traffic ?? 0) > 0;
  const live = versions.find((entry) => entry.deployment?.default) ?? null;
  const canary = versions.find((entry) => entry !== live && served(entry)) ?? null;
  const idle = versions.filter((entry) => entry !== live && entry !== canary);
  const newestRelease = (a: DiscoveryVersion, b: DiscoveryVersion) => time(record(b)?.releasedAt) - time(record(a)?.releasedAt);
  const latestRetired = (a: DiscoveryVersion, b: DiscoveryVersion) => time(record(b)?.retiredAt) - time(record(a)?.retiredAt);
  const retiredOnes = idle.filter((entry) => record(entry)?.retiredAt).sort(latestRetired);
  const candidates = idle.filter((entry) => !record(entry)?.liveAt && !record(entry)?.retiredAt && !rolledBack(entry)).sort(newestRelease);
  return {
    live,
    canary,
    previous: retiredOnes[0] ?? null,
    rollbackTarget: retiredOnes.find((entry) => !rolledBack(entry)) ?? null,
    candidates,
    retired: idle.filter((entry) => !candidates.includes(entry)).sort(newestRelease),
  };
}

/** A copy of the document with `remote`'s versions replaced (every other remote untouched). */
function withVersions(document: DiscoveryDocument, remote: string, versions: DiscoveryVersion[]): DiscoveryDocument {
  return { ...document, microFrontends: { ...document.microFrontends, [remote]: versions } };
}

function withRecord(entry: DiscoveryVersion, change: Partial<ReleaseRecord>, drop: (keyof ReleaseRecord)[] = []): DiscoveryVersion {
  const release = { ...record(entry), ...change } as ReleaseRecord;
  for (const key of drop) delete release[key];
  return { ...entry, extras: { ...entry.extras, release } };
}

const withDeployment = (entry: DiscoveryVersion, traffic: number, isDefault: boolean): DiscoveryVersion => ({
  ...entry,
  deployment: { traffic, default: isDefault },
});

function withoutRolledBack(entry: DiscoveryVersion): DiscoveryVersion {
  if (!rolledBack(entry)) return entry;
  const { rolledBack: _dropped, ...extras } = entry.extras as Extras;
  return { ...entry, extras };
}

function requireVersion(document: DiscoveryDocument, remote: string, version: string): DiscoveryVersion {
  const entry = document.microFrontends[remote]?.find((candidate) => nameOf(candidate) === version);
  if (!entry) throw new ReleaseError(`${remote} has no published version "${version}" (see \`status\`)`);
  return entry;
}

/** The discovery entry of a newly published version. */
export interface NewVersion {
  version: string;
  /** its mf-manifest.json URL on the origin */
  url: string;
  /** its server/entry.json integrity */
  integrity: string;
}

/** Refuses a version name the remote has published already: a version never changes. */
export function assertNotPublished(document: DiscoveryDocument, remote: string, version: string): void {
  if (document.microFrontends[remote]?.some((entry) => nameOf(entry) === version)) {
    throw new ReleaseError(
      `${remote} ${version} is already published; versions never change once published (rebuild, or name it with --version)`,
    );
  }
}

/**
 * Adds a published version: not served (traffic 0, not default), or live at once when the remote
 * has no live version yet (its first release). Refuses a name already listed.
 */
export function addVersion(document: DiscoveryDocument, remote: string, added: NewVersion, { actor, now }: Actor): DiscoveryDocument {
  const versions = document.microFrontends[remote] ?? [];
  assertNotPublished(document, remote, added.version);
  const at = now.toISOString();
  const first = !versions.some((entry) => entry.deployment?.default);
  const release: ReleaseRecord = { releasedAt: at, releasedBy: actor, ...(first ? { liveAt: at, liveBy: actor } : {}) };
  const entry: DiscoveryVersion = {
    url: added.url,
    metadata: { integrity: added.integrity, version: added.version },
    deployment: first ? { traffic: 100, default: true } : { traffic: 0, default: false },
    extras: { release },
  };
  return withVersions(document, remote, [...versions, entry]);
}

/**
 * Serves `version` (default: the newest candidate) to `percent` of visitors (1-99), the live
 * version to the rest; changes the share of a running canary of the same version.
 */
export function startCanary(
  document: DiscoveryDocument,
  remote: string,
  percent: number,
  version: string | undefined,
  _who: Actor,
): { document: DiscoveryDocument; version: string } {
  if (!Number.isInteger(percent) || percent < 1 || percent > 99) {
    throw new ReleaseError(`a canary's share is a whole percentage from 1 to 99 (got ${percent}); use \`promote\` for 100`);
  }
  const roles = remoteVersions(document, remote);
  if (!roles.live) throw new ReleaseError(`${remote} has no live version: publish one first`);
  const target = version ? requireVersion(document, remote, version) : (roles.canary ?? roles.candidates[0]);
  if (!target) throw new ReleaseError(`${remote} has no candidate to start a canary with: publish one, or name a version`);
  if (target === roles.live) throw new ReleaseError(`${remote} ${nameOf(target)} is the live version already`);
  if (roles.canary && roles.canary !== target) {
    throw new ReleaseError(`${remote} ${nameOf(roles.canary)} is in canary already: promote it or roll it back before starting another`);
  }
  const versions = (document.microFrontends[remote] ?? []).map((entry) => {
    if (entry === roles.live) return withDeployment(entry, 100 - percent, true);
    if (entry === target) return withoutRolledBack(withDeployment(entry, percent, false));
    return entry;
  });
  return { document: withVersions(document, remote, versions), version: nameOf(target) };
}

/**
 * Makes `version` (default: the running canary, else the newest candidate) the live version for
 * every visitor; the live one retires (it becomes "previous").
 */
export function promoteVersion(
  document: DiscoveryDocument,
  remote: string,
  version: string | undefined,
  { actor, now }: Actor,
): { document: DiscoveryDocument; version: string; retired: string | null } {
  const roles = remoteVersions(document, remote);
  const target = version ? requireVersion(document, remote, version) : (roles.canary ?? roles.candidates[0]);
  if (!target) throw new ReleaseError(`${remote} has nothing to promote: no canary runs and no candidate is published`);
  if (target === roles.live) throw new ReleaseError(`${remote} ${nameOf(target)} is the live version already`);
  if (roles.canary && roles.canary !== target) {
    throw new ReleaseError(`${remote} ${nameOf(roles.canary)} is in canary: promote it or roll it back before promoting another version`);
  }
  const at = now.toISOString();
  const versions = (document.microFrontends[remote] ?? []).map((entry) => {
    if (entry === target) {
      return withoutRolledBack(withRecord(withDeployment(entry, 100, true), { liveAt: at, liveBy: actor }, ['retiredAt']));
    }
    if (entry === roles.live) return withRecord(withDeployment(entry, 0, false), { retiredAt: at });
    return entry;
  });
  return { document: withVersions(document, remote, versions), version: nameOf(target), retired: roles.live ? nameOf(roles.live) : null };
}

/**
 * Undoes the last step: a running canary stops (traffic 0, its visitors back on the live version);
 * with no canary, the version live before this one becomes live again. The version taken off the
 * air is marked rolled back, so `canary`/`promote` without a name never pick it again.
 */
export function rollbackVersion(
  document: DiscoveryDocument,
  remote: string,
  { actor, now }: Actor,
  onlyCanary?: string,
): { document: DiscoveryDocument; stopped: string; live: string; kind: 'canary' | 'live' } {
  const roles = remoteVersions(document, remote);
  if (!roles.live) throw new ReleaseError(`${remote} has no live version: nothing to roll back`);
  // An automatic rollback judged one canary: if it was promoted or stopped meanwhile, touch nothing.
  if (onlyCanary !== undefined && (!roles.canary || nameOf(roles.canary) !== onlyCanary)) {
    throw new ReleaseError(`${remote} ${onlyCanary} is no longer in canary: nothing rolled back`);
  }
  const at = now.toISOString();
  const mark = (entry: DiscoveryVersion): DiscoveryVersion => ({ ...entry, extras: { ...entry.extras, rolledBack: { at, by: actor } } });
  const { live, canary } = roles;
  if (canary) {
    const versions = (document.microFrontends[remote] ?? []).map((entry) => {
      if (entry === canary) return mark(withDeployment(entry, 0, false));
      if (entry === live) return withDeployment(entry, 100, true);
      return entry;
    });
    return { document: withVersions(document, remote, versions), stopped: nameOf(canary), live: nameOf(live), kind: 'canary' };
  }
  const target = roles.rollbackTarget;
  if (!target) throw new ReleaseError(`${remote} has no previous version to roll back to (${nameOf(live)} is its only live one so far)`);
  const versions = (document.microFrontends[remote] ?? []).map((entry) => {
    if (entry === live) return mark(withRecord(withDeployment(entry, 0, false), { retiredAt: at }));
    if (entry === target) return withRecord(withDeployment(entry, 100, true), { liveAt: at, liveBy: actor }, ['retiredAt']);
    return entry;
  });
  return { document: withVersions(document, remote, versions), stopped: nameOf(live), live: nameOf(target), kind: 'live' };
}

/** Days a version not in use is kept (RELEASE_RETENTION_DAYS). */
export const defaultRetentionDays = 14;

/**
 * The versions retention removes: not live, canary, previous or the rollback target, and retired
 * (or, never live, released) more than `retentionDays` ago.
 */
export function versionsToPrune(document: DiscoveryDocument, remote: string, now: Date, retentionDays = defaultRetentionDays): string[] {
  const roles = remoteVersions(document, remote);
  const kept = new Set([roles.live, roles.canary, roles.previous, roles.rollbackTarget].filter(Boolean));
  const limit = now.getTime() - retentionDays * 24 * 3600 * 1000;
  return (document.microFrontends[remote] ?? [])
    .filter((entry) => !kept.has(entry))
    .filter((entry) => {
      const since = record(entry)?.retiredAt ?? record(entry)?.releasedAt;
      return since !== undefined && time(since) < limit;
    })
    .map(nameOf);
}

export function withoutVersions(document: DiscoveryDocument, remote: string, names: string[]): DiscoveryDocument {
  return withVersions(
    document,
    remote,
    (document.microFrontends[remote] ?? []).filter((entry) => !names.includes(nameOf(entry))),
  );
}

/** Reads the document (an empty one when the origin has none yet), refusing one that does not parse. */
export async function readDiscovery(store: OriginStore): Promise<{ document: DiscoveryDocument; tag: string | null }> {
  const { text, tag } = await store.readDiscovery();
  if (text === null) return { document: emptyDiscovery(), tag };
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new ReleaseError(`the origin's ${discoveryKey} is not JSON: fix it by hand before releasing`);
  }
  const parsed = parseDiscovery(raw);
  if (!parsed.ok) throw new ReleaseError(`the origin's ${discoveryKey} is not valid: ${parsed.errors.join('; ')}`);
  return { document: parsed.document, tag };
}

/**
 * Applies `change` to the current document and writes the result, validated, with a
 * compare-and-swap; reapplies it to the new document when another release wrote meanwhile.
 */
export async function changeDiscovery<T>(
  store: OriginStore,
  change: (document: DiscoveryDocument) => { document: DiscoveryDocument } & T,
): Promise<{ document: DiscoveryDocument } & T> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const { document, tag } = await readDiscovery(store);
    const result = change(document);
    if (tag !== null && JSON.stringify(result.document) === JSON.stringify(document)) return result; // nothing to write
    const parsed = parseDiscovery(result.document);
    if (!parsed.ok) throw new Error(`the changed discovery document would be invalid (nothing written): ${parsed.errors.join('; ')}`);
    if (await store.swapDiscovery(tag, `${JSON.stringify(result.document, null, 2)}\n`)) return result;
  }
  throw new ReleaseError(`${discoveryKey} kept changing under this command (other releases running?): try again`);
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
};

const twinSuffix = /\.(br|gz)$/;

/** A `.br`/`.gz` file has the original's type (the origin adds Content-Encoding for the twin). */
export const contentTypeOf = (file: string) => contentTypes[path.extname(file.replace(twinSuffix, ''))] ?? 'application/octet-stream';

/**
 * A version's folder never changes once published (a new build is a new version, at a new path),
 * so every file in it, stable names included, may be cached for good. discovery.json is the one
 * file that changes, so it is always revalidated.
 */
export const versionCacheControl = 'public, max-age=31536000, immutable';
export const discoveryCacheControl = 'no-cache';

/** The stable names a version is reached by, written last and in this order, each after its twins. */
const lastFiles = ['server/entry.json', 'routes.json', 'mf-manifest.json'];

/**
 * The order a version's files are written in: a reader that finds a file finds everything it
 * refers to. The hashed files (chunks, the remote entry, the server bundle, and every other file)
 * first, then server/entry.json (names the server bundle), routes.json, and mf-manifest.json (names
 * the chunks): the manifest last, since discovery points at it. A twin goes just before its original.
 */
export function publishOrder(files: string[]): string[] {
  const rank = (file: string) => {
    const index = lastFiles.indexOf(file.replace(twinSuffix, ''));
    return index === -1 ? 0 : index + 1;
  };
  const isTwin = (file: string) => twinSuffix.test(file) && files.includes(file.replace(twinSuffix, ''));
  return [...files].sort((a, b) => rank(a) - rank(b) || Number(isTwin(b)) - Number(isTwin(a)) || a.localeCompare(b));
}

/** Every file of a dist folder, as `/`-separated paths relative to it. */
export function distFiles(distDir: string): string[] {
  return (fs.readdirSync(distDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(distDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** The default version name: the 10-hex content hash of the build's remoteEntry.<hash>.js. */
export function defaultVersionName(distDir: string): string {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new ReleaseError(`${distDir} has no mf-manifest.json: build the remote first`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as { metaData?: { remoteEntry?: { name?: string } } };
  const hash = /\.([0-9a-f]{10})\.js$/.exec(manifest.metaData?.remoteEntry?.name ?? '')?.[1];
  if (!hash) throw new ReleaseError(`${manifestFile} names no remoteEntry.<hash>.js: is it a production build?`);
  return hash;
}

export interface PublishOptions extends Actor {
  /** the remote's federation name (`support`) */
  remote: string;
  /** the built dist/ folder */
  distDir: string;
  /** the origin's public base URL (RELEASE_ORIGIN_URL), written into discovery */
  originUrl: string;
  /** default: `defaultVersionName(distDir)` */
  version?: string;
}

export interface PublishResult {
  document: DiscoveryDocument;
  version: string;
  url: string;
  /** true when it became the live version at once (the remote's first release) */
  live: boolean;
  files: number;
}

/**
 * Publishes a built remote as a new version: its files under `<remote>/<version>/` in
 * `publishOrder` (mtimes kept, a twin's equal to its original's), then its discovery entry.
 */
export async function publishVersion(store: OriginStore, options: PublishOptions): Promise<PublishResult> {
  const { remote, distDir } = options;
  const version = options.version ?? defaultVersionName(distDir);
  if (!versionPattern.test(version)) throw new ReleaseError(`"${version}" is not a version name: it must match ${versionPattern}`);
  const entryFile = path.join(distDir, 'server', 'entry.json');
  if (!fs.existsSync(entryFile))
    throw new ReleaseError(`${distDir} has no server/entry.json: build the remote (its server bundle too) first`);
  const integrity = (JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { integrity?: unknown }).integrity;
  if (typeof integrity !== 'string' || !integrity) throw new ReleaseError(`${entryFile} states no integrity`);
  assertNotPublished((await readDiscovery(store)).document, remote, version);
  const url = `${options.originUrl.replace(/\/+$/, '')}/${remote}/${version}/mf-manifest.json`;
  const files = distFiles(distDir);
  for (const file of publishOrder(files)) {
    const original = file.replace(twinSuffix, '');
    const mtimeOf = files.includes(original) ? original : file;
    await store.put(`${remote}/${version}/${file}`, fs.readFileSync(path.join(distDir, file)), {
      cacheControl: versionCacheControl,
      contentType: contentTypeOf(file),
      mtime: fs.statSync(path.join(distDir, mtimeOf)).mtime,
    });
  }
  const result = await changeDiscovery(store, (current) => ({
    document: addVersion(current, remote, { version, url, integrity }, options),
  }));
  const live = remoteVersions(result.document, remote).live;
  return { document: result.document, version, url, live: live !== null && nameOf(live) === version, files: files.length };
}

export const setCanary = (store: OriginStore, remote: string, percent: number, version: string | undefined, who: Actor) =>
  changeDiscovery(store, (document) => startCanary(document, remote, percent, version, who));

export const promote = (store: OriginStore, remote: string, version: string | undefined, who: Actor) =>
  changeDiscovery(store, (document) => promoteVersion(document, remote, version, who));

/** Rolls back (see rollbackVersion); with `onlyCanary`, only if that version is still the canary. */
export const rollback = (store: OriginStore, remote: string, who: Actor, onlyCanary?: string) =>
  changeDiscovery(store, (document) => rollbackVersion(document, remote, who, onlyCanary));

/**
 * Takes back a version that was published but never served (refused after its upload): out of
 * discovery, then its files. Refuses any version that is or was in use.
 */
export async function withdrawCandidate(store: OriginStore, remote: string, version: string): Promise<void> {
  await changeDiscovery(store, (document) => {
    const entry = (document.microFrontends[remote] ?? []).find((candidate) => nameOf(candidate) === version);
    if (!entry) return { document };
    if (!remoteVersions(document, remote).candidates.includes(entry))
      throw new ReleaseError(`${remote} ${version} is or was served: it cannot be withdrawn, only rolled back`);
    return { document: withoutVersions(document, remote, [version]) };
  });
  for (const key of await store.list(`${remote}/${version}/`)) await store.delete(key);
}

/**
 * Retention: removes old versions from discovery first (so nothing is sent to them), then their
 * files. Returns the versions removed.
 */
export async function prune(store: OriginStore, remote: string, now: Date, retentionDays = defaultRetentionDays): Promise<string[]> {
  const { removed } = await changeDiscovery(store, (document) => {
    const names = versionsToPrune(document, remote, now, retentionDays);
    return { document: withoutVersions(document, remote, names), removed: names };
  });
  for (const version of removed) {
    for (const key of await store.list(`${remote}/${version}/`)) await store.delete(key);
  }
  return removed;
}
