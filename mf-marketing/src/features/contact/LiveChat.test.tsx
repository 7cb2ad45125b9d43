import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupabaseClient } from '@supabase/supabase-js';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import messages from '../../locales/en.json';
import LiveChat from './LiveChat';

interface Conversation {
  status: 'open' | 'closed' | 'left';
  staff_online: boolean;
  transcript_sent: boolean;
  messages: Array<{ id: number; from_staff: boolean; body: string; created_at: string }>;
}

/** A visitor's live chat against a fake database: `rpc` answers what a test is about, the rest follows the conversation. */
async function renderChat({
  online = true,
  rpc,
}: { online?: boolean; rpc?: (name: string, args: Record<string, unknown>) => unknown } = {}) {
  const fake = fakeSupabase({ respond: () => ({ data: null }) });
  const calls: Array<{ name: string; args: Record<string, unknown> }> = [];
  const conversation: Conversation = { status: 'open', staff_online: online, transcript_sent: false, messages: [] };
  const at = '2026-11-27T10:00:00Z';
  Object.assign(fake.client, {
    rpc: async (name: string, args: Record<string, unknown> = {}) => {
      calls.push({ name, args });
      const answer = rpc?.(name, args);
      if (answer) return answer;
      switch (name) {
        case 'chat_staff_online':
          return { data: online, error: null };
        case 'chat_start':
          conversation.messages.push({ id: 1, from_staff: false, body: String(args.p_message), created_at: at });
          return { data: { id: 'c1', secret: 's'.repeat(64), staff_online: online }, error: null };
        case 'chat_read':
          return { data: JSON.parse(JSON.stringify(conversation)) as Conversation, error: null };
        case 'chat_send':
          conversation.messages.push({
            id: conversation.messages.length + 1,
            from_staff: false,
            body: String(args.p_body),
            created_at: at,
          });
          return { data: null, error: null };
        case 'chat_leave_message':
          conversation.status = 'left';
          return { data: null, error: null };
        case 'chat_email_transcript':
          // To an address the visitor has not proved, a link goes first and the transcript waits for it.
          return { data: { status: 'confirm' }, error: null };
      }
      return { data: null, error: { message: `unexpected rpc ${name}` } };
    },
  });
  const auth = {
    status: 'signed-out' as const,
    session: null,
    getClient: async () => fake.client as SupabaseClient,
    rememberSession: async () => {},
  };
  await renderRemote(<LiveChat />, {
    namespace: 'marketing',
    messages,
    path: '/contact',
    wrap: (ui) => <AuthContext.Provider value={auth}>{ui}</AuthContext.Provider>,
  });
  /** Staff answer: the database has the message, and the conversation's topic says so. */
  const staffAnswer = (body: string) => {
    conversation.messages.push({ id: conversation.messages.length + 1, from_staff: true, body, created_at: at });
    act(() => fake.channels.find((channel) => channel.topic === 'chat:c1' && !channel.left)!.broadcast('changed'));
  };
  return { calls, channels: fake.channels, staffAnswer, conversation, user: userEvent.setup() };
}

const transcript = () =>
  within(screen.getByRole('list', { name: 'Chat transcript' }))
    .queryAllByRole('listitem')
    .map((item) => item.textContent?.replace(/ · .*?(AM|PM)/, ''));

