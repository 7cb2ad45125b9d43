import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { localAnonKey, localServiceRoleKey } from '../local-supabase/src/config';
import { publicKeyToBase64 } from '../shared/build/server-bundle-integrity';
import type { AppConfig } from '../shared/lib/app-config';
import { configProblemsMessage, developmentReleaseSecret, loadConfig, remoteVariables } from './config';

/** The built app-config.json of the local composition (shell/public/app-config.json). */
const localAppConfig: AppConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: localAnonKey,
  remotes: Object.fromEntries(remoteVariables.map(({ remote }, index) => [remote, `http://localhost:${3001 + index}/mf-manifest.json`])),
  contact: { phone: '+62 21-5098-7654', email: 'support@meridian-it.example' },
};

const bundleKey = () => publicKeyToBase64(crypto.generateKeyPairSync('ed25519').publicKey);

/** A complete production environment that passes every rule. */
const production = {
  NODE_ENV: 'production',
  SITE_URL: 'https://www.example.com',
  ...Object.fromEntries(remoteVariables.map(({ remote, variable }) => [variable, `https://cdn.example.com/${remote}/mf-manifest.json`])),
  SUPABASE_URL: 'https://abcdefghijklmnop.supabase.co',
  SUPABASE_ANON_KEY: 'sb_publishable_abcdefghijklmnopqrstuv',
  REMOTE_BUNDLE_PUBLIC_KEYS: `*:${bundleKey()}`,
  METRICS_TOKEN: 'a-metrics-token-of-16-or-more',
};

const load = (env: Record<string, string | undefined>) => loadConfig(env, { localAppConfig, isTTY: false });
const problemsOf = (env: Record<string, string | undefined>) => {
  const result = load(env);
  return result.ok ? [] : result.problems;
};

