/**
 * supabase/config.toml, what `supabase config push` sends to the hosted project: every production
 * value comes from the environment, every template it names exists, the Auth settings the product
 * depends on have the values docs/deploy.md gives, and they agree with what the stand-in enforces.
 */
import fs from 'node:fs';
import path from 'node:path';
import { defaultConfig } from '../config.ts';
import { templateKinds } from './auth-mail-templates.ts';
import { linkLifetimeSql } from './link-mail.ts';
import { findRepoRoot, parseToml, readSupabaseConfig, tableAt, type TomlTable, type TomlValue } from './supabase-config.ts';

const root = findRepoRoot();
const config = readSupabaseConfig(root);
const auth = tableAt(config, 'auth')!;
const email = tableAt(config, 'auth.email')!;
const rateLimit = tableAt(config, 'auth.rate_limit')!;
const standIn = defaultConfig();
const envPattern = /^env\(([A-Z0-9_]+)\)$/;

/** Every [dotted.key] with a string value, anywhere under `table`. */
function strings(table: TomlTable, prefix = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]: [string, TomlValue]) => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') return [[name, value] as [string, string]];
    if (Array.isArray(value)) return value.filter((item) => typeof item === 'string').map((item) => [name, item] as [string, string]);
    if (typeof value === 'object') return strings(value, name);
    return [];
  });
}

