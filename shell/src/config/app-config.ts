import { atom } from 'jotai';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseAppConfig, type AppConfigResult } from '@meridian/shared/lib/app-config';
import { parseRouteManifest, routeManifestUrl, type RemotePrefixes } from '@meridian/shared/lib/route-table';

/** A remote's prefixes from its routes.json, or null when it cannot be read. */
async function fetchRemotePrefixes(fetchImpl: typeof fetch, remote: string, manifestUrl: string): Promise<RemotePrefixes> {
  try {
    const response = await fetchImpl(routeManifestUrl(manifestUrl), { cache: 'no-cache' });
    const parsed = response.ok ? parseRouteManifest(await response.json()) : null;
    return { remote, prefixes: parsed?.ok ? parsed.routes.prefixes : null };
  } catch {
    return { remote, prefixes: null };
  }
}

/**
 * Fetches and validates /app-config.json; never throws, so the shell always renders. The shell's
 * server adds the remotes' routes to it; served without that server (the dev server, a plain file
 * host) it has none, and the remotes' routes.json files are read here instead.
 */
export async function fetchAppConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfigResult> {
  let response: Response;
  try {
    // The default cache mode, so the page's <link rel=preload> of this file is used; the server
    // sends it no-cache, so a deployment's change is still seen on the next load.
    response = await fetchImpl('/app-config.json', { credentials: 'same-origin' });
  } catch {
    return { ok: false, error: 'the configuration could not be downloaded' };
  }
  if (!response.ok) return { ok: false, error: `the configuration request answered ${response.status}` };
  let raw: unknown;
  try {
    raw = await response.json();
  } catch {
    return { ok: false, error: 'the configuration is not valid JSON' };
  }
  const result = parseAppConfig(raw);
  if (!result.ok || result.config.routes) return result;
  const routes = await Promise.all(
    Object.entries(result.config.remotes).map(([remote, manifestUrl]) => fetchRemotePrefixes(fetchImpl, remote, manifestUrl)),
  );
  return { ok: true, config: { ...result.config, routes } };
}

/** The last configuration result; null until the first fetch ends. */
export const appConfigAtom = atom<AppConfigResult | null>(null);

let registered = false;

/**
 * Registers each remote's manifest with the federation runtime, once: the configuration's, or
 * `entries` (the configuration's with the rendered remote's pinned, shell/src/remotes/rendered-remote.ts).
 */
export function registerConfiguredRemotes(result: AppConfigResult, entries?: Record<string, string>): void {
  if (!result.ok || registered) return;
  registerRemotes(Object.entries(entries ?? result.config.remotes).map(([name, entry]) => ({ name, entry })));
  registered = true;
}
