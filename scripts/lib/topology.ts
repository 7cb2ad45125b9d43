/**
 * The production topology on one machine (docs/decisions/0014-production-topology.md): nginx as
 * the static origin of the remotes' builds and as the load balancer + shared page cache in front
 * of N instances of the shell's server (`node server/main.ts`). Used by `npm run start:production`
 * (scripts/start-production.ts), the topology's end-to-end tests (tests/topology/) and
 * `npm run bench` (scripts/bench-topology.ts). The Supabase stand-in and MailDev are started by
 * the caller (scripts/lib/backend.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { apps } from '../../shared/build/apps.ts';
import { servedVersions, type DiscoveryDocument } from '../../shared/release/discovery.ts';
import { publishVersion } from '../release/actions.ts';
import { createFolderStore, discoveryKey } from '../release/origin-store.ts';
import { repoRoot } from './builds.ts';

/**
 * How long nginx skips an instance after a failed attempt (connection refused, timeout, 502/503):
 * short, as a drained instance is back within seconds, and while skipped it takes no traffic.
 */
export const failTimeoutSeconds = 2;

export const topologyPorts = { site: 8080, origin: 8081, instances: [3100, 3101], ops: [9470, 9471] } as const;

/** The anon key of the local stand-in (local-supabase), which the shell's build config carries. */
export function localAnonKey(): string {
  const config = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shell/dist/app-config.json'), 'utf8')) as { supabaseAnonKey: string };
  return config.supabaseAnonKey;
}

export interface TopologyOptions {
  /** a folder of its own: nginx's prefix, configuration, cache, logs, the origin's files */
  runDir: string;
  sitePort?: number;
  originPort?: number;
  /** one instance per entry: its HTTP port and its ops port (/healthz, /readyz, /metrics) */
  instances?: ReadonlyArray<{ port: number; opsPort: number }>;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** extra environment for every instance (LOG_LEVEL, SHUTDOWN_DELAY_MS, ...) */
  instanceEnv?: NodeJS.ProcessEnv;
  /** where the children's output goes: the terminal (prefixed) or only the run folder's log files */
  output?: 'terminal' | 'files';
  /** how many times nginx tries an idempotent request (proxy_next_upstream_tries); 0 = no retry on another instance */
  nextUpstreamTries?: number;
}

export interface Instance {
  index: number;
  port: number;
  opsPort: number;
  process: ChildProcess | null;
}

/** The nginx this machine has: NGINX, else Debian's /usr/sbin/nginx, else the one on PATH. */
function nginxBinary(): string {
  if (process.env.NGINX) return process.env.NGINX;
  return fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
}

const brotliStaticModule = process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const mimeTypes = process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types';

/** Whether this machine can listen on ::1 (IPv6 may be off in a container). */
async function hasIpv6Loopback(): Promise<boolean> {
  if (!Object.values(os.networkInterfaces()).some((list) => list?.some((address) => address.address === '::1'))) return false;
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(0, '::1', () => probe.close(() => resolve(true)));
  });
}

/** The remotes as the origin publishes them: `/<federation name>/<version>/`, each from its workspace's dist/. */
export const remoteFolders = apps
  .filter((app) => app.kind === 'remote')
  .map((app) => ({ workspace: app.workspace, folder: app.federationName }));

/**
 * Publishes every remote's build to the origin folder as its first release, with the release
 * command's own code (scripts/release/actions.ts): files first, each version's entry in
 * discovery.json last; a remote's first version is live at once.
 */
export async function publishRemotes(
  originRoot: string,
  originUrl: string,
  source: (workspace: string) => string = (workspace) => path.join(repoRoot, workspace, 'dist'),
): Promise<void> {
  const store = createFolderStore(originRoot);
  for (const { workspace, folder } of remoteFolders)
    await publishVersion(store, { remote: folder, distDir: source(workspace), originUrl, actor: 'start-production', now: new Date() });
}

function render(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
    if (!(name in values)) throw new Error(`deploy/nginx: no value for {{${name}}}`);
    return values[name]!;
  });
}

