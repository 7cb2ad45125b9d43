/**
 * The local Supabase stand-in: `node local-supabase/src/main.ts [--reset] [--port 54321]`.
 * Persists under .data/local-supabase (git-ignored; Storage's object bytes in its storage/
 * folder, which PGlite leaves alone); --reset starts from an empty database and no objects
 * (migrations and seed run again).
 */
import fs from 'node:fs';
import path from 'node:path';
import { clientLimitScale, defaultConfig, scaleClientLimits } from './config.ts';
import { openDatabase, sqlLocations } from './db/database.ts';
import { createStandInServer } from './http/server.ts';
import { startFeedbackSweeper } from './storage/feedback-sweeper.ts';
import { removeUnreferencedFiles } from './storage/storage-db.ts';

const args = process.argv.slice(2);
const portArg = args.indexOf('--port');
const port = portArg >= 0 ? Number(args[portArg + 1]) : Number(process.env.LOCAL_SUPABASE_PORT ?? 54321);
const dataDir = process.env.LOCAL_SUPABASE_DATA ?? path.resolve(import.meta.dirname, '../../.data/local-supabase');
const smtpPort = Number(process.env.LOCAL_SUPABASE_SMTP_PORT ?? 54325);

if (args.includes('--reset')) fs.rmSync(dataDir, { recursive: true, force: true });

const started = performance.now();
let limitScale: number;
try {
  limitScale = clientLimitScale(process.env.LOCAL_SUPABASE_CLIENT_LIMIT_SCALE);
} catch (error) {
  console.error(`local-supabase: ${(error as Error).message}`);
  process.exit(2);
}
const config = defaultConfig({
  port,
  dataDir,
  storageDir: path.join(dataDir, 'storage'),
  smtp: { ...defaultConfig().smtp, port: smtpPort },
  rateLimits: scaleClientLimits(defaultConfig().rateLimits, limitScale),
});
const { database, migrationsApplied, seeded } = await openDatabase(
  config.dataDir,
  sqlLocations(path.resolve(import.meta.dirname, '../..')),
);
const { server, objects } = createStandInServer(config, database);
// Files a crash left without a committed row (no upload is under way yet).
await removeUnreferencedFiles(database, objects);

await new Promise<void>((resolve, reject) => {
  server.once('error', reject);
  server.listen(port, '127.0.0.1', resolve);
});
// The outbox is delivered as on a hosted project: by the mail worker, a process of its own
// (mail-worker/; `npm start` runs it beside this one), through this server's API with the
// service-role key. The stand-in itself sends no mail.
// Feedback files no feedback names are removed an hour after their upload, as on a hosted project
// (`npm run sweep-feedback-files`): through this server's API with the service-role key. Every
// 10 minutes, so an orphan lives at most 1 h 10 min.
const sweeper = startFeedbackSweeper({
  supabaseUrl: `http://127.0.0.1:${port}`,
  serviceRoleKey: config.serviceRoleKey,
  periodMs: 10 * 60 * 1000,
});
console.log(
  `local-supabase on http://localhost:${port} (${Math.round(performance.now() - started)} ms)` +
    (migrationsApplied.length ? `; applied ${migrationsApplied.join(', ')}` : '') +
    (seeded ? '; seeded demo data' : ''),
);

// Keep serving whatever one request does; the error is logged.
process.on('uncaughtException', (error) => console.error('local-supabase: uncaught', error));
process.on('unhandledRejection', (error) => console.error('local-supabase: unhandled rejection', error));

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  // The sweeper first: it finishes its round through the server.
  await sweeper.stop();
  server.close();
  server.closeAllConnections();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
