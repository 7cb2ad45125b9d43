import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, fakeSupabase, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { renderStaff, withRpc } from '../testing/staff';
import LiveChatPage from './LiveChatPage';

const chats = [
  {
    id: 'c2',
    visitor_name: 'Budi',
    language: 'id',
    status: 'open',
    created_at: '2026-11-27T09:00:00Z',
    last_message_at: '2026-11-27T09:05:00Z',
  },
  {
    id: 'c1',
    visitor_name: 'Ana <b>B</b>',
    language: 'en',
    status: 'closed',
    created_at: '2026-11-27T08:00:00Z',
    last_message_at: '2026-11-27T08:10:00Z',
  },
];

async function renderChats({ failWrites = false } = {}) {
  const messages = [{ id: 1, conversation_id: 'c2', from_staff: false, body: 'Is the audit on?', created_at: '2026-11-27T09:00:00Z' }];
  const fake = fakeSupabase({
    respond: (query: FakeQuery) => {
      if (query.table === 'chat_conversations') {
        if (argOf(query, 'update')) return failWrites ? { error: { code: '42501' } } : { data: [{ id: 'c2' }] };
        return { data: chats };
      }
      if (query.table === 'chat_messages') {
        const insert = argOf(query, 'insert') as { body: string } | undefined;
        if (insert) {
          if (failWrites) return { error: { code: '42501' } };
          messages.push({
            id: messages.length + 1,
            conversation_id: 'c2',
            from_staff: true,
            body: insert.body,
            created_at: '2026-11-27T09:06:00Z',
          });
          return { data: null };
        }
        return { data: messages };
      }
      return { data: null };
    },
  });
  const calls = withRpc(fake.client, { staff_chat_presence: { data: null } });
  const { unmount } = await renderStaff(<LiveChatPage />, { client: fake.client, path: '/staff/chat' });
  return { ...fake, calls, messages, unmount, user: userEvent.setup() };
}

describe('staff LiveChatPage', () => {
  afterEach(() => jest.useRealTimers());

  it('puts the reader on duty, lists the conversations and opens the latest open one with its messages', async () => {
    const { calls, channels } = await renderChats();
    expect(screen.getByRole('heading', { level: 1, name: 'Live chat' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContainEqual({ name: 'staff_chat_presence', args: { p_on_duty: true } }));
    const list = await screen.findByRole('navigation', { name: 'Live chats' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent?.replace(/Nov.*$/, '')),
    ).toEqual(['BudiOpen', 'Ana <b>B</b>Ended']);
    expect(within(list).getByRole('button', { name: /^Budi/ })).toHaveAttribute('aria-current', 'true');
    const thread = screen.getByRole('region', { name: 'Chat with Budi' });
    expect(thread).toHaveTextContent('Writes in Indonesian');
    expect(await within(thread).findByText('Is the audit on?')).toBeInTheDocument();
    await waitFor(() => expect(channels.some((channel) => channel.topic === 'staff:chats' && !channel.left)).toBe(true));
  });

  it('sends an answer with Enter, reads the conversation again, and ends it', async () => {
    const { queries, user } = await renderChats();
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'Yes, on Monday.{Enter}');
    expect(await screen.findByText('Yes, on Monday.')).toBeInTheDocument();
    expect(answer).toHaveValue('');
    expect(
      argOf(
        queries.find((query) => argOf(query, 'insert')),
        'insert',
      ),
    ).toEqual({ conversation_id: 'c2', body: 'Yes, on Monday.' });
    await user.click(screen.getByRole('button', { name: 'End conversation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The conversation has ended. The visitor sees it ended.');
    expect(
      argOf(
        queries.find((query) => argOf(query, 'update')),
        'update',
      ),
    ).toEqual({ status: 'closed' });
  });

  it('says a refused answer is refused and keeps it', async () => {
    const { user } = await renderChats({ failWrites: true });
    const answer = await screen.findByRole('textbox', { name: 'Your answer' });
    await user.type(answer, 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send answer' }));
    expect(await screen.findByRole('alert')).not.toBeEmptyDOMElement();
    expect(answer).toHaveValue('Hello');
  });

  it('beats every 30 seconds while open, and goes off duty when the page goes', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    const { calls, unmount } = await renderChats();
    const beats = () =>
      calls.filter((call) => call.name === 'staff_chat_presence').map((call) => (call.args as { p_on_duty: boolean }).p_on_duty);
    await waitFor(() => expect(beats()).toEqual([true]));
    await act(async () => {
      jest.advanceTimersByTime(30_000);
    });
    await waitFor(() => expect(beats()).toEqual([true, true]));
    unmount();
    await waitFor(() => expect(beats()).toEqual([true, true, false]));
  });
});
