import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { readLimited } from './read-limited.ts';

/** What was written: where, how many bytes, and the S3-style ETag (quoted MD5). */
export interface ReceivedFile {
  tempPath: string;
  size: number;
  eTag: string;
}

/**
 * The bytes of Storage objects, on disk under `root`:
 *   tmp/<random>       uploads being received
 *   objects/<version>  one file per object version; `storage.objects.version` names it
 *
 * File names never come from the request (a version is a random UUID), so no object name can
 * reach the file system. A row points at its version only once its transaction commits, so:
 * a new version's file is moved into place *before* the commit (unreferenced until then, so
 * invisible), removed again if the transaction fails, and the replaced or deleted version's file
 * is removed *after* the commit. A crash in between leaves at most an unreferenced file, which
 * `removeUnreferenced` clears at the next start.
 */
export class ObjectStore {
  readonly root: string;
  private readonly tmpDir: string;
  private readonly objectsDir: string;

  constructor(root: string) {
    this.root = root;
    this.tmpDir = path.join(root, 'tmp');
    this.objectsDir = path.join(root, 'objects');
    // Whatever is in tmp/ belongs to uploads of an earlier run that never finished.
    fs.rmSync(this.tmpDir, { recursive: true, force: true });
    fs.mkdirSync(this.tmpDir, { recursive: true });
    fs.mkdirSync(this.objectsDir, { recursive: true });
  }

  /**
   * Streams `source` into a temporary file; past `limit` bytes it rejects with TooLarge (see
   * readLimited) and the partial file is removed.
   */
  async receive(source: Readable, limit: number): Promise<ReceivedFile> {
    const tempPath = path.join(this.tmpDir, crypto.randomUUID());
    const hash = crypto.createHash('md5');
    const file = await fs.promises.open(tempPath, 'wx');
    let size: number;
    try {
      size = await readLimited(source, limit, async (chunk) => {
        hash.update(chunk);
        // writeFile on a handle writes all of it at the current position (write may write less)
        await file.writeFile(chunk);
      });
      await file.close();
    } catch (error) {
      await file.close().catch(() => undefined);
      await fs.promises.rm(tempPath, { force: true });
      throw error;
    }
    return { tempPath, size, eTag: `"${hash.digest('hex')}"` };
  }

  /** Writes bytes already in memory (a parsed multipart body) to a temporary file. */
  async receiveBuffer(bytes: Uint8Array): Promise<ReceivedFile> {
    const tempPath = path.join(this.tmpDir, crypto.randomUUID());
    await fs.promises.writeFile(tempPath, bytes, { flag: 'wx' });
    return { tempPath, size: bytes.byteLength, eTag: `"${crypto.createHash('md5').update(bytes).digest('hex')}"` };
  }

  /** Moves a received file to the name of `version` (before the commit that references it). */
  async place(file: ReceivedFile, version: string): Promise<void> {
    await fs.promises.rename(file.tempPath, this.versionPath(version));
  }

  /** Removes a received or placed file that no committed row references. */
  async discard(file: ReceivedFile, version?: string): Promise<void> {
    await fs.promises.rm(file.tempPath, { force: true });
    if (version) await this.remove(version);
  }

  /** Removes a version's file (after the commit that stopped referencing it). */
  async remove(version: string | null | undefined): Promise<void> {
    if (version && isVersion(version)) await fs.promises.rm(this.versionPath(version), { force: true });
  }

  /**
   * Opens a version's file for reading, or null if it is gone (removed or replaced since the row
   * was read). An open file stays readable after a concurrent remove.
   */
  async open(version: string | null | undefined): Promise<fs.promises.FileHandle | null> {
    if (!version || !isVersion(version)) return null;
    try {
      return await fs.promises.open(this.versionPath(version), 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  /** Deletes every file no row references; only safe while no upload is under way (at start). */
  async removeUnreferenced(referenced: ReadonlySet<string>): Promise<number> {
    let removed = 0;
    for (const name of await fs.promises.readdir(this.objectsDir)) {
      if (referenced.has(name)) continue;
      await fs.promises.rm(path.join(this.objectsDir, name), { force: true });
      removed++;
    }
    return removed;
  }

  private versionPath(version: string): string {
    return path.join(this.objectsDir, version);
  }
}

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Only versions this store made name files; a row edited by hand cannot point elsewhere. */
function isVersion(version: string): boolean {
  return uuid.test(version);
}
