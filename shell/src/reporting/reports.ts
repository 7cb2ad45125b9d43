import { remoteForPath, type RemotePrefixes } from '@meridian/shared/lib/route-table';

/**
 * What the shell reports to its server (POST /api/reports, server/browser-reports.ts). Plain data
 * with bounded fields only: a page path reduced to safe segments, an error's class name, React's
 * error code and the file:line:column it was thrown at. Never an error message, a component stack,
 * a query string, a fragment, or anything the visitor typed (docs/decisions/0017-browser-reports.md).
 */
export type ErrorSource = 'uncaught' | 'caught' | 'window' | 'rejection';
export type VitalName = 'LCP' | 'INP' | 'CLS';
export type Report = (
  | { kind: 'remote-load'; remote: string; path: string }
  | { kind: 'hydration'; remote: string; path: string; name?: string; code?: number; frame?: string }
  | { kind: 'error'; remote: string; path: string; source: ErrorSource; name?: string; code?: number; frame?: string }
  | { kind: 'vital'; remote: string; path: string; name: VitalName; value: number; rating: 'good' | 'needs-improvement' | 'poor' }
) & {
  /** the release of `remote` this visitor is served (app-config.json's versions), when known */
  version?: string;
};

/** A path segment that can only be code's own (a page or record id): anything else becomes "_". */
const safeSegment = /^[a-z0-9][a-z0-9._-]{0,63}$/i;

/**
 * `pathname` (location.pathname, which never has a query or fragment) with every segment that is
 * not a plain word replaced by "_": an e-mail address or a token someone put into the address bar
 * never leaves the browser. The server maps it to a page of the site or "other".
 */
export function reportPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] ?? '/';
  const segments = path.split('/').slice(1);
  const reduced = `/${segments.map((segment) => (segment === '' || safeSegment.test(segment) ? segment : '_')).join('/')}`;
  return reduced.length > 256 ? '/_' : reduced;
}

/** The scheme, host and path of a URL, with no query or fragment: the form every URL is compared in. */
export function withoutQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

/** The folder each remote's files are served from: its mf-manifest.json's (publicPath "auto"). */
export function remoteFolders(remotes: Record<string, string>): Array<{ remote: string; folder: string }> {
  return Object.entries(remotes).flatMap(([remote, manifest]) => {
    try {
      return [{ remote, folder: withoutQuery(new URL('.', manifest).href) }];
    } catch {
      return [];
    }
  });
}

/** The script URLs of a stack trace (Chromium "at f (url:1:2)", Firefox and Safari "f@url:1:2"), top first, with line and column. */
export function stackFrames(stack: string): Array<{ url: string; line: string; column: string }> {
  return [...stack.matchAll(/(https?:\/\/[^\s()@]+?):(\d+):(\d+)/g)].map(([, url = '', line = '', column = '']) => ({
    url: withoutQuery(url),
    line,
    column,
  }));
}

/** "file.js:line:column" of a script URL: its file name only, so no folder, query or fragment is sent. */
export function frameOf(url: string, line: number | string, column: number | string): string | undefined {
  const file = withoutQuery(url).split('/').pop() ?? '';
  const frame = `${file}:${line}:${column}`;
  return /^[\w.-]{1,100}:\d{1,7}:\d{1,7}$/.test(frame) ? frame : undefined;
}

export interface Attribution {
  /** the remotes' prefixes (app-config.json's routes) */
  routes: readonly RemotePrefixes[];
  /** where each remote's files are served from (remoteFolders) */
  folders: ReadonlyArray<{ remote: string; folder: string }>;
}

/** The remote that renders `pathname`, else 'shell'. */
export function routeOwner({ routes }: Attribution, pathname: string): string {
  return remoteForPath(routes, pathname) ?? 'shell';
}

/**
 * Which remote an error came from: the first frame of its stack in a remote's files; else the
 * remote that renders the current page (the shared runtime, React included, is the shell's, so an
 * error thrown inside React on a remote's page is most likely that remote's); else 'shell'.
 */
