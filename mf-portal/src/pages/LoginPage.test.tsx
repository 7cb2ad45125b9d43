import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { formatTime } from '@meridian/shared/lib/format';
import { keepPendingInvitation, pendingInvitationPath } from '../features/company/pending-invitation';
import { withCompanyCopy } from '../features/company/testing';
import LoginPage, { returnPath } from './LoginPage';

interface Setup {
  status?: AuthStatus;
  path?: string;
  rpc?: jest.Mock;
  getSession?: jest.Mock;
  resend?: jest.Mock;
  getClient?: jest.Mock;
  rememberSession?: jest.Mock;
  routes?: Record<string, ReactElement>;
}

function setup(signInWithPassword: jest.Mock, options: Setup = {}) {
  const rpc = options.rpc ?? jest.fn().mockResolvedValue({ data: { enabled: false, verified: false }, error: null });
  const resend = options.resend ?? jest.fn().mockResolvedValue({ data: {}, error: null });
  const getSession = options.getSession ?? jest.fn().mockResolvedValue({ data: { session: null }, error: null });
  const getClient =
    options.getClient ?? jest.fn(async () => ({ auth: { signInWithPassword, resend, getSession }, rpc }) as unknown as SupabaseClient);
  const auth: AuthContextValue = {
    status: options.status ?? 'signed-out',
    session: null,
    getClient,
    rememberSession: options.rememberSession ?? (async () => {}),
  };
  const wrap = (ui: ReactElement) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>;
  return renderRemote(<LoginPage />, {
    namespace: 'portal',
    messages,
    path: options.path ?? '/login',
    wrap,
    routes: { '/dashboard': <h1>Dashboard stub</h1>, ...options.routes },
  });
}

