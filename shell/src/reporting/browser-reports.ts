import type { AppConfig } from '@meridian/shared/lib/app-config';
import type { Metric } from 'web-vitals';
import { renderedVersion } from '../remotes/rendered-remote';
import { watchAnalyticsConsent } from './consent';
import {
  createReportQueue,
  errorFacts,
  errorRemote,
  frameOf,
  remoteFolders,
  reportPath,
  routeOwner,
  type Attribution,
  type ErrorSource,
  type ReportQueue,
  versionsIn,
  type VitalName,
} from './reports';

/**
 * The shell's reporting to its server, in the browser only (the remotes report nothing
 * themselves): remotes that fail to load, hydration errors, uncaught and caught errors, and, with
 * analytics consent, Web Vitals. Queued, and sent with sendBeacon when the page is hidden.
 * docs/decisions/0017-browser-reports.md.
 */
export const reportsUrl = '/api/reports';

let started: { queue: ReportQueue; attribution: Attribution } | null = null;

const currentPath = () => location.pathname;
const reported = new WeakSet<object>();

/**
 * Starts reporting for this page, once; the configuration names the remotes and their paths.
 * Returns what stops it (for tests: the page itself reports for as long as it lives).
 */
export function startReporting(config: AppConfig | null): () => void {
  const stopped = new AbortController();
  const { signal } = stopped;
  if (started || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return () => undefined;
  const attribution: Attribution = { routes: config?.routes ?? [], folders: remoteFolders(config?.remotes ?? {}) };
  // A string body: sent as text/plain, which needs no CORS preflight and is what the server reads.
  // The page's remote runs the release it was rendered with (shell/src/remotes/rendered-remote.ts),
  // which /app-config.json may no longer name (a rollback in between): its reports count for that
  // release. Asked per report, as a pinned release whose files are gone gives way to the configured one.
  const configured = versionsIn(config?.versions ?? {});
  const queue = createReportQueue(
    (body) => void navigator.sendBeacon(reportsUrl, body),
    (remote) => renderedVersion(remote) ?? configured(remote),
    config?.reportToken,
  );
  started = { queue, attribution };

  addEventListener(
    'error',
    (event) => {
      // A script's error; a failed image or script load is an Event, not an ErrorEvent.
      if (!(event instanceof ErrorEvent)) return;
      const where = event.filename ? { url: event.filename, line: event.lineno, column: event.colno } : undefined;
      reportThrown(event.error, 'window', where);
    },
    { signal },
  );
  addEventListener('unhandledrejection', (event) => reportThrown(event.reason, 'rejection'), { signal });

  // Web Vitals describe the page load: they are reported for the page the visitor landed on.
  const landing = { remote: routeOwner(attribution, currentPath()), path: reportPath(currentPath()) };
  let analytics = false;
  let vitals: 'off' | 'loading' | 'on' = 'off';
  const add = ({ name, value, rating }: Metric) => {
    if (analytics && (name === 'LCP' || name === 'INP' || name === 'CLS'))
      queue.add({ kind: 'vital', ...landing, name: name satisfies VitalName, value, rating });
  };
  const checkConsent = watchAnalyticsConsent(signal, (allowed) => {
    analytics = allowed;
    if (!allowed) {
      queue.drop((report) => report.kind === 'vital');
      return;
    }
    if (vitals !== 'off') return;
    vitals = 'loading';
    // Loaded only once analytics are allowed (a visitor who never allows them never downloads it);
    // each on* is called once per page, as the library requires.
    import(/* webpackChunkName: "web-vitals" */ 'web-vitals').then(
      ({ onCLS, onINP, onLCP }) => {
        vitals = 'on';
        onLCP(add);
        onINP(add);
        onCLS(add);
        // When measuring started, for whoever looks at the page's timeline (the end-to-end tests do).
        performance.mark('meridian:web-vitals');
      },
      () => {
        vitals = 'off';
      },
    );
  });
  const flush = () => {
    checkConsent();
    queue.flush();
  };
  // web-vitals reports CLS and INP from its own (capturing, window) listener of the same event, so
  // they are queued before this one sends.
  document.addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    { signal },
  );
  addEventListener('pagehide', flush, { signal });
  return () => {
    stopped.abort();
    started = null;
  };
}

/** A remote the federation runtime could not load (its Retry screen is showing). */
export function reportRemoteLoad(remote: string): void {
  started?.queue.add({ kind: 'remote-load', remote, path: reportPath(currentPath()) });
}

/** A server-rendered page React could not hydrate as it was sent (hydrateRoot's onRecoverableError). */
export function reportHydrationError(error: unknown): void {
  if (!started) return;
  const { urls, ...facts } = errorFacts(error);
  started.queue.add({
    kind: 'hydration',
    remote: errorRemote(started.attribution, currentPath(), urls),
    path: reportPath(currentPath()),
    ...facts,
  });
}

/** An error no code handled, or one an error boundary caught (a remote's crash behind its fallback). */
export function reportThrown(error: unknown, source: ErrorSource, where?: { url: string; line: number; column: number }): void {
  if (!started) return;
  // Reported as remote-load by loadRemoteApp already.
  if (error instanceof Error && error.name === 'RemoteUnavailableError') return;
  // Once per error: React's onUncaughtError passes it on to the window's error event too.
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  const { urls, ...facts } = errorFacts(error);
  if (!facts.frame && where) facts.frame = frameOf(where.url, where.line, where.column);
  const scripts = where ? [...urls, where.url] : urls;
  started.queue.add({
    kind: 'error',
    source,
    remote: errorRemote(started.attribution, currentPath(), scripts),
    path: reportPath(currentPath()),
    ...facts,
  });
}
