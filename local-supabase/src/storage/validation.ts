import { storageErrors } from './storage-errors.ts';

/**
 * The characters the Storage server accepts in an object name (its `isValidKey`: the S3-safe set
 * plus the few that need special handling). Everything else, including control characters,
 * `%`, `#`, `\`, quotes, and any non-ASCII letter, is refused with InvalidKey.
 */
const validKeyCharacters = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/;

/** S3's key limit; the hosted backend refuses longer keys too. */
const maxKeyBytes = 1024;

/**
 * Throws InvalidKey unless `name` is a name an upload may create. On top of the hosted character
 * set, the stand-in refuses what the client itself never sends and what would make a path mean
 * two things: `.` and `..` segments (a browser's URL parser resolves them, so only a hand-made
 * request carries them), empty segments (`a//b`, a leading or trailing `/`).
 */
export function assertValidObjectName(name: string): void {
  const valid =
    name.length > 0 &&
    Buffer.byteLength(name) <= maxKeyBytes &&
    validKeyCharacters.test(name) &&
    name.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
  if (!valid) throw storageErrors.invalidKey(name);
}

/**
 * The bucket's MIME allow-list, checked against the type the client declared (the server never
 * looks at the bytes: the product must check file content itself). Entries are `type/subtype` or
 * `type/*`, compared case-sensitively as the Storage server does. Parameters such as
 * `;charset=UTF-8` are ignored: storage-js declares `text/plain;charset=UTF-8` for string bodies,
 * and recent Storage server releases strip them (README, "What differs on a hosted project").
 */
export function assertAllowedMimeType(declared: string, allowed: readonly string[] | null): void {
  if (!allowed || allowed.length === 0) return;
  const [type, subtype, ...rest] = (declared.split(';')[0] ?? '').trim().split('/');
  if (!type || !subtype || rest.length > 0) throw storageErrors.invalidMimeType(declared);
  const ok = allowed.some((entry) => {
    const [allowedType, allowedSubtype] = entry.split('/');
    return allowedType === type && (allowedSubtype === '*' || allowedSubtype === subtype);
  });
  if (!ok) throw storageErrors.invalidMimeType(declared);
}
