import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthStatus } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import { formatTime } from '@meridian/shared/lib/format';
import AccountPage from './AccountPage';

type Answer = { data: unknown; error: unknown };
type Handler = (args?: Record<string, unknown>) => Answer | Promise<Answer>;

const ok = (data: unknown): Answer => ({ data, error: null });
const pt429 = (message: string, hint: string): Answer => ({ data: null, error: { code: 'PT429', message, hint, details: null } });

/**
 * A client whose RPCs answer from `handlers` (a handler may be a list, answered in turn), and
 * whose updateUser answers `passwordAnswer`.
 */
function fakeClient(handlers: Record<string, Handler | Handler[]>, updateUser = jest.fn().mockResolvedValue({ data: {}, error: null })) {
  const queues = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [name, Array.isArray(handler) ? [...handler] : handler]),
  );
  const rpc = jest.fn(async (name: string, args?: Record<string, unknown>) => {
    const handler = queues[name];
    if (!handler) throw new Error(`unexpected rpc ${name}`);
    const next = Array.isArray(handler) ? (handler.length > 1 ? handler.shift()! : handler[0]!) : handler;
    return next(args);
  });
  return { client: { rpc, auth: { updateUser } } as unknown as SupabaseClient, rpc, updateUser };
}

async function renderAccount(
  handlers: Record<string, Handler | Handler[]>,
  { status = 'signed-in', updateUser, ready = true }: { status?: AuthStatus; updateUser?: jest.Mock; ready?: boolean } = {},
) {
  const fake = fakeClient(handlers, updateUser);
  const session = { user: { id: 'user-1', email: 'client@example.com' } } as Session;
  const auth = {
    status,
    session: status === 'signed-in' ? session : null,
    getClient: async () => fake.client,
    rememberSession: async () => {},
  };
  const rendered = await renderRemote(<AccountPage />, {
    namespace: 'portal',
    messages,
    path: '/account',
    routes: { '/login': <h1>Login stub</h1> },
    wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
  });
  // Past the guard's own check of the second factor.
  if (ready) await screen.findByRole('heading', { level: 1, name: 'Account security' });
  return { ...rendered, ...fake, user: userEvent.setup() };
}

const off = () => ok({ enabled: false, verified: false, locked_until: null });
const on = () => ok({ enabled: true, verified: true, locked_until: null });
const twoStep = () => screen.getByRole('region', { name: 'Two-step sign-in' });
const passwordSection = () => screen.getByRole('region', { name: 'Change password' });

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string, button: string) {
  const field = await within(twoStep()).findByLabelText(/^Authentication code/);
  await user.clear(field);
  await user.type(field, code);
  await user.click(within(twoStep()).getByRole('button', { name: button }));
}

