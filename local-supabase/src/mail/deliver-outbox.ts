/**
 * Delivers a hosted project's mail outbox (MFA codes and notices queued by the database):
 * `npm run deliver-outbox -w local-supabase`, configured by environment variables only. Run it
 * wherever a long-lived process may run; several at once are safe (claims are leased). The local
 * stand-in runs the same worker itself.
 */
import { startOutboxWorker } from './outbox-worker.ts';

const required = {
  SUPABASE_URL: 'the project URL, https://<ref>.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: "the project's service_role key (never the anon key; keep it secret)",
  SMTP_HOST: 'the SMTP server',
  SMTP_PORT: 'its port, e.g. 465 or 587',
  MAIL_FROM: 'the From header, e.g. "Meridian IT Services <no-reply@example.com>"',
} as const;
// Optional: SMTP_USER and SMTP_PASS (a relay may need no login), SMTP_SECURE (true for TLS from
// the start on port 465; default false, STARTTLS when offered), POLL_MS (default 2000).

const env = process.env;
const problems = Object.entries(required)
  .filter(([name]) => !env[name]?.trim())
  .map(([name, meaning]) => `  ${name} is missing: ${meaning}`);
if (Boolean(env.SMTP_USER) !== Boolean(env.SMTP_PASS)) problems.push('  SMTP_USER and SMTP_PASS go together: set both or neither');
const port = Number(env.SMTP_PORT);
const pollMs = Number(env.POLL_MS || 2000);
if (env.SMTP_PORT && !(Number.isInteger(port) && port > 0 && port < 65536)) problems.push('  SMTP_PORT must be a port number');
if (env.SMTP_SECURE && !['true', 'false'].includes(env.SMTP_SECURE)) problems.push('  SMTP_SECURE must be true or false');
if (env.POLL_MS && !(Number.isInteger(pollMs) && pollMs >= 100))
  problems.push('  POLL_MS must be a whole number of milliseconds, at least 100');
if (problems.length > 0) {
  console.error(`deliver-outbox: not started, because\n${problems.join('\n')}`);
  process.exit(1);
}

const worker = startOutboxWorker({
  supabaseUrl: env.SUPABASE_URL!,
  serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
  smtp: { host: env.SMTP_HOST!, port, secure: env.SMTP_SECURE === 'true', user: env.SMTP_USER, pass: env.SMTP_PASS },
  from: env.MAIL_FROM!,
  pollMs,
});
console.log(`deliver-outbox: delivering ${env.SUPABASE_URL}'s outbox through ${env.SMTP_HOST}:${port} every ${pollMs} ms`);

const stop = () => void worker.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