describe('production configuration (NODE_ENV=production)', () => {
  it('accepts a complete, public, https configuration and serves it as app-config.json', () => {
    const result = load(production);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      production: true,
      siteUrl: 'https://www.example.com',
      port: 3000,
      metrics: { port: 9464 },
      log: { level: 'info', format: 'json' },
      appConfig: {
        supabaseUrl: production.SUPABASE_URL,
        supabaseAnonKey: production.SUPABASE_ANON_KEY,
        remotes: {
          marketing: 'https://cdn.example.com/marketing/mf-manifest.json',
          portal: 'https://cdn.example.com/portal/mf-manifest.json',
        },
        // Not environment-specific: from the build.
        contact: localAppConfig.contact,
      },
    });
  });

  it('lists every problem at once, each naming its variable', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'SITE_URL',
      'METRICS_TOKEN',
      ...remoteVariables.map(({ variable }) => variable),
      'SUPABASE_URL',
      'SUPABASE_ANON_KEY',
      'REMOTE_BUNDLE_PUBLIC_KEYS',
    ]);
    expect(configProblemsMessage(problems)).toContain(`has ${problems.length} problems`);
  });

  it('requires METRICS_TOKEN: /metrics is never open in production', () => {
    expect(problemsOf({ ...production, METRICS_TOKEN: undefined })).toEqual([
      expect.stringMatching(/^METRICS_TOKEN: must be set: the bearer token \/metrics asks for/),
    ]);
    expect(problemsOf({ ...production, METRICS_TOKEN: '' })).toEqual([expect.stringMatching(/^METRICS_TOKEN: must be set/)]);
    const result = load(production);
    expect(result.ok && result.config.metrics.token).toBe(production.METRICS_TOKEN);
  });

  it('points at documentation that exists, naming headings those pages have', () => {
    const message = configProblemsMessage(problemsOf({ NODE_ENV: 'production', APP_CONFIG_FILE: '/etc/app-config.json' }));
    const pages = [...message.matchAll(/docs\/[a-z-]+\.md/g)].map(([page]) => page);
    expect(new Set(pages)).toEqual(new Set(['docs/configuration.md', 'docs/deploy.md']));
    const cited = [...message.matchAll(/(docs\/[a-z-]+\.md), "([^"]+)"/g)];
    expect(cited.length).toBeGreaterThanOrEqual(2);
    for (const [, page = '', heading = ''] of cited) {
      const headings = fs
        .readFileSync(path.join(__dirname, '..', page), 'utf8')
        .split('\n')
        .filter((line) => line.startsWith('#'));
      expect(headings).toContainEqual(expect.stringContaining(heading));
    }
  });

  it.each([
    ['a missing SITE_URL', { SITE_URL: undefined }, 'SITE_URL: must be set'],
    ['an http SITE_URL', { SITE_URL: 'http://www.example.com' }, 'SITE_URL: must use https'],
    ['a localhost SITE_URL', { SITE_URL: 'https://localhost:3000' }, 'SITE_URL: must not point at localhost'],
    ['a loopback SITE_URL', { SITE_URL: 'https://127.0.0.1' }, 'SITE_URL: must not point at localhost'],
    ['a SITE_URL with a path', { SITE_URL: 'https://www.example.com/site' }, 'SITE_URL: must be an origin only'],
    ['a missing remote', { REMOTE_SERVICES_URL: undefined }, 'REMOTE_SERVICES_URL: must be set'],
    ['an http remote', { REMOTE_PORTAL_URL: 'http://cdn.example.com/portal/mf-manifest.json' }, 'REMOTE_PORTAL_URL: must use https'],
    [
      'a localhost remote',
      { REMOTE_MARKETING_URL: 'https://localhost:3001/mf-manifest.json' },
      'REMOTE_MARKETING_URL: must not point at localhost',
    ],
    ['a missing Supabase URL', { SUPABASE_URL: undefined }, 'SUPABASE_URL: must be set'],
    ['an http Supabase URL', { SUPABASE_URL: 'http://abc.supabase.co' }, 'SUPABASE_URL: must use https'],
    ['a localhost Supabase URL', { SUPABASE_URL: 'https://[::1]:54321' }, 'SUPABASE_URL: must not point at localhost'],
    ['a missing anon key', { SUPABASE_ANON_KEY: undefined }, 'SUPABASE_ANON_KEY: must be set'],
    ["the stand-in's demo anon key", { SUPABASE_ANON_KEY: localAnonKey }, "SUPABASE_ANON_KEY: is the local stand-in's demo key"],
    ["no keys for the remotes' server bundles", { REMOTE_BUNDLE_PUBLIC_KEYS: undefined }, 'REMOTE_BUNDLE_PUBLIC_KEYS: must be set'],
    [
      'a remote whose server bundle no key signs',
      {
        REMOTE_BUNDLE_PUBLIC_KEYS: remoteVariables
          .map(({ remote }) => `${remote}:${bundleKey()}`)
          .slice(1)
          .join(','),
      },
      'REMOTE_BUNDLE_PUBLIC_KEYS: names no key for marketing',
    ],
    ['pretty logs', { LOG_FORMAT: 'pretty' }, 'LOG_FORMAT: must be json in production'],
    ['a short metrics token', { METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
  ])('refuses %s', (_rule, change, problem) => {
    const problems = problemsOf({ ...production, ...change });
    expect(problems).toEqual([expect.stringContaining(problem)]);
  });

  it('takes an empty value for no value', () =>
    expect(problemsOf({ ...production, SITE_URL: '' })).toEqual([expect.stringContaining('SITE_URL: must be set')]));
});

