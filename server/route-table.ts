import { parseRouteManifest, routeManifestUrl, type RouteManifest } from '../shared/lib/route-table.ts';
import { createRemoteFileReader, type RemoteFileOptions } from './remote-files.ts';

/** One remote's route manifest as the server last read it; null if it has never been readable. */
export interface ServerRouteEntry {
  remote: string;
  routes: RouteManifest | null;
}

export interface RouteTableOptions extends Omit<RemoteFileOptions<RouteManifest>, 'parse'> {
  /** remote name -> mf-manifest.json URL, from app-config.json (re-read by the caller each time) */
  remotes: () => Record<string, string>;
}

/**
 * The shell server's view of every remote's routes.json, read at run time so a remote that is
 * redeployed with a new page or path is routed, listed and answered 200 within `maxAgeMs`, with no
 * shell rebuild or restart. A manifest that cannot be read keeps its last good version (its paths
 * should still lead to its Retry screen); one never read is null, which the routing treats as
 * "this path may be that remote's".
 */
export function createRouteTable({ remotes, ...options }: RouteTableOptions) {
  const reader = createRemoteFileReader<RouteManifest>({
    ...options,
    parse: (raw) => {
      const parsed = parseRouteManifest(raw);
      return parsed.ok ? { ok: true, value: parsed.routes } : parsed;
    },
  });
  return {
    /** Every configured remote's routes, in app-config order. */
    current(): Promise<ServerRouteEntry[]> {
      return Promise.all(
        Object.entries(remotes()).map(async ([remote, manifestUrl]) => ({
          remote,
          routes: await reader.read(routeManifestUrl(manifestUrl)),
        })),
      );
    },
  };
}

export type RouteTableSource = ReturnType<typeof createRouteTable>;
