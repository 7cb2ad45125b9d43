import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import { formatTime } from '@meridian/shared/lib/format';
import type { RequestResult } from '../../lib/mfa';
import { SignInCodeStep } from './SignInCodeStep';

const codeLabel = /^Authentication code/;

type Rpc = jest.Mock<Promise<{ data: unknown; error: unknown }>, [string, unknown?]>;

function setup({
  first = { status: 'sent' },
  rpc = jest.fn().mockResolvedValue({ data: null, error: null }) as Rpc,
  signOut = jest.fn().mockResolvedValue({ error: null }),
}: { first?: RequestResult | 'request'; rpc?: Rpc; signOut?: jest.Mock } = {}) {
  const onVerified = jest.fn();
  const onSignedOut = jest.fn();
  const auth: AuthContextValue = {
    status: 'signed-in',
    session: null,
    getClient: async () => ({ rpc, auth: { signOut } }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const rendered = renderRemote(<SignInCodeStep first={first} onVerified={onVerified} onSignedOut={onSignedOut} />, {
    namespace: 'portal',
    messages,
    path: '/login',
    wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
  });
  return { rendered, rpc, onVerified, onSignedOut, signOut };
}

/** rpc answering verify_mfa_code with each of `answers` in turn. */
function verifyAnswers(...answers: unknown[]): Rpc {
  const rpc: Rpc = jest.fn();
  for (const data of answers) rpc.mockResolvedValueOnce({ data, error: null });
  return rpc;
}

async function enter(code: string) {
  const user = userEvent.setup();
  const field = screen.getByLabelText(codeLabel);
  await user.clear(field);
  await user.type(field, code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
  return user;
}

/** One second passes (each tick schedules the next once rendered). */
const tick = () =>
  act(async () => {
    jest.advanceTimersByTime(1_000);
  });
const alertText = () =>
  screen
    .getAllByRole('alert')
    .map((element) => element.textContent)
    .join('');
const at = (iso: string) => formatTime(new Date(iso), 'en');

describe('SignInCodeStep', () => {
  afterEach(() => jest.useRealTimers());

  it('verifies a right code', async () => {
    const { rendered, rpc, onVerified } = setup({ rpc: verifyAnswers({ status: 'verified' }) });
    await rendered;
    expect(screen.getByLabelText(codeLabel)).toHaveFocus();
    await enter('123456');
    expect(rpc).toHaveBeenCalledWith('verify_mfa_code', { code: '123456' });
    expect(onVerified).toHaveBeenCalled();
  });

  it('asks for six digits without calling the server', async () => {
    const { rendered, rpc } = setup();
    await rendered;
    await enter('123');
    expect(screen.getByLabelText(codeLabel)).toHaveAccessibleDescription('Enter the 6 digits from the e-mail.');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('takes digits only, as typed or pasted', async () => {
    const { rendered, rpc } = setup({ rpc: verifyAnswers({ status: 'verified' }) });
    await rendered;
    await enter('12 34-5a6');
    expect(rpc).toHaveBeenCalledWith('verify_mfa_code', { code: '123456' });
  });

  it.each([
    [{ status: 'invalid', attempts_left: 3 }, 'Invalid or expired code. 3 attempts left.'],
    [{ status: 'invalid', attempts_left: 1 }, 'Invalid or expired code. 1 attempt left.'],
    [{ status: 'invalid' }, 'Invalid or expired code'],
    [{ status: 'expired' }, 'This code has expired. Send a new code and enter that one.'],
    [{ status: 'locked' }, 'Too many wrong attempts with this code. Send a new code to try again.'],
    [{ status: 'invalid', attempts_left: 0 }, 'Too many wrong attempts with this code. Send a new code to try again.'],
    [{ status: 'surprise' }, 'Failed to verify code'],
  ])('answers %j with “%s”, clears the field and keeps focus there', async (answer, text) => {
    const { rendered, onVerified } = setup({ rpc: verifyAnswers(answer) });
    await rendered;
    await enter('123456');
    expect(await screen.findByText(text)).toHaveAttribute('role', 'alert');
    const field = screen.getByLabelText(codeLabel);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(onVerified).not.toHaveBeenCalled();
  });

  it('shows the account pause with its end time when the server locks it, and offers to sign out', async () => {
    const lockedUntil = '2030-01-01T14:35:00Z';
    const { rendered, onSignedOut, signOut } = setup({ rpc: verifyAnswers({ status: 'locked', locked_until: lockedUntil }) });
    await rendered;
    const user = await enter('123456');
    const alert = await screen.findByText(
      `Too many wrong codes. Two-step sign-in for this account is paused until ${at(lockedUntil)}; we have e-mailed you.`,
    );
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveFocus();
    expect(screen.queryByLabelText(codeLabel)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(signOut).toHaveBeenCalled();
    expect(onSignedOut).toHaveBeenCalled();
  });

  it('shows the pause when the first request was refused with mfa_locked', async () => {
    const until = new Date(Date.now() + 600_000);
    const { rendered } = setup({ first: { status: 'locked', until } });
    await rendered;
    expect(screen.getByRole('alert')).toHaveTextContent(`paused until ${formatTime(until, 'en')}; we have e-mailed you.`);
    expect(screen.queryByRole('button', { name: 'Verify' })).not.toBeInTheDocument();
  });

  it('asks for the code itself when told to, and reads a PT429 mfa_locked answer', async () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const rpc: Rpc = jest.fn().mockResolvedValue({ data: null, error: { code: 'PT429', message: 'mfa_locked', hint: '900' } });
    const { rendered } = setup({ first: 'request', rpc });
    await rendered;
    expect(await screen.findByText(/paused until/)).toHaveTextContent(at('2030-01-01T10:15:00Z'));
    expect(rpc).toHaveBeenCalledWith('request_mfa_code');
  });

  it('says when a new code may be asked for after too many codes, keeping the field for the last one', async () => {
    jest.useFakeTimers({ now: new Date('2030-01-01T10:00:00Z') });
    const rpc: Rpc = jest.fn().mockResolvedValue({ data: null, error: { code: 'PT429', message: 'mfa_too_many_codes', hint: '1200' } });
    const { rendered } = setup({ first: 'request', rpc });
    await rendered;
    const time = at('2030-01-01T10:20:00Z');
    expect(
      await screen.findByText(`You have asked for many codes in the last hour. You can ask for a new one at ${time}.`),
    ).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: `Send a new code at ${time}` })).toBeDisabled();
    expect(screen.getByLabelText(codeLabel)).toBeEnabled();
  });

  it('counts down before a new code may be sent, then sends one', async () => {
    jest.useFakeTimers();
    const rpc: Rpc = jest.fn().mockResolvedValue({ data: { expires_at: 'later' }, error: null });
    const { rendered } = setup({ rpc });
    await rendered;
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();
    for (let second = 0; second < 29; second += 1) await tick();
    expect(screen.getByRole('button', { name: 'Send a new code in 1 second' })).toBeDisabled();
    await tick();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(rpc).toHaveBeenCalledWith('request_mfa_code');
    expect(await screen.findByText('A new code is on its way.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Send a new code in 30 seconds' })).toBeDisabled();
  });

  it('waits as long as the server says when a code was sent moments ago', async () => {
    const { rendered } = setup({ first: { status: 'cooldown', seconds: 12 } });
    await rendered;
    expect(screen.getByRole('button', { name: 'Send a new code in 12 seconds' })).toBeDisabled();
    expect(screen.getByText('A code was sent moments ago: use the one in that e-mail.')).toHaveAttribute('role', 'status');
  });

  it('says when the code could not be sent', async () => {
    const { rendered } = setup({ first: { status: 'failed' } });
    await rendered;
    expect(alertText()).toBe('We could not send a code. Check your connection and try again.');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeEnabled();
  });
});
