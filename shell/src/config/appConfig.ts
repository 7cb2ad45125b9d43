import { atom } from 'jotai';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { parseAppConfig, type AppConfigResult } from '@meridian/shared/lib/app-config';

/** Fetches and validates /app-config.json; never throws, so the shell always renders. */
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
  return parseAppConfig(raw);
}

/** The last configuration result; null until the first fetch ends. */
export const appConfigAtom = atom<AppConfigResult | null>(null);

let registered = false;

/** Registers each remote's manifest with the federation runtime, once. */
export function registerConfiguredRemotes(result: AppConfigResult): void {
  if (!result.ok || registered) return;
  registerRemotes(Object.entries(result.config.remotes).map(([name, entry]) => ({ name, entry })));
  registered = true;
}
