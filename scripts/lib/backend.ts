import path from 'node:path';
import { repoRoot } from './builds.ts';
import { startProcess } from './processes.ts';

export const backendPorts = { supabase: 54321, mailWeb: 54324, smtp: 54325 } as const;

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
 * MailDev (catches every e-mail) and the local Supabase stand-in, as child processes that stop
 * with this one. Resolves once both answer.
 */
export async function startBackend({ reset = false }: { reset?: boolean } = {}): Promise<void> {
  startProcess('maildev', path.join(repoRoot, 'node_modules/.bin/maildev'), [
    '--smtp',
    String(backendPorts.smtp),
    '--web',
    String(backendPorts.mailWeb),
    '--ip',
    '127.0.0.1',
    '--silent',
  ]);
  startProcess('supabase', process.execPath, [path.join(repoRoot, 'local-supabase/src/main.ts'), ...(reset ? ['--reset'] : [])], {
    cwd: repoRoot,
  });
  await Promise.all([
    waitFor(`http://127.0.0.1:${backendPorts.mailWeb}/healthz`, 'MailDev'),
    waitFor(`http://127.0.0.1:${backendPorts.supabase}/health`, 'local Supabase'),
  ]);
}
