/**
 * The password form when hosted Auth wants the e-mailed code first (reauthentication_needed, a
 * session older than a day): it asks for the code, sends the same password with it as `nonce`,
 * explains a wrong code, lets the client ask for a new one after the wait, and going back keeps
 * what was typed. The server's answers are supabase-js's, as GoTrue gives them.
 */
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import { NewPasswordForm } from './NewPasswordForm';

const email = 'client@example.com';
const codeLabel = /^Confirmation code/;
const authError = (status: number, code: string, message = code) =>
  Object.assign(new Error(message), { name: 'AuthApiError', status, code });
const needed = { data: { user: null }, error: authError(400, 'reauthentication_needed', 'Password update requires reauthentication') };
const ok = { data: { user: {} }, error: null };

type Answer = { data: unknown; error: unknown };

function setup({ updates, reauthentications = [{ data: {}, error: null }] }: { updates: Answer[]; reauthentications?: Answer[] }) {
  const updateUser = jest.fn<Promise<Answer>, [unknown]>();
  for (const answer of updates) updateUser.mockResolvedValueOnce(answer);
  const reauthenticate = jest.fn<Promise<Answer>, []>();
  for (const answer of reauthentications) reauthenticate.mockResolvedValueOnce(answer);
  const auth: AuthContextValue = {
    status: 'signed-in',
    session: { user: { id: 'u1', email } } as Session,
    getClient: async () => ({ auth: { updateUser, reauthenticate } }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const rendered = renderRemote(
    <NewPasswordForm submitLabel="Change password" submittingLabel="Changing password…" savedMessage="Password changed." />,
    {
      namespace: 'portal',
      messages,
      path: '/account',
      wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
    },
  );
  return { rendered, updateUser, reauthenticate };
}

async function choosePassword(user: ReturnType<typeof userEvent.setup>, password = 'New-pass-123') {
  await user.type(screen.getByLabelText(/^New password/), password);
  await user.type(screen.getByLabelText(/^Confirm/), password);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

async function enterCode(user: ReturnType<typeof userEvent.setup>, code: string) {
  const field = screen.getByLabelText(codeLabel);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((element) => element.textContent)
    .join('');

describe('NewPasswordForm and the e-mailed code', () => {
  afterEach(() => jest.useRealTimers());

  it('asks for the code e-mailed to the account and sends the same password with it', async () => {
    const { rendered, updateUser, reauthenticate } = setup({ updates: [needed, ok] });
    await rendered;
    const user = userEvent.setup();
    await choosePassword(user);
    expect(await screen.findByText(/We have e-mailed a 6-digit code to client@example.com\. It works for one hour\./)).toBeVisible();
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    const field = screen.getByLabelText(codeLabel);
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await enterCode(user, '12 34-56');
    expect(updateUser).toHaveBeenLastCalledWith({ password: 'New-pass-123', nonce: '123456' });
    expect(await screen.findByText('Password changed.')).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText(codeLabel)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
  });

  it('says a wrong code is wrong, clears the field and keeps focus there; six digits are checked before sending', async () => {
    const { rendered, updateUser } = setup({
      updates: [needed, { data: { user: null }, error: authError(422, 'reauthentication_not_valid', 'Nonce has expired or is invalid') }],
    });
    await rendered;
    const user = userEvent.setup();
    await choosePassword(user);
    await screen.findByLabelText(codeLabel);
    await enterCode(user, '123');
    expect(screen.getByLabelText(codeLabel)).toHaveAccessibleDescription('Enter the 6 digits from the e-mail.');
    expect(updateUser).toHaveBeenCalledTimes(1);
    await enterCode(user, '654321');
    expect(await screen.findByText(/This code is wrong, has expired or was already used/)).toHaveAttribute('role', 'alert');
    const field = screen.getByLabelText(codeLabel);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });

  it('offers a new code once the minute has passed, and reads the server’s wait when it is too soon', async () => {
    jest.useFakeTimers();
    const { rendered, reauthenticate } = setup({
      updates: [needed],
      reauthentications: [
        { data: {}, error: null },
        {
          data: {},
          error: authError(429, 'over_email_send_rate_limit', 'For security purposes, you can only request this after 17 seconds.'),
        },
        { data: {}, error: null },
      ],
    });
    await rendered;
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await choosePassword(user);
    // The submit's answers arrive on promises, not timers: let them settle inside act.
    await act(async () => {
      for (let i = 0; i < 10; i++) await Promise.resolve();
    });
    const waiting = screen.getByRole('button', { name: 'Send a new code in 60 seconds' });
    expect(waiting).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(reauthenticate).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('A code was sent moments ago: use the one in that e-mail.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Send a new code in 17 seconds' })).toBeDisabled();
    await act(async () => {
      jest.advanceTimersByTime(17_000);
    });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way.')).toBeVisible();
    expect(screen.getByLabelText(codeLabel)).toHaveFocus();
  });

  it('goes back to the fields with what was typed, and shows there why the server refused the password', async () => {
    const { rendered } = setup({
      updates: [needed, needed, { data: { user: null }, error: authError(422, 'same_password') }],
      reauthentications: [
        { data: {}, error: null },
        { data: {}, error: null },
      ],
    });
    await rendered;
    const user = userEvent.setup();
    await choosePassword(user);
    await user.click(await screen.findByRole('button', { name: 'Back to the new password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveValue('New-pass-123');
    expect(screen.getByLabelText(/^Confirm/)).toHaveValue('New-pass-123');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await enterCode(user, '123456');
    expect(await screen.findByLabelText(/^New password/)).toHaveValue('New-pass-123');
    expect(alertText()).toContain('The new password must be different from your current password.');
  });
});
