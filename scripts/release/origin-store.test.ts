import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFolderStore, lockFileName, withLockFile } from './origin-store.ts';

/**
 * The folder origin (origin-store.ts): whole files with their mtime, listing and deleting, the
 * compare-and-swap of discovery.json, and the lock file every change of it is made under.
 */

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'release-origin-'));
const options = (mtime: Date) => ({ cacheControl: 'public, max-age=31536000, immutable', contentType: 'text/javascript', mtime });

test('a put file appears whole, with the mtime given, and no temporary file is left behind', async () => {
  const root = tempDir();
  try {
    const store = createFolderStore(root);
    const mtime = new Date('2026-01-01T00:00:00Z');
    await store.put('support/v1/remoteEntry.a2e209786c.js', Buffer.from('entry'), options(mtime));
    await store.put('support/v1/remoteEntry.a2e209786c.js.br', Buffer.from('br'), options(mtime));
    await store.put('support/v1/server/entry.json', Buffer.from('{}'), options(mtime));
    assert.equal(fs.statSync(path.join(root, 'support/v1/remoteEntry.a2e209786c.js.br')).mtime.getTime(), mtime.getTime());
    assert.equal((await store.read('support/v1/remoteEntry.a2e209786c.js'))?.toString(), 'entry');
    assert.equal(await store.read('support/v1/missing.js'), null);
    assert.deepEqual(await store.list('support/v1/'), [
      'support/v1/remoteEntry.a2e209786c.js',
      'support/v1/remoteEntry.a2e209786c.js.br',
      'support/v1/server/entry.json',
    ]);
    for (const key of await store.list('support/v1/')) await store.delete(key);
    assert.deepEqual(fs.readdirSync(root), [], 'the emptied version folders are gone too');
    await assert.rejects(store.put('../outside.js', Buffer.from(''), options(mtime)), /outside the origin/);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('discovery.json is swapped only from the version the writer read', async () => {
  const root = tempDir();
  try {
    const store = createFolderStore(root);
    assert.deepEqual(await store.readDiscovery(), { text: null, tag: null });
    assert.equal(await store.swapDiscovery(null, '{"first":1}\n'), true);
    const first = await store.readDiscovery();
    assert.equal(first.text, '{"first":1}\n');
    assert.equal(await store.swapDiscovery(null, '{"stale":1}\n'), false, 'a writer that saw no document');
    assert.equal(await store.swapDiscovery(first.tag, '{"second":1}\n'), true);
    assert.equal(await store.swapDiscovery(first.tag, '{"stale":1}\n'), false, 'a writer that saw the first');
    assert.equal((await store.readDiscovery()).text, '{"second":1}\n');
    assert.deepEqual(fs.readdirSync(root), ['discovery.json'], 'no lock or temporary file left');
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});

test('the lock admits one holder at a time, waits for it, and takes over a stale lock', async () => {
  const root = tempDir();
  const lock = path.join(root, lockFileName);
  try {
    const events: string[] = [];
    let release!: () => void;
    const holding = withLockFile(lock, async () => {
      events.push('first in');
      await new Promise<void>((resolve) => (release = resolve));
      events.push('first out');
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const waiting = withLockFile(lock, async () => events.push('second in'));
    await new Promise((resolve) => setTimeout(resolve, 150));
    assert.deepEqual(events, ['first in'], 'the second waits while the first holds the lock');
    release();
    await Promise.all([holding, waiting]);
    assert.deepEqual(events, ['first in', 'first out', 'second in']);
    assert.equal(fs.existsSync(lock), false);

    // A lock held too long is an error for the one waiting, naming the file.
    fs.writeFileSync(lock, 'another run');
    await assert.rejects(
      withLockFile(lock, async () => 'never', { waitMs: 100 }),
      /is held by another release command/,
    );
    // A lock older than the stale timeout was left by a crashed run: taken over.
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    assert.equal(await withLockFile(lock, async () => 'taken', { staleMs: 30_000, waitMs: 100 }), 'taken');
    // discovery changes wait for it too.
    fs.writeFileSync(lock, 'another run');
    const store = createFolderStore(root, { lockWaitMs: 100 });
    await assert.rejects(store.swapDiscovery(null, '{}'), /is held by another release command/);
    assert.equal(fs.existsSync(path.join(root, 'discovery.json')), false);
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
});
