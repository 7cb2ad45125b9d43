import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../locales/en.json';
import FeedbackPage from './FeedbackPage';

const config = { contact: { phone: '+62 21-5098-7654', email: 'support@meridian.example' } } as AppConfig;

function renderFeedback(insertResult: Promise<{ error: unknown; status?: number }>) {
  const insert = jest.fn().mockReturnValue(insertResult);
  const from = jest.fn().mockReturnValue({ insert });
  const auth = {
    status: 'signed-out' as const,
    session: null,
    getClient: async () => ({ from }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  return {
    insert,
    from,
    rendered: renderRemote(<FeedbackPage />, {
      namespace: 'marketing',
      messages,
      path: '/feedback',
      wrap: (ui) => (
        <AppConfigContext.Provider value={config}>
          <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>
        </AppConfigContext.Provider>
      ),
    }),
  };
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Category/), 'Services');
  await user.click(screen.getByRole('radio', { name: '4 stars' }));
  await user.type(screen.getByLabelText(/^Title/), 'Fast onboarding <script>x</script> 🚀');
  await user.type(screen.getByLabelText(/^Description/), 'The team set us up in a week.');
}

describe('FeedbackPage', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it('marks the required fields and shows errors beside them without sending', async () => {
    const { insert, rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByLabelText(/^Category/)).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Category/)).toHaveFocus();
    expect(screen.getByRole('group', { name: /^Rating/ })).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
    expect(insert).not.toHaveBeenCalled();
  });

  it('stores the text fields, confirms only after the server accepted, and resets the form', async () => {
    const { insert, from, rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(from).toHaveBeenCalledWith('feedback');
    expect(insert).toHaveBeenCalledWith({
      category: 'services',
      rating: 4,
      title: 'Fast onboarding <script>x</script> 🚀',
      description: 'The team set us up in a week.',
      name: null,
      email: null,
      allow_contact: false,
      attachments: [],
    });
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('sends the contact permission and a given name and e-mail trimmed, then empties every control', async () => {
    const { insert, rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.type(screen.getByLabelText(/^Name/), ' Ana ');
    await user.type(screen.getByLabelText(/^E-mail/), 'ana@example.com ');
    await user.click(screen.getByRole('checkbox', { name: 'You may contact me about this feedback' }));
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(insert).toHaveBeenCalledWith(expect.objectContaining({ name: 'Ana', email: 'ana@example.com', allow_contact: true }));
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText(/^Category/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'You may contact me about this feedback' })).not.toBeChecked();
  });

  it('focuses the first field in error: the rating when only it is missing', async () => {
    const { insert, rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText(/^Category/), 'Services');
    await user.type(screen.getByLabelText(/^Title/), 'Title');
    await user.type(screen.getByLabelText(/^Description/), 'Text');
    await user.type(screen.getByLabelText(/^E-mail/), 'not an address');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(screen.getByLabelText(/^Category/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText(/^E-mail/)).toHaveAccessibleDescription('Enter a valid e-mail address, like name@company.com.');
    expect(insert).not.toHaveBeenCalled();
  });

  it('disables the button and says so while the feedback is being sent', async () => {
    let answer: (result: { error: null }) => void = () => undefined;
    const { rendered } = renderFeedback(new Promise((resolve) => (answer = resolve)));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    answer({ error: null });
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Send feedback' })).toBeEnabled();
  });

  const lead = 'There was an error submitting your feedback. Please try again.';
  it.each([
    ['fails', { message: 'internal error', code: 'XX000' }, 500, lead],
    // Any other kind follows the specification's sentence in the words of every screen (failure.* in common).
    [
      'refuses the row',
      { message: 'new row violates check constraint', code: '23514' },
      400,
      `${lead} Some of what was sent is not valid. Check it and try again.`,
    ],
    [
      'cannot be reached',
      { message: 'TypeError: Failed to fetch', details: '', hint: '', code: '' },
      0,
      `${lead} The server could not be reached. Check your connection and try again.`,
    ],
  ])('keeps what was typed and says so, in the specification’s words first, when the server %s', async (_case, error, status, sentence) => {
    const { rendered } = renderFeedback(Promise.resolve({ error, status }));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(sentence));
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Fast onboarding <script>x</script> 🚀');
    expect(screen.queryByText('Thank you for your feedback! We will review it shortly.')).toBeNull();
  });

  it('has a honeypot field hidden from people: off screen, out of the tab order and unannounced', async () => {
    const { rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    const honeypot = screen.getByLabelText('Leave this field empty');
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).toHaveClass('ui-visually-hidden');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('sends what a form filler put in the honeypot, and says sent as for anyone', async () => {
    const { insert, rendered } = renderFeedback(Promise.resolve({ error: null, status: 201 }));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    fireEvent.change(screen.getByLabelText('Leave this field empty'), { target: { value: 'https://spam.example' } });
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(insert).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Fast onboarding <script>x</script> 🚀', website: 'https://spam.example' }),
    );
    expect(await screen.findByText('Thank you for your feedback! We will review it shortly.')).toHaveAttribute('role', 'status');
    expect(screen.getByLabelText('Leave this field empty')).toHaveValue('');
  });

  it('leaves an empty honeypot out of the row', async () => {
    const { insert, rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(insert.mock.calls[0][0]).not.toHaveProperty('website');
  });

  it.each([
    ['the database limit (PT429)', { error: { code: 'PT429', message: 'too_many_messages', hint: '1800', details: null }, status: 429 }],
    ['an HTTP 429 alone', { error: { code: '', message: 'Too Many Requests', hint: null, details: null }, status: 429 }],
  ])('says to try later or write by e-mail after %s, keeping what was typed', async (_case, answer) => {
    const { rendered } = renderFeedback(Promise.resolve(answer));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        `${lead} You have sent many messages in the last hour. Please try again later, or e-mail us at support@meridian.example.`,
      ),
    );
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Fast onboarding <script>x</script> 🚀');
  });
});
