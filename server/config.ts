import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import * as v from 'valibot';
import { apps } from '../shared/build/apps.ts';
import { parseAppConfig, type AppConfig } from '../shared/lib/app-config.ts';
import { defaultLogFormat, logLevels, type LogFormat, type LogLevel } from '../shared/ops/logger.ts';
import { parseTrustProxy, type TrustProxy } from '../shared/ops/http-logger.ts';
import { isDemoKey, isLocalHost, jwtClaims } from '../shared/ops/config-rules.ts';
import { parseTrustedKeys, type TrustedKeys } from '../shared/build/server-bundle-integrity.ts';
import { minimumSecretLength } from '../shared/release/signed-values.ts';

/**
 * The shell server's configuration: the environment and nothing else, checked once at start
 * (docs/decisions/0013-production-operation.md, "Configuration"). With NODE_ENV=production a
 * missing or unsafe value stops the start, and the message lists every problem at once, each
 * naming its variable. Otherwise a missing value falls back to the local composition (the
 * built dist/app-config.json, localhost:3000), with a warning, so `npm start` and the end-to-end
 * tests need no configuration at all.
 *
 * /app-config.json, what the browser reads, is written from this configuration (see
 * `appConfig`): there is no second place to configure the remotes or Supabase.
 */
export interface ServerConfig {
  /** NODE_ENV was `production`: the strict rules applied */
  production: boolean;
  /** the site's public origin, no trailing slash: canonical, hreflang, og:url, sitemap.xml, robots.txt */
  siteUrl: string;
  /** the interface to listen on; undefined = every interface */
  host: string | undefined;
  port: number;
  /** the ops port (/healthz, /readyz, /metrics) */
  metrics: { host: string | undefined; port: number; token: string | undefined };
  log: { level: LogLevel; format: LogFormat };
  trustProxy: TrustProxy;
  /** what /app-config.json serves (plus the remotes' routes, added per request) */
  appConfig: AppConfig;
  /**
   * FRONTEND_DISCOVERY_URL and RELEASE_SECRET: the remotes' versions come from the discovery
   * document (server/frontend-discovery.ts), per visitor (server/release-assignment.ts); then
   * `appConfig.remotes` is empty. Undefined: the remotes are REMOTE_<NAME>_URL, one version each.
   */
  releases: { discoveryUrl: string; secret: string } | undefined;
  /** REMOTE_BUNDLE_PUBLIC_KEYS: the keys that sign each remote's server/entry.json (docs/decisions/0012-server-bundle-integrity.md) */
  trustedKeys: TrustedKeys | undefined;
  shutdown: { graceMs: number; delayMs: number };
  /** defaults taken and other things worth a line in the log at start */
  warnings: string[];
}

export type ConfigResult = { ok: true; config: ServerConfig } | { ok: false; problems: string[] };

/** The five remotes, in app-config order: REMOTE_MARKETING_URL ... REMOTE_PORTAL_URL. */
export const remoteVariables = apps
  .filter((app) => app.kind === 'remote')
  .map((app) => ({ remote: app.federationName, variable: `REMOTE_${app.federationName.toUpperCase()}_URL` }));

const shellPort = apps.find((app) => app.kind === 'host')!.port;
export const defaultMetricsPort = 9464;

/** Every variable this server reads. */
export const configVariables = [
  'NODE_ENV',
  'SITE_URL',
  'HOST',
  'PORT',
  'METRICS_HOST',
  'METRICS_PORT',
  'METRICS_TOKEN',
  'LOG_LEVEL',
  'LOG_FORMAT',
  'TRUST_PROXY',
  ...remoteVariables.map(({ variable }) => variable),
  'SUPABASE_URL',
  'SUPABASE_ANON_KEY',
  'REMOTE_BUNDLE_PUBLIC_KEYS',
  'FRONTEND_DISCOVERY_URL',
  'RELEASE_SECRET',
  'CONTACT_PHONE',
  'CONTACT_EMAIL',
  'SHUTDOWN_GRACE_MS',
  'SHUTDOWN_DELAY_MS',
  'APP_CONFIG_FILE',
] as const;
type Variable = (typeof configVariables)[number];
type Env = Record<Variable, string | undefined>;

function parsedUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}
const isHttpUrl = (value: string) => ['http:', 'https:'].includes(parsedUrl(value)?.protocol ?? '');
const isHttps = (value: string) => parsedUrl(value)?.protocol === 'https:';

const isNotLocal = (value: string) => {
  const url = parsedUrl(value);
  return url !== null && !isLocalHost(url.hostname);
};

/** A key that bypasses row-level security: never for a browser. */
const isServiceKey = (key: string) => key.startsWith('sb_secret_') || jwtClaims(key)?.role === 'service_role';

const wholeNumber = (rule: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `must be ${rule}`),
    v.transform(Number),
    v.minValue(min, `must be ${rule}`),
    v.maxValue(max, `must be ${rule}`),
  );
const portNumber = wholeNumber('a port number (0-65535)', 0, 65_535);
const milliseconds = wholeNumber('a whole number of milliseconds (0-600000)', 0, 600_000);
const manifestUrl = v.pipe(
  v.string(),
  v.check(isHttpUrl, 'must be an http(s) URL'),
  v.check((value) => parsedUrl(value)?.pathname.endsWith('/mf-manifest.json') ?? false, "must be the remote's mf-manifest.json URL"),
);
const hostName = v.pipe(
  v.string(),
  v.check((value) => net.isIP(value) !== 0 || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(value), 'must be an IP address or a host name'),
);

/** The format of each value, checked in every mode. */
const formatSchema = v.object({
  NODE_ENV: v.optional(v.string()),
  SITE_URL: v.optional(
    v.pipe(
      v.string(),
      v.check(isHttpUrl, 'must be an http(s) URL, e.g. https://www.example.com'),
      v.check((value) => {
        const url = parsedUrl(value);
        return url !== null && url.pathname === '/' && !url.search && !url.hash && !url.username;
      }, 'must be an origin only (scheme, host and port), e.g. https://www.example.com'),
    ),
  ),
  HOST: v.optional(hostName),
  PORT: v.optional(portNumber),
  METRICS_HOST: v.optional(hostName),
  METRICS_PORT: v.optional(portNumber),
  METRICS_TOKEN: v.optional(v.string()),
  LOG_LEVEL: v.optional(v.picklist(logLevels, `must be one of ${logLevels.join(', ')}`)),
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'], 'must be json or pretty')),
  TRUST_PROXY: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        const parsed = parseTrustProxy(dataset.value);
        if (!parsed.ok) addIssue({ message: `${parsed.error} (none, loopback, linklocal, uniquelocal, addresses, CIDR ranges)` });
      }),
    ),
  ),
  ...Object.fromEntries(remoteVariables.map(({ variable }) => [variable, v.optional(manifestUrl)])),
  SUPABASE_URL: v.optional(v.pipe(v.string(), v.check(isHttpUrl, 'must be an http(s) URL, e.g. https://<ref>.supabase.co'))),
  SUPABASE_ANON_KEY: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => !isServiceKey(value), 'is a service_role (secret) key: the browser must get the anon (publishable) key'),
    ),
  ),
  REMOTE_BUNDLE_PUBLIC_KEYS: v.optional(
    v.pipe(
      v.string(),
      v.rawCheck(({ dataset, addIssue }) => {
        if (!dataset.typed) return;
        try {
          parseTrustedKeys(dataset.value);
        } catch (error) {
          addIssue({ message: (error as Error).message.replace(/^REMOTE_BUNDLE_PUBLIC_KEYS: /, '') });
        }
      }),
    ),
  ),
  FRONTEND_DISCOVERY_URL: v.optional(
    v.pipe(v.string(), v.check(isHttpUrl, 'must be an http(s) URL, e.g. https://cdn.example.com/discovery.json')),
  ),
  RELEASE_SECRET: v.optional(
    v.pipe(
      v.string(),
      v.minLength(minimumSecretLength, `must be at least ${minimumSecretLength} characters (e.g. openssl rand -base64 48)`),
    ),
  ),
  CONTACT_PHONE: v.optional(v.pipe(v.string(), v.regex(/\d/, 'must be a phone number'))),
  CONTACT_EMAIL: v.optional(v.pipe(v.string(), v.regex(/^[^\s@]+@[^\s@]+$/, 'must be an e-mail address'))),
  SHUTDOWN_GRACE_MS: v.optional(milliseconds),
  SHUTDOWN_DELAY_MS: v.optional(milliseconds),
  APP_CONFIG_FILE: v.optional(
    v.custom(
      () => false,
      'is no longer read: the remotes and Supabase come from REMOTE_<NAME>_URL, SUPABASE_URL and SUPABASE_ANON_KEY (docs/configuration.md, "The shell\'s server")',
    ),
  ),
});

