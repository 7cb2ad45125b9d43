import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import pino, { type Logger } from 'pino';
import { Counter, Histogram, type Registry } from 'prom-client';
import * as v from 'valibot';
import { apps } from '../shared/build/apps.ts';
import { isRecordPage } from '../shared/lib/route-table.ts';
import { versionPattern } from '../shared/release/discovery.ts';
import type { ReportGrant } from '../shared/release/signed-values.ts';
import type { ServerRouteEntry } from './route-table.ts';

/**
 * POST /api/reports: what the shell sends from visitors' browsers (shell/src/reporting/): remotes
 * that failed to load, hydration errors, uncaught errors, and, with analytics consent, Web Vitals.
 * Each report becomes one log line (the request's pino-http logger) and metrics; nothing is stored.
 * What is sent, the bounds and the metric names: docs/decisions/0017-browser-reports.md.
 */

/** Largest body read: a full batch of the shell's reports is under 3 KiB. */
export const maxBodyBytes = 8 * 1024;
/** Reports in one request (the shell flushes its queue at 10). */
export const maxReportsPerRequest = 20;
/** Requests per client address per window; beyond that 429 until the window ends. */
export const requestsPerWindow = 30;
export const windowMs = 60_000;
/** Addresses the limiter remembers at once; the oldest are forgotten first beyond that. */
const maxTrackedAddresses = 10_000;

/** The label a remote name gets: a federation name of the composition, else 'other'. */
export const knownRemotes: ReadonlySet<string> = new Set(apps.map((app) => app.federationName));

/**
 * Histogram buckets per vital, in the unit Prometheus expects (seconds; CLS has none): the
 * library's "good" and "poor" thresholds (web-vitals' LCPThresholds [2500, 4000] ms,
 * INPThresholds [200, 500] ms, CLSThresholds [0.1, 0.25]), plus one bucket below and one above
 * so the spread inside "good" and "poor" shows too.
 */
export const vitalBuckets = {
  LCP: [1, 2.5, 4, 10],
  INP: [0.1, 0.2, 0.5, 1],
  CLS: [0.05, 0.1, 0.25, 0.5],
} as const;

/** Upper bounds of a plausible value (ms for LCP and INP): anything beyond is a malformed report. */
const vitalMax = { LCP: 600_000, INP: 600_000, CLS: 100 } as const;

