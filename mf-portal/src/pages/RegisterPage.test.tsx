import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { pendingInvitationPath } from '../features/company/pending-invitation';
import { withCompanyCopy } from '../features/company/testing';
import RegisterPage from './RegisterPage';

function setup(
  signUp: jest.Mock,
  resend: jest.Mock = jest.fn().mockResolvedValue({ data: {}, error: null }),
  { path = '/register', routes = {} }: { path?: string; routes?: Record<string, ReactElement> } = {},
) {
  const auth: AuthContextValue = {
    status: 'signed-out',
    session: null,
    getClient: async () => ({ auth: { signUp, resend } }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const wrap = (ui: ReactElement) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
  return renderRemote(<RegisterPage />, {
    namespace: 'portal',
    messages,
    path,
    wrap,
    routes: { '/dashboard': <h1>Dashboard stub</h1>, '/login': <h1>Login stub</h1>, ...routes },
  });
}

async function fill(email: string, password: string, confirm: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/^Email address/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

const session = { access_token: 'token', user: { id: 'u1' } };
const redirect = { emailRedirectTo: `${window.location.origin}/login` };
const checkInbox = 'Check your inbox: we sent a link to confirm new@example.com. Open it within an hour to finish creating your account.';

describe('RegisterPage', () => {
  it('shows errors beside the fields, focuses the first, and does not call the server', async () => {
    const signUp = jest.fn();
    await setup(signUp);
    await fill('', '', '');
    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('This field is required.');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('checks the password rules and the confirmation', async () => {
    const signUp = jest.fn();
    await setup(signUp);
    await fill('demo@example.com', 'abcdefgh', 'abcdefgi');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAccessibleDescription('Use at least 8 characters, with at least one letter and one digit.');
    expect(password).toHaveFocus();
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('The passwords do not match.');
    expect(screen.getByLabelText(/^Email address/)).not.toHaveAttribute('aria-invalid');
    expect(signUp).not.toHaveBeenCalled();
  });

  it('describes the password rule before any error', async () => {
    await setup(jest.fn());
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(
      'At least 8 characters, with at least one letter and one digit.',
    );
  });

  it('signs up with the confirmation link leading to /login, and asks to open the e-mail', async () => {
    const signUp = jest.fn().mockResolvedValue({ data: { session: null, user: { id: 'u1' } }, error: null });
    const { probe } = await setup(signUp);
    await fill(' new@example.com ', 'DemoPass123', 'DemoPass123');
    const status = await screen.findByText(checkInbox);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith({
      email: 'new@example.com',
      password: 'DemoPass123',
      options: { ...redirect, data: { locale: 'en' } },
    });
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to sign in' })).toHaveAttribute('href', '/login');
    expect(probe.location?.pathname).toBe('/register');
  });

  it('says the same for an address that already has an account (the server answers alike)', async () => {
    // An existing address gets the same answer as a new one: a user without a session.
    const signUp = jest.fn().mockResolvedValue({ data: { session: null, user: { id: 'fake', identities: [] } }, error: null });
    await setup(signUp);
    await fill('new@example.com', 'DemoPass123', 'DemoPass123');
    expect(await screen.findByText(checkInbox)).toHaveAttribute('role', 'status');
    expect(screen.queryByText(/already exists/)).not.toBeInTheDocument();
  });

  it('sends the link again on request', async () => {
    const resend = jest.fn().mockResolvedValue({ data: {}, error: null });
    await setup(jest.fn().mockResolvedValue({ data: { session: null, user: null }, error: null }), resend);
    const user = await fill('new@example.com', 'DemoPass123', 'DemoPass123');
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(resend).toHaveBeenCalledWith({ type: 'signup', email: 'new@example.com', options: redirect });
    expect(await screen.findByText('If new@example.com still needs confirming, a new link is on its way.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('asks to wait when sending the link again is refused with 429', async () => {
    const resend = jest.fn().mockResolvedValue({ data: null, error: { code: 'over_email_send_rate_limit', status: 429 } });
    await setup(jest.fn().mockResolvedValue({ data: { session: null, user: null }, error: null }), resend);
    const user = await fill('new@example.com', 'DemoPass123', 'DemoPass123');
    await user.click(await screen.findByRole('button', { name: 'Send the link again' }));
    expect(await screen.findByText('Too many requests. Wait a minute before asking for another link.')).toHaveAttribute('role', 'alert');
  });

  it('goes to the dashboard when the server confirms at once and returns a session', async () => {
    const signUp = jest.fn().mockResolvedValue({ data: { session, user: session.user }, error: null });
    const { probe } = await setup(signUp);
    await fill('new@example.com', 'DemoPass123', 'DemoPass123');
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(probe.location?.pathname).toBe('/dashboard');
    expect(probe.navigationType).toBe('REPLACE');
  });

  it('shows the password rule beside the field for weak_password', async () => {
    const signUp = jest.fn().mockResolvedValue({ data: { session: null, user: null }, error: { code: 'weak_password', status: 422 } });
    await setup(signUp);
    await fill('demo@example.com', 'password1', 'password1');
    const password = screen.getByLabelText(/^Password/);
    expect(await screen.findByText('Use at least 8 characters, with at least one letter and one digit.')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveFocus();
  });

  it.each([
    [{ code: 'over_request_rate_limit', status: 429 }, 'Too many attempts, try again later.'],
    [{ code: 'unexpected_failure', status: 500 }, 'Failed to create the account. Please try again.'],
  ])('maps %o to a message', async (error, text) => {
    const signUp = jest.fn().mockResolvedValue({ data: { session: null, user: null }, error });
    const { probe } = await setup(signUp);
    await fill('demo@example.com', 'DemoPass123', 'DemoPass123');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(probe.location?.pathname).toBe('/register');
  });

  it('says the account failed when the request throws', async () => {
    await setup(jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await fill('demo@example.com', 'DemoPass123', 'DemoPass123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create the account. Please try again.');
  });

  it('links to sign in', async () => {
    await setup(jest.fn());
    expect(screen.getByText('Already have an account?', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});

describe('RegisterPage on the way to an invitation', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = withCompanyCopy();
    window.localStorage.clear();
  });
  afterEach(() => restore());

  const fromInvitation = (signUp: jest.Mock) =>
    setup(signUp, undefined, {
      path: '/start',
      routes: {
        '/start': <Navigate to="/register" state={{ invitation: { email: 'ana@example.com', token: 'abc.def' } }} />,
        '/invitation': <h1>Invitation stub</h1>,
      },
    });

  it('fills in the invited address and keeps the invitation while the address is confirmed', async () => {
    const signUp = jest.fn().mockResolvedValue({ data: { session: null, user: { id: 'u1' } }, error: null });
    await fromInvitation(signUp);
    expect(await screen.findByText('Create your account with ana@example.com to accept your invitation.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email address/)).toHaveValue('ana@example.com');
    expect(pendingInvitationPath()).toBeNull();
    await fill('', 'DemoPass123', 'DemoPass123');
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(
      screen.getByText('Once you confirm your address with that link, you come back here to accept the invitation.'),
    ).toBeInTheDocument();
    expect(signUp).toHaveBeenCalledWith(expect.objectContaining({ email: 'ana@example.com', options: expect.objectContaining(redirect) }));
    expect(pendingInvitationPath()).toBe('/invitation?token=abc.def');
  });

  it('keeps the way back to the invitation when the invitee signs in instead', async () => {
    const { probe } = await fromInvitation(jest.fn());
    await screen.findByText('Create your account with ana@example.com to accept your invitation.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(probe.location?.state).toEqual({
      from: { pathname: '/invitation', search: '?token=abc.def' },
      invitation: { email: 'ana@example.com' },
    });
  });

  it('goes straight to the invitation when the server confirms at once', async () => {
    const signUp = jest.fn().mockResolvedValue({ data: { session, user: session.user }, error: null });
    const { probe } = await fromInvitation(signUp);
    await screen.findByText('Create your account with ana@example.com to accept your invitation.');
    await fill('', 'DemoPass123', 'DemoPass123');
    expect(await screen.findByRole('heading', { name: 'Invitation stub' })).toBeInTheDocument();
    expect(probe.location?.search).toBe('?token=abc.def');
  });
});