const mustBeSet = (meaning: string) => v.string(`must be set: ${meaning}`);
const publicUrl = (meaning: string) =>
  v.pipe(
    mustBeSet(meaning),
    v.check(isHttps, 'must use https in production'),
    v.check(isNotLocal, 'must not point at localhost or a loopback address in production'),
  );

/** Production with REMOTE_<NAME>_URL (no discovery document): each remote's manifest, public. */
const productionRemotesSchema = v.object(
  Object.fromEntries(
    remoteVariables.map(({ remote, variable }) => [
      variable,
      publicUrl(`the ${remote} remote's published mf-manifest.json, e.g. https://cdn.example.com/${remote}/mf-manifest.json`),
    ]),
  ),
);

/** Production with FRONTEND_DISCOVERY_URL: the document public, and the secret that signs assignments and previews. */
const productionReleasesSchema = v.object({
  FRONTEND_DISCOVERY_URL: publicUrl('the discovery document, e.g. https://cdn.example.com/discovery.json'),
  RELEASE_SECRET: v.pipe(
    mustBeSet(
      `the secret that signs release cookies and preview links (at least ${minimumSecretLength} characters, the release command's too)`,
    ),
  ),
});

/** What production needs besides the format: everything set, public, https, no demo key. */
const productionSchema = v.object({
  SITE_URL: publicUrl("the site's public origin, e.g. https://www.example.com"),
  SUPABASE_URL: publicUrl('the project URL, e.g. https://<ref>.supabase.co'),
  SUPABASE_ANON_KEY: v.pipe(
    mustBeSet("the project's anon (publishable) key"),
    v.check((value) => !isDemoKey(value), "is the local stand-in's demo key: set the hosted project's anon key"),
  ),
  // Without keys, whoever can write to a remote's static host could run code on this server
  // (docs/decisions/0012-server-bundle-integrity.md): production requires them.
  REMOTE_BUNDLE_PUBLIC_KEYS: mustBeSet(
    "the public keys that sign each remote's server/entry.json, as remote:base64 pairs (npm run sign-server-bundle -- keygen)",
  ),
  LOG_FORMAT: v.optional(v.literal('json', 'must be json in production (pino-pretty is a development dependency)')),
  // /metrics names every remote version and route the site serves, and check-canary's verdicts are
  // read from it: in production only a caller holding the token may read it.
  METRICS_TOKEN: v.pipe(
    mustBeSet(
      'the bearer token /metrics asks for, at least 16 characters (e.g. openssl rand -base64 24); the scraper and check-canary send it',
    ),
    v.minLength(16, 'must be at least 16 characters'),
  ),
});

/** NODE_ENV values that say "a developer's machine or a test run": only these may use the development release secret. */
export const localEnvironments: readonly string[] = ['development', 'test'];

/**
 * The secret a local start with a discovery document uses when RELEASE_SECRET is not set (with a
 * warning); production refuses to start without one. The release command's local default is the same.
 */
export const developmentReleaseSecret = 'meridian-development-release-secret-not-for-production';

