import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import messages from '../../locales/en.json';
import LoginPage from './LoginPage';

function setup(signInWithPassword: jest.Mock) {
  const auth: AuthContextValue = {
    status: 'signed-out',
    session: null,
    getClient: async () =>
      ({
        auth: { signInWithPassword },
        rpc: jest.fn().mockResolvedValue({ data: { enabled: false, verified: false }, error: null }),
      }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const wrap = (ui: ReactElement) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
  return renderRemote(<LoginPage />, {
    namespace: 'portal',
    messages,
    path: '/login',
    wrap,
    routes: { '/dashboard': <h1>Dashboard stub</h1> },
  });
}

describe('LoginPage', () => {
  it('shows errors beside the fields and does not call the server', async () => {
    const signIn = jest.fn();
    await setup(signIn);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText('Email address');
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says only "Failed to sign in." when the server refuses', async () => {
    const signIn = jest.fn().mockResolvedValue({ error: { message: 'Invalid login credentials', status: 400 } });
    await setup(signIn);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'nobody@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in.');
    expect(signIn).toHaveBeenCalledWith({ email: 'nobody@example.com', password: 'wrong' });
  });

  it('goes to the dashboard after signing in', async () => {
    const signIn = jest.fn().mockResolvedValue({ error: null });
    const { probe } = await setup(signIn);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'demo@example.com');
    await user.type(screen.getByLabelText('Password'), 'DemoPass123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(probe.location?.pathname).toBe('/dashboard');
  });
});
