/**
 * Serves built apps on their fixed ports: `node server/serve.ts` serves all six;
 * `node server/serve.ts mf-services` serves one (how a team runs its deployment alone).
 * APP_CONFIG_FILE=/path/app-config.json points the shell at other remotes or a hosted Supabase.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { apps, appByWorkspace, type AppDefinition } from '../shared/build/apps.ts';
import { createStaticServer } from './static-server.ts';

const root = path.resolve(import.meta.dirname, '..');

export async function serveApps(selected: readonly AppDefinition[]): Promise<Server[]> {
  // React's production build for server rendering (the development one is several times slower).
  process.env.NODE_ENV ??= 'production';
  return Promise.all(
    selected.map((app) => {
      const distDir = path.join(root, app.workspace, 'dist');
      if (!fs.existsSync(distDir)) throw new Error(`${app.workspace} is not built. Run: npm run build -w ${app.workspace}`);
      const server = createStaticServer({ app, distDir, appConfigFile: app.kind === 'host' ? process.env.APP_CONFIG_FILE : undefined });
      return new Promise<Server>((resolve, reject) => {
        const listening = server.listen(app.port, () => resolve(listening));
        listening.on('error', (error) => reject(new Error(`${app.workspace} cannot listen on port ${app.port}: ${error.message}`)));
      });
    }),
  );
}

export function closeServers(servers: readonly Server[]): void {
  for (const server of servers) {
    server.close();
    // Keep-alive connections would otherwise hold the process open.
    server.closeAllConnections();
  }
}

if (import.meta.main) {
  const selected = process.argv.length > 2 ? process.argv.slice(2).map(appByWorkspace) : apps;
  const servers = await serveApps(selected);
  for (const app of selected) console.log(`  ${app.workspace.padEnd(13)} http://localhost:${app.port}/`);
  const stop = () => {
    closeServers(servers);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
