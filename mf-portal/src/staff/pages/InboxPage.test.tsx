import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { renderStaff } from '../testing/staff';
import InboxPage from './InboxPage';

const contact = {
  id: 'c-1',
  name: 'Ana Putri',
  email: 'ana@example.com',
  subject: 'Cloud migration quote',
  message: 'Hello,\nwe need <b>help</b> moving to the cloud.',
  created_at: '2026-11-20T09:00:00Z',
  handled: false,
  handled_at: null,
  handled_by: null,
};
const handledContact = {
  ...contact,
  id: 'c-2',
  name: 'Ben Ong',
  email: 'ben@example.com',
  subject: 'Old question',
  message: 'Answered already',
  created_at: '2026-11-01T09:00:00Z',
  handled: true,
  handled_at: '2026-11-02T09:00:00Z',
};
const feedback = {
  id: 'f-1',
  category: 'website',
  rating: 4,
  title: 'Nice new site',
  description: 'The pricing page is clear.',
  name: null,
  email: null,
  allow_contact: false,
  attachments: [{ path: 'anon/shot.png', name: 'shot.png', content_type: 'image/png', size_bytes: 2048 }],
  created_at: '2026-11-21T09:00:00Z',
  handled: false,
  handled_at: null,
  handled_by: null,
};

function setup(respond?: (query: FakeQuery) => FakeAnswer | undefined) {
  const fake = fakeSupabase({
    respond: (query) => {
      const answer = respond?.(query);
      if (answer) return answer;
      if (argOf(query, 'update')) return { data: [{ id: argOf(query, 'eq'), handled_at: '2026-11-22T09:00:00Z' }] };
      if (query.table === 'contact_messages') return { data: [contact, handledContact] };
      if (query.table === 'feedback') return { data: [feedback] };
      if (query.table === 'staff_changes') return { data: [] };
      return { data: null };
    },
  });
  return fake;
}

const items = () => within(screen.getByRole('list', { name: 'Inbox, newest first' })).getAllByRole('heading', { level: 2 });
const names = () => items().map((heading) => heading.textContent?.replace(/^[▸▾]/, ''));

describe('InboxPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows open messages and feedback together, newest first', async () => {
    await renderStaff(<InboxPage />, { client: setup().client });
    expect(screen.getByRole('heading', { level: 1, name: 'Inbox' })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Inbox, newest first' });
    expect(names()).toEqual(['Nice new site', 'Cloud migration quote']);
    const first = items()[0]!.closest('li')!;
    expect(within(first).getByText('Feedback')).toBeInTheDocument();
    expect(within(first).getByText('Anonymous')).toBeInTheDocument();
    expect(within(first).getByText('4 of 5')).toBeInTheDocument();
    expect(within(first).getByText('Website')).toBeInTheDocument();
    expect(screen.getByText('Ana Putri <ana@example.com>')).toBeInTheDocument();
  });

  it('filters by state and kind and searches the message text', async () => {
    const user = userEvent.setup();
    await renderStaff(<InboxPage />, { client: setup().client });
    await screen.findByRole('list', { name: 'Inbox, newest first' });
    await user.selectOptions(screen.getByLabelText('State'), 'All');
    expect(names()).toEqual(['Nice new site', 'Cloud migration quote', 'Old question']);
    await user.selectOptions(screen.getByLabelText('State'), 'Handled');
    expect(names()).toEqual(['Old question']);
    await user.selectOptions(screen.getByLabelText('State'), 'All');
    await user.selectOptions(screen.getByLabelText('Kind'), 'Feedback');
    expect(names()).toEqual(['Nice new site']);
    await user.selectOptions(screen.getByLabelText('Kind'), 'All');
    await user.type(screen.getByLabelText('Search the inbox'), 'moving to the CLOUD');
    expect(names()).toEqual(['Cloud migration quote']);
    await user.clear(screen.getByLabelText('Search the inbox'));
    await user.type(screen.getByLabelText('Search the inbox'), 'nobody wrote this');
    expect(screen.getByText('Nothing here')).toBeInTheDocument();
  });

  it('opens an item to its message, as text with its line breaks, its files and its history', async () => {
    const user = userEvent.setup();
    await renderStaff(<InboxPage />, { client: setup().client });
    const toggle = await screen.findByRole('button', { name: /Cloud migration quote/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const message = screen.getByText(/we need <b>help<\/b> moving/);
    expect(message.textContent).toBe('Hello,\nwe need <b>help</b> moving to the cloud.');
    expect(message).toHaveClass('po:whitespace-pre-wrap');
    expect(await screen.findByText('No changes yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Nice new site/ }));
    expect(screen.getByRole('button', { name: 'Download shot.png (2 kB)' })).toBeInTheDocument();
  });

  it('marks an item handled, keeps it in view and says so', async () => {
    const user = userEvent.setup();
    const fake = setup();
    await renderStaff(<InboxPage />, { client: fake.client });
    const item = (await screen.findByRole('button', { name: /Cloud migration quote/ })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: /Cloud migration quote/ }));
    await within(item).findByText('No changes yet.');
    await user.click(within(item).getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('“Cloud migration quote” is marked handled.')).toBeInTheDocument();
    const update = fake.queries.find((query) => argOf(query, 'update'));
    expect(update?.table).toBe('contact_messages');
    expect(argOf(update, 'update')).toEqual({ handled: true });
    expect(update?.calls).toContainEqual({ method: 'eq', args: ['id', 'c-1'] });
    expect(within(item).getByRole('button', { name: 'Mark as not handled' })).toBeInTheDocument();
    expect(within(item).getByText(/^Handled /)).toBeInTheDocument();
    // the history is read again after the change
    expect(fake.queries.filter((query) => query.table === 'staff_changes')).toHaveLength(2);
  });

  it('explains a refused change and leaves the item as it was', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    await renderStaff(<InboxPage />, {
      client: setup((query) => (argOf(query, 'update') ? { error: { code: '42501' } } : undefined)).client,
    });
    const item = (await screen.findByRole('button', { name: /Nice new site/ })).closest('li')!;
    await user.click(within(item).getByRole('button', { name: 'Mark handled' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent('Your session can no longer make staff changes. Sign in again.');
    expect(within(item).getByRole('button', { name: 'Mark handled' })).toBeEnabled();
  });

  it('offers Retry when the inbox cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let fail = true;
    await renderStaff(<InboxPage />, {
      client: setup((query) => (fail && query.table === 'feedback' ? { error: { code: 'PGRST000' } } : undefined)).client,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The inbox could not be loaded.');
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Inbox, newest first' })).toBeInTheDocument();
  });
});
