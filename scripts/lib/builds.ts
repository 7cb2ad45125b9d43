import fs from 'node:fs';
import path from 'node:path';
import { apps, type AppDefinition } from '../../shared/build/apps.ts';
import { launcher } from './processes.ts';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The file a finished build leaves behind: the shell's page or a remote's manifest. */
export function buildMarker(app: AppDefinition): string {
  return path.join(repoRoot, app.workspace, 'dist', app.kind === 'host' ? 'index.html' : 'mf-manifest.json');
}

function newestModification(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    // Tests do not change what is built.
    if (entry.isFile() && !/\.test\.tsx?$/.test(entry.name))
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Built, and not older than its own sources or the shared package it compiles in. */
export function isBuildCurrent(app: AppDefinition): boolean {
  const marker = buildMarker(app);
  // The server-rendering build (dist/server/) comes from the same `webpack` run.
  if (!fs.existsSync(marker) || !fs.existsSync(path.join(repoRoot, app.workspace, 'dist', 'server', 'entry.json'))) return false;
  const sources = [path.join(repoRoot, app.workspace, 'src'), path.join(repoRoot, app.workspace, 'public')].concat(
    ['runtime', 'ui', 'lib', 'styles', 'locales', 'build'].map((dir) => path.join(repoRoot, 'shared', dir)),
  );
  return Math.max(...sources.map(newestModification)) <= fs.statSync(marker).mtimeMs;
}

/** Builds one workspace for production and returns how long it took, in milliseconds. */
export async function buildApp(app: AppDefinition): Promise<number> {
  const started = performance.now();
  await launcher.run(app.workspace, 'npm', ['run', 'build', '--silent', '-w', app.workspace], { cwd: repoRoot });
  return performance.now() - started;
}

/**
 * Builds whatever is stale, two at a time: a webpack build keeps about one core busy, so on two
 * cores this takes about half as long (measured 67 s one by one for all six).
 */
export async function buildStale(): Promise<void> {
  const queue = apps.filter((app) => !isBuildCurrent(app));
  const builder = async () => {
    for (let app = queue.shift(); app; app = queue.shift()) {
      console.log(`Building ${app.workspace}…`);
      await buildApp(app);
    }
  };
  await Promise.all([builder(), builder()]);
}
