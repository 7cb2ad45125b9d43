import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { OriginStore, PutOptions } from './origin-store.ts';

/** An origin in memory that records every call, in order, for the release tests. */
export function memoryStore() {
  const files = new Map<string, { body: Buffer; options: PutOptions }>();
  let discovery: string | null = null;
  let generation = 0;
  const calls: string[] = [];
  const store: OriginStore = {
    async put(key, body, options) {
      calls.push(`put ${key}`);
      files.set(key, { body, options });
    },
    async read(key) {
      return files.get(key)?.body ?? null;
    },
    async list(prefix) {
      return [...files.keys()].filter((key) => key.startsWith(prefix)).sort();
    },
    async delete(key) {
      calls.push(`delete ${key}`);
      files.delete(key);
    },
    async readDiscovery() {
      return { text: discovery, tag: discovery === null ? null : String(generation) };
    },
    async swapDiscovery(expectedTag, text) {
      if ((discovery === null ? null : String(generation)) !== expectedTag) return false;
      calls.push('swap discovery.json');
      discovery = text;
      generation++;
      return true;
    },
  };
  return {
    store,
    files,
    calls,
    discovery: () => (discovery === null ? null : JSON.parse(discovery)),
    /** Changes the document behind the command's back, as a concurrent release would. */
    replaceDiscovery(text: string) {
      discovery = text;
      generation++;
    },
  };
}

/** Sizes in bytes of the fake build's files (the `.br` twins are what budgets count). */
export interface FakeBuild {
  entryBr?: number;
  appBr?: number;
  cssBr?: number;
  asyncBr?: number[];
  remoteEntryHash?: string;
}

/**
 * A remote's dist/ as the production build lays it out: hashed chunks with `.br`/`.gz` twins,
 * mf-manifest.json naming them, routes.json, and the server bundle with server/entry.json.
 * Returns the workspace folder (dist/ inside it).
 */
export function fakeWorkspace({
  entryBr = 8000,
  appBr = 1200,
  cssBr = 1100,
  asyncBr = [5000, 18000],
  remoteEntryHash = 'a2e209786c',
}: FakeBuild = {}) {
  const workspace = fs.mkdtempSync(path.join(os.tmpdir(), 'release-workspace-'));
  const dist = path.join(workspace, 'dist');
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  const write = (file: string, bytes: number | string) =>
    fs.writeFileSync(path.join(dist, file), typeof bytes === 'string' ? bytes : Buffer.alloc(bytes, 'x'));
  const hashed = (file: string, brBytes: number) => {
    write(file, brBytes * 3);
    write(`${file}.br`, brBytes);
    write(`${file}.gz`, brBytes + 100);
  };
  const entry = `remoteEntry.${remoteEntryHash}.js`;
  hashed(entry, entryBr);
  hashed('__federation_expose_App.9da3473920.js', appBr);
  hashed('__federation_expose_App.f0c3d15076.css', cssBr);
  const asyncFiles = asyncBr.map((bytes, index) => {
    const file = `${100 + index}.0c6d5acd0${index}.js`;
    hashed(file, bytes);
    return file;
  });
  const manifest = {
    id: 'support',
    name: 'support',
    metaData: { name: 'support', remoteEntry: { name: entry, path: '', type: 'global' } },
    exposes: [
      {
        id: 'support:App',
        name: 'App',
        assets: {
          js: { sync: ['__federation_expose_App.9da3473920.js'], async: asyncFiles },
          css: { sync: ['__federation_expose_App.f0c3d15076.css'], async: [] },
        },
        path: './App',
      },
    ],
  };
  write('mf-manifest.json', `${JSON.stringify(manifest, null, 2)}\n`.padEnd(700));
  write('mf-manifest.json.br', 300);
  write('mf-manifest.json.gz', 320);
  // The pages' lazy imports: the emergency page loads the first async chunk, the portal page the second.
  write(
    'page-chunks.json',
    JSON.stringify({
      'pages/EmergencySupportPage': { js: [asyncFiles[0]], css: [] },
      'pages/SupportPortalPage': { js: [asyncFiles[1]], css: [] },
    }),
  );
  write('routes.json', JSON.stringify({ prefixes: ['/support'], pages: [{ path: '/support', indexed: true }], recordPaths: [] }));
  write('server/app.b12fa8b9b1.cjs', 4000);
  write('server/entry.json', JSON.stringify({ file: 'app.b12fa8b9b1.cjs', integrity: 'sha384-test' }));
  // Twins written after their originals get a later mtime, as the compression plugin leaves them.
  const later = new Date(Date.now() + 5000);
  for (const file of fs.readdirSync(dist)) if (/\.(br|gz)$/.test(file)) fs.utimesSync(path.join(dist, file), later, later);
  return { workspace, dist, remove: () => fs.rmSync(workspace, { recursive: true, force: true }) };
}
