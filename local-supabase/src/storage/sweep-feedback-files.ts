/**
 * Removes a hosted project's feedback files that no feedback names an hour after their upload:
 * `npm run sweep-feedback-files -w local-supabase` (every SWEEP_PERIOD_MS, default 10 minutes), or
 * with `-- --once` for one sweep (from a scheduler, e.g. cron every 10 minutes). Configured by
 * environment variables only. Several at once are safe (removing a name twice removes it once).
 * The local stand-in runs the same sweep itself.
 */
import { serviceClient } from '../service-jobs.ts';
import { startFeedbackSweeper, sweepFeedbackFiles } from './feedback-sweeper.ts';

const required = {
  SUPABASE_URL: 'the project URL, https://<ref>.supabase.co',
  SUPABASE_SERVICE_ROLE_KEY: "the project's service_role key (never the anon key; keep it secret)",
} as const;

const env = process.env;
const problems = Object.entries(required)
  .filter(([name]) => !env[name]?.trim())
  .map(([name, meaning]) => `  ${name} is missing: ${meaning}`);
const periodMs = Number(env.SWEEP_PERIOD_MS || 10 * 60 * 1000);
if (env.SWEEP_PERIOD_MS && !(Number.isInteger(periodMs) && periodMs >= 1000))
  problems.push('  SWEEP_PERIOD_MS must be a whole number of milliseconds, at least 1000');
if (problems.length > 0) {
  console.error(`sweep-feedback-files: not started, because\n${problems.join('\n')}`);
  process.exit(1);
}

if (process.argv.includes('--once')) {
  try {
    const removed = await sweepFeedbackFiles(serviceClient(env.SUPABASE_URL!, env.SUPABASE_SERVICE_ROLE_KEY!));
    console.log(`sweep-feedback-files: removed ${removed} file(s) no feedback names`);
  } catch (error) {
    console.error(`sweep-feedback-files: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
} else {
  const sweeper = startFeedbackSweeper({ supabaseUrl: env.SUPABASE_URL!, serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!, periodMs });
  console.log(`sweep-feedback-files: sweeping ${env.SUPABASE_URL}'s feedback files every ${periodMs} ms`);
  const stop = () => void sweeper.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
