import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { appConfigAtom } from '../config/app-config';
import { renderWithShell, testConfig } from '../test/render-with-shell';
import { Layout } from './Layout';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

const routes = [
  { remote: 'marketing', prefixes: ['/'] },
  { remote: 'services', prefixes: ['/services'] },
];

async function renderLayout(path: string, config: AppConfig) {
  const view = await renderWithShell(<Layout />, { path, config });
  // Inside an awaited act, so React retries the remote suspended on its load as it settles.
  await act(async () => view.store.set(appConfigAtom, { ok: true, config }));
  return view;
}

describe('Layout', () => {
  beforeEach(() => {
    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockImplementation(async (id: string) => ({ default: () => <h1>{id}</h1> }));
    jest.spyOn(console, 'warn').mockImplementation(() => {});
  });

  it.each([
    ['/services/cloud', 'services/App'],
    ['/about', 'marketing/App'],
  ])('mounts the remote that the route table gives %s', async (path, id) => {
    await renderLayout(path, { ...testConfig, routes });
    expect(await screen.findByRole('heading', { level: 1, name: id })).toBeInTheDocument();
  });

  it('puts the preview banner above the top bar, after the skip link', async () => {
    const view = await renderLayout('/about', { ...testConfig, routes, preview: { remote: 'marketing', version: '4f0c2a91b3' } });
    const region = screen.getByRole('region', { name: 'Release preview' });
    const [skipLink, firstRegion] = [...view.container.querySelectorAll('a, section, header')];
    expect(skipLink).toHaveTextContent('Skip to main content');
    expect(firstRegion).toBe(region);
  });

  it('when the owner of a path cannot be told, offers Retry, then mounts the remote the new table names', async () => {
    const user = userEvent.setup();
    await renderLayout('/services/cloud', { ...testConfig, routes: [routes[0]!, { remote: 'services', prefixes: null }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'This part of the site is temporarily unavailable' })).toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();

    global.fetch = jest.fn().mockResolvedValue({ ok: true, status: 200, json: async () => ({ ...testConfig, routes }) });
    await act(() => user.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'services/App' })).toBeInTheDocument();
  });
});
