import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import ContactPage from './ContactPage';

const config = { contact: { phone: '+62 21-5098-7654', email: 'support@meridian.example' } } as AppConfig;

async function renderContact(error: unknown = null, status?: number) {
  const insert = jest.fn().mockResolvedValue({ error, status });
  const auth = {
    status: 'signed-out' as const,
    session: null,
    getClient: async () => ({ from: () => ({ insert }), rpc: async () => ({ data: true, error: null }) }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  await renderRemote(<ContactPage />, {
    namespace: 'marketing',
    messages,
    path: '/contact',
    wrap: (ui) => (
      <AppConfigContext.Provider value={config}>
        <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
      </AppConfigContext.Provider>
    ),
  });
  return insert;
}

describe('ContactPage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('lists the three channels with their response times', async () => {
    await renderContact();
    const rows = within(screen.getByRole('table', { name: 'How to reach us' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Live ChatImmediate24/7',
      'EmailWithin 24 hoursEvery day',
      'Support PortalWithin 48 hoursEvery day',
    ]);
    expect(screen.getByText('Mon–Fri 9:00 AM–6:00 PM PST')).toBeInTheDocument();
  });

  it('opens the live chat on Start Chat: the prompt, the first message form, name field focused, and whether anyone is online', async () => {
    await renderContact();
    const user = userEvent.setup();
    expect(screen.queryByText('Start chatting with our support team')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(screen.getByText('Start chatting with our support team')).toBeVisible();
    const form = await screen.findByRole('form', { name: 'Start a live chat' });
    expect(within(form).getByRole('textbox', { name: /^Your name/ })).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /^Your message/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Chat' })).toBeNull();
  });

  it('requires every field, then stores the message and confirms', async () => {
    const insert = await renderContact();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    for (const label of [/^Name/, /^E-mail/, /^Subject/, /^Message/])
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Message/)).toHaveAttribute('rows', '6');
    await user.type(screen.getByLabelText(/^Name/), 'Siti');
    await user.type(screen.getByLabelText(/^E-mail/), 'siti@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Cloud migration');
    await user.type(screen.getByLabelText(/^Message/), 'Can we talk?');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(insert).toHaveBeenCalledWith({ name: 'Siti', email: 'siti@example.com', subject: 'Cloud migration', message: 'Can we talk?' });
    expect(await screen.findByText(/Your message has reached our team/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
  });

  it('keeps the message when it cannot be stored', async () => {
    await renderContact({ message: 'network' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Siti');
    await user.type(screen.getByLabelText(/^E-mail/), 'siti@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Hi');
    await user.type(screen.getByLabelText(/^Message/), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText(/could not be sent/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me');
  });

  it('focuses the first field in error and explains the e-mail rule beside it', async () => {
    const insert = await renderContact();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Siti');
    await user.type(screen.getByLabelText(/^E-mail/), 'siti@example com');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^E-mail/)).toHaveFocus();
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
    expect(insert).not.toHaveBeenCalled();
  });

  it('disables the button and says so while the message is being sent', async () => {
    const insert = await renderContact();
    let answer: (result: { error: null; status: number }) => void = () => undefined;
    insert.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer({ error: null, status: 201 });
    expect(await screen.findByText(/Your message has reached our team/)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  async function fillAndSend() {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Siti');
    await user.type(screen.getByLabelText(/^E-mail/), 'siti@example.com');
    await user.type(screen.getByLabelText(/^Subject/), 'Hi');
    await user.type(screen.getByLabelText(/^Message/), 'Keep me');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
  }

  it('sends the honeypot field when a form filler completed it, and says sent', async () => {
    const insert = await renderContact(null, 201);
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    fireEvent.change(honeypot, { target: { value: 'buy-now.example' } });
    await fillAndSend();
    expect(insert).toHaveBeenCalledWith({
      name: 'Siti',
      email: 'siti@example.com',
      subject: 'Hi',
      message: 'Keep me',
      website: 'buy-now.example',
    });
    expect(await screen.findByText(/Your message has reached our team/)).toBeInTheDocument();
  });

  it.each([
    [{ code: 'PT429', message: 'too_many_messages', hint: '3599', details: null }, 429],
    [{ code: 'PT429', message: 'too_many_messages', hint: '3599', details: null }, undefined],
    [{ code: '', message: 'Too Many Requests', hint: null, details: null }, 429],
  ])('says to try later or write by e-mail after a 429 (%o, HTTP %s)', async (error, status) => {
    await renderContact(error, status);
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent many messages in the last hour. Please try again later, or e-mail us at support@meridian.example.',
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Keep me');
  });
});