const label = v.pipe(v.string(), v.maxLength(64));
/** The remote's version the page was served (config.versions[remote]), when releases come from a discovery document. */
const version = v.optional(v.pipe(v.string(), v.regex(versionPattern)));
/** The page's path only: the shell sends location.pathname, never a query or fragment. */
const pagePath = v.pipe(v.string(), v.maxLength(512), v.regex(/^\/[^?#\s]*$/));
/** An error class name (TypeError, RemoteUnavailableError), never its message. */
const errorName = v.pipe(v.string(), v.regex(/^[A-Za-z_$][\w$]{0,63}$/));
/** Where an error was thrown: a script file's name and line:column, without its folder or query. */
const frame = v.pipe(v.string(), v.regex(/^[\w.-]{1,100}:\d{1,7}:\d{1,7}$/));

const errorReport = {
  remote: label,
  version,
  path: pagePath,
  name: v.optional(errorName),
  /** React's production error code (https://react.dev/errors/418): a number, never the arguments. */
  code: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(9999))),
  frame: v.optional(frame),
};

const vital = (name: keyof typeof vitalMax) =>
  v.object({
    kind: v.literal('vital'),
    remote: label,
    version,
    path: pagePath,
    name: v.literal(name),
    value: v.pipe(v.number(), v.finite(), v.minValue(0), v.maxValue(vitalMax[name])),
    rating: v.picklist(['good', 'needs-improvement', 'poor']),
  });

export const ReportSchema = v.union([
  v.object({ kind: v.literal('remote-load'), remote: label, version, path: pagePath }),
  v.object({ kind: v.literal('hydration'), ...errorReport }),
  v.object({ kind: v.literal('error'), ...errorReport, source: v.picklist(['uncaught', 'caught', 'window', 'rejection']) }),
  vital('LCP'),
  vital('INP'),
  vital('CLS'),
]);
export type Report = v.InferOutput<typeof ReportSchema>;

export const BatchSchema = v.object({
  /** the page's report token (/app-config.json's reportToken): what makes a report count for a version */
  token: v.optional(v.pipe(v.string(), v.maxLength(2048))),
  reports: v.pipe(v.array(ReportSchema), v.minLength(1), v.maxLength(maxReportsPerRequest)),
});

/** Visitor-version pairs a server remembers having counted; the oldest are forgotten first beyond that. */
export const maxCountedVisitors = 100_000;

/**
 * "Is this the first time?" for keys, bounded: remembers at most `max` keys, forgetting the
 * oldest first (a forgotten visitor may be counted again: the bound costs accuracy, never memory).
 */
export function createOnceEach(max = maxCountedVisitors) {
  const seen = new Set<string>();
  return {
    first(key: string): boolean {
      if (seen.has(key)) return false;
      if (seen.size >= max) seen.delete(seen.values().next().value!);
      seen.add(key);
      return true;
    },
    get size() {
      return seen.size;
    },
  };
}

/** The metric label of a remote name a browser sent. */
export function remoteLabel(remote: string): string {
  return knownRemotes.has(remote) ? remote : 'other';
}

/**
 * The route label of a page path a browser sent: the page as a remote's route manifest lists it,
 * a record page as its template ("/support/tickets/:id"), anything else 'other'. So the label takes
 * one of the site's few hundred page paths and never a visitor's own URL.
 */
export function routeLabel(table: readonly ServerRouteEntry[], pathname: string): string {
  let path: string;
  try {
    path = decodeURIComponent(pathname).toLowerCase().replace(/\/+$/, '') || '/';
  } catch {
    return 'other';
  }
  for (const { routes } of table) {
    if (routes?.pages.some((page) => page.path === path)) return path;
    const base = routes?.recordPaths?.find((record) => isRecordPage([record], path));
    if (base) return `${base}/:id`;
  }
  return 'other';
}

/**
 * A fixed-window count per client address, kept in memory (each server instance counts its own
 * visitors; the load balancer spreads one address over all of them). Bounded: beyond
 * maxTrackedAddresses, windows that have ended are dropped, then the oldest.
 */
export function createRateLimiter({ limit, windowMs: length, now }: { limit: number; windowMs: number; now: () => number }) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    /** Counts one request from `address`; false once it has used up its window. */
    allow(address: string): boolean {
      const time = now();
      let window = windows.get(address);
      if (!window || time - window.start >= length) {
        windows.delete(address);
        if (windows.size >= maxTrackedAddresses) {
          for (const [key, entry] of windows) if (time - entry.start >= length) windows.delete(key);
          const oldest = windows.keys().next();
          if (windows.size >= maxTrackedAddresses && !oldest.done) windows.delete(oldest.value);
        }
        window = { start: time, count: 0 };
        windows.set(address, window);
      }
      window.count += 1;
      return window.count <= limit;
    },
    get size() {
      return windows.size;
    },
  };
}

export interface BrowserReportsOptions {
  /** where the metrics go: the shell server's registry, served on its metrics port */
  registry: Registry;
  /** the remotes' route manifests, for the route label (server/route-table.ts); without it every route is 'other' */
  routes?: { current(): Promise<readonly ServerRouteEntry[]> };
  /** used when no pino-http logger is in front (req.log); by default JSON on stdout */
  logger?: Logger;
  now?: () => number;
  /**
   * Whether `version` is a version of `remote` in the current discovery document: only those become
   * a `version` label, every other value is "other", so the label's values stay the document's few.
   * Without it (no discovery document) reports carry no version label at all.
   */
  knownVersion?: (remote: string, version: string) => boolean;
  /**
   * With releases: reads a page's report token (readReportToken with RELEASE_SECRET). A batch
   * naming a version must carry a token that names that version of that remote, else it is
   * refused (403); its errors count once per visitor and version (shell_release_error_visitors_total).
   */
  readToken?: (token: unknown) => ReportGrant | null;
}

