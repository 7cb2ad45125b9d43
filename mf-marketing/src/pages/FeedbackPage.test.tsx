import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import messages from '../locales/en.json';
import FeedbackPage from './FeedbackPage';

function renderFeedback(insertResult: Promise<{ error: unknown }>) {
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
      wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
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
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for your feedback! We will review it shortly.');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(screen.getByRole('radio', { name: '4 stars' })).not.toBeChecked();
  });

  it('keeps what was typed and says so when the server refuses', async () => {
    const { rendered } = renderFeedback(Promise.resolve({ error: { message: 'new row violates check constraint', code: '23514' } }));
    await rendered;
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There was an error submitting your feedback. Please try again.');
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Fast onboarding <script>x</script> 🚀');
    expect(screen.queryByText('Thank you for your feedback! We will review it shortly.')).toBeNull();
  });

  it('checks attachments by type and size', async () => {
    const { rendered } = renderFeedback(Promise.resolve({ error: null }));
    await rendered;
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Attachments (optional)'), [
      new File(['x'], 'screen.png', { type: 'image/png' }),
      new File(['x'], 'tool.exe', { type: 'application/x-msdownload' }),
    ]);
    expect(screen.getByText('tool.exe is not an image, PDF or Word document.').closest('[role=alert]')).not.toBeNull();
    expect(screen.getByText('Chosen: screen.png')).toBeInTheDocument();
  });
});
