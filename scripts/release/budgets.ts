import fs from 'node:fs';
import path from 'node:path';

/**
 * A remote's byte budgets (its budgets.json, beside its package.json), checked by `publish`: the
 * bytes a browser downloads with brotli (a file's `.br` twin, or the file itself when the build made
 * none: under 512 bytes, or not smaller compressed), for
 * - `entry`: remoteEntry.<hash>.js, fetched on every page of the site that uses the remote;
 * - `appInitial`: the exposed App's initial chunks (mf-manifest.json `exposes` App `assets.js.sync`);
 * - `css`: the App's stylesheets (sync and async);
 * - `largestAsyncChunk`: the App's largest lazily loaded chunk, a stand-in for the heaviest page
 *   (the build does not yet say which chunks each page loads).
 */
export interface Budgets {
  brotliBytes: Partial<Record<FigureName, number>>;
}

export const figureNames = ['entry', 'appInitial', 'css', 'largestAsyncChunk'] as const;
export type FigureName = (typeof figureNames)[number];

export const figureLabels: Record<FigureName, string> = {
  entry: 'remote entry',
  appInitial: 'App initial JS',
  css: 'App CSS',
  largestAsyncChunk: 'largest async chunk',
};

export interface Figure {
  bytes: number;
  /** the files counted */
  files: string[];
}

export type Figures = Record<FigureName, Figure>;

/** The bytes sent for a file with brotli; null when the file is missing. */
export type Sizer = (file: string) => Promise<number | null>;

interface Manifest {
  metaData?: { remoteEntry?: { name?: string } };
  exposes?: { name: string; assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } } }[];
}

/** A dist folder's sizer. */
export const distSizer =
  (distDir: string): Sizer =>
  async (file) => {
    for (const candidate of [`${file}.br`, file]) {
      try {
        return fs.statSync(path.join(distDir, candidate)).size;
      } catch {
        // try the next
      }
    }
    return null;
  };

/** Measures a build from its mf-manifest.json (parsed) and a sizer for its files. */
export async function measureFigures(manifest: Manifest, size: Sizer): Promise<Figures> {
  const sum = async (files: string[]): Promise<Figure> => {
    let bytes = 0;
    for (const file of files) {
      const fileBytes = await size(file);
      if (fileBytes === null) throw new Error(`${file}, named by mf-manifest.json, is missing`);
      bytes += fileBytes;
    }
    return { bytes, files };
  };
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry) throw new Error('mf-manifest.json names no remote entry');
  const app = manifest.exposes?.find((expose) => expose.name === 'App' || expose.name === './App');
  if (!app) throw new Error('mf-manifest.json exposes no App');
  const asyncFiles = app.assets?.js?.async ?? [];
  let largest: Figure = { bytes: 0, files: [] };
  for (const file of asyncFiles) {
    const figure = await sum([file]);
    if (figure.bytes > largest.bytes) largest = figure;
  }
  return {
    entry: await sum([entry]),
    appInitial: await sum(app.assets?.js?.sync ?? []),
    css: await sum([...(app.assets?.css?.sync ?? []), ...(app.assets?.css?.async ?? [])]),
    largestAsyncChunk: largest,
  };
}

export async function measureDist(distDir: string): Promise<Figures> {
  const manifestFile = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  return measureFigures(JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest, distSizer(distDir));
}

/** Reads and checks a budgets.json. */
export function readBudgets(file: string): Budgets {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { brotliBytes?: Record<string, unknown> };
  if (!raw.brotliBytes || typeof raw.brotliBytes !== 'object')
    throw new Error(`${file}: needs "brotliBytes": { ${figureNames.join(', ')} }`);
  for (const [name, value] of Object.entries(raw.brotliBytes)) {
    if (!(figureNames as readonly string[]).includes(name))
      throw new Error(`${file}: "${name}" is not a budget (${figureNames.join(', ')})`);
    if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
      throw new Error(`${file}: ${name} must be a positive whole number of bytes`);
  }
  return raw as Budgets;
}

export interface BudgetRow {
  name: FigureName;
  bytes: number;
  budget: number | null;
  live: number | null;
  over: boolean;
}

export function checkBudgets(figures: Figures, budgets: Budgets, live: Figures | null): BudgetRow[] {
  return figureNames.map((name) => {
    const budget = budgets.brotliBytes[name] ?? null;
    const bytes = figures[name].bytes;
    return { name, bytes, budget, live: live ? live[name].bytes : null, over: budget !== null && bytes > budget };
  });
}

const formatBytes = (bytes: number | null) => (bytes === null ? '-' : `${bytes.toLocaleString('en-US')} B`);

/** The table `publish` prints: each figure beside its budget and the live version's figure. */
export function formatBudgetRows(rows: BudgetRow[], liveVersion: string | null): string[] {
  const header = ['', 'this build', 'budget', liveVersion ? `live (${liveVersion})` : 'live', ''];
  const cells = rows.map((row) => [
    figureLabels[row.name],
    formatBytes(row.bytes),
    formatBytes(row.budget),
    formatBytes(row.live),
    row.budget === null ? 'no budget' : row.over ? `OVER by ${formatBytes(row.bytes - row.budget)}` : 'ok',
  ]);
  const widths = header.map((_, column) => Math.max(...[header, ...cells].map((line) => line[column]!.length)));
  return [header, ...cells].map((line) =>
    line
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : column === 4 ? cell : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd(),
  );
}
