import { fetchAppConfig } from './appConfig';

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
