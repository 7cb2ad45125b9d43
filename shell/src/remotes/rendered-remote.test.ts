/** @jest-environment node */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const manifestUrl = 'http://localhost:3003/mf-manifest.json';
const renderedManifest = { id: 'insights', metaData: { remoteEntry: { name: 'remoteEntry.0123456789.js' } }, exposes: [], shared: [] };
const remotes = { insights: manifestUrl, services: 'http://localhost:3002/mf-manifest.json' };

/** A fresh copy of the modules (the pin is module state) and of the mocked federation runtime. */
async function fresh() {
  jest.resetModules();
  const runtime = jest.requireMock<Record<'loadRemote' | 'registerRemotes' | 'registerPlugins', jest.Mock>>(
    '@module-federation/enhanced/runtime',
  );
  const pinning = await import('./rendered-remote');
  const loading = await import('./load-remote-app');
  const fetchHook = async (url: string) => {
    const plugins = runtime.registerPlugins.mock.calls.flatMap(([list]) => list as ModuleFederationRuntimePlugin[]);
    const answer = await plugins[0]?.fetch?.(url, {});
    return answer instanceof Response ? ((await answer.json()) as unknown) : answer;
  };
  return { runtime, ...pinning, ...loading, fetchHook };
}

describe('the deployment a page was rendered with', () => {
  it("answers the federation runtime's fetch of that remote's manifest with the manifest the page carries, and no other", async () => {
    const { pinRenderedDeployment, fetchHook } = await fresh();
    pinRenderedDeployment({ url: manifestUrl, manifest: renderedManifest }, remotes);
    expect(await fetchHook(manifestUrl)).toEqual(renderedManifest);
    expect(await fetchHook(remotes.services)).toBeUndefined();
  });

  it('pins nothing for a page rendered without a remote, or with a manifest the configuration does not name', async () => {
    const { runtime, pinRenderedDeployment } = await fresh();
    pinRenderedDeployment(null, remotes);
    pinRenderedDeployment({ url: 'http://elsewhere.example/mf-manifest.json', manifest: renderedManifest }, remotes);
    expect(runtime.registerPlugins).not.toHaveBeenCalled();
  });

  it('when that deployment cannot be loaded (its files are gone), loads the newest one instead, once', async () => {
    const { runtime, pinRenderedDeployment, loadRemoteApp, RemoteUnavailableError, fetchHook } = await fresh();
    pinRenderedDeployment({ url: manifestUrl, manifest: renderedManifest }, remotes);
    const App = () => null;
    runtime.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.0123456789.js: 404')).mockResolvedValueOnce({ default: App });
    await expect(loadRemoteApp('insights')).resolves.toEqual({ default: App });
    // The live manifest is registered again (force drops the runtime's copy), and no longer answered from the page.
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'insights', entry: manifestUrl }], { force: true });
    expect(await fetchHook(manifestUrl)).toBeUndefined();
    // A remote that is down altogether is reported as such, not tried forever.
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    await expect(loadRemoteApp('insights')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.loadRemote).toHaveBeenCalledTimes(3);
  });

  it('pins the rendered release by name when the configuration now names another one, and registers the remote at it', async () => {
    const { pinRenderedDeployment, fetchHook } = await fresh();
    const renderedUrl = 'https://static.example/insights/4f0c2a91b3/mf-manifest.json';
    const configured = { ...remotes, insights: 'https://static.example/insights/9d8e7f6a5b/mf-manifest.json' };
    const entries = pinRenderedDeployment({ remote: 'insights', url: renderedUrl, manifest: renderedManifest }, configured);
    expect(entries).toEqual({ ...configured, insights: renderedUrl });
    expect(await fetchHook(renderedUrl)).toEqual(renderedManifest);
    expect(await fetchHook(configured.insights)).toBeUndefined();
  });

  it("answers the pinned release's name for its remote only, and nothing once it gave way to the configured one", async () => {
    const { runtime, pinRenderedDeployment, renderedVersion, loadRemoteApp } = await fresh();
    const configured = { ...remotes, insights: 'https://static.example/insights/live-one/mf-manifest.json' };
    pinRenderedDeployment({ url: manifestUrl, manifest: renderedManifest }, remotes);
    expect(renderedVersion('insights')).toBeUndefined();
    const renderedUrl = 'https://static.example/insights/canary-two/mf-manifest.json';
    pinRenderedDeployment({ remote: 'insights', version: 'canary-two', url: renderedUrl, manifest: renderedManifest }, configured);
    expect(renderedVersion('insights')).toBe('canary-two');
    expect(renderedVersion('services')).toBeUndefined();
    runtime.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.0123456789.js: 404')).mockResolvedValueOnce({ default: () => null });
    await loadRemoteApp('insights');
    expect(renderedVersion('insights')).toBeUndefined();
  });

  it('when the pinned release cannot be loaded, registers the one the configuration names', async () => {
    const { runtime, pinRenderedDeployment, loadRemoteApp, fetchHook } = await fresh();
    const renderedUrl = 'https://static.example/insights/4f0c2a91b3/mf-manifest.json';
    const configured = { ...remotes, insights: 'https://static.example/insights/9d8e7f6a5b/mf-manifest.json' };
    pinRenderedDeployment({ remote: 'insights', url: renderedUrl, manifest: renderedManifest }, configured);
    const App = () => null;
    runtime.loadRemote.mockRejectedValueOnce(new Error('remoteEntry.0123456789.js: 404')).mockResolvedValueOnce({ default: App });
    await expect(loadRemoteApp('insights')).resolves.toEqual({ default: App });
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'insights', entry: configured.insights }], { force: true });
    expect(await fetchHook(renderedUrl)).toBeUndefined();
  });

  it('pins nothing when the named remote is not configured, and registers the configuration as it is', async () => {
    const { runtime, pinRenderedDeployment } = await fresh();
    expect(pinRenderedDeployment({ remote: 'support', url: manifestUrl, manifest: renderedManifest }, remotes)).toEqual(remotes);
    expect(pinRenderedDeployment(null, remotes)).toEqual(remotes);
    expect(runtime.registerPlugins).not.toHaveBeenCalled();
  });

  it('a failure of another remote leaves the pin alone', async () => {
    const { runtime, pinRenderedDeployment, loadRemoteApp, RemoteUnavailableError, fetchHook } = await fresh();
    pinRenderedDeployment({ url: manifestUrl, manifest: renderedManifest }, remotes);
    runtime.loadRemote.mockRejectedValue(new Error('down'));
    await expect(loadRemoteApp('services')).rejects.toBeInstanceOf(RemoteUnavailableError);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(await fetchHook(manifestUrl)).toEqual(renderedManifest);
  });
});
