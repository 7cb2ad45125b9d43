import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderStaff, withRpc } from '../testing/staff';
import MailPage from './MailPage';

const deadLetters = [
  {
    id: 41,
    subject: 'Your ticket #1042 has a reply',
    recipient_masked: 'a***@client.test',
    attempts: 30,
    last_error: '550 5.1.1 <[address]>: Recipient address rejected',
    reason: 'attempts',
    created_at: '2026-11-26T08:00:00Z',
    dead_at: '2026-11-26T10:00:00Z',
    retryable: true,
  },
  {
    id: 17,
    subject: 'Your Meridian sign-in code',
    recipient_masked: 'b***@client.test',
    attempts: 3,
    last_error: null,
    reason: 'expired',
    created_at: '2026-11-25T08:00:00Z',
    dead_at: '2026-11-25T08:10:00Z',
    retryable: false,
  },
];

async function renderPage(answers: Parameters<typeof withRpc>[1]) {
  const fake = fakeSupabase({ respond: () => ({ data: [] }) });
  const calls = withRpc(fake.client, answers);
  await renderStaff(<MailPage />, { client: fake.client, path: '/staff/mail' });
  return calls;
}

describe('MailPage', () => {
  it('lists undelivered mail with its masked recipient, tries, last answer and why it stopped', async () => {
    await renderPage({ staff_undelivered_mail: { data: deadLetters } });
    expect(screen.getByRole('heading', { level: 1, name: 'Undelivered mail' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Undelivered mail, newest first' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { level: 2 })).toHaveTextContent('Your ticket #1042 has a reply');
    expect(first).toHaveTextContent('a***@client.test');
    expect(first).toHaveTextContent('30 tries');
    expect(first).toHaveTextContent('550 5.1.1 <[address]>: Recipient address rejected');
    expect(first).toHaveTextContent('Given up after the last try');
    expect(within(first!).getByRole('button', { name: 'Send again' })).toHaveAccessibleDescription('Your ticket #1042 has a reply');

    expect(second).toHaveTextContent('Expired before delivery');
    expect(second).toHaveTextContent('None recorded');
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(second).toHaveTextContent('It expired and can no longer be sent.');
  });

  it('queues one again, keeps it in view marked, and announces it', async () => {
    const calls = await renderPage({ staff_undelivered_mail: { data: deadLetters }, staff_retry_mail: { data: 41 } });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send again' }));
    expect(calls).toContainEqual({ name: 'staff_retry_mail', args: { message_id: 41 } });
    expect(await screen.findByText('“Your ticket #1042 has a reply” is queued again.')).toBeInTheDocument();
    expect(screen.getByText('Queued again')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send again' })).toBeNull();
  });

  it('says why a re-queue was refused: expired meanwhile', async () => {
    await renderPage({
      staff_undelivered_mail: { data: deadLetters },
      staff_retry_mail: { error: { code: 'PT409', message: 'mail_expired' } },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Send again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This e-mail expired meanwhile and can no longer be sent.');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    await renderPage({ staff_undelivered_mail: { error: { code: '42501', message: 'not_staff' } } });
    expect(await screen.findByText('Undelivered mail could not be loaded. Check your connection and try again.')).toBeInTheDocument();
  });

  it('says so when all mail was delivered', async () => {
    await renderPage({ staff_undelivered_mail: { data: [] } });
    expect(await screen.findByText('All mail was delivered.')).toBeInTheDocument();
  });
});
