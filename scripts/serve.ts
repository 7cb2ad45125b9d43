/**
 * Serves built apps on their fixed ports: `node scripts/serve.ts` serves all six;
 * `node scripts/serve.ts mf-services` serves one (how a team runs its deployment alone).
 * APP_CONFIG_FILE=/path/app-config.json points the shell at other remotes or a hosted Supabase.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import { apps, appByWorkspace } from '../shared/build/apps.ts';
import { createStaticServer } from '../server/static-server.ts';

const root = path.resolve(import.meta.dirname, '..');
const selected = process.argv.length > 2 ? process.argv.slice(2).map(appByWorkspace) : [...apps];

const servers: Server[] = [];
for (const app of selected) {
  const distDir = path.join(root, app.workspace, 'dist');
  const entry = app.kind === 'host' ? 'index.html' : 'mf-manifest.json';
  if (!fs.existsSync(path.join(distDir, entry))) {
    console.error(`${app.workspace} is not built (${path.join(distDir, entry)} is missing). Run: npm run build -w ${app.workspace}`);
    process.exit(1);
  }
  const server = createStaticServer({ app, distDir, appConfigFile: app.kind === 'host' ? process.env.APP_CONFIG_FILE : undefined });
  servers.push(
    server.listen(app.port, () => {
      console.log(`  ${app.workspace.padEnd(13)} http://localhost:${app.port}/`);
    }),
  );
}

function stop() {
  for (const server of servers) server.close();
  // Keep-alive connections would hold the process open.
  for (const server of servers) server.closeAllConnections();
  process.exit(0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