/** The report kinds that count as a visitor's error for a canary's verdict (scripts/release/metrics.ts errorKinds). */
const errorKinds = ['error', 'hydration', 'remote-load'] as const;

/** The metric label of a version a browser sent: a version of its remote in the discovery document, else 'other'. */
export function versionLabel(
  remote: string,
  version: string | undefined,
  knownVersion: (remote: string, version: string) => boolean,
): string {
  if (version === undefined) return 'other';
  try {
    return knownVersion(remote, version) ? version : 'other';
  } catch {
    return 'other';
  }
}

/** The fields of a report that reach the log, with its labels: nothing the visitor typed or owns. */
function logFields(report: Report, remote: string, route: string): Record<string, unknown> {
  const { kind } = report;
  if (kind === 'vital') return { kind, remote, route, name: report.name, value: report.value, rating: report.rating };
  if (kind === 'remote-load') return { kind, remote, route };
  const { name, code, frame: at } = report;
  return { kind, remote, route, name, code, frame: at, ...(kind === 'error' ? { source: report.source } : {}) };
}

/**
 * The Express router of POST /api/reports. Answers 204 (nothing to say back: sendBeacon never
 * reads it), 400 for a body that is not a valid batch, 403 for a batch naming a version without
 * a token that carries it (with releases), 413 over maxBodyBytes, 415 for another content type,
 * 429 over the address's limit, 405 for another method. A refused batch counts nothing.
 */
