import crypto from 'node:crypto';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { remoteNamePattern, versionPattern } from './names.ts';

export { remoteNamePattern, versionPattern } from './names.ts';

/**
 * The discovery document: which releases of each remote exist and who gets which
 * (docs/decisions/0019-remote-releases.md). It is in the format of the open *frontend discovery*
 * schema (awslabs/frontend-discovery, `schema/v1-pre.json`): `microFrontends` maps each remote's
 * federation name to a list of versions, each with its `url` (here the version's
 * mf-manifest.json), `metadata.version` and `metadata.integrity` (here the integrity of the
 * version's server bundle, as its server/entry.json states it), and `deployment.traffic` /
 * `deployment.default`. The release command (scripts/release.ts) writes it beside the remotes on
 * the static origin; the shell's servers read it (server/frontend-discovery.ts).
 */

/** The schema a document names in its `schema` field. */
export const discoverySchemaUrl = 'https://raw.githubusercontent.com/awslabs/frontend-discovery/main/schema/v1-pre.json';

/** What the release command records of a version, in the schema's free `extras`. */
export interface ReleaseRecord {
  /** ISO time of `publish`, and who ran it */
  releasedAt: string;
  releasedBy: string;
  /** when it last became the live version (promote, rollback), and who did it */
  liveAt?: string;
  liveBy?: string;
  /** when it stopped being live (a later promote or a rollback) */
  retiredAt?: string;
}

export interface DiscoveryVersion {
  url: string;
  fallbackUrl?: string;
  metadata: { integrity: string; version: string };
  deployment?: { traffic: number; default: boolean };
  extras?: { release?: ReleaseRecord } & Record<string, unknown>;
}

export interface DiscoveryDocument {
  schema: string;
  microFrontends: Record<string, DiscoveryVersion[]>;
}

/**
 * The frontend discovery schema (v1-pre), written out here. One deliberate difference: the
 * published schema gives `items` as a one-element array, which draft 2019-09 reads as a tuple, so
 * only a list's first version would be checked; here `items` is the version schema itself, so
 * every version is.
 */
export const frontendDiscoverySchema = {
  $schema: 'https://json-schema.org/draft/2019-09/schema',
  $id: discoverySchemaUrl,
  type: 'object',
  required: ['schema', 'microFrontends'],
  additionalProperties: false,
  properties: {
    schema: { type: 'string' },
    microFrontends: {
      type: 'object',
      additionalProperties: {
        type: 'array',
        uniqueItems: true,
        items: {
          type: 'object',
          required: ['url', 'metadata'],
          additionalProperties: false,
          properties: {
            url: { type: 'string' },
            fallbackUrl: { type: 'string' },
            metadata: {
              type: 'object',
              required: ['integrity', 'version'],
              additionalProperties: false,
              properties: { integrity: { type: 'string' }, version: { type: 'string' } },
            },
            deployment: {
              type: 'object',
              required: ['traffic', 'default'],
              additionalProperties: false,
              properties: { traffic: { type: 'number', minimum: 0, maximum: 100 }, default: { type: 'boolean' } },
            },
            extras: { type: 'object' },
          },
        },
      },
    },
  },
} as const;

const validateSchema = new Ajv2019({ allErrors: true, strict: false }).compile(frontendDiscoverySchema);

export type DiscoveryResult = { ok: true; document: DiscoveryDocument } | { ok: false; errors: string[] };

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Validates a discovery document against the schema, then the rules the composition adds: names
 * and versions in the patterns above, each `url` an http(s) mf-manifest.json, versions unique per
 * remote, and, per remote, exactly one default version, at most one other version with traffic
 * (the canary), and served traffic adding up to 100.
 */
export function parseDiscovery(raw: unknown): DiscoveryResult {
  if (!validateSchema(raw)) {
    return {
      ok: false,
      errors: (validateSchema.errors ?? []).map((error) => `${error.instancePath || '(document)'} ${error.message ?? 'is invalid'}`),
    };
  }
  const document = raw as unknown as DiscoveryDocument;
  const errors: string[] = [];
  for (const [remote, versions] of Object.entries(document.microFrontends)) {
    const where = `/microFrontends/${remote}`;
    if (!remoteNamePattern.test(remote)) errors.push(`${where}: "${remote}" is not a remote's federation name`);
    const seen = new Set<string>();
    versions.forEach((entry, index) => {
      const { version } = entry.metadata;
      if (!versionPattern.test(version)) errors.push(`${where}/${index}/metadata/version "${version}" must match ${versionPattern}`);
      if (seen.has(version)) errors.push(`${where}: version "${version}" is listed twice`);
      seen.add(version);
      if (!isHttpUrl(entry.url) || !new URL(entry.url).pathname.endsWith('/mf-manifest.json'))
        errors.push(`${where}/${index}/url must be the version's http(s) mf-manifest.json URL`);
    });
    const defaults = versions.filter((entry) => entry.deployment?.default);
    const served = versions.filter((entry) => (entry.deployment?.traffic ?? 0) > 0);
    const traffic = served.reduce((sum, entry) => sum + entry.deployment!.traffic, 0);
    if (defaults.length !== 1) errors.push(`${where}: exactly one version must be the default (found ${defaults.length})`);
    else if (!served.includes(defaults[0]!)) errors.push(`${where}: the default version must have traffic`);
    if (served.length > 2) errors.push(`${where}: at most two versions may have traffic (the live one and one canary)`);
    if (served.length > 0 && Math.abs(traffic - 100) > 1e-9) errors.push(`${where}: traffic adds up to ${traffic}, not 100`);
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, document };
}

/** A remote's served versions: the live (default) one, and the canary with its share if one runs. */
export interface ServedVersions {
  live: DiscoveryVersion;
  canary: { entry: DiscoveryVersion; traffic: number } | null;
}

/** What a parsed document serves for `remote`; null when it lists none. */
export function servedVersions(document: DiscoveryDocument, remote: string): ServedVersions | null {
  const versions = document.microFrontends[remote] ?? [];
  const live = versions.find((entry) => entry.deployment?.default);
  if (!live) return null;
  const canary = versions.find((entry) => entry !== live && (entry.deployment?.traffic ?? 0) > 0);
  return { live, canary: canary ? { entry: canary, traffic: canary.deployment!.traffic } : null };
}

/** A version of `remote` by name, served or not (a preview may name one with no traffic). */
export function findVersion(document: DiscoveryDocument, remote: string, version: string): DiscoveryVersion | null {
  return document.microFrontends[remote]?.find((entry) => entry.metadata.version === version) ?? null;
}

/**
 * A visitor's bucket (0-99) for `remote`, from the random seed in their assignment cookie:
 * deterministic for a seed, uniform over seeds, and independent between remotes (a visitor in one
 * remote's canary is not more likely to be in another's).
 */
export function visitorBucket(seed: string, remote: string): number {
  return crypto.createHash('sha256').update(`${remote}:${seed}`).digest().readUInt32BE(0) % 100;
}

/**
 * The version a bucket is served: the canary for buckets below its traffic, the live version
 * otherwise. Raising a canary's share only moves visitors onto it (a bucket below 10 is below 50),
 * so a visitor in a canary stays in it while it grows, and every visitor keeps theirs while the
 * share is unchanged.
 */
export function pickVersion(served: ServedVersions, bucket: number): DiscoveryVersion {
  return served.canary && bucket < served.canary.traffic ? served.canary.entry : served.live;
}
