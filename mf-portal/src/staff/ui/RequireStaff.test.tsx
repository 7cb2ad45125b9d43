import { screen } from '@testing-library/react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { AuthStatus } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { RequireStaff } from './RequireStaff';

const staff = { user: { id: 'staff-1', email: 'ops@meridian.test', app_metadata: { staff: true } } } as unknown as Session;
const client = { user: { id: 'client-1', email: 'client@example.com', app_metadata: {} } } as unknown as Session;

function renderGuard(status: AuthStatus, session: Session | null, mfa = { enabled: true, verified: true }) {
  const rpc = jest.fn().mockResolvedValue({ data: mfa, error: null });
  const getUser = jest.fn().mockResolvedValue({ data: { user: session?.user }, error: null });
  const rendered = renderRemote(
    <RequireStaff>
      <h1>Staff page</h1>
    </RequireStaff>,
    {
      namespace: 'staff',
      messages,
      path: '/staff/tickets?status=open',
      routes: { '/login': <h1>Login stub</h1> },
      auth: { status, session, getClient: async () => ({ rpc, auth: { getUser } }) as unknown as SupabaseClient },
    },
  );
  return { rendered, rpc };
}

describe('RequireStaff', () => {
  it('shows a status while the session resolves', async () => {
    await renderGuard('loading', null).rendered;
    expect(screen.getByRole('status')).toHaveTextContent('Checking your access…');
    expect(screen.queryByText('Staff page')).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor to /login, remembering where they were going', async () => {
    const { probe } = await renderGuard('signed-out', null).rendered;
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(probe.navigationType).toBe('REPLACE');
    expect(probe.location?.state).toEqual({ from: expect.objectContaining({ pathname: '/staff/tickets', search: '?status=open' }) });
  });

  it('sends staff who owe the e-mailed code to the code screen', async () => {
    const { probe } = await renderGuard('signed-in', staff, { enabled: true, verified: false }).rendered;
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.queryByText('Staff page')).not.toBeInTheDocument();
    expect(probe.location?.state).toEqual({ from: expect.objectContaining({ pathname: '/staff/tickets' }), mfa: true });
  });

  it('tells a signed-in client the area is for staff, without asking the server', async () => {
    const { rendered, rpc } = renderGuard('signed-in', client, { enabled: false, verified: false });
    await rendered;
    expect(screen.getByRole('heading', { level: 1, name: 'Staff only' })).toBeInTheDocument();
    expect(screen.getByText('This area is for Meridian staff. Sign in with a staff account.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in with a staff account' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('Staff page')).not.toBeInTheDocument();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('admits staff who entered the code in this session', async () => {
    const { rendered, rpc } = renderGuard('signed-in', staff);
    await rendered;
    expect(await screen.findByRole('heading', { name: 'Staff page' })).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('mfa_status');
  });
});
