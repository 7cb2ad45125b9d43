import { formatColumns } from './table.ts';
import { createPreviewToken, previewCookieName } from '../../shared/release/signed-values.ts';

/**
 * A remote's Lighthouse budgets (budgets.json `lighthouse`), checked by `publish` once the version is
 * uploaded and before anyone is served it: its key pages are audited in the composition with the
 * candidate, through a preview link, and with the live version, through a preview link of that one,
 * so both are rendered the same way (a preview is rendered per request, never from a page cache).
 * The audit is `npm run bench`'s (scripts/bench-lighthouse.ts): mobile, simulated throttling, a
 * fresh Chromium per run, the median of `runs`.
 */
export interface LighthouseBudgets {
  /** the remote's key pages, e.g. ["/support"] */
  pages: string[];
  /** the lowest performance score allowed (0-100) */
  performance?: number;
  /** the most Total Blocking Time allowed, in ms */
  tbtMs?: number;
  /** runs per page and version; the median counts (default 3) */
  runs?: number;
}

/** The figures of one page, medians of the runs. */
export interface PageAudit {
  performance: number;
  tbtMs: number;
}

/** Audits `siteUrl` + `page` `runs` times in a browser that carries `cookie`: the medians, and the URLs each run requested. */
export type Auditor = (
  siteUrl: string,
  page: string,
  cookie: { name: string; value: string },
  runs: number,
) => Promise<PageAudit & { requested: string[][] }>;

export interface LighthouseRow {
  page: string;
  figure: keyof PageAudit;
  value: number;
  budget: number | null;
  live: number | null;
  over: boolean;
}

export const defaultLighthouseRuns = 3;

/** Checks budgets.json's `lighthouse` value; the error names the file. */
export function parseLighthouseBudgets(value: unknown, file: string): LighthouseBudgets {
  const fail = (why: string): never => {
    throw new Error(`${file}: lighthouse ${why}`);
  };
  if (!value || typeof value !== 'object' || Array.isArray(value)) return fail('must be { pages, performance, tbtMs, runs }');
  const { pages, performance, tbtMs, runs, ...other } = value as Record<string, unknown>;
  const unknownKey = Object.keys(other)[0];
  if (unknownKey !== undefined) fail(`has no "${unknownKey}" (pages, performance, tbtMs, runs)`);
  if (!Array.isArray(pages) || pages.length === 0 || !pages.every((page) => typeof page === 'string' && /^\/[^?#]*$/.test(page)))
    fail('pages must list the paths of the key pages, such as "/support"');
  const wholeIn = (name: string, figure: unknown, min: number, max: number) => {
    if (figure !== undefined && !(typeof figure === 'number' && Number.isInteger(figure) && figure >= min && figure <= max))
      fail(`${name} must be a whole number from ${min} to ${max}`);
  };
  wholeIn('performance', performance, 1, 100);
  wholeIn('tbtMs', tbtMs, 0, 60_000);
  wholeIn('runs', runs, 1, 9);
  if (performance === undefined && tbtMs === undefined) fail('needs performance, tbtMs or both');
  return value as LighthouseBudgets;
}

export interface AuditReleaseOptions {
  siteUrl: string;
  /** RELEASE_SECRET: signs the preview links */
  secret: string;
  remote: string;
  /** the version audited, and the folder its files are served from (its manifest URL's) */
  candidate: { name: string; base: string };
  /** the live version, audited beside it */
  live: { name: string; base: string };
  budgets: LighthouseBudgets;
  audit: Auditor;
  now?: Date;
}

/** Audits each key page with the candidate and with the live version; each figure beside its budget. */
export async function auditRelease({
  siteUrl,
  secret,
  remote,
  candidate,
  live,
  budgets,
  audit,
  now = new Date(),
}: AuditReleaseOptions): Promise<LighthouseRow[]> {
  const runs = budgets.runs ?? defaultLighthouseRuns;
  // Valid for the audit only.
  const expiresAt = Math.floor(now.getTime() / 1000) + 3600;
  // Each run must have loaded the version's own files: otherwise the site does not serve this
  // origin's versions (RELEASE_SITE_URL names another site), and the figures would be someone else's.
  const auditOf = async (version: { name: string; base: string }, page: string) => {
    const cookie = { name: previewCookieName, value: createPreviewToken(secret, { remote, version: version.name, expiresAt, path: page }) };
    const { requested, ...figures } = await audit(siteUrl, page, cookie, runs);
    if (requested.length === 0 || !requested.every((urls) => urls.some((url) => url.startsWith(version.base))))
      throw new Error(
        `the audit of ${siteUrl}${page} did not load ${remote} ${version.name} (${version.base}): does ${siteUrl} read this origin's discovery.json?`,
      );
    return figures;
  };
  const rows: LighthouseRow[] = [];
  for (const page of budgets.pages) {
    const measured = await auditOf(candidate, page);
    const before = await auditOf(live, page);
    const performance = budgets.performance ?? null;
    const tbtMs = budgets.tbtMs ?? null;
    rows.push(
      {
        page,
        figure: 'performance',
        value: measured.performance,
        budget: performance,
        live: before.performance,
        over: performance !== null && measured.performance < performance,
      },
      { page, figure: 'tbtMs', value: measured.tbtMs, budget: tbtMs, live: before.tbtMs, over: tbtMs !== null && measured.tbtMs > tbtMs },
    );
  }
  return rows;
}

const formatFigure = (figure: keyof PageAudit, value: number | null) =>
  value === null ? '-' : figure === 'tbtMs' ? `${value.toLocaleString('en-US')} ms` : String(value);

/** The table `publish` prints: each page's score and blocking time beside its budget and the live version's. */
export function formatLighthouseRows(rows: LighthouseRow[], liveVersion: string): string[] {
  const header = ['', 'this build', 'budget', `live (${liveVersion})`, ''];
  const cells = rows.map((row) => [
    `${row.page} ${row.figure === 'tbtMs' ? 'Total Blocking Time' : 'performance'}`,
    formatFigure(row.figure, row.value),
    row.budget === null ? '-' : `${row.figure === 'tbtMs' ? '≤' : '≥'} ${formatFigure(row.figure, row.budget)}`,
    formatFigure(row.figure, row.live),
    row.budget === null ? 'no budget' : row.over ? 'OVER' : 'ok',
  ]);
  return formatColumns([header, ...cells]);
}

/** The real auditor: `npm run bench`'s Lighthouse harness, each run a fresh Chromium carrying the cookie. */
export const lighthouseAuditor: Auditor = async (siteUrl, page, cookie, runs) => {
  // Loaded only when a release is audited: Lighthouse and Playwright are large.
  const { runLighthouse } = await import('../bench-lighthouse.ts');
  const { routes, requested } = await runLighthouse(siteUrl, [page], { runs, cookies: [{ ...cookie, url: siteUrl }] });
  const figures = routes[page]!;
  return { performance: figures.performance, tbtMs: figures.tbtMs, requested: requested[page]! };
};