/** NAME=value lines of a dotenv file. */
function dotenv(file: string): Record<string, string> {
  return Object.fromEntries(
    fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => /^[A-Z0-9_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

const envNames = [...fs.readFileSync(path.join(root, 'supabase/config.toml'), 'utf8').matchAll(/"env\(([A-Z0-9_]+)\)"/g)].map((m) => m[1]!);

describe('production values', () => {
  it.each([
    'auth.site_url',
    'auth.additional_redirect_urls',
    'auth.email.smtp.enabled',
    'auth.email.smtp.host',
    'auth.email.smtp.port',
    'auth.email.smtp.user',
    'auth.email.smtp.pass',
    'auth.email.smtp.admin_email',
    'auth.email.smtp.sender_name',
  ])('%s comes from env()', (dotted) => {
    const table = tableAt(config, dotted.slice(0, dotted.lastIndexOf('.')))!;
    expect(table[dotted.slice(dotted.lastIndexOf('.') + 1)]).toMatch(envPattern);
  });

  it('names no local address anywhere in [auth] (the CLI would push it to the hosted project)', () => {
    const local = strings(auth, 'auth').filter(([, value]) => /localhost|127\.0\.0\.1|\[::1\]|http:\/\//.test(value));
    expect(local).toEqual([]);
  });

  it('has every variable it names set for a local `supabase start`, to the stand-in values', () => {
    const development = dotenv(path.join(root, 'supabase/.env.development'));
    expect(envNames.filter((name) => !(name in development))).toEqual([]);
    expect(development.SITE_URL).toBe(standIn.siteUrl);
    expect(development.AUTH_REDIRECT_URLS!.split(',')).toEqual(standIn.redirectAllowList);
    // Locally Auth mail goes to Inbucket; custom SMTP is for production.
    expect(development.SMTP_ENABLED).toBe('false');
  });

  it('documents every variable it names in docs/deploy.md', () => {
    const runbook = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
    expect(envNames.filter((name) => !runbook.includes(`\`${name}\``))).toEqual([]);
  });
});

describe('e-mail templates', () => {
  it('names a subject and an existing file under supabase/templates/ for each kind the product writes', () => {
    const listed = tableAt(config, 'auth.email.template')!;
    expect(Object.keys(listed).sort()).toEqual([...templateKinds].sort());
    for (const kind of templateKinds) {
      const entry = listed[kind] as TomlTable;
      expect(entry.subject).toEqual(expect.any(String));
      // Relative to the repository root, as the CLI resolves template paths.
      expect(entry.content_path).toBe(`./supabase/templates/${kind}.html`);
      expect(fs.existsSync(path.resolve(root, entry.content_path as string))).toBe(true);
    }
  });
});

describe('the Auth settings the product depends on (docs/deploy.md, "Auth settings")', () => {
  it.each<[string, TomlTable, string, TomlValue]>([
    ['confirmations', email, 'enable_confirmations', true],
    ['secure password change', email, 'secure_password_change', true],
    ['both addresses confirm a change', email, 'double_confirm_changes', true],
    ['refresh-token rotation', auth, 'enable_refresh_token_rotation', true],
    ['refresh-token reuse interval', auth, 'refresh_token_reuse_interval', 10],
    ['access-token lifetime', auth, 'jwt_expiry', 3600],
    ['code length', email, 'otp_length', 6],
    ['link and code lifetime', email, 'otp_expiry', 3600],
    ['one link e-mail per address per minute', email, 'max_frequency', '60s'],
    ['password length', auth, 'minimum_password_length', 8],
    ['sign-up', auth, 'enable_signup', true],
    ['no anonymous sign-in', auth, 'enable_anonymous_sign_ins', false],
    ['e-mails per hour', rateLimit, 'email_sent', 100],
    ['sign-ins and sign-ups per 5 minutes per address', rateLimit, 'sign_in_sign_ups', 60],
    ['phones confirmed on hosted (pushed as sms_autoconfirm unchanged)', tableAt(config, 'auth.sms')!, 'enable_confirmations', false],
  ])('%s', (_, table, key, value) => {
    expect(table[key]).toEqual(value);
  });

  it('match what the stand-in enforces', () => {
    expect(auth.jwt_expiry).toBe(standIn.accessTokenSeconds);
    expect(auth.refresh_token_reuse_interval).toBe(standIn.refreshTokenReuseSeconds);
    expect(auth.minimum_password_length).toBe(standIn.minPasswordLength);
    // max_frequency: one e-mail per address in the window.
    expect(standIn.rateLimits.linkMailPerEmail).toEqual({
      limit: 1,
      windowMs: Number(/^(\d+)s$/.exec(email.max_frequency as string)![1]) * 1000,
    });
    expect(standIn.rateLimits.signInPerIp).toEqual({ limit: rateLimit.sign_in_sign_ups, windowMs: 5 * 60_000 });
    expect(linkLifetimeSql).toBe(`interval '${(email.otp_expiry as number) / 3600} hour'`);
    // secure_password_change: GoTrue's fixed 24 hours (user.go UserUpdate), which the stand-in enforces too.
    expect(email.secure_password_change && standIn.reauthenticationAfterSeconds).toBe(24 * 3600);
  });
});

describe('the TOML reader', () => {
  it('reads the subset config.toml uses', () => {
    expect(parseToml(`# c\nk = "a\\"b#" # c\n[t.u]\nl = 'x\\y'\nn = -3\nb = false\narr = [\n  "p", # c\n  "q",\n]\n`)).toEqual({
      k: 'a"b#',
      t: { u: { l: 'x\\y', n: -3, b: false, arr: ['p', 'q'] } },
    });
  });

  it.each([
    ['k = { a = 1 }', 'unsupported value'],
    ['k = 1.5', 'unsupported value'],
    ['k = """x"""', 'multi-line strings'],
    ['[[t]]', 'unsupported table header'],
    ['k = 1\nk = 2', 'duplicate key'],
    ['k = "x" y', 'unexpected text'],
  ])('refuses %s', (source, message) => {
    expect(() => parseToml(source)).toThrow(message);
  });
});

describe('docs/deploy.md', () => {
  // Read as text: the two schemas belong to other workspaces, and only their variable names matter here.
  const runbook = fs.readFileSync(path.join(root, 'docs/deploy.md'), 'utf8');
  const serverConfig = fs.readFileSync(path.join(root, 'server/config.ts'), 'utf8');
  const workerConfig = fs.readFileSync(path.join(root, 'mail-worker/src/config.ts'), 'utf8');
  const serverVariables = [
    ...[.../export const configVariables = \[([\s\S]*?)\] as const/.exec(serverConfig)![1]!.matchAll(/'([A-Z_]+)'/g)].map((m) => m[1]!),
    ...['MARKETING', 'SERVICES', 'INSIGHTS', 'SUPPORT', 'PORTAL'].map((remote) => `REMOTE_${remote}_URL`),
  ];
  const workerVariables = [.../const schema = v\.object\(\{([\s\S]*?)\n\}\);/.exec(workerConfig)![1]!.matchAll(/^ {2}([A-Z_]+):/gm)].map(
    (m) => m[1]!,
  );

  it.each([
    ['the shell server', serverVariables],
    ['the mail worker', workerVariables],
  ])('has a row for every variable %s reads', (_, variables) => {
    expect(variables.length).toBeGreaterThan(10);
    expect(variables.filter((name) => !runbook.includes(`\`${name}\``))).toEqual([]);
  });
});
