/**
 * `npm start`: the production composition on the fixed ports. Builds whatever is not built (or is
 * older than its sources), starts MailDev and the local Supabase stand-in, serves the shell and
 * the five remotes, and stops everything on Ctrl-C. `npm start -- --reset` empties the database.
 */
import { apps } from '../shared/build/apps.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { backendPorts, startBackend } from './lib/backend.ts';
import { buildApp, isBuildCurrent } from './lib/builds.ts';
import { stopAll } from './lib/processes.ts';

for (const app of apps) {
  if (isBuildCurrent(app)) continue;
  console.log(`Building ${app.workspace}…`);
  await buildApp(app);
}

const stop = (servers: Awaited<ReturnType<typeof serveApps>> = []) => {
  closeServers(servers);
  stopAll();
  process.exit(0);
};
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());

try {
  await startBackend({ reset: process.argv.includes('--reset') });
} catch (error) {
  console.error(String(error));
  stop();
}
const servers = await serveApps(apps);
process.removeAllListeners('SIGINT').removeAllListeners('SIGTERM');
process.on('SIGINT', () => stop(servers));
process.on('SIGTERM', () => stop(servers));

const shell = apps.find((app) => app.kind === 'host');
console.log(`
Meridian IT Services is running.

  Site                 http://localhost:${shell?.port}/
${apps
  .filter((app) => app.kind === 'remote')
  .map((app) => `  ${app.workspace.padEnd(20)} http://localhost:${app.port}/mf-manifest.json`)
  .join('\n')}
  Supabase (local)     http://localhost:${backendPorts.supabase}
  MailDev (e-mail)     http://localhost:${backendPorts.mailWeb}

  Demo logins (password DemoPass123!):
    demo@example.com     no second factor
    mfa@example.com      second factor on: the code arrives in MailDev
    other@example.com    no second factor

Press Ctrl-C to stop.`);
