import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import { defaultConfig } from '../config.ts';
import { openDatabase, sqlLocations } from '../db/database.ts';
import { createStandInServer } from '../http/server.ts';
import { removeUnreferencedFiles } from './storage-db.ts';

/**
 * Objects survive a restart of a persisted stand-in (database and files under one data folder,
 * wired as main.ts does), and the start sweeps files a crash left without a committed row.
 */

const repoRoot = path.resolve(__dirname, '../../..');
let dataDir: string;

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'local-supabase-persist-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function start() {
  const config = defaultConfig({ port: 0, dataDir, storageDir: path.join(dataDir, 'storage') });
  const { database } = await openDatabase(config.dataDir, sqlLocations(repoRoot));
  const { server, objects } = createStandInServer(config, database, { log: () => undefined });
  const swept = await removeUnreferencedFiles(database, objects);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const storage = createClient(url, config.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false } }).storage;
  return {
    database,
    storage,
    swept,
    async stop() {
      server.close();
      server.closeAllConnections();
      await database.close();
    },
  };
}

it('keeps objects across a restart and sweeps orphaned files at start', async () => {
  const first = await start();
  await first.database.db.exec("insert into storage.buckets (id, name) values ('archive', 'archive')");
  expect((await first.storage.from('archive').upload('kept/report.txt', 'kept bytes')).error).toBeNull();
  await first.stop();
  // What a crash between placing a file and its commit leaves behind.
  const orphan = path.join(dataDir, 'storage', 'objects', crypto.randomUUID());
  fs.writeFileSync(orphan, 'never committed');

  const second = await start();
  try {
    expect(second.swept).toBe(1);
    expect(fs.existsSync(orphan)).toBe(false);
    expect(await (await second.storage.from('archive').download('kept/report.txt')).data!.text()).toBe('kept bytes');
  } finally {
    await second.stop();
  }
}, 60_000);
