import fs from 'node:fs';
import path from 'node:path';
import { apps } from './apps.ts';

/**
 * How the benchmark and the byte budgets attribute a page's downloads: to the shell's own code,
 * to the shared libraries it provides (the chunks its manifest lists under `shared`), to a remote
 * (by workspace), or to another origin (the Supabase API).
 */
export function shellSharedFiles(shellDist: string, only: (name: string) => boolean = () => true): Set<string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(shellDist, 'mf-manifest.json'), 'utf8')) as {
    shared: Array<{ name: string; assets: { js: { sync: string[]; async: string[] } } }>;
  };
  return new Set(
    manifest.shared.filter((entry) => only(entry.name)).flatMap((entry) => [...entry.assets.js.sync, ...entry.assets.js.async]),
  );
}

const originToApp = new Map(apps.map((app) => [`http://localhost:${app.port}`, app]));

export function pagePartOf(url: URL, sharedFiles: ReadonlySet<string>): string {
  const app = originToApp.get(url.origin);
  if (!app) return `other (${url.origin})`;
  if (app.kind === 'remote') return app.workspace;
  return sharedFiles.has(path.basename(url.pathname)) ? 'shared libraries' : 'shell';
}

/** The part of a Playwright response these figures need (kept structural: no test-runner import here). */
interface ReceivedResponse {
  url(): string;
  request(): { sizes(): Promise<{ responseBodySize: number; responseHeadersSize: number }> };
}

export interface Transfer {
  url: string;
  /** as received: compressed body plus headers */
  bytes: number;
  part: string;
}

export async function transferOf(response: ReceivedResponse, sharedFiles: ReadonlySet<string>): Promise<Transfer> {
  const sizes = await response.request().sizes();
  return {
    url: response.url(),
    bytes: sizes.responseBodySize + sizes.responseHeadersSize,
    part: pagePartOf(new URL(response.url()), sharedFiles),
  };
}