describe('rules in every mode', () => {
  it.each([
    [
      'a service_role key in the browser config',
      { SUPABASE_ANON_KEY: localServiceRoleKey },
      'SUPABASE_ANON_KEY: is a service_role (secret) key',
    ],
    [
      'a secret key in the browser config',
      { SUPABASE_ANON_KEY: 'sb_secret_abcdefghijklmnop' },
      'SUPABASE_ANON_KEY: is a service_role (secret) key',
    ],
    [
      'a remote URL that is not a manifest',
      { REMOTE_SUPPORT_URL: 'https://cdn.example.com/support/' },
      "REMOTE_SUPPORT_URL: must be the remote's mf-manifest.json URL",
    ],
    [
      'a remote URL that is not http(s)',
      { REMOTE_SUPPORT_URL: 'ftp://cdn.example.com/mf-manifest.json' },
      'REMOTE_SUPPORT_URL: must be an http(s) URL',
    ],
    ['a port out of range', { PORT: '70000' }, 'PORT: must be a port number'],
    ['a port that is not a number', { METRICS_PORT: 'nine' }, 'METRICS_PORT: must be a port number'],
    ['the same port twice', { PORT: '8000', METRICS_PORT: '8000' }, 'METRICS_PORT: must differ from PORT'],
    ['an unknown log level', { LOG_LEVEL: 'verbose' }, 'LOG_LEVEL: must be one of'],
    ['an unknown log format', { LOG_FORMAT: 'xml' }, 'LOG_FORMAT: must be json or pretty'],
    ['trusting every proxy', { TRUST_PROXY: 'true' }, 'TRUST_PROXY: "true" is not'],
    ['a malformed proxy range', { TRUST_PROXY: '10.0.0.0/99' }, 'TRUST_PROXY: "10.0.0.0/99" has an invalid prefix length'],
    ['a drain longer than ten minutes', { SHUTDOWN_GRACE_MS: '900000' }, 'SHUTDOWN_GRACE_MS: must be a whole number of milliseconds'],
    ['a negative drain delay', { SHUTDOWN_DELAY_MS: '-5' }, 'SHUTDOWN_DELAY_MS: must be a whole number of milliseconds'],
    [
      'a malformed bundle key list',
      { REMOTE_BUNDLE_PUBLIC_KEYS: 'services' },
      'REMOTE_BUNDLE_PUBLIC_KEYS: pair 1 is not remote:base64-key',
    ],
    ['the old APP_CONFIG_FILE', { APP_CONFIG_FILE: '/etc/app-config.json' }, 'APP_CONFIG_FILE: is no longer read'],
  ])('refuses %s', (_rule, change, problem) => {
    expect(problemsOf(change)).toEqual([expect.stringContaining(problem)]);
    expect(problemsOf({ ...production, ...change })).toContainEqual(expect.stringContaining(problem));
  });

  it('reads every other setting', () => {
    const key = bundleKey();
    const result = load({
      ...production,
      HOST: '127.0.0.1',
      PORT: '3100',
      METRICS_PORT: '9470',
      METRICS_HOST: '10.0.0.5',
      METRICS_TOKEN: 'sixteen-chars-at-least',
      LOG_LEVEL: 'debug',
      TRUST_PROXY: 'loopback, 10.0.0.0/8',
      SHUTDOWN_GRACE_MS: '20000',
      SHUTDOWN_DELAY_MS: '5000',
      REMOTE_BUNDLE_PUBLIC_KEYS: `*:${key}`,
      CONTACT_PHONE: '+62 21 1234',
      CONTACT_EMAIL: 'help@example.com',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { config } = result;
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 3100,
      metrics: { host: '10.0.0.5', port: 9470, token: 'sixteen-chars-at-least' },
      log: { level: 'debug', format: 'json' },
      shutdown: { graceMs: 20_000, delayMs: 5_000 },
      appConfig: { contact: { phone: '+62 21 1234', email: 'help@example.com' } },
    });
    expect(config.trustProxy('10.1.2.3')).toBe(true);
    expect(config.trustProxy('192.168.0.1')).toBe(false);
    expect(config.trustedKeys?.['*']).toHaveLength(1);
  });
});

describe('local configuration (no NODE_ENV=production)', () => {
  it('falls back to the built app-config.json and localhost, with a warning naming what was defaulted', () => {
    const result = load({});
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config).toMatchObject({
      production: false,
      siteUrl: 'http://localhost:3000',
      port: 3000,
      metrics: { port: 9464, token: undefined },
      shutdown: { graceMs: 10_000, delayMs: 0 },
      appConfig: localAppConfig,
    });
    expect(result.config.trustProxy('127.0.0.1')).toBe(false);
    expect(result.config.warnings).toEqual([expect.stringMatching(/REMOTE_MARKETING_URL.*SUPABASE_ANON_KEY.*SITE_URL/)]);
  });

  it('accepts localhost, http and the demo key when given explicitly (the local topology)', () => {
    const result = load({
      SITE_URL: 'http://localhost:8080',
      SUPABASE_URL: 'http://localhost:54321',
      SUPABASE_ANON_KEY: localAnonKey,
      REMOTE_SERVICES_URL: 'http://localhost:8081/services/mf-manifest.json',
    });
    expect(result.ok && result.config.appConfig.remotes.services).toBe('http://localhost:8081/services/mf-manifest.json');
    expect(result.ok && result.config.appConfig.remotes.marketing).toBe(localAppConfig.remotes.marketing);
  });

  it('says so when there is nothing to fall back to', () => {
    expect(loadConfig({}, { localAppConfig: null })).toEqual({
      ok: false,
      problems: [expect.stringContaining('no built shell/dist/app-config.json')],
    });
  });

  it.each([
    [true, {}, 'pretty'],
    [false, {}, 'json'],
    [true, { LOG_FORMAT: 'json' }, 'json'],
  ])('logs readably only at a terminal (TTY %s, %j): %s', (isTTY, env, format) => {
    const result = loadConfig(env, { localAppConfig, isTTY });
    expect(result.ok && result.config.log.format).toBe(format);
  });
});

