/**
 * Serves built apps on their local ports: `node server/serve.ts` serves all six (the composition
 * `npm start` and the end-to-end tests run); `node server/serve.ts mf-services` serves one (how a
 * team runs its deployment alone). The shell is started exactly as in production (server/main.ts:
 * configuration from the environment, with the local defaults when unset; logs; metrics and
 * probes on METRICS_PORT, 9464; drain). The remotes' Node static servers are for development
 * only: in production their files are on a static host (deploy/).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { apps, appByWorkspace, type AppDefinition } from '../shared/build/apps.ts';
import type { Lifecycle } from '../shared/ops/lifecycle.ts';
import { configProblemsMessage, loadConfig, readLocalAppConfig } from './config.ts';
import { startShell } from './main.ts';
import { createStaticServer } from './static-server.ts';

const root = path.resolve(import.meta.dirname, '..');

/** The shell's drain, for closeServers. */
const drains = new WeakMap<Server, Lifecycle>();

export async function serveApps(selected: readonly AppDefinition[]): Promise<Server[]> {
  for (const app of selected) {
    const distDir = path.join(root, app.workspace, 'dist');
    if (!fs.existsSync(distDir)) throw new Error(`${app.workspace} is not built. Run: npm run build -w ${app.workspace}`);
  }
  // The remotes first: the shell reads their route manifests before it reports ready.
  const remotes = await Promise.all(
    selected
      .filter((app) => app.kind === 'remote')
      .map((app) => {
        const server = createStaticServer({ app, distDir: path.join(root, app.workspace, 'dist') });
        return new Promise<Server>((resolve, reject) => {
          const listening = server.listen(app.port, () => resolve(listening));
          listening.on('error', (error) => reject(new Error(`${app.workspace} cannot listen on port ${app.port}: ${error.message}`)));
        });
      }),
  );
  const shellApp = selected.find((app) => app.kind === 'host');
  if (!shellApp) return remotes;
  const distDir = path.join(root, shellApp.workspace, 'dist');
  const result = loadConfig(process.env, { localAppConfig: readLocalAppConfig(distDir) });
  if (!result.ok) throw new Error(configProblemsMessage(result.problems));
  // The composition's own stop (closeServers) drains the shell, then stops the rest.
  const shell = await startShell(result.config, { distDir, signals: [], exit: () => {} });
  drains.set(shell.server, shell.lifecycle);
  return [shell.server, ...remotes];
}

/** Stops the servers: the shell drains (requests in flight finish), the remotes close at once. */
export async function closeServers(servers: readonly Server[]): Promise<void> {
  await Promise.all(
    servers.map(async (server) => {
      const lifecycle = drains.get(server);
      if (lifecycle) return lifecycle.shutdown('stop');
      server.close();
      // Keep-alive connections would otherwise hold the process open.
      server.closeAllConnections();
    }),
  );
}

if (import.meta.main) {
  const selected = process.argv.length > 2 ? process.argv.slice(2).map(appByWorkspace) : apps;
  const servers = await serveApps(selected);
  for (const app of selected) console.log(`  ${app.workspace.padEnd(13)} http://localhost:${app.port}/`);
  let stopping = false;
  const stop = async () => {
    if (stopping) process.exit(1);
    stopping = true;
    await closeServers(servers);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
