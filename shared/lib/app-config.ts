import { versionPattern } from '../release/names.ts';
import { parseRemotePrefixes, type RemotePrefixes } from './route-table.ts';

/**
 * The shell's runtime configuration, served as /app-config.json (no-cache). Pointing the site at
 * other remote URLs or at a hosted Supabase project is a change to this file, never a rebuild.
 */
export interface AppConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** federation container name -> absolute URL of its mf-manifest.json */
  remotes: Record<string, string>;
  /**
   * Which remote owns which paths, from the remotes' route manifests. Written by the shell's
   * server when it serves this file (the deployment's file never has it); without it the shell
   * reads each remote's routes.json itself (see shell/src/config/app-config.ts).
   */
  routes?: RemotePrefixes[];
  /**
   * The release of each remote this visitor is served (its discovery document's
   * `metadata.version`), written by the shell's server when releases come from a discovery
   * document (docs/decisions/0019-remote-releases.md); browser reports carry it.
   */
  versions?: Record<string, string>;
  /** A remote version this browser previews (a preview link's cookie): the page shows a banner to leave it. */
  preview?: { remote: string; version: string };
  /**
   * The page's report token, written with `versions`: signed by the server, it names the versions
   * this page was served, and browser reports naming a version must carry it (server/browser-reports.ts).
   */
  reportToken?: string;
  contact: {
    /** shown to people and used for the messaging-app link, e.g. "+62 21-5555-0123" */
    phone: string;
    email: string;
  };
}

export type AppConfigResult = { ok: true; config: AppConfig } | { ok: false; error: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

const isVersion = (value: unknown): value is string => typeof value === 'string' && versionPattern.test(value);

/** Validates untrusted JSON; the message names the first field that is wrong. */
export function parseAppConfig(raw: unknown): AppConfigResult {
  if (!isRecord(raw)) return { ok: false, error: 'the configuration is not a JSON object' };
  if (!isHttpUrl(raw.supabaseUrl)) return { ok: false, error: '"supabaseUrl" must be an http(s) URL' };
  if (typeof raw.supabaseAnonKey !== 'string' || raw.supabaseAnonKey.length === 0)
    return { ok: false, error: '"supabaseAnonKey" must be a non-empty string' };
  if (!isRecord(raw.remotes)) return { ok: false, error: '"remotes" must map remote names to manifest URLs' };
  const remotes: Record<string, string> = {};
  for (const [name, url] of Object.entries(raw.remotes)) {
    if (!/^[a-z][a-z0-9_]*$/.test(name)) return { ok: false, error: `remote name "${name}" is not a valid container name` };
    if (!isHttpUrl(url)) return { ok: false, error: `remote "${name}" must point at an http(s) mf-manifest.json URL` };
    remotes[name] = url;
  }
  const contact = raw.contact;
  if (!isRecord(contact) || typeof contact.phone !== 'string' || !/\d/.test(contact.phone))
    return { ok: false, error: '"contact.phone" must be a phone number' };
  if (typeof contact.email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(contact.email))
    return { ok: false, error: '"contact.email" must be an e-mail address' };
  let routes: RemotePrefixes[] | undefined;
  if (raw.routes !== undefined) {
    const parsed = parseRemotePrefixes(raw.routes);
    if (!parsed.ok) return { ok: false, error: parsed.error };
    routes = parsed.table;
  }
  let versions: Record<string, string> | undefined;
  if (raw.versions !== undefined) {
    if (!isRecord(raw.versions) || !Object.entries(raw.versions).every(([name, version]) => name in remotes && isVersion(version)))
      return { ok: false, error: '"versions" must map configured remotes to version names' };
    versions = raw.versions as Record<string, string>;
  }
  let preview: AppConfig['preview'];
  if (raw.preview !== undefined) {
    const given = raw.preview;
    if (!isRecord(given) || typeof given.remote !== 'string' || !(given.remote in remotes) || !isVersion(given.version))
      return { ok: false, error: '"preview" must name a configured remote and a version' };
    preview = { remote: given.remote, version: given.version };
  }
  const reportToken = raw.reportToken;
  if (
    reportToken !== undefined &&
    (typeof reportToken !== 'string' || !/^r1\.[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,100}$/.test(reportToken))
  )
    return { ok: false, error: '"reportToken" must be a report token from the server' };
  return {
    ok: true,
    config: {
      supabaseUrl: raw.supabaseUrl,
      supabaseAnonKey: raw.supabaseAnonKey,
      remotes,
      ...(routes ? { routes } : {}),
      ...(versions ? { versions } : {}),
      ...(preview ? { preview } : {}),
      ...(typeof reportToken === 'string' ? { reportToken } : {}),
      contact: { phone: contact.phone, email: contact.email },
    },
  };
}

/** Origins the page may load code from or talk to; the server derives its CSP from this. */
export function configOrigins(config: AppConfig): { remotes: string[]; supabase: string } {
  const remotes = [...new Set(Object.values(config.remotes).map((url) => new URL(url).origin))];
  return { remotes, supabase: new URL(config.supabaseUrl).origin };
}
