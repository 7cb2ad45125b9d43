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

/** RFC 6838's restricted-name characters: a type or subtype is 1 to 127 of them. */
const mimeName = '[A-Za-z0-9][A-Za-z0-9!#$&^_.+-]{0,126}';
const bareMimeType = new RegExp(`^${mimeName}/${mimeName}$`);
/** `type/subtype` with `; name=value` parameters (value a token or a quoted string), nothing else. */
const mimeTypeWithParameters = new RegExp(
  `^${mimeName}/${mimeName}(?:[ \\t]*;[ \\t]*[A-Za-z0-9!#$&^_.+-]+=(?:[A-Za-z0-9!#$%&'*+.^_\`|~-]+|"[ !#-\\[\\]-~]*"))*$`,
);
/** The longest content type stored (hosted keeps it in the object's metadata and sends it back). */
const maxMimeTypeLength = 255;

/**
 * The type an upload is stored with, or InvalidMimeType (415). Whatever is stored is later sent
 * as a Content-Type header, so it must be a well-formed media type: no control characters, no
 * separators outside the grammar, at most 255 characters; `type/subtype` is lowercased.
 *
 * With an allow-list (every bucket of the product has one) the type must be exactly one of its
 * entries, compared case-insensitively on the whole value, or match a `type/*` entry; parameters
 * are refused, so what is stored is exactly a listed type (the check once read only the text
 * before the first `;` and stored the rest, e.g. `image/png;a=b, TEXT/HTML`). The
 * Storage server v1.70.6 does the same (it compares the whole declared value); storage-js declares
 * `text/plain;charset=UTF-8` for a string body, so such a body needs an explicit `contentType`.
 * The product's uploads send the bare type their bytes show (shared/lib/storage-upload.ts).
 * Without an allow-list, parameters are kept as sent.
 */
export function storedMimeType(declared: string, allowed: readonly string[] | null): string {
  const value = declared.trim();
  const restricted = Boolean(allowed && allowed.length > 0);
  if (value.length > maxMimeTypeLength || !(restricted ? bareMimeType : mimeTypeWithParameters).test(value))
    throw storageErrors.invalidMimeType(declared);
  const essenceEnd = value.search(/[ \t;]/);
  const essence = (essenceEnd < 0 ? value : value.slice(0, essenceEnd)).toLowerCase();
  const normalised = essenceEnd < 0 ? essence : essence + value.slice(essenceEnd);
  if (!restricted) return normalised;
  const [type] = essence.split('/');
  const ok = allowed!.some((entry) => {
    const listed = entry.trim().toLowerCase();
    return listed === essence || listed === `${type}/*`;
  });
  if (!ok) throw storageErrors.invalidMimeType(declared);
  return normalised;
}

/** A stored type fit to be sent as Content-Type again (rows written before these checks may hold anything). */
export function isSendableMimeType(value: unknown): value is string {
  return typeof value === 'string' && value.length <= maxMimeTypeLength && mimeTypeWithParameters.test(value);
}
