/**
 * `npm start`: the production composition on the fixed ports. Builds whatever is not built (or is
 * older than its sources), serves the shell and the five remotes, and stops everything on Ctrl-C.
 */
import { apps } from '../shared/build/apps.ts';
import { closeServers, serveApps } from '../server/serve.ts';
import { buildApp, isBuildCurrent } from './lib/builds.ts';

for (const app of apps) {
  if (isBuildCurrent(app)) continue;
  console.log(`Building ${app.workspace}…`);
  await buildApp(app);
}

const servers = await serveApps(apps);
const shell = apps.find((app) => app.kind === 'host');
console.log(`
Meridian IT Services is running.

  Site            http://localhost:${shell?.port}/
${apps
  .filter((app) => app.kind === 'remote')
  .map((app) => `  ${app.workspace.padEnd(15)} http://localhost:${app.port}/mf-manifest.json`)
  .join('\n')}

Press Ctrl-C to stop.`);

const stop = () => {
  closeServers(servers);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
