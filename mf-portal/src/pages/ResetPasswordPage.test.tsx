import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import ResetPasswordPage from './ResetPasswordPage';

const recovery = { access_token: 'token', user: { id: 'u1', email: 'demo@example.com' } };

function setup({
  status = 'signed-in',
  session = recovery,
  updateUser = jest.fn(),
  path = '/reset-password',
  getClient,
}: {
  status?: AuthStatus;
  session?: typeof recovery | null;
  updateUser?: jest.Mock;
  path?: string;
  getClient?: () => Promise<SupabaseClient>;
} = {}) {
  const getSession = jest.fn().mockResolvedValue({ data: { session }, error: null });
  const auth: AuthContextValue = {
    status,
    session: null,
    getClient: getClient ?? (async () => ({ auth: { getSession, updateUser } }) as unknown as SupabaseClient),
    rememberSession: async () => {},
  };
  const wrap = (ui: ReactElement) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
  return renderRemote(<ResetPasswordPage />, {
    namespace: 'portal',
    messages,
    path,
    wrap,
    routes: { '/dashboard': <h1>Dashboard stub</h1> },
  });
}

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  if (password) await user.type(await screen.findByLabelText(/^New password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(await screen.findByRole('button', { name: 'Save password' }));
}

describe('ResetPasswordPage', () => {
  it('shows a loading status while the client resolves', async () => {
    await setup({ getClient: () => new Promise<SupabaseClient>(() => {}) });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your reset link…');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says the link is invalid when there is no session', async () => {
    await setup({ status: 'signed-out', session: null });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });

  it('says the link is invalid when it carries an error code', async () => {
    const getClient = jest.fn(() => new Promise<SupabaseClient>(() => {}));
    await setup({ path: '/reset-password#error=access_denied&error_code=otp_expired', getClient });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(getClient).not.toHaveBeenCalled();
  });

  it('says reset is unavailable when the client cannot load', async () => {
    await setup({ getClient: () => Promise.reject(new Error('no config')) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Password reset is unavailable right now.');
  });

  it('validates the new password without calling the server', async () => {
    const updateUser = jest.fn();
    await setup({ updateUser });
    await choose('', '');
    const password = screen.getByLabelText(/^New password/);
    expect(password).toHaveAccessibleDescription('This field is required.');
    expect(password).toHaveFocus();
    await choose('DemoPass123', 'DemoPass12');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveFocus();
    expect(updateUser).not.toHaveBeenCalled();
  });

  it('saves the password and goes to the dashboard', async () => {
    const updateUser = jest.fn().mockResolvedValue({ data: { user: recovery.user }, error: null });
    const { probe } = await setup({ updateUser });
    await choose('NewPass456', 'NewPass456');
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(updateUser).toHaveBeenCalledWith({ password: 'NewPass456' });
    expect(probe.location?.pathname).toBe('/dashboard');
    expect(probe.navigationType).toBe('REPLACE');
  });

  it.each([
    [{ code: 'same_password', status: 422 }, 'The new password must be different from your current password.'],
    [{ code: 'over_request_rate_limit', status: 429 }, 'Too many attempts, try again later.'],
    [{ code: 'session_not_found', status: 403 }, 'This reset link is invalid or has expired.'],
    [{ code: 'unexpected_failure', status: 500 }, 'Failed to change the password. Please try again.'],
  ])('maps %o to a message', async (error, text) => {
    const updateUser = jest.fn().mockResolvedValue({ data: { user: null }, error });
    const { probe } = await setup({ updateUser });
    await choose('NewPass456', 'NewPass456');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(probe.location?.pathname).toBe('/reset-password');
  });

  it('shows the password rule beside the field for weak_password', async () => {
    const updateUser = jest.fn().mockResolvedValue({ data: { user: null }, error: { code: 'weak_password', status: 422 } });
    await setup({ updateUser });
    await choose('password1', 'password1');
    expect(await screen.findByText('Use at least 8 characters, with at least one letter and one digit.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('aria-invalid', 'true');
  });
});