describe('AccountPage', () => {
  it('sends a signed-out visitor to /login', async () => {
    const { probe } = await renderAccount({}, { status: 'signed-out', ready: false });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(probe.location?.state).toEqual({ from: expect.objectContaining({ pathname: '/account' }) });
  });

  it('sends a client who owes the second factor to the code screen', async () => {
    const { probe } = await renderAccount({ mfa_status: () => ok({ enabled: true, verified: false }) }, { ready: false });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(probe.location?.state).toMatchObject({ mfa: true });
  });

  it('shows the page with a way back to the dashboard, and two-step sign-in off', async () => {
    await renderAccount({ mfa_status: off });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account security' })).toBeInTheDocument();
    expect(screen.getByText('Signed in as client@example.com')).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', { name: 'Client Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(await within(twoStep()).findByText('Off')).toBeInTheDocument();
    expect(within(twoStep()).getByRole('button', { name: 'Turn on two-step sign-in' })).toBeEnabled();
  });

  it('asks for the status once: the section shows the answer the guard just had', async () => {
    const { rpc } = await renderAccount({ mfa_status: off });
    expect(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(rpc.mock.calls.filter(([name]) => name === 'mfa_status')).toHaveLength(1);
  });

  it('says why the status could not be loaded, and Retry loads it', async () => {
    let fail = true;
    const { user } = await renderAccount({
      mfa_status: () => (fail ? Promise.reject(new TypeError('Failed to fetch')) : off()),
    });
    // The guard lets the page load when its check fails; the section says why, with Retry.
    expect(await within(twoStep()).findByRole('alert')).toHaveTextContent('The server could not be reached.');
    expect(within(twoStep()).queryByRole('button', { name: 'Turn on two-step sign-in' })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(twoStep()).getByRole('button', { name: 'Try again' }));
    expect(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' })).toBeInTheDocument();
    expect(within(twoStep()).queryByRole('alert')?.textContent ?? '').toBe('');
  });

  it('turns two-step sign-in on with the e-mailed code, after a wrong one', async () => {
    const { rpc, user } = await renderAccount({
      mfa_status: off,
      request_mfa_code: () => ok({ expires_at: 'later' }),
      set_mfa_enabled: [() => ok({ status: 'invalid', attempts_left: 4 }), () => ok({ status: 'enabled' })],
    });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(rpc).toHaveBeenCalledWith('request_mfa_code');
    const field = await within(twoStep()).findByLabelText(/^Authentication code/);
    expect(field).toHaveFocus();
    expect(
      within(twoStep()).getByText(
        'We sent a 6-digit code to client@example.com. Enter it to turn on two-step sign-in. It is valid for 10 minutes.',
      ),
    ).toBeInTheDocument();

    await enterCode(user, '000000', 'Turn on');
    expect(await within(twoStep()).findByText('Invalid or expired code. 4 attempts left.')).toHaveAttribute('role', 'alert');
    expect(field).toHaveFocus();

    await enterCode(user, '123456', 'Turn on');
    expect(rpc).toHaveBeenLastCalledWith('set_mfa_enabled', { enabled: true, code: '123456' });
    expect(
      await within(twoStep()).findByText('Two-step sign-in is on. From your next sign-in, we will e-mail you a code after your password.'),
    ).toHaveAttribute('role', 'status');
    expect(within(twoStep()).getByText('On')).toBeInTheDocument();
    expect(within(twoStep()).getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveFocus();
  });

  it('turns two-step sign-in off with the e-mailed code', async () => {
    const { rpc, user } = await renderAccount({
      mfa_status: on,
      request_mfa_code: () => ok({ expires_at: 'later' }),
      set_mfa_enabled: () => ok({ status: 'disabled' }),
    });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await within(twoStep()).findByText(/Enter it to turn off two-step sign-in/)).toBeInTheDocument();
    await enterCode(user, '654321', 'Turn off');
    expect(rpc).toHaveBeenLastCalledWith('set_mfa_enabled', { enabled: false, code: '654321' });
    expect(await within(twoStep()).findByText('Two-step sign-in is off. You now sign in with your password alone.')).toBeInTheDocument();
    expect(within(twoStep()).getByText('Off')).toBeInTheDocument();
  });

  it('goes back without changing anything on Cancel', async () => {
    const { rpc, user } = await renderAccount({ mfa_status: off, request_mfa_code: () => ok({}) });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' }));
    await user.click(await within(twoStep()).findByRole('button', { name: 'Cancel' }));
    expect(within(twoStep()).getByRole('button', { name: 'Turn on two-step sign-in' })).toHaveFocus();
    expect(rpc).not.toHaveBeenCalledWith('set_mfa_enabled', expect.anything());
  });

  it('waits out the resend pause (a code went to this session moments ago), then sends a new code', async () => {
    const { rpc, user } = await renderAccount({
      mfa_status: on,
      request_mfa_code: [() => pt429('mfa_resend_cooldown', '1'), () => ok({ expires_at: 'later' })],
    });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(await within(twoStep()).findByText('A code went to your inbox moments ago; a new one follows in 1 second.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(within(twoStep()).getByRole('button', { name: 'Sending a code…' })).toBeDisabled();
    expect(await within(twoStep()).findByLabelText(/^Authentication code/, {}, { timeout: 3000 })).toHaveFocus();
    expect(rpc.mock.calls.filter(([name]) => name === 'request_mfa_code')).toHaveLength(2);
  });

  it('stops waiting on Cancel', async () => {
    const { rpc, user } = await renderAccount({ mfa_status: on, request_mfa_code: () => pt429('mfa_resend_cooldown', '1') });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.click(await within(twoStep()).findByRole('button', { name: 'Cancel' }));
    expect(within(twoStep()).getByRole('button', { name: 'Turn off two-step sign-in' })).toHaveFocus();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1200)));
    expect(rpc.mock.calls.filter(([name]) => name === 'request_mfa_code')).toHaveLength(1);
  });

  it('says when a new code may be asked for after too many codes', async () => {
    const { user } = await renderAccount({ mfa_status: off, request_mfa_code: () => pt429('mfa_too_many_codes', '1500') });
    const before = Date.now();
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' }));
    const alert = await within(twoStep()).findByText(/You have asked for many codes in the last hour. You can ask for a new one at/);
    const times = [0, 1, 2].map((extra) => formatTime(new Date(before + (1500 + extra) * 1000), 'en'));
    expect(
      times.some((time) => alert.textContent === `You have asked for many codes in the last hour. You can ask for a new one at ${time}.`),
    ).toBe(true);
    expect(within(twoStep()).queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
    expect(within(twoStep()).getByRole('button', { name: 'Turn on two-step sign-in' })).toHaveFocus();
  });

  it('says the code could not be sent when the request fails', async () => {
    const { user } = await renderAccount({
      mfa_status: off,
      request_mfa_code: () => ({ data: null, error: { code: '500', message: 'boom' } }),
    });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await within(twoStep()).findByText('We could not send a code. Check your connection and try again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('shows the pause when the request answers mfa_locked, without the switch', async () => {
    const { user } = await renderAccount({ mfa_status: on, request_mfa_code: () => pt429('mfa_locked', '1800') });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(
      await within(twoStep()).findByText(/Two-step sign-in for this account is paused until .+; we have e-mailed you\.$/),
    ).toHaveAttribute('role', 'alert');
    expect(within(twoStep()).queryByRole('button', { name: /two-step sign-in/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toHaveFocus();
  });

  it('shows the pause with its end time when a wrong code locks the account', async () => {
    const lockedUntil = new Date(Date.now() + 30 * 60_000);
    const { user } = await renderAccount({
      mfa_status: off,
      request_mfa_code: () => ok({}),
      set_mfa_enabled: () => ok({ status: 'locked', locked_until: lockedUntil.toISOString() }),
    });
    await user.click(await within(twoStep()).findByRole('button', { name: 'Turn on two-step sign-in' }));
    await enterCode(user, '000000', 'Turn on');
    expect(
      await within(twoStep()).findByText(
        `Too many wrong codes. Two-step sign-in for this account is paused until ${formatTime(lockedUntil, 'en')}; we have e-mailed you.`,
      ),
    ).toBeInTheDocument();
    expect(within(twoStep()).queryByLabelText(/^Authentication code/)).not.toBeInTheDocument();
  });

  it('shows a pause that is already running when the page opens', async () => {
    const lockedUntil = new Date(Date.now() + 10 * 60_000);
    await renderAccount({ mfa_status: () => ok({ enabled: true, verified: true, locked_until: lockedUntil.toISOString() }) });
    expect(await within(twoStep()).findByText(new RegExp(`paused until ${formatTime(lockedUntil, 'en')}`))).toBeInTheDocument();
    expect(within(twoStep()).getByText('On')).toBeInTheDocument();
    expect(within(twoStep()).queryByRole('button')).not.toBeInTheDocument();
  });

  it('ignores a pause that has ended', async () => {
    await renderAccount({
      mfa_status: () => ok({ enabled: true, verified: true, locked_until: new Date(Date.now() - 1000).toISOString() }),
    });
    expect(await within(twoStep()).findByRole('button', { name: 'Turn off two-step sign-in' })).toBeInTheDocument();
    expect(within(twoStep()).queryByText(/paused/)).not.toBeInTheDocument();
  });

  describe('change password', () => {
    async function change(user: ReturnType<typeof userEvent.setup>, password: string, confirm = password) {
      const section = passwordSection();
      if (password) await user.type(within(section).getByLabelText(/^New password/), password);
      if (confirm) await user.type(within(section).getByLabelText(/^Confirm password/), confirm);
      await user.click(within(section).getByRole('button', { name: 'Change password' }));
    }

    it('checks the fields without calling the server', async () => {
      const updateUser = jest.fn();
      const { user } = await renderAccount({ mfa_status: off }, { updateUser });
      await change(user, 'short', 'other');
      const password = within(passwordSection()).getByLabelText(/^New password/);
      expect(password).toHaveAccessibleDescription('Use at least 8 characters, with at least one letter and one digit.');
      expect(password).toHaveFocus();
      expect(within(passwordSection()).getByLabelText(/^Confirm password/)).toHaveAccessibleDescription('The passwords do not match.');
      expect(updateUser).not.toHaveBeenCalled();
    });

    it('changes the password, clears the fields and says the other devices are signed out', async () => {
      const updateUser = jest.fn().mockResolvedValue({ data: { user: {} }, error: null });
      const { user } = await renderAccount({ mfa_status: off }, { updateUser });
      await change(user, 'Brand-new-pass-9');
      expect(updateUser).toHaveBeenCalledWith({ password: 'Brand-new-pass-9' });
      expect(
        await within(passwordSection()).findByText('Password changed. You have been signed out on your other devices.'),
      ).toHaveAttribute('role', 'status');
      expect(within(passwordSection()).getByLabelText(/^New password/)).toHaveValue('');
      expect(within(passwordSection()).getByLabelText(/^Confirm password/)).toHaveValue('');
    });

    it.each([
      [
        { code: 'insufficient_aal', status: 401 },
        'Confirm your sign-in code first: reload the page, enter the code we e-mail you, then change the password.',
      ],
      [{ code: 'same_password', status: 422 }, 'The new password must be different from your current password.'],
      [{ code: 'over_request_rate_limit', status: 429 }, 'Too many attempts, try again later.'],
      [{ status: 429 }, 'Too many attempts, try again later.'],
      [{ code: 'session_not_found', status: 403 }, 'Your session has ended. Sign in again, then change the password.'],
      [{ name: 'AuthSessionMissingError', status: 400 }, 'Your session has ended. Sign in again, then change the password.'],
      [{ code: 'unexpected_failure', status: 500 }, 'Failed to change the password. Please try again.'],
    ])('answers %o with a message', async (error, text) => {
      const updateUser = jest.fn().mockResolvedValue({ data: null, error });
      const { user } = await renderAccount({ mfa_status: off }, { updateUser });
      await change(user, 'Brand-new-pass-9');
      expect(await within(passwordSection()).findByText(text)).toHaveAttribute('role', 'alert');
      expect(within(passwordSection()).queryByText(/Password changed/)).not.toBeInTheDocument();
    });

    it('shows the password rule beside the field for weak_password', async () => {
      const updateUser = jest.fn().mockResolvedValue({ data: null, error: { code: 'weak_password', status: 422 } });
      const { user } = await renderAccount({ mfa_status: off }, { updateUser });
      await change(user, 'password1');
      const password = within(passwordSection()).getByLabelText(/^New password/);
      expect(
        await within(passwordSection()).findByText('Use at least 8 characters, with at least one letter and one digit.'),
      ).toBeInTheDocument();
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveFocus();
    });

    it('says it failed when the request throws', async () => {
      const updateUser = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      const { user } = await renderAccount({ mfa_status: off }, { updateUser });
      await change(user, 'Brand-new-pass-9');
      expect(await within(passwordSection()).findByText('Failed to change the password. Please try again.')).toBeInTheDocument();
    });
  });
});
