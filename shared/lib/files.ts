/**
 * The files a client or visitor may attach (tickets, proposals, feedback), checked by their bytes
 * as well as their names: a file is accepted only when its first bytes are one of the formats
 * below AND its name ends with an extension of that same format. So an executable renamed to
 * `.pdf` is refused, and so is a PNG named `.pdf`. The buckets hold the same list
 * (`supabase/migrations`), and every file is uploaded with the type its bytes show, never the
 * type the browser guessed from the name.
 */
export const attachmentFormats = {
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
} as const satisfies Record<string, readonly string[]>;

export type AttachmentType = keyof typeof attachmentFormats;

/** The limits the buckets and `request_files` enforce: 10 MiB a file, 5 files a request. */
export const maxAttachmentBytes = 10 * 1024 * 1024;
export const maxAttachments = 5;

/** Why a chosen file is refused before anything is sent. */
export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

/** The format a file's first bytes show (its "magic number"), or null for anything else. */
export function sniffType(bytes: Uint8Array): AttachmentType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return 'image/gif';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'application/pdf';
  // Word 97-2003: an OLE2 compound file
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'application/msword';
  // Word 2007+: a ZIP package
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  return null;
}

/** The lower-case extension of a file name, with its dot ('' when it has none). */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot).toLowerCase() : '';
}

/** How many leading bytes `sniffType` needs. */
export const sniffLength = 16;

/**
 * Checks a chosen file: its size, then that its bytes and its name agree on one of `accepted`.
 * Resolves to the type to upload it with, or the reason it is refused.
 */
export async function checkAttachment(
  file: Blob & { name: string },
  accepted: readonly AttachmentType[] = Object.keys(attachmentFormats) as AttachmentType[],
): Promise<{ ok: true; type: AttachmentType } | { ok: false; problem: FileProblem }> {
  if (file.size === 0) return { ok: false, problem: 'empty' };
  if (file.size > maxAttachmentBytes) return { ok: false, problem: 'tooLarge' };
  const type = sniffType(new Uint8Array(await file.slice(0, sniffLength).arrayBuffer()));
  if (!type || !accepted.includes(type)) return { ok: false, problem: 'wrongType' };
  const extensions: readonly string[] = attachmentFormats[type];
  return extensions.includes(extensionOf(file.name)) ? { ok: true, type } : { ok: false, problem: 'wrongType' };
}

/** The `accept` attribute of a file input for these types (MIME types and extensions). */
export function acceptAttribute(accepted: readonly AttachmentType[]): string {
  return accepted.flatMap((type) => [type, ...attachmentFormats[type]]).join(',');
}

/**
 * An object name in a bucket for a file of `owner`: `<owner>/<random id><extension>`. The
 * person's own file name is kept in the database, never in the path, so paths cannot be guessed
 * from it and need no escaping.
 */
export function objectPathFor(owner: string, fileName: string): string {
  return `${owner}/${crypto.randomUUID()}${extensionOf(fileName)}`;
}