async function signInAs(email: string, password = 'DemoPass123!') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(emailLabel), email);
  await user.type(screen.getByLabelText(passwordLabel), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

// The labels end with the asterisk of a required field.
const emailLabel = /^Email address/;
const passwordLabel = /^Password/;

const redirect = { emailRedirectTo: `${window.location.origin}/login` };

describe('LoginPage', () => {
  it('shows errors beside the fields and does not call the server', async () => {
    const signIn = jest.fn();
    await setup(signIn);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const email = screen.getByLabelText(emailLabel);
    expect(email).toHaveAccessibleDescription('This field is required.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(email).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(screen.getByLabelText(passwordLabel)).toHaveAccessibleDescription('This field is required.');
    expect(signIn).not.toHaveBeenCalled();
  });

  it('says only "Failed to sign in." when the server refuses', async () => {
    const signIn = jest.fn().mockResolvedValue({ error: { message: 'Invalid login credentials', status: 400 } });
    await setup(signIn);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(emailLabel), 'nobody@example.com');
    await user.type(screen.getByLabelText(passwordLabel), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in.');
    expect(signIn).toHaveBeenCalledWith({ email: 'nobody@example.com', password: 'wrong' });
  });

  it('goes to the dashboard after signing in', async () => {
    const signIn = jest.fn().mockResolvedValue({ data: { user: { app_metadata: {} } }, error: null });
    const { probe } = await setup(signIn);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(emailLabel), 'demo@example.com');
    await user.type(screen.getByLabelText(passwordLabel), 'DemoPass123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(probe.location?.pathname).toBe('/dashboard');
  });

  it('takes staff to the staff workspace, unless the guard sent them from elsewhere', () => {
    const staff = { app_metadata: { staff: true } };
    expect(returnPath(null, staff)).toBe('/staff');
    expect(returnPath(null, { app_metadata: { staff: 'true' } })).toBe('/dashboard');
    expect(returnPath(null, null)).toBe('/dashboard');
    expect(returnPath({ from: { pathname: '/staff/tickets' } }, null)).toBe('/staff/tickets');
    expect(returnPath({ from: { pathname: '//evil.example' } }, staff)).toBe('/staff');
  });

  it('returns to the path with its query (an invitation and its token), and a query alone never', () => {
    expect(returnPath({ from: { pathname: '/invitation', search: '?token=abc.def' } }, null)).toBe('/invitation?token=abc.def');
    expect(returnPath({ from: { pathname: '/invitation', search: 'token=abc.def' } }, null)).toBe('/invitation');
    expect(returnPath({ from: { pathname: '//evil.example', search: '?token=abc.def' } }, null)).toBe('/dashboard');
  });

  it('keeps the session beyond this tab only when "Remember me" is ticked, and keeps what was typed on failure', async () => {
    const rememberSession = jest.fn().mockResolvedValue(undefined);
    const signIn = jest.fn().mockResolvedValue({ error: { message: 'Invalid login credentials', status: 400 } });
    await setup(signIn, { rememberSession });
    const user = await signInAs('demo@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to sign in.');
    expect(rememberSession).toHaveBeenLastCalledWith(false);
    expect(screen.getByLabelText(emailLabel)).toHaveValue('demo@example.com');
    await user.click(screen.getByLabelText('Remember me'));
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(rememberSession).toHaveBeenLastCalledWith(true);
  });

  it('says to confirm the address first, and sends the link again on request', async () => {
    const signIn = jest.fn().mockResolvedValue({ error: { code: 'email_not_confirmed', status: 400, message: 'Email not confirmed' } });
    const resend = jest.fn().mockResolvedValue({ data: {}, error: null });
    await setup(signIn, { resend });
    const user = await signInAs(' new@example.com ');
    expect(
      await screen.findByText('Confirm your address first: open the link we e-mailed you when you created the account.'),
    ).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resend).toHaveBeenCalledWith({ type: 'signup', email: 'new@example.com', options: redirect });
    expect(await screen.findByText('If new@example.com still needs confirming, a new link is on its way.')).toHaveAttribute(
      'role',
      'status',
    );
  });

  it('finishes signing in from the confirmation link and goes to the dashboard', async () => {
    const session = { access_token: 'token', user: { id: 'u1', email: 'new@example.com' } };
    const getSession = jest.fn().mockResolvedValue({ data: { session }, error: null });
    const { probe } = await setup(jest.fn(), {
      status: 'signed-in',
      getSession,
      path: '/login#access_token=token&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(getSession).toHaveBeenCalled();
    expect(probe.navigationType).toBe('REPLACE');
  });

  it('says it is confirming while the session from the link is taken up', async () => {
    await setup(jest.fn(), {
      getClient: jest.fn(() => new Promise(() => {})),
      path: '/login#access_token=token&type=signup',
    });
    expect(screen.getByRole('heading', { name: 'Confirm your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your e-mail address…');
  });

  it('says the link is invalid when no session comes from it', async () => {
    await setup(jest.fn(), { path: '/login#access_token=forged&type=signup' });
    expect(await screen.findByText(/This confirmation link is invalid or has expired/)).toHaveAttribute('role', 'alert');
  });

  it('says an expired confirmation link is invalid, without loading the client, and sends a new one', async () => {
    const resend = jest.fn().mockResolvedValue({ data: {}, error: null });
    const getClient = jest.fn(async () => ({ auth: { resend } }) as unknown as SupabaseClient);
    const { probe } = await setup(jest.fn(), {
      getClient,
      path: '/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
    });
    expect(
      screen.getByText('This confirmation link is invalid or has expired. Enter your e-mail address and we will send you a new one.'),
    ).toHaveAttribute('role', 'alert');
    expect(getClient).not.toHaveBeenCalled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(screen.getByLabelText(emailLabel)).toHaveAccessibleDescription('This field is required.');
    await user.type(screen.getByLabelText(emailLabel), 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the link again' }));
    expect(resend).toHaveBeenCalledWith({ type: 'signup', email: 'new@example.com', options: redirect });
    expect(await screen.findByText('If new@example.com still needs confirming, a new link is on its way.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(screen.getByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(probe.location?.hash).toBe('');
  });

  it('asks for the e-mailed code when the second factor is on', async () => {
    const rpc = jest.fn(async (name: string) =>
      name === 'mfa_status' ? { data: { enabled: true, verified: false }, error: null } : { data: { expires_at: 'later' }, error: null },
    );
    await setup(jest.fn().mockResolvedValue({ data: { user: { app_metadata: {} } }, error: null }), { rpc, status: 'signed-in' });
    await signInAs('mfa@example.com');
    expect(await screen.findByRole('heading', { name: 'Enter your authentication code' })).toBeInTheDocument();
    expect(rpc).toHaveBeenCalledWith('request_mfa_code');
    expect(screen.getByLabelText(/^Authentication code/)).toHaveFocus();
  });

  it('comes back to an empty form when signing out from the code screen', async () => {
    const rpc = jest.fn(async (name: string) =>
      name === 'mfa_status' ? { data: { enabled: true, verified: false }, error: null } : { data: { expires_at: 'later' }, error: null },
    );
    await setup(jest.fn().mockResolvedValue({ data: { user: { app_metadata: {} } }, error: null }), { rpc, status: 'signed-in' });
    const user = await signInAs('mfa@example.com');
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeInTheDocument();
    expect(screen.getByLabelText(emailLabel)).toHaveValue('');
    expect(screen.getByLabelText(passwordLabel)).toHaveValue('');
  });

  it('shows the pause at once when the code request answers mfa_locked', async () => {
    const rpc = jest.fn(async (name: string) =>
      name === 'mfa_status'
        ? { data: { enabled: true, verified: false }, error: null }
        : { data: null, error: { code: 'PT429', message: 'mfa_locked', hint: '1800' } },
    );
    await setup(jest.fn().mockResolvedValue({ data: { user: { app_metadata: {} } }, error: null }), { rpc, status: 'signed-in' });
    const before = Date.now();
    await signInAs('mfa@example.com');
    const alert = await screen.findByText(/Two-step sign-in for this account is paused until/);
    const expected = [0, 1, 2].map((extra) => formatTime(new Date(before + (1800 + extra) * 1000), 'en'));
    expect(expected.some((time) => alert.textContent?.includes(time))).toBe(true);
    expect(screen.queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
  });
});

describe('LoginPage on the way to an invitation', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = withCompanyCopy();
    window.localStorage.clear();
  });
  afterEach(() => restore());

  const invitationStub = { '/invitation': <h1>Invitation stub</h1> };

  it('fills in the invited address, says why, and goes back to the invitation after signing in', async () => {
    const signIn = jest.fn().mockResolvedValue({ data: { user: { app_metadata: {} } }, error: null });
    const state = { from: { pathname: '/invitation', search: '?token=abc.def' }, invitation: { email: 'ana@example.com' } };
    const { probe } = await setup(signIn, {
      path: '/start',
      routes: { '/start': <Navigate to="/login" state={state} />, ...invitationStub },
    });
    expect(await screen.findByText('Sign in with ana@example.com to accept your invitation.')).toBeInTheDocument();
    expect(screen.getByLabelText(emailLabel)).toHaveValue('ana@example.com');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(passwordLabel), 'DemoPass123!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Invitation stub' })).toBeInTheDocument();
    expect(probe.location?.search).toBe('?token=abc.def');
    expect(signIn).toHaveBeenCalledWith({ email: 'ana@example.com', password: 'DemoPass123!' });
  });

  it('takes an account confirmed through the e-mailed link back to the invitation kept while it was confirmed', async () => {
    keepPendingInvitation('abc.def');
    const session = { access_token: 'token', user: { id: 'u1', email: 'ana@example.com' } };
    const { probe } = await setup(jest.fn(), {
      status: 'signed-in',
      getSession: jest.fn().mockResolvedValue({ data: { session }, error: null }),
      path: '/login#access_token=token&expires_in=3600&refresh_token=r&token_type=bearer&type=signup',
      routes: invitationStub,
    });
    expect(await screen.findByRole('heading', { name: 'Invitation stub' })).toBeInTheDocument();
    expect(probe.location?.search).toBe('?token=abc.def');
    // The invitation page forgets it once settled; the sign-in page only follows it.
    expect(pendingInvitationPath()).toBe('/invitation?token=abc.def');
  });
});
