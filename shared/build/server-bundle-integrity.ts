import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The record a remote publishes for its server bundle (dist/server/entry.json), and how the shell's
 * server checks it before it evaluates the bundle (docs/decisions/0012-server-bundle-integrity.md):
 * - `integrity`, written by the build (webpack-config.ts): the bundle's digest in Subresource
 *   Integrity form, over the exact bytes written. It catches a bundle changed on its own (a partial
 *   upload, corruption, a cache poisoned in transit).
 * - `signature`, added by the remote team's release step (scripts/sign-server-bundle.ts) with a key
 *   that never reaches the static host: Ed25519 over the remote's name, the file and the integrity.
 *   With public keys configured, the server evaluates only what that key signed, so write access
 *   to the static host is not enough to run code on the server.
 */
export interface ServerEntry {
  file: string;
  integrity: string;
  signature?: string;
}

/** The algorithm the build writes; the check also accepts the other two that SRI defines. */
export const integrityAlgorithm = 'sha384';
const digestBytes: Record<string, number> = { sha256: 32, sha384: 48, sha512: 64 };

export function integrityOf(bytes: Uint8Array, algorithm = integrityAlgorithm): string {
  return `${algorithm}-${crypto.createHash(algorithm).update(bytes).digest('base64')}`;
}

/** A single SRI hash (`sha384-<base64>`) of the right length, or null. */
function parseIntegrity(value: unknown): { algorithm: string; digest: Buffer } | null {
  if (typeof value !== 'string') return null;
  const match = /^(sha256|sha384|sha512)-([A-Za-z0-9+/]+={0,2})$/.exec(value);
  if (!match) return null;
  const [, algorithm, encoded] = match as unknown as [string, string, string];
  const digest = Buffer.from(encoded, 'base64');
  // Buffer.from ignores what is not base64; re-encoding catches a digest that is not canonical.
  if (digest.length !== digestBytes[algorithm] || digest.toString('base64') !== encoded) return null;
  return { algorithm, digest };
}

/** Whether `bytes` are exactly the bytes `integrity` names (false for an ill-formed integrity). */
export function matchesIntegrity(bytes: Uint8Array, integrity: string): boolean {
  const expected = parseIntegrity(integrity);
  if (!expected) return false;
  return crypto.timingSafeEqual(crypto.createHash(expected.algorithm).update(bytes).digest(), expected.digest);
}

/**
 * server/entry.json as published, or an Error saying what is wrong with it. The file name is a
 * plain name in the same folder (never a path or a URL), and the integrity is well formed.
 */
export function parseServerEntry(text: string): ServerEntry | Error {
  let entry: unknown;
  try {
    entry = JSON.parse(text);
  } catch {
    return new Error('server/entry.json is not JSON');
  }
  const { file, integrity, signature } = (entry ?? {}) as Record<string, unknown>;
  if (typeof file !== 'string' || !/^[\w.-]+\.cjs$/.test(file)) return new Error('server/entry.json names no bundle');
  if (!parseIntegrity(integrity)) return new Error('server/entry.json has no well-formed integrity (sha384-<base64>)');
  if (signature !== undefined && (typeof signature !== 'string' || !/^[A-Za-z0-9+/]{86}==$/.test(signature)))
    return new Error('server/entry.json has an ill-formed signature');
  return { file, integrity: integrity as string, ...(signature === undefined ? {} : { signature }) };
}

/**
 * The bytes a signature covers. The remote's name is part of them, so an entry signed for one
 * remote is refused on another's host even when one key signs every remote.
 */
function signedBytes(remote: string, { file, integrity }: ServerEntry): Buffer {
  return Buffer.from(`meridian-server-bundle/1\nremote ${remote}\nfile ${file}\nintegrity ${integrity}\n`);
}

export function signServerEntry(remote: string, entry: ServerEntry, privateKey: crypto.KeyObject): string {
  return crypto.sign(null, signedBytes(remote, entry), privateKey).toString('base64');
}

/** Whether one of `keys` signed this entry for `remote`. */
export function verifyServerEntry(remote: string, entry: ServerEntry, keys: readonly crypto.KeyObject[]): boolean {
  if (!entry.signature) return false;
  const signature = Buffer.from(entry.signature, 'base64');
  const signed = signedBytes(remote, entry);
  return keys.some((key) => crypto.verify(null, signed, key, signature));
}

/** An Ed25519 public key from its 32 raw bytes in base64 (the form `sign-server-bundle keygen` prints). */
export function publicKeyFromBase64(encoded: string): crypto.KeyObject {
  const raw = Buffer.from(encoded, 'base64');
  if (raw.length !== 32 || raw.toString('base64') !== encoded) throw new Error('not 32 bytes of base64');
  return crypto.createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: raw.toString('base64url') }, format: 'jwk' });
}

export function publicKeyToBase64(key: crypto.KeyObject): string {
  return Buffer.from(key.export({ format: 'jwk' }).x!, 'base64url').toString('base64');
}

/** Remote name (the key of `remotes` in app-config.json), or `*` for a key trusted for every remote. */
export type TrustedKeys = Readonly<Record<string, readonly crypto.KeyObject[]>>;

/**
 * The trusted keys as the environment gives them (REMOTE_BUNDLE_PUBLIC_KEYS): `remote:key` pairs
 * separated by commas or white space, `key` being the base64 public key; a remote may be named
 * twice (two keys while one is rotated out), and `*` trusts a key for every remote. Throws one
 * Error listing every malformed pair.
 */
export function parseTrustedKeys(text: string): TrustedKeys {
  const keys: Record<string, crypto.KeyObject[]> = {};
  const problems: string[] = [];
  for (const [index, pair] of text
    .split(/[\s,]+/)
    .filter(Boolean)
    .entries()) {
    const match = /^([a-z][a-z0-9-]*|\*):(.+)$/.exec(pair);
    if (!match) {
      problems.push(`pair ${index + 1} is not remote:base64-key`);
      continue;
    }
    const [, remote, encoded] = match as unknown as [string, string, string];
    try {
      (keys[remote] ??= []).push(publicKeyFromBase64(encoded));
    } catch (error) {
      problems.push(`the key for ${remote} (pair ${index + 1}) is ${(error as Error).message}`);
    }
  }
  if (problems.length > 0) throw new Error(`REMOTE_BUNDLE_PUBLIC_KEYS: ${problems.join('; ')}`);
  return keys;
}

/**
 * The release step's signing (scripts/sign-server-bundle.ts): reads `serverDir`/entry.json as the
 * build wrote it, checks the bundle it names against its integrity (a key vouches only for bytes it
 * has seen), and writes the entry back signed for `remote`. Returns the entry written.
 */
export function signPublishedEntry(serverDir: string, remote: string, privateKey: crypto.KeyObject): ServerEntry {
  const entryFile = path.join(serverDir, 'entry.json');
  const entry = parseServerEntry(fs.readFileSync(entryFile, 'utf8'));
  if (entry instanceof Error) throw new Error(`${entryFile}: ${entry.message.replace(/^server\/entry\.json /, '')}`);
  if (!matchesIntegrity(fs.readFileSync(path.join(serverDir, entry.file)), entry.integrity))
    throw new Error(`${path.join(serverDir, entry.file)} does not match the integrity in ${entryFile}: not signed`);
  const signed: ServerEntry = { file: entry.file, integrity: entry.integrity, signature: signServerEntry(remote, entry, privateKey) };
  fs.writeFileSync(entryFile, JSON.stringify(signed));
  return signed;
}
