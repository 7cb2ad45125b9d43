import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ObjectStore } from './object-store.ts';
import { TooLarge } from './read-limited.ts';

/** The files behind Storage objects: what a crash or a refused upload leaves is never visible. */

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'object-store-test-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const listing = (dir: string) => fs.readdirSync(path.join(root, dir)).sort();

test('a received body becomes a version’s file only when placed, with its size and ETag', async () => {
  const store = new ObjectStore(root);
  const file = await store.receive(Readable.from([Buffer.from('hello '), Buffer.from('world')]), 100);
  expect(file.size).toBe(11);
  expect(file.eTag).toBe(`"${crypto.createHash('md5').update('hello world').digest('hex')}"`);
  expect(listing('objects')).toEqual([]);
  const version = crypto.randomUUID();
  await store.place(file, version);
  expect(listing('tmp')).toEqual([]);
  const handle = await store.open(version);
  expect((await handle!.readFile()).toString()).toBe('hello world');
  await handle!.close();
  await store.remove(version);
  expect(await store.open(version)).toBeNull();
});

test('a body over the limit is refused without leaving a partial file', async () => {
  const store = new ObjectStore(root);
  await expect(store.receive(Readable.from([Buffer.alloc(60), Buffer.alloc(60)]), 100)).rejects.toBeInstanceOf(TooLarge);
  expect(listing('tmp')).toEqual([]);
});

test('a restart clears unfinished uploads, and the sweep removes files no row references', async () => {
  const first = new ObjectStore(root);
  const kept = crypto.randomUUID();
  const orphan = crypto.randomUUID();
  for (const version of [kept, orphan]) await first.place(await first.receiveBuffer(Buffer.from(version)), version);
  fs.writeFileSync(path.join(root, 'tmp', 'half-received'), 'partial');

  const second = new ObjectStore(root);
  expect(listing('tmp')).toEqual([]);
  expect(await second.removeUnreferenced(new Set([kept]))).toBe(1);
  expect(listing('objects')).toEqual([kept]);
});

test('only names it made reach the file system', async () => {
  const store = new ObjectStore(root);
  fs.writeFileSync(path.join(root, 'secret'), 'outside');
  expect(await store.open('../secret')).toBeNull();
  await store.remove('../secret');
  expect(fs.existsSync(path.join(root, 'secret'))).toBe(true);
});