/** deploy/nginx/ rendered into `<runDir>/conf/` with this run's ports, folders and instances. */
async function writeNginxConfig(options: Required<Omit<TopologyOptions, 'instanceEnv' | 'output'>>): Promise<string> {
  const { runDir, sitePort, originPort, instances, nextUpstreamTries } = options;
  const confDir = path.join(runDir, 'conf');
  const listen = (port: number, ipv6: boolean) =>
    [`    listen 127.0.0.1:${port};`, ...(ipv6 ? [`    listen [::1]:${port} ipv6only=on;`] : [])].join('\n');
  const ipv6 = await hasIpv6Loopback();
  const values: Record<string, string> = {
    BROTLI_STATIC_MODULE: brotliStaticModule,
    MIME_TYPES: mimeTypes,
    WORKER_PROCESSES: '1',
    RUN_DIR: runDir,
    CONF_DIR: confDir,
    ACCESS_LOG: `${path.join(runDir, 'logs', 'access.log')} topology`,
    ORIGIN_PORT: String(originPort),
    SITE_PORT: String(sitePort),
    ORIGIN_LISTEN: listen(originPort, ipv6),
    SITE_LISTEN: listen(sitePort, ipv6),
    ORIGIN_ROOT: path.join(runDir, 'origin'),
    SITE_ORIGIN: `http://localhost:${sitePort}`,
    // The servers reach the origin from 127.0.0.1 here; a real network names the servers' subnet.
    SERVER_NETWORK: '    127.0.0.1/32 1;',
    UPSTREAM_SERVERS: instances
      .map(({ port }) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=${failTimeoutSeconds}s;`)
      .join('\n'),
    NEXT_UPSTREAM_TRIES: String(nextUpstreamTries),
    CACHE_MAX_SIZE: '256m',
  };
  const templates = path.join(repoRoot, 'deploy', 'nginx');
  for (const entry of fs.readdirSync(templates, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.conf')) continue;
    const relative = path.relative(templates, path.join(entry.parentPath, entry.name));
    const target = path.join(confDir, relative);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, render(fs.readFileSync(path.join(templates, relative), 'utf8'), values));
  }
  for (const dir of ['tmp', 'logs', 'cache', 'origin']) fs.mkdirSync(path.join(runDir, dir), { recursive: true });
  return path.join(confDir, 'nginx.conf');
}

function spawnChild(label: string, command: string, args: string[], env: NodeJS.ProcessEnv, output: 'terminal' | 'files', logFile: string) {
  const child = spawn(command, args, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = output === 'files' ? fs.createWriteStream(logFile, { flags: 'a' }) : null;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    if (log) return void log.write(chunk);
    for (const line of chunk.toString().split('\n')) if (line.trim()) stream.write(`[${label}] ${line}\n`);
  };
  child.stdout?.on('data', forward(process.stdout));
  child.stderr?.on('data', forward(process.stderr));
  child.on('exit', () => log?.end());
  return child;
}

/** Resolves once `url` answers 200, or rejects after `timeoutMs` (or when `child` exits first). */
export async function waitForOk(url: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with ${child.exitCode} before answering`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** A failed start says why: the last lines the process wrote (with output 'files', they are only in its log). */
async function withLog(started: Promise<void>, logFile: string): Promise<void> {
  try {
    await started;
  } catch (error) {
    const tail = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-10).join('\n') : '';
    throw new Error(`${String(error)}${tail ? `\nLast lines of ${logFile}:\n${tail}` : ''}`);
  }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });

/**
 * The processes a previous run in `runDir` left behind (its parent was killed before it could stop
 * them: nginx in the foreground outlives it), recognised by their command line naming this run.
 */
function stopLeftovers(runDir: string): void {
  const file = path.join(runDir, 'pids');
  if (!fs.existsSync(file)) return;
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const [pid, marker] = line.split(' ', 2);
    if (!pid || !marker) continue;
    try {
      const described = ['cmdline', 'environ'].map((part) => fs.readFileSync(`/proc/${pid}/${part}`, 'utf8')).join('\0');
      if (described.includes(marker)) process.kill(Number(pid), 'SIGKILL');
    } catch {
      // gone already
    }
  }
}

const rememberProcess = (runDir: string, child: ChildProcess, marker: string) =>
  fs.appendFileSync(path.join(runDir, 'pids'), `${child.pid} ${marker}\n`);

