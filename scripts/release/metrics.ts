/**
 * What the shell's servers count per remote version (their /metrics, Prometheus text), read by
 * `status` and `check-canary`: the visitors served it (`shell_release_visitors_total{remote,version}`,
 * each client address once per server, however many pages it loads: the verdict's denominator),
 * the visitors who reported an error with their page's signed report token
 * (`shell_release_error_visitors_total{remote,version}`: the numerator), every error report
 * (`browser_reports_total{kind,remote,route,version}` for the error kinds, shown, not judged), and
 * the Web Vitals histograms (`web_vitals_*{remote,version}`). Counting visitors rather than page
 * loads and reports is what keeps a script (fifty fetches of /app-config.json, one batch of twenty
 * made-up errors) from deciding a rollback: one address is one visitor (docs/releases.md).
 */

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const labelPair = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text exposition (comments and malformed lines skipped). */
export function parsePrometheusText(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const trimmed = line.trim();
    if (!trimmed || trimmed.startsWith('#')) continue;
    const match = sampleLine.exec(trimmed);
    if (!match) continue;
    const labels: Record<string, string> = {};
    for (const [, key, raw] of (match[2] ?? '').matchAll(labelPair)) {
      labels[key!] = raw!.replace(/\\n/g, '\n').replace(/\\"/g, '"').replace(/\\\\/g, '\\');
    }
    const value = Number(match[3]);
    if (Number.isFinite(value) || match[3] === '+Inf') samples.push({ name: match[1]!, labels, value });
  }
  return samples;
}

export const visitorsMetric = 'shell_release_visitors_total';
export const errorVisitorsMetric = 'shell_release_error_visitors_total';
export const browserReportsMetric = 'browser_reports_total';
/** The report kinds that count as errors: a script error, a failed hydration, a remote that did not load. */
export const errorKinds = ['error', 'hydration', 'remote-load'] as const;
export const vitalMetrics = { LCP: 'web_vitals_lcp_seconds', INP: 'web_vitals_inp_seconds', CLS: 'web_vitals_cls' } as const;
export type VitalName = keyof typeof vitalMetrics;

export interface VersionFigures {
  /** visitors served the version (each address once per server) */
  visitors: number;
  /** of them, visitors who reported an error with their page's token */
  errorVisitors: number;
  /** error reports (every one, shown by `status`; the verdict counts visitors) */
  errors: number;
  /** the 75th percentile estimated from the histogram's buckets (seconds; CLS unitless), with the count */
  vitals: Partial<Record<VitalName, { p75: number; count: number }>>;
}

/** The 75th percentile of cumulative buckets, interpolated within the bucket it falls in. */
function percentileOf(buckets: Map<number, number>, count: number, quantile = 0.75): number {
  const bounds = [...buckets.keys()].sort((a, b) => a - b);
  const rank = count * quantile;
  let lower = 0;
  let below = 0;
  for (const bound of bounds) {
    const cumulative = buckets.get(bound)!;
    if (cumulative >= rank) {
      if (!Number.isFinite(bound)) return lower; // beyond the last bucket: its bound is all that is known
      const inBucket = cumulative - below;
      return inBucket === 0 ? bound : lower + ((bound - lower) * (rank - below)) / inBucket;
    }
    lower = bound;
    below = cumulative;
  }
  return lower;
}

/**
 * Each version's figures for `remote`, summed over every server's text (each server counts its own
 * requests) and over routes.
 */