export function errorRemote(attribution: Attribution, pathname: string, scriptUrls: readonly string[]): string {
  for (const url of scriptUrls) {
    const owner = attribution.folders.find(({ folder }) => url.startsWith(folder));
    if (owner) return owner.remote;
  }
  return routeOwner(attribution, pathname);
}

/** The bounded facts of a thrown value: its class name, React's production error code, where it was thrown. */
export function errorFacts(error: unknown): { name?: string; code?: number; frame?: string; urls: string[] } {
  if (!(error instanceof Error)) return { urls: [] };
  const frames = stackFrames(error.stack ?? '');
  const top = frames[0];
  const code = /Minified React error #(\d{1,4})\b/.exec(error.message)?.[1];
  return {
    name: /^[A-Za-z_$][\w$]{0,63}$/.test(error.name) ? error.name : 'Error',
    ...(code ? { code: Number(code) } : {}),
    ...(top ? { frame: frameOf(top.url, top.line, top.column) } : {}),
    urls: frames.map(({ url }) => url),
  };
}

export interface ReportQueue {
  add(report: Report): void;
  /** Sends what is queued in one request. */
  flush(): void;
  /** Drops the queued reports `matches` selects (vitals, once consent is withdrawn). */
  drop(matches: (report: Report) => boolean): void;
  readonly pending: readonly Report[];
}

/** Reports queued per request; a batch of 10 stays well under the server's 8 KiB. */
export const maxBatch = 10;
/** Reports one page sends at most: a page stuck in a loop of errors sends no more than this. */
export const maxPerPage = 50;

/** The release of a remote this page runs, if known. */
export type VersionOf = (remote: string) => string | undefined;

/**
 * `report` with the release of its remote this page runs (`versionOf`), so the server can tell a
 * canary's errors and vitals from the live release's; unchanged when the remote (the shell, say)
 * has no known release.
 */
export function withVersion(report: Report, versionOf: VersionOf): Report {
  const version = versionOf(report.remote);
  return version === undefined ? report : { ...report, version };
}

/** `versionOf` from a remote -> release map (app-config.json's `versions`). */
export const versionsIn =
  (versions: Readonly<Record<string, string>>): VersionOf =>
  (remote) =>
    Object.hasOwn(versions, remote) ? versions[remote] : undefined;

/**
 * Reports wait here until the page is hidden (or maxBatch are waiting), then go in one request. The
 * same report queued twice (a remote's load attempted twice by a render React dropped, an error
 * thrown in a loop) is sent once; a vital replaces its own earlier value. Each carries its remote's
 * release as `versionOf` answers when it is queued (withVersion).
 */
export function createReportQueue(
  send: (body: string) => void,
  versionOf: VersionOf = () => undefined,
  /** the page's report token (app-config.json's reportToken): the server counts a version's reports only with it */
  token?: string,
): ReportQueue {
  let pending: Report[] = [];
  let sent = 0;
  const keyOf = (report: Report) => (report.kind === 'vital' ? `vital ${report.name}` : JSON.stringify(report));
  const queue: ReportQueue = {
    add(named) {
      const report = withVersion(named, versionOf);
      const key = keyOf(report);
      const index = pending.findIndex((queued) => keyOf(queued) === key);
      if (index >= 0) {
        pending[index] = report;
        return;
      }
      if (sent + pending.length >= maxPerPage) return;
      pending.push(report);
      if (pending.length >= maxBatch) queue.flush();
    },
    flush() {
      if (pending.length === 0) return;
      const reports = pending;
      pending = [];
      sent += reports.length;
      send(JSON.stringify(token ? { token, reports } : { reports }));
    },
    drop(matches) {
      pending = pending.filter((report) => !matches(report));
    },
    get pending() {
      return pending;
    },
  };
  return queue;
}
