import * as v from 'valibot';
import { isDemoKey, isLocalHost, jwtClaims } from '../../shared/ops/config-rules.ts';

/**
 * The worker's settings, from the environment only, checked at start. Every problem is listed
 * at once, each naming its variable. With NODE_ENV=production the values that only make sense on
 * a developer's machine are refused too (see `productionProblems`).
 */
export interface WorkerConfig {
  production: boolean;
  supabaseUrl: string;
  serviceRoleKey: string;
  smtp: { host: string; port: number; secure: boolean; user?: string; pass?: string };
  /** the From header, e.g. `Meridian IT Services <no-reply@example.com>` */
  from: string;
  /** the right-hand side of every Message-ID: MAIL_FROM's domain unless MAIL_MESSAGE_ID_DOMAIN says otherwise */
  messageIdDomain: string;
  pollMs: number;
  /** messages claimed per round (the database caps it at 100) */
  batchSize: number;
  ops: { host: string; port: number; token?: string };
  log: { level: string; format: 'json' | 'pretty' };
  /** how long a stop waits for the message being sent before giving up on it */
  shutdownGraceMs: number;
}

export type ConfigResult = { ok: true; config: WorkerConfig } | { ok: false; problems: string[] };

const meaning = {
  SUPABASE_URL: 'the project URL, https://<ref>.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: "the project's service_role key (never the anon key; keep it secret)",
  SMTP_HOST: 'the SMTP server',
  SMTP_PORT: 'its port, e.g. 465 or 587',
  MAIL_FROM: 'the From header, e.g. "Meridian IT Services <no-reply@example.com>"',
} as const;

const required = (name: keyof typeof meaning) => v.string(`${name} is missing: ${meaning[name]}`);

const wholeNumber = (name: string, rule: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, `${name} must be ${rule}`),
    v.transform(Number),
    v.minValue(min, `${name} must be ${rule}`),
    v.maxValue(max, `${name} must be ${rule}`),
  );

const port = (name: string) => wholeNumber(name, 'a port number', 1, 65_535);
const flag = (name: string) =>
  v.pipe(
    v.picklist(['true', 'false'], `${name} must be true or false`),
    v.transform((value) => value === 'true'),
  );

/** `Name <address>` or a bare address: the address's domain, lower-cased, or undefined. */
export function addressDomain(from: string): string | undefined {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from;
  const match = /^[^\s@<>]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})$/.exec(address.trim());
  return match?.[1]?.toLowerCase();
}

const schema = v.object({
  NODE_ENV: v.optional(v.string(), 'development'),
  SUPABASE_URL: v.pipe(required('SUPABASE_URL'), v.url('SUPABASE_URL must be a URL, e.g. https://<ref>.supabase.co')),
  SUPABASE_SERVICE_ROLE_KEY: required('SUPABASE_SERVICE_ROLE_KEY'),
  SMTP_HOST: required('SMTP_HOST'),
  SMTP_PORT: v.pipe(required('SMTP_PORT'), port('SMTP_PORT')),
  SMTP_SECURE: v.optional(flag('SMTP_SECURE'), 'false'),
  SMTP_USER: v.optional(v.string()),
  SMTP_PASS: v.optional(v.string()),
  MAIL_FROM: v.pipe(
    required('MAIL_FROM'),
    v.check(
      (value) => addressDomain(value) !== undefined,
      'MAIL_FROM must hold an address with a domain, e.g. "Meridian <no-reply@example.com>"',
    ),
  ),
  MAIL_MESSAGE_ID_DOMAIN: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9.-]+\.[A-Za-z]{2,}$/, 'MAIL_MESSAGE_ID_DOMAIN must be a domain name, e.g. example.com')),
  ),
  POLL_MS: v.optional(wholeNumber('POLL_MS', 'a whole number of milliseconds, at least 100', 100, 3_600_000), '2000'),
  BATCH_SIZE: v.optional(wholeNumber('BATCH_SIZE', 'a whole number from 1 to 100', 1, 100), '20'),
  WORKER_OPS_HOST: v.optional(v.string(), '127.0.0.1'),
  WORKER_OPS_PORT: v.optional(port('WORKER_OPS_PORT'), '9465'),
  WORKER_OPS_TOKEN: v.optional(v.string()),
  LOG_LEVEL: v.optional(
    v.picklist(
      ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'],
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent',
    ),
    'info',
  ),
  LOG_FORMAT: v.optional(v.picklist(['json', 'pretty'], 'LOG_FORMAT must be json or pretty'), 'json'),
  SHUTDOWN_GRACE_MS: v.optional(wholeNumber('SHUTDOWN_GRACE_MS', 'a whole number of milliseconds up to 600000', 0, 600_000), '25000'),
});