export function figuresByVersion(texts: string[], remote: string): Map<string, VersionFigures> {
  const figures = new Map<string, VersionFigures>();
  const of = (version: string) => {
    if (!figures.has(version)) figures.set(version, { visitors: 0, errorVisitors: 0, errors: 0, vitals: {} });
    return figures.get(version)!;
  };
  const buckets = new Map<string, Map<number, number>>(); // `${vital} ${version}` -> le -> cumulative
  const counts = new Map<string, number>();
  for (const sample of texts.flatMap(parsePrometheusText)) {
    const { name, labels, value } = sample;
    if (labels.remote !== remote || labels.version === undefined) continue;
    if (name === visitorsMetric) of(labels.version).visitors += value;
    else if (name === errorVisitorsMetric) of(labels.version).errorVisitors += value;
    else if (name === browserReportsMetric && (errorKinds as readonly string[]).includes(labels.kind ?? ''))
      of(labels.version).errors += value;
    else {
      for (const [vital, metric] of Object.entries(vitalMetrics)) {
        const key = `${vital} ${labels.version}`;
        if (name === `${metric}_bucket` && labels.le !== undefined) {
          const le = labels.le === '+Inf' ? Infinity : Number(labels.le);
          const map = buckets.get(key) ?? new Map<number, number>();
          map.set(le, (map.get(le) ?? 0) + value);
          buckets.set(key, map);
        } else if (name === `${metric}_count`) {
          counts.set(key, (counts.get(key) ?? 0) + value);
        }
      }
    }
  }
  for (const [key, count] of counts) {
    const [vital, version] = key.split(' ') as [VitalName, string];
    if (count > 0) of(version).vitals[vital] = { p75: percentileOf(buckets.get(key) ?? new Map(), count), count };
  }
  return figures;
}

/** When `check-canary` rolls a canary back (docs/releases.md). */
export interface CanaryThresholds {
  /** a canary's visitors with errors per 100 visitors must exceed this... */
  maxErrorVisitorsPer100: number;
  /** ...and this many times the live version's rate... */
  liveRateFactor: number;
  /** ...over at least this many canary visitors (fewer: too early to tell) */
  minVisitors: number;
}

/**
 * 100 visitors before judging: one address (one visitor, one visitor with errors at most) then
 * moves the rate by under one point, half the threshold, so no one visitor decides a verdict.
 */
export const defaultCanaryThresholds: CanaryThresholds = { maxErrorVisitorsPer100: 2, liveRateFactor: 2, minVisitors: 100 };

export type CanaryVerdict =
  | { decision: 'no-canary' }
  | { decision: 'too-early'; canary: string; canaryVisitors: number; minVisitors: number }
  | {
      decision: 'healthy' | 'failing';
      canary: string;
      live: string;
      canaryRate: number;
      liveRate: number;
      canaryVisitors: number;
      liveVisitors: number;
    };

/** Visitors with errors per 100 visitors (0 with no visitors). */
export const errorRate = (figures: VersionFigures | undefined) =>
  figures && figures.visitors > 0 ? (100 * figures.errorVisitors) / figures.visitors : 0;

/** Whether a canary's error rate calls for a rollback, by the thresholds. */
export function judgeCanary(
  figures: Map<string, VersionFigures>,
  live: string,
  canary: string | null,
  thresholds: CanaryThresholds = defaultCanaryThresholds,
): CanaryVerdict {
  if (!canary) return { decision: 'no-canary' };
  const canaryFigures = figures.get(canary);
  const canaryVisitors = canaryFigures?.visitors ?? 0;
  if (canaryVisitors < thresholds.minVisitors)
    return { decision: 'too-early', canary, canaryVisitors, minVisitors: thresholds.minVisitors };
  const canaryRate = errorRate(canaryFigures);
  const liveRate = errorRate(figures.get(live));
  const failing = canaryRate > thresholds.maxErrorVisitorsPer100 && canaryRate > thresholds.liveRateFactor * liveRate;
  return {
    decision: failing ? 'failing' : 'healthy',
    canary,
    live,
    canaryRate,
    liveRate,
    canaryVisitors,
    liveVisitors: figures.get(live)?.visitors ?? 0,
  };
}

/** Fetches each server's /metrics (METRICS_TOKEN as a bearer token if set); throws naming the one that failed. */
export async function fetchMetricsTexts(urls: string[], token?: string, fetcher: typeof fetch = fetch): Promise<string[]> {
  return Promise.all(
    urls.map(async (url) => {
      let response: Response;
      try {
        response = await fetcher(url, { headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(10_000) });
      } catch (error) {
        throw new Error(`could not read ${url}: ${(error as Error).message}`);
      }
      if (!response.ok) throw new Error(`could not read ${url}: HTTP ${response.status}`);
      return response.text();
    }),
  );
}