/** The values a local start falls back to: the built dist/app-config.json of the shell. */
export function readLocalAppConfig(distDir: string): AppConfig | null {
  try {
    const parsed = parseAppConfig(JSON.parse(fs.readFileSync(path.join(distDir, 'app-config.json'), 'utf8')));
    return parsed.ok ? parsed.config : null;
  } catch {
    return null;
  }
}

const issueText = (issue: v.BaseIssue<unknown>) => `${String(issue.path?.[0]?.key ?? 'configuration')}: ${issue.message}`;

export interface LoadConfigOptions {
  /** the local defaults (readLocalAppConfig); required when a remote or Supabase value is not set outside production */
  localAppConfig: AppConfig | null;
  /** stdout is a terminal (the default log format is then readable) */
  isTTY?: boolean;
}

/** Reads and checks the configuration; never throws, never exits. */
export function loadConfig(
  environment: NodeJS.ProcessEnv,
  { localAppConfig, isTTY = Boolean(process.stdout.isTTY) }: LoadConfigOptions,
): ConfigResult {
  // An empty value is no value (container platforms often pass VAR= for unset ones).
  const env = Object.fromEntries(configVariables.map((name) => [name, environment[name] === '' ? undefined : environment[name]])) as Env;
  const production = env.NODE_ENV === 'production';
  const usesDiscovery = env.FRONTEND_DISCOVERY_URL !== undefined;
  const problems: string[] = [];
  const format = v.safeParse(formatSchema, env);
  if (!format.success) problems.push(...format.issues.map(issueText));
  if (production) {
    const strict = v.safeParse(productionSchema, env);
    const remotesRules = v.safeParse(usesDiscovery ? productionReleasesSchema : productionRemotesSchema, env);
    const issues = [...(strict.success ? [] : strict.issues), ...(remotesRules.success ? [] : remotesRules.issues)];
    // In the order the variables are listed (configVariables), whichever rule found them.
    const rank = (issue: v.BaseIssue<unknown>) => configVariables.indexOf(String(issue.path?.[0]?.key ?? '') as Variable);
    problems.push(...issues.sort((x, y) => rank(x) - rank(y)).map(issueText));
  }
  const port = format.success ? (format.output.PORT ?? shellPort) : shellPort;
  const metricsPort = format.success ? (format.output.METRICS_PORT ?? defaultMetricsPort) : defaultMetricsPort;
  if (port !== 0 && port === metricsPort) problems.push(`METRICS_PORT: must differ from PORT (${port})`);

  const warnings: string[] = [];
  const defaulted: string[] = [];
  const orDefault = (name: Variable, fallback: () => string | undefined): string | undefined => {
    if (env[name] !== undefined) return env[name];
    defaulted.push(name);
    return fallback();
  };
  // With a discovery document the remotes come from it: REMOTE_<NAME>_URL are neither needed nor read.
  const remoteNames = usesDiscovery ? [] : remoteVariables.map(({ variable }) => variable);
  const needsLocal = [...remoteNames, 'SUPABASE_URL', 'SUPABASE_ANON_KEY'].some((name) => env[name as Variable] === undefined);
  if (!production && needsLocal && localAppConfig === null)
    problems.push(
      `SUPABASE_URL${usesDiscovery ? '' : ', REMOTE_<NAME>_URL'}: not all set, and there is no built shell/dist/app-config.json to fall back to (npm run build -w shell)`,
    );
  if (production && format.success && env.REMOTE_BUNDLE_PUBLIC_KEYS !== undefined) {
    const keys = parseTrustedKeys(env.REMOTE_BUNDLE_PUBLIC_KEYS);
    const unsigned = remoteVariables.filter(({ remote }) => !keys['*']?.length && !keys[remote]?.length).map(({ remote }) => remote);
    if (unsigned.length > 0)
      problems.push(`REMOTE_BUNDLE_PUBLIC_KEYS: names no key for ${unsigned.join(', ')} (give each remote a key, or one for *)`);
  }
  if (problems.length > 0 || !format.success) return { ok: false, problems };

  const local = localAppConfig;
  const remotes: Record<string, string> = usesDiscovery
    ? {}
    : Object.fromEntries(remoteVariables.map(({ remote, variable }) => [remote, orDefault(variable, () => local?.remotes[remote])!]));
  const ignored = usesDiscovery
    ? remoteVariables.filter(({ variable }) => env[variable] !== undefined).map(({ variable }) => variable)
    : [];
  if (ignored.length > 0) warnings.push(`FRONTEND_DISCOVERY_URL is set, so these are not read: ${ignored.join(', ')}`);
  let releases: ServerConfig['releases'];
  // The development secret is public (it is in this file): a server that signs with it can be
  // handed forged cookies, preview links and report tokens. Only a start that says it is local
  // (NODE_ENV=development or test) may fall back to it; any other (unset, staging, ...) must set one.
  if (usesDiscovery && !production && env.RELEASE_SECRET === undefined && !localEnvironments.includes(env.NODE_ENV ?? ''))
    return {
      ok: false,
      problems: [
        `RELEASE_SECRET: must be set (at least ${minimumSecretLength} characters, the release command's too); the public development secret is used only with NODE_ENV=development or test, and NODE_ENV is ${env.NODE_ENV === undefined ? 'not set' : `"${env.NODE_ENV}"`}`,
      ],
    };
  if (usesDiscovery) {
    if (env.RELEASE_SECRET === undefined)
      warnings.push(
        `RELEASE_SECRET is not set: NODE_ENV=${env.NODE_ENV}, so a fixed development secret signs release cookies, preview links and report tokens (never in production)`,
      );
    releases = { discoveryUrl: env.FRONTEND_DISCOVERY_URL!, secret: env.RELEASE_SECRET ?? developmentReleaseSecret };
  }
  const appConfig: AppConfig = {
    supabaseUrl: orDefault('SUPABASE_URL', () => local?.supabaseUrl)!,
    supabaseAnonKey: orDefault('SUPABASE_ANON_KEY', () => local?.supabaseAnonKey)!,
    remotes,
    contact: {
      phone: env.CONTACT_PHONE ?? local?.contact.phone ?? '',
      email: env.CONTACT_EMAIL ?? local?.contact.email ?? '',
    },
  };
  const checked = parseAppConfig(appConfig);
  if (!checked.ok) return { ok: false, problems: [`CONTACT_PHONE, CONTACT_EMAIL: ${checked.error}`] };
  const siteUrl = orDefault('SITE_URL', () => `http://localhost:${port || shellPort}`)!.replace(/\/+$/, '');
  if (defaulted.length > 0) warnings.push(`Not set, so the local composition's values are used: ${defaulted.join(', ')}`);
  const output = format.output;
  const trust = parseTrustProxy(env.TRUST_PROXY);
  return {
    ok: true,
    config: {
      production,
      siteUrl,
      host: output.HOST,
      port,
      metrics: { host: output.METRICS_HOST ?? output.HOST, port: metricsPort, token: output.METRICS_TOKEN },
      log: { level: output.LOG_LEVEL ?? 'info', format: output.LOG_FORMAT ?? defaultLogFormat(environment, isTTY) },
      trustProxy: trust.ok ? trust.trust : () => false,
      appConfig: checked.config,
      releases,
      trustedKeys: env.REMOTE_BUNDLE_PUBLIC_KEYS === undefined ? undefined : parseTrustedKeys(env.REMOTE_BUNDLE_PUBLIC_KEYS),
      shutdown: { graceMs: output.SHUTDOWN_GRACE_MS ?? 10_000, delayMs: output.SHUTDOWN_DELAY_MS ?? 0 },
      warnings,
    },
  };
}

/** The message that stops a start: every problem, one a line. */
export function configProblemsMessage(problems: readonly string[]): string {
  return [
    `The server's configuration has ${problems.length} problem${problems.length === 1 ? '' : 's'}:`,
    ...problems.map((problem) => `  - ${problem}`),
    'Every variable is described in docs/deploy.md, "Environment of the shell\'s server"; docs/configuration.md says how they are read.',
  ].join('\n');
}