/**
 * What production refuses although it parses: a project on this machine or reached without TLS,
 * the Supabase CLI's public demo keys (or any key that is not the service role's), an SMTP server
 * without a login, development log output.
 */
function productionProblems(env: Record<string, string>): string[] {
  const problems: string[] = [];
  const url = URL.canParse(env.SUPABASE_URL ?? '') ? new URL(env.SUPABASE_URL!) : undefined;
  if (url && url.protocol !== 'https:') problems.push('SUPABASE_URL must use https in production');
  if (url && isLocalHost(url.hostname))
    problems.push(`SUPABASE_URL points at this machine (${url.hostname}); production needs the hosted project's URL`);
  const key = env.SUPABASE_SERVICE_ROLE_KEY;
  const claims = key ? jwtClaims(key) : null;
  if (key && isDemoKey(key))
    problems.push("SUPABASE_SERVICE_ROLE_KEY is the Supabase CLI's public demo key; production needs the project's own service_role key");
  else if (claims && claims.role !== 'service_role') problems.push('SUPABASE_SERVICE_ROLE_KEY is not a service_role key');
  if (!env.SMTP_USER || !env.SMTP_PASS)
    problems.push('SMTP_USER and SMTP_PASS must be set in production: the mail server must know who sends');
  if (env.LOG_FORMAT === 'pretty') problems.push('LOG_FORMAT must be json in production (pretty output needs a development package)');
  return problems;
}

export function parseConfig(rawEnv: NodeJS.ProcessEnv): ConfigResult {
  // An empty value counts as unset, so `SMTP_USER=` in a file means "no login".
  const env: Record<string, string> = {};
  for (const [name, value] of Object.entries(rawEnv)) if (value !== undefined && value.trim() !== '') env[name] = value.trim();

  const problems: string[] = [];
  const parsed = v.safeParse(schema, env, { abortEarly: false });
  if (!parsed.success)
    for (const issue of parsed.issues) {
      // valibot reports an absent key with its own wording: name the variable and what it is.
      const name = issue.path?.[0]?.key;
      problems.push(
        issue.input === undefined && typeof name === 'string' && name in meaning
          ? `${name} is missing: ${meaning[name as keyof typeof meaning]}`
          : issue.message,
      );
    }
  if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) problems.push('SMTP_USER and SMTP_PASS go together: set both or neither');
  const production = env.NODE_ENV === 'production';
  if (production) problems.push(...productionProblems(env));
  if (!parsed.success || problems.length > 0) return { ok: false, problems: [...new Set(problems)] };

  const out = parsed.output;
  return {
    ok: true,
    config: {
      production,
      supabaseUrl: out.SUPABASE_URL,
      serviceRoleKey: out.SUPABASE_SERVICE_ROLE_KEY,
      smtp: { host: out.SMTP_HOST, port: out.SMTP_PORT, secure: out.SMTP_SECURE, user: out.SMTP_USER, pass: out.SMTP_PASS },
      from: out.MAIL_FROM,
      messageIdDomain: out.MAIL_MESSAGE_ID_DOMAIN?.toLowerCase() ?? addressDomain(out.MAIL_FROM)!,
      pollMs: out.POLL_MS,
      batchSize: out.BATCH_SIZE,
      ops: { host: out.WORKER_OPS_HOST, port: out.WORKER_OPS_PORT, token: out.WORKER_OPS_TOKEN },
      log: { level: out.LOG_LEVEL, format: out.LOG_FORMAT },
      shutdownGraceMs: out.SHUTDOWN_GRACE_MS,
    },
  };
}
