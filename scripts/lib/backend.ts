import path from 'node:path';
import { repoRoot } from './builds.ts';
import { localServiceRoleKey } from '../../local-supabase/src/config.ts';
import { launcher } from './processes.ts';

export const backendPorts = { supabase: 54321, mailWeb: 54324, smtp: 54325, mailWorkerOps: 9465 } as const;

/**
 * The mail worker's settings against the stand-in and MailDev: the same variables a hosted
 * deployment sets (docs/deploy.md, "Environment of the mail worker"), with the stand-in's public demo key.
 */
export const localMailWorkerEnv = {
  SUPABASE_URL: `http://127.0.0.1:${backendPorts.supabase}`,
  SUPABASE_SERVICE_ROLE_KEY: localServiceRoleKey,
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: String(backendPorts.smtp),
  MAIL_FROM: 'Meridian IT Services <no-reply@meridian-it.example>',
  POLL_MS: '500',
  WORKER_OPS_PORT: String(backendPorts.mailWorkerOps),
  LOG_FORMAT: 'pretty',
} as const;

async function waitFor(url: string, label: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${label} did not start within ${timeoutMs / 1000} s (${url})`);
}

/**
 * MailDev (catches every e-mail), the local Supabase stand-in and the mail worker (delivers the
 * outbox to MailDev), as child processes that stop with this one (and stop it if one of them crashes). Resolves once all three answer
 * (the worker once it claimed through the stand-in's API: its /readyz).
 */
export async function startBackend({ reset = false }: { reset?: boolean } = {}): Promise<void> {
  launcher.start('maildev', path.join(repoRoot, 'node_modules/.bin/maildev'), [
    '--smtp',
    String(backendPorts.smtp),
    '--web',
    String(backendPorts.mailWeb),
    '--ip',
    '127.0.0.1',
    '--silent',
  ]);
  launcher.start('supabase', process.execPath, [path.join(repoRoot, 'local-supabase/src/main.ts'), ...(reset ? ['--reset'] : [])], {
    cwd: repoRoot,
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${backendPorts.mailWeb}/healthz`, 'MailDev'),
    waitFor(`http://127.0.0.1:${backendPorts.supabase}/health`, 'local Supabase'),
  ]);
  // After the stand-in answers, so its first claim round does not fail while migrations run.
  launcher.start('mail-worker', process.execPath, [path.join(repoRoot, 'mail-worker/src/main.ts')], {
    cwd: repoRoot,
    env: { NODE_ENV: 'development', ...localMailWorkerEnv },
  });
  await waitFor(`http://127.0.0.1:${backendPorts.mailWorkerOps}/readyz`, 'mail worker');
}
