import { Writable } from 'node:stream';
import { Registry } from 'prom-client';
import { integrityOf } from '../shared/build/server-bundle-integrity';
import { createLogger } from '../shared/ops/logger';
import { createPageRenderer, loadShellServerBundle, type PageRequest, type RenderNote } from './page-renderer';
import { createServerMetrics } from './server-metrics';
import { makeShellDist } from './testing/shell-fixture';

const quiet = createLogger({ service: 'test', destination: new Writable({ write: (_chunk, _encoding, done) => done() }) });

async function valueOf(registry: Registry, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  // A histogram's _count and _bucket series are values of the histogram, named by metricName.
  const samples = (await registry.getMetricsAsJSON()).flatMap((entry) =>
    entry.values.map((value) => ({ ...value, name: (value as { metricName?: string }).metricName ?? entry.name })),
  );
  return samples.find(
    (sample) => sample.name === name && Object.entries(labels).every(([key, text]) => String(sample.labels[key]) === text),
  )?.value;
}

const manifestUrl = 'https://cdn.example.com/services/mf-manifest.json';
const bundle = 'exports.default = "Services App";';
const files: Record<string, string> = {
  [manifestUrl]: JSON.stringify({ exposes: [] }),
  'https://cdn.example.com/services/server/entry.json': JSON.stringify({
    file: 'app.1111111111.cjs',
    integrity: integrityOf(Buffer.from(bundle)),
  }),
  'https://cdn.example.com/services/server/app.1111111111.cjs': bundle,
};
const fetchImpl = (async (input: string | URL | Request) => {
  const body = files[String(input)];
  return body === undefined ? new Response('Not found', { status: 404 }) : new Response(body);
}) as typeof fetch;

const request = (pathname: string, search = ''): PageRequest => ({
  pathname,
  search,
  template:
    '<!doctype html><html lang=en><head><title>T</title><meta name=description content="D"></head><body><div id=root></div></body></html>',
  config: {
    supabaseUrl: 'https://x.supabase.co',
    supabaseAnonKey: 'anon',
    remotes: { services: manifestUrl },
    contact: { phone: '1', email: 'a@b.c' },
  },
  configText: '{}',
  table: [
    {
      remote: 'services',
      routes: { prefixes: ['/services'], pages: ['/services/a', '/services/b'].map((path) => ({ path, indexed: true })) },
    },
  ],
});

describe('the page cache and render metrics', () => {
  it('counts misses, hits, bypasses, evictions, the size and each render, and tells the caller', async () => {
    const registry = new Registry();
    const metrics = createServerMetrics(registry);
    const shell = loadShellServerBundle(makeShellDist(), quiet)!;
    const renderer = createPageRenderer({ shell, origin: 'https://www.example.com', fetchImpl, maxEntries: 1, log: quiet, metrics });
    const notes: RenderNote[] = [];
    const note = (info: RenderNote) => notes.push(info);
    const remotes = { services: manifestUrl };
    await renderer.render(request('/services/a'), remotes, note);
    await renderer.render(request('/services/a'), remotes, note);
    // b pushes a out of the one-entry cache.
    await renderer.render(request('/services/b'), remotes, note);
    await renderer.render(request('/services/a', '?error=access_denied'), remotes, note);
    expect(notes).toEqual([
      { cache: 'miss', remote: 'services' },
      { cache: 'hit', remote: 'services' },
      { cache: 'miss', remote: 'services' },
      { cache: 'bypass', remote: 'services' },
    ]);
    expect(await valueOf(registry, 'page_cache_misses_total', { cache: 'listed' })).toBe(2);
    expect(await valueOf(registry, 'page_cache_hits_total', { cache: 'listed' })).toBe(1);
    expect(await valueOf(registry, 'page_cache_bypasses_total')).toBe(1);
    expect(await valueOf(registry, 'page_cache_evictions_total', { cache: 'listed' })).toBe(1);
    expect(await valueOf(registry, 'page_cache_entries', { cache: 'listed' })).toBe(1);
    expect(await valueOf(registry, 'page_render_duration_seconds_count', { remote: 'services', result: 'ok' })).toBe(3);
    expect(await valueOf(registry, 'remote_reads_total', { remote: 'services', resource: 'bundle', result: 'ok' })).toBe(1);
    expect(await valueOf(registry, 'remote_deployment_info', { remote: 'services', deployment: 'app.1111111111.cjs' })).toBe(1);
  });

  it('keeps one deployment series per remote: the one it runs now', async () => {
    const registry = new Registry();
    const metrics = createServerMetrics(registry);
    metrics.remoteRead({ remote: 'services', resource: 'bundle', ok: true, deployment: 'app.1111111111.cjs' });
    metrics.remoteRead({ remote: 'portal', resource: 'bundle', ok: true, deployment: 'app.3333333333.cjs' });
    // A published record names a new bundle, which is refused: the deployment stays.
    metrics.remoteRead({ remote: 'services', resource: 'manifest', ok: true, deployment: 'app.2222222222.cjs' });
    metrics.remoteRead({ remote: 'services', resource: 'bundle', ok: false, deployment: 'app.2222222222.cjs' });
    expect(await valueOf(registry, 'remote_deployment_info', { remote: 'services', deployment: 'app.1111111111.cjs' })).toBe(1);
    metrics.remoteRead({ remote: 'services', resource: 'bundle', ok: true, deployment: 'app.2222222222.cjs' });
    const series = (await registry.getMetricsAsJSON())
      .find((entry) => entry.name === 'remote_deployment_info')!
      .values.map((value) => value.labels);
    expect(series).toEqual([
      { remote: 'portal', deployment: 'app.3333333333.cjs' },
      { remote: 'services', deployment: 'app.2222222222.cjs' },
    ]);
    expect(await valueOf(registry, 'remote_reads_total', { remote: 'services', resource: 'bundle', result: 'failed' })).toBe(1);
  });
});
