import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { encodeAssignment, labelTag } from '../shared/release/signed-values';

/**
 * deploy/nginx/site.conf with the real nginx (Debian's 1.22, as the topology runs it): the whole
 * configuration passes `nginx -t` once rendered, and the map that keys pages on the visitor's
 * release label (`$release_variant`) gives "new" without a well-formed assignment cookie and
 * "=<label>.<tag>" with one: the label's tag, which only the servers can make, so a made-up label
 * never shares a key with a label a server issued.
 */

const templates = path.join(__dirname, '..', 'deploy', 'nginx');
const nginx = process.env.NGINX ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');
const secret = 'a-secret-of-at-least-32-characters-long';

/** The templates rendered as scripts/lib/topology.ts renders them, with placeholder values. */
function renderAll(dir: string, values: Record<string, string>) {
  for (const entry of fs.readdirSync(templates, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.conf')) continue;
    const relative = path.relative(templates, path.join(entry.parentPath, entry.name));
    const text = fs.readFileSync(path.join(templates, relative), 'utf8').replace(/\{\{([A-Z_]+)\}\}/g, (_match, name: string) => {
      if (!(name in values)) throw new Error(`no value for {{${name}}}`);
      return values[name]!;
    });
    fs.mkdirSync(path.dirname(path.join(dir, 'conf', relative)), { recursive: true });
    fs.writeFileSync(path.join(dir, 'conf', relative), text);
  }
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-release-'));
  for (const sub of ['tmp', 'logs', 'cache', 'origin']) fs.mkdirSync(path.join(dir, sub), { recursive: true });
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

it('the rendered configuration passes nginx -t', () => {
  renderAll(dir, {
    BROTLI_STATIC_MODULE: process.env.NGINX_BROTLI_STATIC_MODULE ?? '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so',
    MIME_TYPES: process.env.NGINX_MIME_TYPES ?? '/etc/nginx/mime.types',
    WORKER_PROCESSES: '1',
    RUN_DIR: dir,
    CONF_DIR: path.join(dir, 'conf'),
    ACCESS_LOG: `${path.join(dir, 'logs', 'access.log')} topology`,
    ORIGIN_PORT: '18081',
    SITE_PORT: '18080',
    ORIGIN_LISTEN: '    listen 127.0.0.1:18081;',
    SITE_LISTEN: '    listen 127.0.0.1:18080;',
    ORIGIN_ROOT: path.join(dir, 'origin'),
    SITE_ORIGIN: 'http://localhost:18080',
    SERVER_NETWORK: '    127.0.0.1/32 1;',
    UPSTREAM_SERVERS: '    server 127.0.0.1:18082;',
    NEXT_UPSTREAM_TRIES: '2',
    CACHE_MAX_SIZE: '16m',
  });
  const result = spawnSync(nginx, ['-t', '-p', dir, '-c', path.join(dir, 'conf', 'nginx.conf')], { encoding: 'utf8' });
  expect(result.stderr).toContain('test is successful');
  expect(result.status).toBe(0);
});

describe('the page cache key per release label ($release_variant)', () => {
  let port: number;
  let stop: () => void;
  beforeAll(async () => {
    // The map exactly as site.conf has it, in an nginx that answers with its value.
    const site = fs.readFileSync(path.join(templates, 'site.conf'), 'utf8');
    const map = site.match(/^map \$cookie_mf_release \$release_variant \{[\s\S]*?^\}/m)![0];
    port = await freePort();
    const conf = path.join(dir, 'variant.conf');
    fs.writeFileSync(
      conf,
      `daemon off; master_process off; pid ${dir}/variant.pid; error_log stderr warn;
events {}
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy; fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;
  ${map}
  server { listen 127.0.0.1:${port}; location / { default_type text/plain; return 200 "[$release_variant]"; } }
}
`,
    );
    const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: 'ignore' });
    stop = () => child.kill('SIGTERM');
    for (let attempt = 0; attempt < 100; attempt += 1) {
      const ok = await fetch(`http://127.0.0.1:${port}/`).then(
        () => true,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('nginx did not start');
  });
  afterAll(() => stop());

  const variant = async (cookie?: string) =>
    (await fetch(`http://127.0.0.1:${port}/services`, cookie === undefined ? {} : { headers: { cookie } })).text();

  const tag = (label: string) => labelTag(secret, label);
  it.each([
    ['no cookie', undefined, '[new]'],
    ['another cookie only', 'theme=dark', '[new]'],
    ['a live visitor', `mf_release=${encodeAssignment(secret, { seed: 'AAAAAAAAAAAAAAAA', label: '' })}`, `[=.${tag('')}]`],
    [
      'a canary visitor',
      `theme=dark; mf_release=${encodeAssignment(secret, { seed: 'AbC-_12345678901', label: 'support:3f2a9c01be' })}`,
      `[=support:3f2a9c01be.${tag('support:3f2a9c01be')}]`,
    ],
    [
      'two canaries',
      `mf_release=${encodeAssignment(secret, { seed: 'AAAAAAAAAAAAAAAA', label: 'services:v2+support:rc-1' })}`,
      `[=services:v2+support:rc-1.${tag('services:v2+support:rc-1')}]`,
    ],
    // A forger names the canary's label without its tag: another key, whose entry no server filled.
    [
      "the canary's label with a made-up tag",
      'mf_release=v2.AAAAAAAAAAAAAAAA.support:3f2a9c01be.BBBBBBBBBBBBBBBB.sig',
      '[=support:3f2a9c01be.BBBBBBBBBBBBBBBB]',
    ],
    ['a malformed cookie', 'mf_release=v2.short.support:x.AAAAAAAAAAAAAAAA.sig', '[new]'],
    ['the earlier format (no tag)', 'mf_release=v1.AAAAAAAAAAAAAAAA.support:x.sig', '[new]'],
    ['another format', 'mf_release=v3.AAAAAAAAAAAAAAAA..AAAAAAAAAAAAAAAA.sig', '[new]'],
    ['a short tag', 'mf_release=v2.AAAAAAAAAAAAAAAA.support:x.AAAA.sig', '[new]'],
    ['a label with an upper-case remote', 'mf_release=v2.AAAAAAAAAAAAAAAA.Support:x.AAAAAAAAAAAAAAAA.sig', '[new]'],
    ['a seed in the key position only', 'mf_release=v2.AAAAAAAAAAAAAAAA.support:x.AAAAAAAAAAAAAAAA', '[new]'],
  ])('%s', async (_case, cookie, expected) => {
    expect(await variant(cookie)).toBe(expected);
  });
});

describe('the access log', () => {
  it('records the path of a request but not its query, where links carry secrets', async () => {
    const format = fs.readFileSync(path.join(templates, 'nginx.conf'), 'utf8').match(/^\s*log_format topology [\s\S]*?;$/m)![0];
    const port = await freePort();
    const log = path.join(dir, 'logs', 'query.log');
    const conf = path.join(dir, 'access-log.conf');
    fs.writeFileSync(
      conf,
      `daemon off; master_process off; pid ${dir}/access-log.pid; error_log stderr warn;
events {}
http {
  client_body_temp_path ${dir}/tmp/body; proxy_temp_path ${dir}/tmp/proxy; fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi; scgi_temp_path ${dir}/tmp/scgi;
  ${format}
  access_log ${log} topology;
  server { listen 127.0.0.1:${port}; location / { default_type text/plain; return 200 "ok"; } }
}
`,
    );
    const child = spawn(nginx, ['-p', dir, '-c', conf], { stdio: 'ignore' });
    try {
      let answered = false;
      for (let attempt = 0; attempt < 100 && !answered; attempt += 1) {
        answered = await fetch(`http://127.0.0.1:${port}/invitation?token=invitation-secret.0123abcd&email=ana%40example.com`).then(
          (response) => response.ok,
          () => false,
        );
        if (!answered) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(answered).toBe(true);
      // nginx writes the line after it has answered: wait for it rather than race it.
      for (let attempt = 0; attempt < 100 && !(fs.existsSync(log) && fs.readFileSync(log, 'utf8').includes('\n')); attempt += 1)
        await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      child.kill('SIGTERM');
    }
    const written = fs.readFileSync(log, 'utf8');
    expect(written).toContain('"GET /invitation HTTP/1.1" 200');
    expect(written).not.toContain('invitation-secret');
    expect(written).not.toContain('ana');
  });
});
