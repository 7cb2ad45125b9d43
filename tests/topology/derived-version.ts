import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { integrityOf } from '../../shared/build/server-bundle-integrity.ts';

/**
 * A new version of a remote made from its build without running webpack again (a rebuild takes a
 * minute): its dist copied to a temporary folder with `replacements` made in the browser chunks
 * and in the server bundle, the changed chunks' `.br`/`.gz` twins written again with the
 * original's mtime (nginx serves a twin as the file), the server bundle renamed by its new hash
 * and server/entry.json stating its new integrity, as a build would. Chunk names keep their old
 * hashes: a version lives in a folder of its own on the origin, so they never meet the old files.
 * `padding` adds that many bytes of incompressible data to the entry (a release over its budget).
 */
export function deriveVersion(distDir: string, replacements: Array<[string, string]>, { padding = 0 } = {}): string {
  const target = fs.mkdtempSync(path.join(os.tmpdir(), 'derived-version-'));
  fs.cpSync(distDir, target, { recursive: true, preserveTimestamps: true });
  const rewrite = (file: string, change: (code: string) => string) => {
    const before = fs.readFileSync(file, 'utf8');
    const after = change(before);
    if (after === before) return false;
    const { atime, mtime } = fs.statSync(file);
    fs.writeFileSync(file, after);
    for (const [suffix, compress] of [
      ['.br', zlib.brotliCompressSync],
      ['.gz', zlib.gzipSync],
    ] as const) {
      if (!fs.existsSync(file + suffix)) continue;
      fs.writeFileSync(file + suffix, compress(after));
      fs.utimesSync(file + suffix, atime, mtime);
    }
    fs.utimesSync(file, atime, mtime);
    return true;
  };
  const replaced = (code: string) => replacements.reduce((text, [from, to]) => text.split(from).join(to), code);

  let changedChunks = 0;
  for (const name of fs.readdirSync(target)) if (name.endsWith('.js') && rewrite(path.join(target, name), replaced)) changedChunks++;
  if (padding > 0) {
    const entry = fs.readdirSync(target).find((name) => /^remoteEntry\.[0-9a-f]{10}\.js$/.test(name))!;
    const noise = crypto.randomBytes(padding).toString('base64').slice(0, padding);
    rewrite(path.join(target, entry), (code) => `${code}\n/*${noise}*/\n`);
  }

  const entryFile = path.join(target, 'server', 'entry.json');
  const entry = JSON.parse(fs.readFileSync(entryFile, 'utf8')) as { file: string; integrity: string };
  const code = fs.readFileSync(path.join(target, 'server', entry.file), 'utf8');
  const changed = Buffer.from(replaced(code));
  if (replacements.length > 0 && (changedChunks === 0 || changed.equals(Buffer.from(code))))
    throw new Error(`deriveVersion: ${replacements.map(([from]) => `"${from}"`).join(', ')} not found in both builds`);
  fs.rmSync(path.join(target, 'server', entry.file));
  const file = `app.${crypto.createHash('sha256').update(changed).digest('hex').slice(0, 10)}.cjs`;
  fs.writeFileSync(path.join(target, 'server', file), changed);
  fs.writeFileSync(entryFile, JSON.stringify({ ...entry, file, integrity: integrityOf(changed) }));
  return target;
}