export function createBrowserReports({ registry, routes, logger, now = Date.now, knownVersion, readToken }: BrowserReportsOptions): Router {
  const reports = new Counter({
    name: 'browser_reports_total',
    help: "Reports from visitors' browsers, by kind (remote-load, hydration, error, vital), remote, the remote's version (a version in the discovery document, else other) and route template",
    labelNames: ['kind', 'remote', 'version', 'route'] as const,
    registers: [registry],
  });
  const vitals = {
    LCP: new Histogram({
      name: 'web_vitals_lcp_seconds',
      help: 'Largest Contentful Paint reported by browsers (with analytics consent), by remote of the landing page and its version',
      labelNames: ['remote', 'version'] as const,
      buckets: [...vitalBuckets.LCP],
      registers: [registry],
    }),
    INP: new Histogram({
      name: 'web_vitals_inp_seconds',
      help: 'Interaction to Next Paint reported by browsers (with analytics consent), by remote of the landing page and its version',
      labelNames: ['remote', 'version'] as const,
      buckets: [...vitalBuckets.INP],
      registers: [registry],
    }),
    CLS: new Histogram({
      name: 'web_vitals_cls',
      help: 'Cumulative Layout Shift reported by browsers (with analytics consent), by remote of the landing page and its version',
      labelNames: ['remote', 'version'] as const,
      buckets: [...vitalBuckets.CLS],
      registers: [registry],
    }),
  };
  const errorVisitors = new Counter({
    name: 'shell_release_error_visitors_total',
    help: "Visitors who reported an error (error, hydration or remote-load) with a version their page's report token carries, each counted once per remote version on this server: check-canary's numerator",
    labelNames: ['remote', 'version'] as const,
    registers: [registry],
  });
  const counted = createOnceEach();
  const rejected = new Counter({
    name: 'browser_reports_rejected_total',
    help: 'Requests to /api/reports refused, by reason (malformed, too-large, unsupported-type, rate-limited, no-token, version-not-served)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const limiter = createRateLimiter({ limit: requestsPerWindow, windowMs, now });
  const fallbackLogger = logger ?? pino({ base: { service: 'shell-server' } });
  const refuse = (res: Response, status: number, reason: string, message: string) => {
    rejected.inc({ reason });
    res.status(status).type('text').send(message);
  };

  const router = express.Router();
  router.post(
    '/',
    (req, res, next) => {
      // req.ip is the client's address as the server's `trust proxy` setting allows it to be read.
      if (!limiter.allow(req.ip ?? 'unknown')) {
        res.setHeader('Retry-After', String(Math.ceil(windowMs / 1000)));
        return refuse(res, 429, 'rate-limited', 'Too many reports from this address; try again later.');
      }
      if (!req.is(['text/plain', 'application/json']))
        return refuse(res, 415, 'unsupported-type', 'Send reports as text/plain or application/json.');
      next();
    },
    // sendBeacon with a string body sends text/plain, so both types are read as text and parsed here.
    express.text({ type: ['text/plain', 'application/json'], limit: maxBodyBytes }),
    async (req: Request, res: Response) => {
      let raw: unknown;
      try {
        raw = JSON.parse(typeof req.body === 'string' ? req.body : '');
      } catch {
        return refuse(res, 400, 'malformed', 'The body is not JSON.');
      }
      const parsed = v.safeParse(BatchSchema, raw);
      if (!parsed.success) return refuse(res, 400, 'malformed', 'The body is not a batch of reports.');
      // A version's figures decide a canary's rollback: only a page that was served that version
      // (its signed token says so) may report for it. Anyone may still report without a version.
      const grant =
        readToken && parsed.output.reports.some((report) => report.version !== undefined) ? readToken(parsed.output.token) : null;
      if (readToken && !grant && parsed.output.reports.some((report) => report.version !== undefined))
        return refuse(
          res,
          403,
          'no-token',
          "Reports naming a version need the report token of the page that was served it (/app-config.json's reportToken), unexpired.",
        );
      if (grant && parsed.output.reports.some(({ remote, version }) => version !== undefined && grant.versions[remote] !== version))
        return refuse(
          res,
          403,
          'version-not-served',
          "A report names a version its page's report token does not carry; nothing was counted.",
        );
      const table = routes ? await routes.current().catch(() => []) : [];
      const log: Logger = (req as { log?: Logger }).log ?? fallbackLogger;
      for (const report of parsed.output.reports) {
        const remote = remoteLabel(report.remote);
        const route = routeLabel(table, report.path);
        // Labelled by version only when versions come from a discovery document.
        const version = knownVersion ? versionLabel(remote, report.version, knownVersion) : undefined;
        const versioned = version === undefined ? {} : { version };
        reports.inc({ kind: report.kind, remote, ...versioned, route });
        // One visitor's storm of errors is one visitor with errors.
        if (grant && version !== undefined && version !== 'other' && (errorKinds as readonly string[]).includes(report.kind))
          if (counted.first(`${grant.visitor} ${remote} ${version}`)) errorVisitors.inc({ remote, version });
        const fields = { browserReport: { ...logFields(report, remote, route), ...versioned } };
        if (report.kind === 'vital') {
          vitals[report.name].observe({ remote, ...versioned }, report.name === 'CLS' ? report.value : report.value / 1000);
          log.info(fields, 'browser vital');
        } else log.warn(fields, `browser ${report.kind} report`);
      }
      res.status(204).end();
    },
  );
  router.all('/', (_req, res) => {
    res.setHeader('Allow', 'POST');
    res.status(405).type('text').send('Reports are sent with POST.');
  });
  // The body reader's refusals (too large, unreadable charset, aborted) as plain 4xx answers.
  router.use((error: { status?: number; type?: string }, _req: Request, res: Response, next: NextFunction) => {
    if (error.type === 'entity.too.large') return refuse(res, 413, 'too-large', `Reports are at most ${maxBodyBytes} bytes.`);
    if (typeof error.status === 'number' && error.status >= 400 && error.status < 500)
      return refuse(res, error.status, 'malformed', 'The body could not be read.');
    next(error);
  });
  return router;
}
