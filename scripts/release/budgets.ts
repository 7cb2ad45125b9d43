import fs from 'node:fs';
import path from 'node:path';
import { parseLighthouseBudgets, type LighthouseBudgets } from './lighthouse-budgets.ts';
import { formatColumns } from './table.ts';

/**
 * A remote's byte budgets (its budgets.json, beside its package.json), checked by `publish`: the
 * bytes a browser downloads with brotli (a file's `.br` twin, or the file itself when the build made
 * none: under 512 bytes, or not smaller compressed), for
 * - `entry`: remoteEntry.<hash>.js, fetched on every page of the site that uses the remote;
 * - `appInitial`: the exposed App's initial chunks (mf-manifest.json `exposes` App `assets.js.sync`);
 * - `css`: the App's stylesheets (sync and async);
 * - `largestAsyncChunk`: the App's largest lazily loaded chunk;
 * - `pages`: per page (`pages/SupportPortalPage`), the JS and CSS its lazy import fetches beyond the
 *   App, as the build's page-chunks.json lists them (shared/build/page-chunks-plugin.ts).
 */
export interface Budgets {
  brotliBytes: Partial<Record<FigureName, number>> & { pages?: Record<string, number> };
  /** checked once the version is uploaded, against the composition (scripts/release/lighthouse-budgets.ts) */
  lighthouse?: LighthouseBudgets;
}

export const figureNames = ['entry', 'appInitial', 'css', 'largestAsyncChunk'] as const;
export type FigureName = (typeof figureNames)[number];

const figureLabels: Record<FigureName, string> = {
  entry: 'remote entry',
  appInitial: 'App initial JS',
  css: 'App CSS',
  largestAsyncChunk: 'largest async chunk',
};

/** A page's figure is keyed `page:<name>`. */
const pagePrefix = 'page:';
export const figureLabel = (key: string) =>
  key.startsWith(pagePrefix) ? `page ${key.slice(pagePrefix.length).replace(/^pages\//, '')}` : (figureLabels[key as FigureName] ?? key);

export interface Figure {
  bytes: number;
  /** the files counted */
  files: string[];
}

/** Every figure of a build by key (the four named ones, then `page:<name>` per page), in print order. */
export type Figures = Record<string, Figure>;

/** page-chunks.json: per page, the files its lazy import fetches. */
export type PageChunks = Record<string, { js: string[]; css: string[] }>;

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

/** Measures a build from its mf-manifest.json and page-chunks.json (parsed) and a sizer for its files. */
export async function measureFigures(manifest: Manifest, size: Sizer, pages: PageChunks | null = null): Promise<Figures> {
  const sum = async (files: string[]): Promise<Figure> => {
    let bytes = 0;
    for (const file of files) {
      const fileBytes = await size(file);
      if (fileBytes === null) throw new Error(`${file}, named by the build's manifests, is missing`);
      bytes += fileBytes;
    }
    return { bytes, files };
  };
  const entry = manifest.metaData?.remoteEntry?.name;
  if (!entry) throw new Error('mf-manifest.json names no remote entry');
  const app = manifest.exposes?.find((expose) => expose.name === 'App' || expose.name === './App');
  if (!app) throw new Error('mf-manifest.json exposes no App');
  let largest: Figure = { bytes: 0, files: [] };
  for (const file of app.assets?.js?.async ?? []) {
    const figure = await sum([file]);
    if (figure.bytes > largest.bytes) largest = figure;
  }
  const figures: Figures = {
    entry: await sum([entry]),
    appInitial: await sum(app.assets?.js?.sync ?? []),
    css: await sum([...(app.assets?.css?.sync ?? []), ...(app.assets?.css?.async ?? [])]),
    largestAsyncChunk: largest,
  };
  for (const [name, files] of Object.entries(pages ?? {})) figures[`${pagePrefix}${name}`] = await sum([...files.js, ...files.css]);
  return figures;
}

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : null);

/** A built dist/ folder's figures (its pages when the build wrote page-chunks.json). */
export async function measureDist(distDir: string): Promise<Figures> {
  const manifest = readJson<Manifest>(path.join(distDir, 'mf-manifest.json'));
  if (!manifest) throw new Error(`${distDir} has no mf-manifest.json: build the remote first`);
  return measureFigures(manifest, distSizer(distDir), readJson<PageChunks>(path.join(distDir, 'page-chunks.json')));
}

const positiveBytes = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;

/** Reads and checks a budgets.json. */
export function readBudgets(file: string): Budgets {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { brotliBytes?: Record<string, unknown>; lighthouse?: unknown };
  if (raw.lighthouse !== undefined) parseLighthouseBudgets(raw.lighthouse, file);
  if (!raw.brotliBytes || typeof raw.brotliBytes !== 'object')
    throw new Error(`${file}: needs "brotliBytes": { ${figureNames.join(', ')}, pages }`);
  for (const [name, value] of Object.entries(raw.brotliBytes)) {
    if (name === 'pages') {
      if (!value || typeof value !== 'object' || !Object.values(value).every(positiveBytes)) {
        throw new Error(`${file}: pages maps each page to a positive whole number of bytes`);
      }
    } else if (!(figureNames as readonly string[]).includes(name)) {
      throw new Error(`${file}: "${name}" is not a budget (${figureNames.join(', ')}, pages)`);
    } else if (!positiveBytes(value)) throw new Error(`${file}: ${name} must be a positive whole number of bytes`);
  }
  return raw as Budgets;
}

export interface BudgetRow {
  key: string;
  bytes: number;
  budget: number | null;
  live: number | null;
  over: boolean;
}

const budgetOf = (budgets: Budgets, key: string) =>
  (key.startsWith(pagePrefix) ? budgets.brotliBytes.pages?.[key.slice(pagePrefix.length)] : budgets.brotliBytes[key as FigureName]) ?? null;

/** Each figure of the build beside its budget and the live version's figure. */
export function checkBudgets(figures: Figures, budgets: Budgets, live: Figures | null): BudgetRow[] {
  return Object.entries(figures).map(([key, { bytes }]) => {
    const budget = budgetOf(budgets, key);
    return { key, bytes, budget, live: live?.[key]?.bytes ?? null, over: budget !== null && bytes > budget };
  });
}

const formatBytes = (bytes: number | null) => (bytes === null ? '-' : `${bytes.toLocaleString('en-US')} B`);

/** The table `publish` prints: each figure beside its budget and the live version's figure. */
export function formatBudgetRows(rows: BudgetRow[], liveVersion: string | null): string[] {
  const header = ['', 'this build', 'budget', liveVersion ? `live (${liveVersion})` : 'live', ''];
  const cells = rows.map((row) => [
    figureLabel(row.key),
    formatBytes(row.bytes),
    formatBytes(row.budget),
    formatBytes(row.live),
    row.budget === null ? 'no budget' : row.over ? `OVER by ${formatBytes(row.bytes - row.budget)}` : 'ok',
  ]);
  return formatColumns([header, ...cells]);
}
