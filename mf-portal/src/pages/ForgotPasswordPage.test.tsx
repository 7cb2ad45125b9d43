import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import ForgotPasswordPage from './ForgotPasswordPage';

const sent = 'If an account exists for that address, we have sent a link to reset the password.';

function setup(resetPasswordForEmail: jest.Mock) {
  const auth: AuthContextValue = {
    status: 'signed-out',
    session: null,
    getClient: async () => ({ auth: { resetPasswordForEmail } }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const wrap = (ui: ReactElement) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
  return renderRemote(<ForgotPasswordPage />, {
    namespace: 'portal',
    messages,
    path: '/forgot-password',
    wrap,
  });
}

async function request(email: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email address/), email);
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('ForgotPasswordPage', () => {
  it('validates the address without calling the server', async () => {
    const reset = jest.fn();
    await setup(reset);
    await request('');
    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveFocus();
    await request('not-an-email');
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(reset).not.toHaveBeenCalled();
  });

  it.each([
    ['success', jest.fn().mockResolvedValue({ data: {}, error: null })],
    ['an error', jest.fn().mockResolvedValue({ data: null, error: { code: 'user_not_found', status: 400 } })],
    ['a server failure', jest.fn().mockResolvedValue({ data: null, error: { status: 500 } })],
    ['a thrown error', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('shows the same confirmation for %s', async (_case, reset) => {
    await setup(reset);
    await request(' demo@example.com ');
    expect(await screen.findByRole('status')).toHaveTextContent(sent);
    expect(reset).toHaveBeenCalledWith('demo@example.com', { redirectTo: `${window.location.origin}/reset-password` });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks to wait a minute after a 429', async () => {
    await setup(jest.fn().mockResolvedValue({ data: null, error: { code: 'over_email_send_rate_limit', status: 429 } }));
    await request('demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Wait a minute before asking for another link.');
    expect(screen.queryByText(sent, { exact: false })).not.toBeInTheDocument();
  });

  it('links back to sign in', async () => {
    await setup(jest.fn());
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });
});