describe('releases from a discovery document (FRONTEND_DISCOVERY_URL, RELEASE_SECRET)', () => {
  const withoutRemotes = Object.fromEntries(Object.entries(production).filter(([name]) => !/^REMOTE_[A-Z]+_URL$/.test(name)));
  const releases = {
    ...withoutRemotes,
    FRONTEND_DISCOVERY_URL: 'https://cdn.example.com/discovery.json',
    RELEASE_SECRET: 'x'.repeat(32),
  };

  it('needs no REMOTE_<NAME>_URL in production, and serves no fixed remotes', () => {
    const result = load(releases);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.releases).toEqual({ discoveryUrl: releases.FRONTEND_DISCOVERY_URL, secret: releases.RELEASE_SECRET });
    expect(result.config.appConfig.remotes).toEqual({});
  });

  it('without it, the old rules stand: every REMOTE_<NAME>_URL is required in production', () => {
    expect(problemsOf(withoutRemotes)).toEqual(
      remoteVariables.map(({ variable }) => expect.stringMatching(new RegExp(`^${variable}: must be set`))),
    );
    const result = load(production);
    expect(result.ok && result.config.releases).toBeUndefined();
  });

  it.each([
    ['no secret', { RELEASE_SECRET: undefined }, 'RELEASE_SECRET: must be set'],
    ['a short secret', { RELEASE_SECRET: 'x'.repeat(31) }, 'RELEASE_SECRET: must be at least 32 characters'],
    ['an http document', { FRONTEND_DISCOVERY_URL: 'http://cdn.example.com/discovery.json' }, 'FRONTEND_DISCOVERY_URL: must use https'],
    [
      'a local document',
      { FRONTEND_DISCOVERY_URL: 'https://127.0.0.1/discovery.json' },
      'FRONTEND_DISCOVERY_URL: must not point at localhost',
    ],
    ['not a URL', { FRONTEND_DISCOVERY_URL: 'discovery.json' }, 'FRONTEND_DISCOVERY_URL: must be an http(s) URL'],
  ])('refuses %s in production', (_case, change, message) => {
    expect(problemsOf({ ...releases, ...change })).toContainEqual(expect.stringContaining(message));
  });

  it.each(['development', 'test'])('locally (NODE_ENV=%s) takes http and localhost, and a development secret with a warning', (mode) => {
    const result = load({ NODE_ENV: mode, FRONTEND_DISCOVERY_URL: 'http://localhost:8081/discovery.json' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.releases).toEqual({ discoveryUrl: 'http://localhost:8081/discovery.json', secret: developmentReleaseSecret });
    expect(result.config.releases!.secret.length).toBeGreaterThanOrEqual(32);
    expect(result.config.warnings).toContainEqual(expect.stringContaining('RELEASE_SECRET is not set'));
    expect(result.config.appConfig.remotes).toEqual({});
  });

  it.each([
    ['not set', undefined, 'NODE_ENV is not set'],
    ['staging', 'staging', 'NODE_ENV is "staging"'],
    ['Production (not exactly production)', 'Production', 'NODE_ENV is "Production"'],
  ])(
    'without RELEASE_SECRET, refuses to start when NODE_ENV is %s: the public development secret is for local starts only',
    (_case, mode, says) => {
      const env = { NODE_ENV: mode, FRONTEND_DISCOVERY_URL: 'http://localhost:8081/discovery.json' };
      const problems = problemsOf(env);
      expect(problems).toEqual([expect.stringMatching(/^RELEASE_SECRET: must be set .*only with NODE_ENV=development or test/)]);
      expect(problems[0]).toContain(says);
      expect(load({ ...env, RELEASE_SECRET: 'y'.repeat(32) }).ok).toBe(true);
    },
  );

  it('refuses a short secret locally too', () => {
    expect(problemsOf({ FRONTEND_DISCOVERY_URL: 'http://localhost:8081/discovery.json', RELEASE_SECRET: 'short' })).toEqual([
      expect.stringContaining('RELEASE_SECRET: must be at least 32'),
    ]);
  });

  it('says that REMOTE_<NAME>_URL are not read when both are set', () => {
    const result = load({ ...releases, REMOTE_SERVICES_URL: 'https://cdn.example.com/services/mf-manifest.json' });
    expect(result.ok && result.config.warnings).toContainEqual(expect.stringContaining('not read: REMOTE_SERVICES_URL'));
  });
});
