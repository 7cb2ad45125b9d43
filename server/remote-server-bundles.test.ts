import { createRemoteServerBundles } from './remote-server-bundles';

const manifestUrl = 'http://localhost:3002/mf-manifest.json';
const manifest = { exposes: [{ name: 'App', assets: { css: { sync: ['__federation_expose_App.abc.css'] } } }] };

/** A remote's server bundle: CommonJS that records what it was given. */
const bundle = (label: string, extra = '') => `
  const React = require('react');
  const page = require('@meridian/shared/runtime/page');
  ${extra}
  exports.default = { label: ${JSON.stringify(label)}, publicPath: __meridianPublicPath, react: React, page };
`;

function fakeRemote(files: Record<string, string | Error>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const answer = files[url];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response('Not found', { status: 404 });
    return new Response(answer);
  }) as typeof fetch;
  return { fetchImpl, requested };
}

describe("remotes' server bundles", () => {
  const react = { name: 'host react' };
  const runtimePage = { name: 'host runtime/page' };
  let clock = 0;
  const options = (fetchImpl: typeof fetch) => ({
    runtimeModules: { '@meridian/shared/runtime/page': runtimePage },
    requireShared: (request: string) => (request === 'react' ? react : null),
    fetchImpl,
    now: () => clock,
  });
  beforeEach(() => {
    clock = 0;
  });
  /** Lets the re-read that a load started in the background finish. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

  it("evaluates the bundle entry.json names, with the host's shared modules, its public path and the App's stylesheets", async () => {
    const { fetchImpl } = fakeRemote({
      'http://localhost:3002/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs' }),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
    });
    const loaded = await createRemoteServerBundles(options(fetchImpl)).load('services', manifestUrl);
    expect(loaded.version).toBe('http://localhost:3002/server/app.1111111111.cjs');
    expect(loaded.stylesheets).toEqual(['http://localhost:3002/__federation_expose_App.abc.css']);
    expect(loaded.module.default).toEqual({ label: 'first', publicPath: 'http://localhost:3002/', react, page: runtimePage });
    expect((loaded.module.default as { react: unknown }).react).toBe(react);
  });

  it('evaluates a redeployed bundle afresh once entry.json names a new file, and reuses an unchanged one', async () => {
    const files: Record<string, string> = {
      'http://localhost:3002/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs' }),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
      'http://localhost:3002/server/app.2222222222.cjs': bundle('second'),
    };
    const { fetchImpl, requested } = fakeRemote(files);
    const bundles = createRemoteServerBundles(options(fetchImpl));
    const first = await bundles.load('services', manifestUrl);
    clock = 5_000;
    expect((await bundles.load('services', manifestUrl)).module).toBe(first.module);
    await settle();
    expect(requested.filter((url) => url.endsWith('.cjs'))).toHaveLength(1);

    files['http://localhost:3002/server/entry.json'] = JSON.stringify({ file: 'app.2222222222.cjs' });
    clock = 10_000;
    await bundles.load('services', manifestUrl); // answered from what was known, while it re-reads
    await settle();
    expect(((await bundles.load('services', manifestUrl)).module.default as { label: string }).label).toBe('second');
  });

  it('refuses a bundle that asks for a module the host does not share, and a remote that cannot be read', async () => {
    const { fetchImpl } = fakeRemote({
      'http://localhost:3002/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs' }),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('sneaky', "require('node:child_process');"),
    });
    await expect(createRemoteServerBundles(options(fetchImpl)).load('services', manifestUrl)).rejects.toThrow(
      'requires "node:child_process", which is not a shared module',
    );
    const down = fakeRemote({});
    await expect(createRemoteServerBundles(options(down.fetchImpl)).load('services', manifestUrl)).rejects.toThrow('answered 404');
  });

  it('says a remote is unavailable as soon as a read fails, instead of rendering code the browser could not load', async () => {
    const files: Record<string, string | Error> = {
      'http://localhost:3002/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs' }),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
    };
    const bundles = createRemoteServerBundles(options(fakeRemote(files).fetchImpl));
    await bundles.load('services', manifestUrl);
    files[manifestUrl] = new Error('connect ECONNREFUSED');
    clock = 5_000;
    await bundles.load('services', manifestUrl); // the read that finds it down runs behind this one
    await settle();
    await expect(bundles.load('services', manifestUrl)).rejects.toThrow('ECONNREFUSED');
  });

  it('tells the observer of each read of the published record and of each bundle download, with the deployment', async () => {
    const files: Record<string, string | Error> = {
      'http://localhost:3002/server/entry.json': JSON.stringify({ file: 'app.1111111111.cjs' }),
      [manifestUrl]: JSON.stringify(manifest),
      'http://localhost:3002/server/app.1111111111.cjs': bundle('first'),
    };
    const events: unknown[] = [];
    const bundles = createRemoteServerBundles({ ...options(fakeRemote(files).fetchImpl), onRead: (event) => events.push(event) });
    await bundles.load('services', manifestUrl);
    expect(events).toEqual([
      { remote: 'services', resource: 'manifest', ok: true, deployment: 'app.1111111111.cjs' },
      { remote: 'services', resource: 'bundle', ok: true, deployment: 'app.1111111111.cjs' },
    ]);
    files[manifestUrl] = new Error('connect ECONNREFUSED');
    clock = 5_000;
    await bundles.load('services', manifestUrl);
    await settle();
    expect(events.at(-1)).toEqual({ remote: 'services', resource: 'manifest', ok: false, deployment: 'app.1111111111.cjs' });
  });
});
