/**
 * `npm start`: the production composition on the fixed ports. Builds whatever is not built (or is
 * older than its sources), starts MailDev and the local Supabase stand-in, serves the shell and
 * the five remotes, and stops everything on Ctrl-C. `npm start -- --reset` empties the database.
 */
import { apps } from '../shared/build/apps.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { backendPorts, startBackend } from './lib/backend.ts';
import { buildStale } from './lib/builds.ts';
import { launcher } from './lib/processes.ts';

// Run by a tool (the end-to-end tests' web server, CI) rather than at a terminal: the shell's
// server logs warnings and errors only, not a line per request (LOG_LEVEL still decides when set).
if (!process.stdout.isTTY) process.env.LOG_LEVEL ??= 'warn';

// Ctrl-C: the shell's servers drain, then every child gets SIGTERM (a second Ctrl-C: stop now).
launcher.stopOnSignals();

// The database and mail server start while the apps build.
try {
  await Promise.all([buildStale(), startBackend({ reset: process.argv.includes('--reset') })]);
} catch (error) {
  console.error(String(error));
  await launcher.shutdown(1);
}
const servers = await serveApps(apps);
launcher.onStop(() => closeServers(servers));

const shell = apps.find((app) => app.kind === 'host');
console.log(`
Meridian IT Services is running.

  Site                 http://localhost:${shell?.port}/
  Health and metrics   http://localhost:${process.env.METRICS_PORT || 9464}/readyz, /metrics
${apps
  .filter((app) => app.kind === 'remote')
  .map((app) => `  ${app.workspace.padEnd(20)} http://localhost:${app.port}/mf-manifest.json`)
  .join('\n')}
  Supabase (local)     http://localhost:${backendPorts.supabase}
  MailDev (e-mail)     http://localhost:${backendPorts.mailWeb}
  Mail worker          http://localhost:${backendPorts.mailWorkerOps}/readyz, /metrics

  Demo logins (password DemoPass123!):
    demo@example.com     no second factor
    mfa@example.com      second factor on: the code arrives in MailDev
    other@example.com    no second factor
    staff@example.com    staff: the workspace at /staff; code in MailDev

Press Ctrl-C to stop.`);
