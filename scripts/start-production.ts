/**
 * `npm run start:production`: the production topology on this machine (deploy/nginx/,
 * docs/decisions/0014-production-topology.md). Builds whatever is stale, starts MailDev, the
 * Supabase stand-in and the mail worker (as `npm start` does), publishes every remote's build to
 * nginx's static origin (:8081) as its first release (docs/releases.md), starts N instances of the shell's server (`node server/main.ts`,
 * :3100, :3101, ...; ops ports :9470, :9471, ...) behind nginx's load balancer and shared cache
 * (:8080), prints the URLs and stops everything on Ctrl-C.
 *
 *   npm run start:production                    two instances
 *   npm run start:production -- --instances 3  three
 *   npm run start:production -- --reset        an empty database, as `npm start -- --reset`
 *
 * It uses the stand-in's ports, so it runs instead of `npm start`, not beside it.
 */
import os from 'node:os';
import path from 'node:path';
import { backendPorts, startBackend } from './lib/backend.ts';
import { buildStale } from './lib/builds.ts';
import { launcher } from './lib/processes.ts';
import { localAnonKey, startTopology, topologyPorts, type Topology } from './lib/topology.ts';

const argument = (name: string) => {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
};
const count = Number(argument('--instances') ?? 2);
if (!Number.isInteger(count) || count < 1 || count > 10) {
  console.error('--instances takes a whole number from 1 to 10');
  process.exit(1);
}
const runDir = path.join(os.tmpdir(), 'meridian-topology');

let topology: Topology | undefined;
// Ctrl-C: the instances drain and nginx stops, then the other children (a second Ctrl-C: stop now).
launcher.onStop(() => topology?.stop());
launcher.stopOnSignals();

try {
  await Promise.all([buildStale(), startBackend({ reset: process.argv.includes('--reset') })]);
  topology = await startTopology({
    runDir,
    instances: Array.from({ length: count }, (_, index) => ({
      port: topologyPorts.instances[0] + index,
      opsPort: topologyPorts.ops[0] + index,
    })),
    supabaseUrl: `http://localhost:${backendPorts.supabase}`,
    supabaseAnonKey: localAnonKey(),
    output: 'files',
  });
} catch (error) {
  console.error(String(error));
  await launcher.shutdown(1);
}

const logs = path.join(runDir, 'logs');
console.log(`
Meridian IT Services is running as in production: nginx in front of ${count} server instance${count === 1 ? '' : 's'}.

  Site (nginx: load balancer + shared cache)  ${topology!.siteUrl}/
  Remotes (nginx: static origin)              ${topology!.originUrl}/<remote>/<version>/mf-manifest.json
  Releases (the servers read it every 2 s)    ${topology!.originUrl}/discovery.json
${topology!.instances
  .map(
    ({ port, opsPort }) =>
      `  Server instance                             http://127.0.0.1:${port}/  (ops: http://127.0.0.1:${opsPort}/readyz, /metrics)`,
  )
  .join('\n')}
  Supabase (local)                            http://localhost:${backendPorts.supabase}
  MailDev (e-mail)                            http://localhost:${backendPorts.mailWeb}

  Logs: ${logs}/ (access.log and nginx.log from nginx, server-<port>.log from each instance)
  Each answer of the site says X-Cache-Status (nginx's cache) and X-Upstream (the instance).

  To release a remote to this topology (docs/releases.md), in another terminal:
${Object.entries(topology!.releaseEnv)
  .map(([name, value]) => `    export ${name}=${value}`)
  .join('\n')}
    npm run build -w mf-support && npm run release -w mf-support -- publish

Press Ctrl-C to stop.`);
