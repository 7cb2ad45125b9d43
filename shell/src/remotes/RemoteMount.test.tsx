import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { appConfigAtom } from '../config/app-config';
import { renderWithShell } from '../test/render-with-shell';
import { RemoteMount } from './RemoteMount';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const FakeServices = () => <h1>Our Services</h1>;

/** The configuration Retry fetches once the first read failed. */
const fetchedConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
  routes: [{ remote: 'marketing', prefixes: ['/'] }],
  contact: { phone: '+1 555', email: 'a@b.c' },
};

describe('RemoteMount', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it('shows a skeleton while the remote loads, then the remote', async () => {
    let resolve!: (module: { default: typeof FakeServices }) => void;
    mockedLoadRemote.mockReturnValue(new Promise((r) => (resolve = r)));
    await renderWithShell(<RemoteMount remote="services" />, { path: '/services' });
    expect(await screen.findByTestId('page-skeleton')).toBeInTheDocument();
    resolve({ default: FakeServices });
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('services/App');
  });

  it('shows a clear message when the remote cannot load, and Retry renders it once it is back', async () => {
    const user = userEvent.setup();
    mockedLoadRemote.mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED'));
    await renderWithShell(<RemoteMount remote="services" />, { path: '/services' });
    expect(await screen.findByRole('heading', { name: 'This part of the site is temporarily unavailable' })).toBeInTheDocument();

    mockedLoadRemote.mockResolvedValueOnce({ default: FakeServices });
    // act lets React retry the component suspended on the new load when it settles.
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
  });

  it('treats a remote that renders an error like one that is down', async () => {
    const Broken = () => {
      throw new Error('render failure');
    };
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockedLoadRemote.mockResolvedValue({ default: Broken });
    await renderWithShell(<RemoteMount remote="support" />, { path: '/support' });
    expect(await screen.findByTestId('remote-unavailable')).toBeInTheDocument();
  });

  it.each([
    [
      'a configuration that failed to load',
      { ok: false, error: 'the configuration is not valid JSON' },
      'The site configuration could not be loaded (the configuration is not valid JSON).',
    ],
    ['a path whose remote cannot be told (its manifest unreadable)', null, 'This part of the site is temporarily unavailable'],
  ] as const)('with no remote, explains %s and fetches the configuration again on Retry', async (_label, failed, message) => {
    const user = userEvent.setup();
    const { store } = await renderWithShell(<RemoteMount remote={null} />, { path: '/' });
    if (failed) act(() => store.set(appConfigAtom, failed));
    expect(await screen.findByText(message)).toBeInTheDocument();

    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => fetchedConfig });
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    // The layout then mounts the remote the new table names (see Layout.test.tsx).
    expect(store.get(appConfigAtom)).toEqual({ ok: true, config: fetchedConfig });
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('retries once hydrated when Retry was pressed on the server-rendered screen', async () => {
    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => fetchedConfig });
    window.__meridianEarlyClicks = { 'remote-retry': 1 };
    try {
      const { store } = await renderWithShell(<RemoteMount remote={null} />, { path: '/' });
      await act(async () => {});
      expect(global.fetch).toHaveBeenCalledTimes(1);
      expect(store.get(appConfigAtom)).toEqual({ ok: true, config: fetchedConfig });
    } finally {
      delete window.__meridianEarlyClicks;
    }
  });
});
