import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchAppConfig, registerConfiguredRemotes } from './app-config';
import { testConfig } from '../test/render-with-shell';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

const respond = (init: { ok?: boolean; status?: number; json?: () => Promise<unknown> }) =>
  jest.fn().mockResolvedValue({ ok: true, status: 200, ...init }) as unknown as typeof fetch;

describe('fetchAppConfig', () => {
  it('asks for /app-config.json without using the HTTP cache', async () => {
    const fetchImpl = respond({ json: async () => ({}) });
    await fetchAppConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/app-config.json', { credentials: 'same-origin' });
  });

  it('reports a network failure', async () => {
    const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch')) as unknown as typeof fetch;
    expect(await fetchAppConfig(fetchImpl)).toEqual({ ok: false, error: 'the configuration could not be downloaded' });
  });

  it('reports an HTTP error status', async () => {
    expect(await fetchAppConfig(respond({ ok: false, status: 404 }))).toEqual({
      ok: false,
      error: 'the configuration request answered 404',
    });
  });

  it('reports malformed JSON', async () => {
    const json = async () => JSON.parse('{"remotes":');
    expect(await fetchAppConfig(respond({ json }))).toEqual({ ok: false, error: 'the configuration is not valid JSON' });
  });

  it('reports valid JSON of the wrong shape', async () => {
    const result = await fetchAppConfig(respond({ json: async () => ({ remotes: 'nope' }) }));
    expect(result.ok).toBe(false);
  });
});

describe('fetchAppConfig and the route table', () => {
  const config = {
    supabaseUrl: 'http://localhost:54321',
    supabaseAnonKey: 'anon',
    remotes: { marketing: 'http://localhost:3001/mf-manifest.json', services: 'http://localhost:3002/mf-manifest.json' },
    contact: { phone: '+62 21 555', email: 'a@b.c' },
  };
  const answering = (answers: Record<string, unknown>) =>
    jest.fn(async (url: string) => {
      if (!(url in answers)) throw new TypeError('Failed to fetch');
      return { ok: true, status: 200, json: async () => answers[url] };
    }) as unknown as typeof fetch;

  it('uses the routes the shell server added, with no further request', async () => {
    const routes = [{ remote: 'marketing', prefixes: ['/'] }];
    const fetchImpl = answering({ '/app-config.json': { ...config, routes } });
    expect(await fetchAppConfig(fetchImpl)).toEqual({ ok: true, config: { ...config, routes } });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it("without them (dev server, plain file host), reads each remote's routes.json; null for one it cannot read", async () => {
    const fetchImpl = answering({
      '/app-config.json': config,
      'http://localhost:3001/routes.json': { prefixes: ['/'], pages: [{ path: '/', indexed: true }] },
    });
    expect(await fetchAppConfig(fetchImpl)).toEqual({
      ok: true,
      config: {
        ...config,
        routes: [
          { remote: 'marketing', prefixes: ['/'] },
          { remote: 'services', prefixes: null },
        ],
      },
    });
  });
});

describe('registerConfiguredRemotes', () => {
  it('registers the entries it is given (the rendered remote pinned) instead of the configured ones, once', () => {
    const pinned = { marketing: 'http://localhost:3001/4f0c2a91b3/mf-manifest.json' };
    registerConfiguredRemotes({ ok: true, config: testConfig }, pinned);
    registerConfiguredRemotes({ ok: true, config: testConfig });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'marketing', entry: pinned.marketing }]);
  });
});
