import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The static origin the release command writes to: each remote's versions under
 * `<remote>/<version>/` and the discovery document at `discovery.json`. A release needs only these
 * operations, so any store that offers them will do: a folder (below, RELEASE_ORIGIN_DIR), or an
 * S3-compatible bucket (docs/releases.md says how its calls map onto these).
 */
export interface PutOptions {
  /** the Cache-Control header the origin should send with the file */
  cacheControl: string;
  /** its Content-Type (for a `.br`/`.gz` twin: the original's type) */
  contentType: string;
  /** its modification time: nginx's gzip_static/brotli_static serve a twin only if it matches the original's */
  mtime: Date;
}

/** What `readDiscovery` saw: the text (null when there is no document yet) and a tag for `swapDiscovery`. */
export interface DiscoveryRead {
  text: string | null;
  /** changes whenever the document does; null when there is none */
  tag: string | null;
}

export interface OriginStore {
  /** Writes one file whole: a reader sees either no file or all of it, never a part. */
  put(key: string, body: Buffer, options: PutOptions): Promise<void>;
  /** A file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  /** Every key under `prefix` (a folder, ending in `/`), sorted. */
  list(prefix: string): Promise<string[]>;
  /** Deletes a file; deleting a missing one is not an error. */
  delete(key: string): Promise<void>;
  readDiscovery(): Promise<DiscoveryRead>;
  /**
   * Writes discovery.json only if it is still what `expectedTag` names (null: there is none yet);
   * false, with nothing written, when someone changed it meanwhile.
   */
  swapDiscovery(expectedTag: string | null, text: string): Promise<boolean>;
}

export const discoveryKey = 'discovery.json';

const tagOf = (text: string) => crypto.createHash('sha256').update(text).digest('base64url');

export interface FolderStoreOptions {
  /** a lock older than this is taken to be left behind by a crashed run and removed (default 30 s) */
  staleLockMs?: number;
  /** how long to wait for the lock before giving up (default 10 s) */
  lockWaitMs?: number;
}

/** The lock file beside discovery.json that every change of it is made under. */
export const lockFileName = '.discovery.lock';

/**
 * Runs `work` holding the lock file `file`, created with O_EXCL so only one process holds it. A
 * lock older than `staleMs` (its holder crashed) is removed and taken; otherwise waits up to
 * `waitMs`, then throws.
 */
export async function withLockFile<T>(file: string, work: () => Promise<T>, { staleMs = 30_000, waitMs = 10_000 } = {}): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const handle = fs.openSync(file, fs.constants.O_CREAT | fs.constants.O_EXCL | fs.constants.O_WRONLY, 0o644);
      fs.writeSync(handle, `${process.pid} ${new Date().toISOString()}\n`);
      fs.closeSync(handle);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const age = (() => {
        try {
          return Date.now() - fs.statSync(file).mtimeMs;
        } catch {
          return 0; // removed meanwhile: try again at once
        }
      })();
      if (age > staleMs) {
        fs.rmSync(file, { force: true });
        continue;
      }
      if (Date.now() - started > waitMs) {
        throw new Error(`${file} is held by another release command (remove it if no release is running)`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** Writes `body` to `file` by a temporary name in the same folder and a rename, with `mtime` set before the rename. */
function writeAtomically(file: string, body: Buffer | string, mtime?: Date): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = path.join(path.dirname(file), `.${path.basename(file)}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.tmp`);
  try {
    fs.writeFileSync(temporary, body);
    if (mtime) fs.utimesSync(temporary, mtime, mtime);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/**
 * The origin as a folder (RELEASE_ORIGIN_DIR) that a web server such as nginx serves as it is. A
 * folder keeps no headers: the web server sets Cache-Control and Content-Type by path
 * (deploy/nginx), so those options are not stored; the mtime is.
 */
export function createFolderStore(root: string, options: FolderStoreOptions = {}): OriginStore {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`"${key}" is outside the origin`);
    return file;
  };
  const readText = (file: string) => {
    try {
      return fs.readFileSync(file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    async put(key, body, { mtime }) {
      writeAtomically(resolve(key), body, mtime);
    },
    async read(key) {
      try {
        return fs.readFileSync(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async list(prefix) {
      const folder = resolve(prefix);
      if (!fs.existsSync(folder)) return [];
      return (fs.readdirSync(folder, { recursive: true, withFileTypes: true }) as fs.Dirent[])
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .sort();
    },
    async delete(key) {
      const file = resolve(key);
      fs.rmSync(file, { force: true });
      // Leave no empty version folders behind.
      for (let folder = path.dirname(file); folder !== path.resolve(root); folder = path.dirname(folder)) {
        try {
          fs.rmdirSync(folder);
        } catch {
          break;
        }
      }
    },
    async readDiscovery() {
      const text = readText(resolve(discoveryKey));
      return { text, tag: text === null ? null : tagOf(text) };
    },
    async swapDiscovery(expectedTag, text) {
      fs.mkdirSync(root, { recursive: true });
      return withLockFile(
        path.join(root, lockFileName),
        async () => {
          const current = readText(resolve(discoveryKey));
          if ((current === null ? null : tagOf(current)) !== expectedTag) return false;
          writeAtomically(resolve(discoveryKey), text);
          return true;
        },
        { staleMs: options.staleLockMs, waitMs: options.lockWaitMs },
      );
    },
  };
}