describe('LiveChat', () => {
  afterEach(() => window.sessionStorage.clear());

  it("starts a conversation in the page's language, shows staff answers as they arrive and sends more", async () => {
    const { calls, channels, staffAnswer, user } = await renderChat();
    expect(await screen.findByText('Our team is online and answers here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(screen.getByRole('textbox', { name: /^Your name/ })).toHaveAttribute('aria-invalid', 'true');
    expect(calls.map((call) => call.name)).not.toContain('chat_start');
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), '  Siti  ');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Is the audit on?');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await waitFor(() => expect(transcript()).toEqual(['YouIs the audit on?']));
    expect(calls.find((call) => call.name === 'chat_start')?.args).toEqual({
      p_name: 'Siti',
      p_message: 'Is the audit on?',
      p_language: 'en',
    });
    // The conversation's public topic (a visitor has no token for a private one).
    await waitFor(() => expect(channels.map((channel) => [channel.topic, channel.options])).toEqual([['chat:c1', undefined]]));
    staffAnswer('Yes, on Monday.');
    await waitFor(() => expect(transcript()).toEqual(['YouIs the audit on?', 'Meridian supportYes, on Monday.']));
    const reply = screen.getByRole('textbox', { name: 'Your message' });
    await user.type(reply, 'Thanks!{Enter}');
    await waitFor(() => expect(transcript()).toHaveLength(3));
    expect(reply).toHaveValue('');
    expect(calls.find((call) => call.name === 'chat_send')?.args).toEqual({
      p_conversation_id: 'c1',
      p_secret: 's'.repeat(64),
      p_body: 'Thanks!',
    });
  });

  it('keeps the conversation across a reload of the page (this tab holds its id and secret)', async () => {
    window.sessionStorage.setItem('meridian.live-chat', JSON.stringify({ id: 'c1', secret: 's'.repeat(64) }));
    const { calls } = await renderChat();
    expect(await screen.findByRole('list', { name: 'Chat transcript' })).toBeInTheDocument();
    expect(calls.find((call) => call.name === 'chat_read')?.args).toEqual({ p_conversation_id: 'c1', p_secret: 's'.repeat(64) });
    expect(screen.queryByRole('form', { name: 'Start a live chat' })).not.toBeInTheDocument();
  });

  it('with no one online, offers to leave an e-mail address, which sends the conversation to the inbox', async () => {
    const { calls, user } = await renderChat({ online: false });
    expect(await screen.findByText('No one from our team is online right now.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Budi');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Call me back?');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByText(/Leave your e-mail address and your conversation goes to our inbox/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'budi@');
    await user.click(screen.getByRole('button', { name: 'Leave my e-mail' }));
    expect(await screen.findByText('Enter a valid e-mail address, like name@example.com.')).toBeInTheDocument();
    expect(calls.map((call) => call.name)).not.toContain('chat_leave_message');
    await user.type(screen.getByRole('textbox', { name: 'Your e-mail address' }), 'example.com');
    await user.click(screen.getByRole('button', { name: 'Leave my e-mail' }));
    expect(await screen.findByText('Thank you. Your conversation reached our inbox and we will answer by e-mail.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(calls.find((call) => call.name === 'chat_leave_message')?.args).toMatchObject({ p_email: 'budi@example.com' });
    expect(screen.queryByRole('textbox', { name: 'Your message' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new conversation' })).toBeInTheDocument();
  });

  /** A started conversation, and the transcript asked for at `email`. */
  async function askTranscript(chat: Awaited<ReturnType<typeof renderChat>>, email: string) {
    const { user } = chat;
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    await user.type(await screen.findByRole('textbox', { name: 'E-mail me the transcript' }), email);
    await user.click(screen.getByRole('button', { name: 'Send transcript' }));
  }

  it('to an address not proved, says a link went there first; the transcript waits for it, and the form stays', async () => {
    const chat = await renderChat();
    await askTranscript(chat, ' Ana@Example.com ');
    expect(
      await screen.findByText('We sent a link to Ana@Example.com. Open it within an hour and the transcript will follow.'),
    ).toHaveAttribute('role', 'status');
    expect(chat.calls.filter((call) => call.name === 'chat_email_transcript').map((call) => call.args)).toEqual([
      { p_conversation_id: 'c1', p_secret: 's'.repeat(64), p_email: 'Ana@Example.com' },
    ]);
    // Nothing was sent yet: the visitor may still ask at another address.
    expect(screen.getByRole('textbox', { name: 'E-mail me the transcript' })).toBeInTheDocument();
  });

  it("to a signed-in visitor's own address, says it is on its way there, and the form goes", async () => {
    const chat = await renderChat({
      rpc: (name) => {
        if (name !== 'chat_email_transcript') return undefined;
        chat.conversation.transcript_sent = true;
        return { data: { status: 'sent' }, error: null };
      },
    });
    await askTranscript(chat, 'ana@example.com');
    expect(await screen.findByText('The transcript is on its way to ana@example.com.')).toHaveAttribute('role', 'status');
    expect(chat.calls.filter((call) => call.name === 'chat_email_transcript')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'E-mail me the transcript' })).not.toBeInTheDocument());
  });

  it.each([
    [
      'a second link within 5 minutes (the hint says the seconds left)',
      { code: 'PT429', message: 'too_many_transcript_requests', hint: '170' },
      'A link was sent a moment ago. Open the link in that e-mail, or ask again in 3 minutes.',
    ],
    [
      'a second link with under a minute left',
      { code: 'PT429', message: 'too_many_transcript_requests', hint: '20' },
      'A link was sent a moment ago. Open the link in that e-mail, or ask again in 1 minute.',
    ],
    [
      'an address the database refuses',
      { code: 'P0001', message: 'invalid_email' },
      'Enter a valid e-mail address, like name@example.com.',
    ],
    ['a transcript sent already', { code: 'P0001', message: 'already_sent' }, 'The transcript of this conversation was sent already.'],
  ])('refused for %s, says so and keeps the address', async (_, error, said) => {
    const chat = await renderChat({ rpc: (name) => (name === 'chat_email_transcript' ? { data: null, error } : undefined) });
    await askTranscript(chat, 'ana@example.com');
    await waitFor(() => expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContain(said));
    expect(screen.getByRole('textbox', { name: 'E-mail me the transcript' })).toHaveValue('ana@example.com');
    expect(screen.queryByText(/We sent a link|on its way to/)).toBeNull();
  });

  it('says when the limits hold a visitor back, and keeps what was typed', async () => {
    const { user } = await renderChat({
      rpc: (name) => (name === 'chat_start' ? { data: null, error: { code: 'PT429', message: 'too_many_chats' } } : undefined),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Your name/ }), 'Ana');
    await user.type(screen.getByRole('textbox', { name: /^Your message/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Too many conversations were started from your connection/);
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveValue('Hello');
  });
});
