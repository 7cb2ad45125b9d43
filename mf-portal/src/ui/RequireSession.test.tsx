import { screen } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthStatus } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { RequireSession } from './RequireSession';

function renderGuard(status: AuthStatus, mfa = { enabled: false, verified: false }, getUser = jest.fn()) {
  const rpc = jest.fn().mockResolvedValue({ data: mfa, error: null });
  const value = {
    status,
    session: null,
    getClient: async () => ({ rpc, auth: { getUser } }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  return renderRemote(
    <RequireSession>
      <h1>Private</h1>
    </RequireSession>,
    {
      namespace: 'portal',
      messages,
      path: '/dashboard?tab=projects',
      wrap: (ui) => <AuthContext.Provider value={value}>{ui}</AuthContext.Provider>,
      routes: { '/login': <h1>Login stub</h1> },
    },
  );
}

describe('RequireSession', () => {
  it('shows Loading while the session resolves', async () => {
    await renderGuard('loading');
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });

  it("shows the page's own frame around the status while the session resolves, when the page gives one", async () => {
    await renderRemote(
      <RequireSession
        checking={(loading) => (
          <div>
            <h1>Frame</h1>
            {loading}
          </div>
        )}
      >
        <h1>Private</h1>
      </RequireSession>,
      {
        namespace: 'portal',
        messages,
        wrap: (ui) => (
          <AuthContext.Provider value={{ status: 'loading', session: null, getClient: jest.fn(), rememberSession: async () => {} }}>
            {ui}
          </AuthContext.Provider>
        ),
      },
    );
    expect(screen.getByRole('heading', { name: 'Frame' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, replacing history and remembering the origin', async () => {
    const { probe } = await renderGuard('signed-out');
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(probe.navigationType).toBe('REPLACE');
    expect(probe.location?.state).toEqual({ from: expect.objectContaining({ pathname: '/dashboard', search: '?tab=projects' }) });
  });

  it('shows the page to a signed-in client', async () => {
    await renderGuard('signed-in');
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });

  it('sends a client who owes the second factor to the code screen', async () => {
    const { probe } = await renderGuard('signed-in', { enabled: true, verified: false });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.queryByText('Private')).not.toBeInTheDocument();
    expect(probe.navigationType).toBe('REPLACE');
    expect(probe.location?.state).toMatchObject({ mfa: true, from: expect.objectContaining({ pathname: '/dashboard' }) });
  });

  it('admits a client who verified the code in this session', async () => {
    await renderGuard('signed-in', { enabled: true, verified: true });
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });

  it('asks the server whether the session is still alive (supabase-js drops an ended one)', async () => {
    const getUser = jest.fn().mockResolvedValue({ data: { user: { id: 'u1' } }, error: null });
    await renderGuard('signed-in', { enabled: false, verified: false }, getUser);
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
    expect(getUser).toHaveBeenCalled();
  });

  it('still shows the page when that check fails to reach the server', async () => {
    await renderGuard('signed-in', { enabled: false, verified: false }, jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    expect(await screen.findByRole('heading', { name: 'Private' })).toBeInTheDocument();
  });
});
