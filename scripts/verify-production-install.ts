/**
 * Proves the shell's server runs from a production install (`npm ci --omit=dev` on the built
 * output, without development tooling, runs the shell server): copies the repository's tracked
 * files and the built shell (shell/dist) into a temporary folder, runs `npm ci --omit=dev` there,
 * checks that no development tooling came with it, starts `node server/main.ts` with a complete
 * production configuration (NODE_ENV=production, https URLs that need not resolve) and asks for
 * /healthz, /readyz and a page, which renders with the remote's Retry since no remote answers.
 *
 * `node scripts/verify-production-install.ts` (the shell must be built: npm run build -w shell).
 * `--keep` leaves the folder for a look. Exits 1 with the reason on any failure.
 */
import { execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { publicKeyToBase64 } from '../shared/build/server-bundle-integrity.ts';

const root = path.resolve(import.meta.dirname, '..');
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const step = (text: string) => console.log(`[${elapsed()}] ${text}`);

/** Tooling only a build or a test needs: none of it may be installed. */
const devOnly = ['webpack', 'jest', 'ts-jest', 'eslint', 'prettier', '@playwright/test', 'pino-pretty', 'tailwindcss', 'lighthouse'];

function get(port: number, requestPath: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: requestPath, agent: false, timeout: 15_000 }, (res) => {
        let body = '';
        res.on('data', (chunk: Buffer) => (body += chunk.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject)
      .on('timeout', function (this: http.ClientRequest) {
        this.destroy(new Error(`${requestPath}: no answer within 15 s`));
      });
  });
}

/** The server's warnings and errors, without the routine ones (each remote is down here, on purpose). */
const lastLines = (output: string) =>
  output
    .split('\n')
    .filter((line) => line && !line.includes('route manifest unreadable'))
    .slice(-15)
    .join('\n');

async function main(): Promise<void> {
  const shellDist = path.join(root, 'shell', 'dist');
  if (!fs.existsSync(path.join(shellDist, 'server', 'entry.json'))) throw new Error('The shell is not built. Run: npm run build -w shell');

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'production-install-'));
  step(`copying the tracked files and shell/dist to ${dir}`);
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  for (const file of tracked) {
    const from = path.join(root, file);
    // A tracked file deleted in the working tree is not part of what would be deployed.
    if (!fs.existsSync(from)) continue;
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.copyFileSync(from, path.join(dir, file));
  }
  fs.cpSync(shellDist, path.join(dir, 'shell', 'dist'), { recursive: true });

  step('npm ci --omit=dev');
  execFileSync('npm', ['ci', '--omit=dev', '--prefer-offline', '--no-audit', '--no-fund'], {
    cwd: dir,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  });
  const present = devOnly.filter((name) => fs.existsSync(path.join(dir, 'node_modules', name)));
  if (present.length > 0) throw new Error(`development tooling was installed: ${present.join(', ')}`);
  step(`no development tooling installed (checked: ${devOnly.join(', ')})`);
  // npm keeps a development package that a production one names as an optional peer ("devOptional"
  // in the lock: typescript, an optional peer of valibot and i18next). They are removed here, so the
  // start below proves the server never loads them; `npm ci --omit=dev --omit=optional` leaves them out.
  const lock = JSON.parse(fs.readFileSync(path.join(dir, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { devOptional?: boolean }>;
  };
  const optionalPeers = Object.entries(lock.packages)
    .filter(([location, entry]) => entry.devOptional && fs.existsSync(path.join(dir, location)))
    .map(([location]) => location);
  for (const location of optionalPeers) fs.rmSync(path.join(dir, location), { recursive: true, force: true });
  if (fs.existsSync(path.join(dir, 'node_modules', 'typescript'))) throw new Error('typescript is installed as a production dependency');
  step(
    `removed development packages kept only as optional peers: ${optionalPeers.map((location) => location.replace(/^.*node_modules\//, '')).join(', ') || 'none'}`,
  );

  const port = 39_100 + Math.floor(Math.random() * 500);
  const opsPort = port + 1_000;
  const remotes = ['marketing', 'services', 'insights', 'support', 'portal'];
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    METRICS_PORT: String(opsPort),
    SITE_URL: 'https://www.example.com',
    // .invalid never resolves (RFC 2606): every remote is down, and the pages say so with Retry.
    ...Object.fromEntries(
      remotes.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `https://${name}.cdn.example.invalid/mf-manifest.json`]),
    ),
    SUPABASE_URL: 'https://project.supabase.example.invalid',
    SUPABASE_ANON_KEY: 'sb_publishable_production-install-check',
    METRICS_TOKEN: 'production-install-check-token',
    // Required in production; no bundle is signed here, and none is reachable anyway.
    REMOTE_BUNDLE_PUBLIC_KEYS: `*:${publicKeyToBase64(crypto.generateKeyPairSync('ed25519').publicKey)}`,
    LOG_LEVEL: 'warn',
  };
  step(`node server/main.ts (NODE_ENV=production) on port ${port}, ops port ${opsPort}`);
  // The Node the install would run with: the one running this script (Node 22, which runs .ts).
  const server = spawn(process.execPath, ['server/main.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => server.on('close', resolve));
  // Stopped from outside (Ctrl-C): the server goes too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      server.kill('SIGKILL');
      process.exit(1);
    });
  try {
    // Ready once the shell's server bundle is loaded and every route manifest was read once
    // (here: failed, as no remote resolves). The last answer says what is missing.
    const deadline = Date.now() + 60_000;
    let last = '';
    for (let ready = false; !ready;) {
      if (Date.now() > deadline) throw new Error(`not ready within 60 s: /readyz said ${last}\n${lastLines(output)}`);
      const early = await Promise.race([exited.then((code) => ({ code })), new Promise((resolve) => setTimeout(resolve, 250))]);
      if (early && typeof early === 'object' && 'code' in early)
        throw new Error(`the server exited (${String(early.code)}):\n${lastLines(output)}`);
      ready = await get(opsPort, '/readyz').then(
        (answer) => {
          last = `${answer.status} ${answer.body}`;
          return answer.status === 200;
        },
        () => false,
      );
    }
    const health = await get(port, '/healthz');
    if (health.status !== 200) throw new Error(`/healthz answered ${health.status}`);
    const readiness = await get(port, '/readyz');
    if (readiness.status !== 200) throw new Error(`/readyz answered ${readiness.status}: ${readiness.body}`);
    step(`/healthz 200, /readyz 200 ${readiness.body}`);
    const page = await get(port, '/services');
    if (page.status !== 200) throw new Error(`/services answered ${page.status}`);
    if (!page.body.includes('<link rel="canonical" href="https://www.example.com/services"'))
      throw new Error("/services was not rendered on the server with SITE_URL's canonical URL");
    if (!page.body.includes('data-testid="remote-unavailable"'))
      throw new Error('/services does not offer the Retry of an unavailable remote');
    step('/services 200, rendered on the server with the Retry of the unavailable remote');
    server.kill('SIGTERM');
    const code = await exited;
    if (code !== 0) throw new Error(`SIGTERM: the server exited with ${code}:\n${lastLines(output)}`);
    step('SIGTERM: drained and exited 0');
  } finally {
    server.kill('SIGKILL');
    if (process.argv.includes('--keep')) console.log(`Kept: ${dir}`);
    else fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(`Production install verified in ${elapsed()}.`);
}

main().catch((error: unknown) => {
  console.error(`Production install check failed after ${elapsed()}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