export interface Topology {
  siteUrl: string;
  originUrl: string;
  originRoot: string;
  instances: Instance[];
  /** the live version's manifest URL of a remote, as discovery.json says now */
  manifestUrl(folder: string): string;
  /** what the release command needs to release to this topology (`npm run release -w <remote> -- ...`) */
  releaseEnv: Record<string, string>;
  startInstance(index: number): Promise<void>;
  /** SIGTERM (drain) or SIGKILL; resolves with the exit code once the process is gone */
  stopInstance(index: number, signal?: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
  /**
   * Resolves once nginx sends requests to the instance again: after a failed attempt it skips an
   * instance for failTimeoutSeconds, even once the instance is ready (passive health only).
   */
  waitInRotation(index: number): Promise<void>;
  /** every instance in turn: SIGTERM, wait for exit, start again, wait for /readyz and for nginx to use it again */
  rollingRestart(): Promise<void>;
  stop(): Promise<void>;
}

/** Starts nginx and the instances; the remotes must be built, the backend running. */
export async function startTopology(options: TopologyOptions): Promise<Topology> {
  const settings = {
    sitePort: topologyPorts.site,
    originPort: topologyPorts.origin,
    instances: topologyPorts.instances.map((port, index) => ({ port, opsPort: topologyPorts.ops[index]! })),
    nextUpstreamTries: 3,
    ...options,
  };
  const { runDir, sitePort, originPort, output = 'terminal' } = settings;
  stopLeftovers(runDir);
  fs.rmSync(runDir, { recursive: true, force: true });
  fs.mkdirSync(runDir, { recursive: true });
  const config = await writeNginxConfig(settings);
  const originRoot = path.join(runDir, 'origin');
  const siteUrl = `http://localhost:${sitePort}`;
  const originUrl = `http://localhost:${originPort}`;
  await publishRemotes(originRoot, originUrl);
  const manifestUrl = (folder: string) => {
    const document = JSON.parse(fs.readFileSync(path.join(originRoot, discoveryKey), 'utf8')) as DiscoveryDocument;
    return servedVersions(document, folder)!.live.url;
  };
  // One secret per run, held by the servers and the release command alike.
  const releaseSecret = crypto.randomBytes(32).toString('base64url');
  const releaseEnv = {
    RELEASE_ORIGIN_DIR: originRoot,
    RELEASE_ORIGIN_URL: originUrl,
    RELEASE_SITE_URL: siteUrl,
    RELEASE_SECRET: releaseSecret,
    RELEASE_METRICS_URLS: settings.instances.map(({ opsPort }) => `http://127.0.0.1:${opsPort}/metrics`).join(','),
  };

  const nginx = spawnChild(
    'nginx',
    nginxBinary(),
    ['-p', runDir, '-c', config, '-e', 'stderr'],
    {},
    output,
    path.join(runDir, 'logs', 'nginx.log'),
  );
  rememberProcess(runDir, nginx, config);
  const children = new Set<ChildProcess>([nginx]);
  const instances: Instance[] = settings.instances.map(({ port, opsPort }, index) => ({ index, port, opsPort, process: null }));

  async function startInstance(index: number): Promise<void> {
    const instance = instances[index]!;
    const child = spawnChild(
      `server ${instance.port}`,
      process.execPath,
      [path.join(repoRoot, 'server/main.ts')],
      {
        TOPOLOGY_RUN_DIR: runDir,
        // Not production's rules, which refuse a localhost SITE_URL and the stand-in's key; set
        // rather than left out, as the caller may have NODE_ENV=production already (`npm run bench`
        // serves the composition in its own process first, and the shell's server sets it there).
        NODE_ENV: 'development',
        HOST: '127.0.0.1',
        PORT: String(instance.port),
        METRICS_PORT: String(instance.opsPort),
        SITE_URL: siteUrl,
        SUPABASE_URL: settings.supabaseUrl,
        SUPABASE_ANON_KEY: settings.supabaseAnonKey,
        TRUST_PROXY: 'loopback',
        LOG_FORMAT: 'json',
        FRONTEND_DISCOVERY_URL: `${originUrl}/${discoveryKey}`,
        RELEASE_SECRET: releaseSecret,
        ...settings.instanceEnv,
      },
      output,
      path.join(runDir, 'logs', `server-${instance.port}.log`),
    );
    // Its command line does not name the run; its environment does.
    rememberProcess(runDir, child, `TOPOLOGY_RUN_DIR=${runDir}`);
    instance.process = child;
    children.add(child);
    child.on('exit', () => children.delete(child));
    await withLog(
      waitForOk(`http://127.0.0.1:${instance.opsPort}/readyz`, 60_000, child),
      path.join(runDir, 'logs', `server-${instance.port}.log`),
    );
  }

  async function stopInstance(index: number, signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<number | null> {
    const child = instances[index]!.process;
    if (!child) return null;
    child.kill(signal);
    const code = await exited(child);
    instances[index]!.process = null;
    return code;
  }

  async function waitInRotation(index: number): Promise<void> {
    const address = `127.0.0.1:${instances[index]!.port}`;
    const deadline = Date.now() + (failTimeoutSeconds + 10) * 1000;
    while (Date.now() < deadline) {
      // A query the cache key cannot represent is never cached, so each request is balanced;
      // round-robin reaches every instance in turn. (The probes themselves are not public.)
      const response = await fetch(`${siteUrl}/robots.txt?rotation=${Date.now()}`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => null,
      );
      await response?.body?.cancel();
      if (response?.headers.get('x-upstream')?.split(', ').at(-1) === address) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`nginx sent nothing to ${address} within ${failTimeoutSeconds + 10} s`);
  }

  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all([...children].map(exited));
  };

  try {
    await withLog(waitForOk(`http://127.0.0.1:${originPort}/healthz`, 15_000, nginx), path.join(runDir, 'logs', 'nginx.log'));
    await Promise.all(instances.map((_instance, index) => startInstance(index)));
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    siteUrl,
    originUrl,
    originRoot,
    instances,
    manifestUrl,
    releaseEnv,
    startInstance,
    stopInstance,
    waitInRotation,
    async rollingRestart() {
      for (const instance of instances) {
        await stopInstance(instance.index, 'SIGTERM');
        await startInstance(instance.index);
        await waitInRotation(instance.index);
      }
    },
    stop,
  };
}
