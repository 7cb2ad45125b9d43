import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import { argOf, fakeSupabase, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import messages from '../locales/en.json';
import { browser } from '../features/tickets/FileLinks';
import type { OpenedTicketRow, TicketRow } from '@meridian/shared/lib/tickets';
import TicketPage from './TicketPage';
import { withCompanies } from '../testing/companies';

const session = { user: { id: 'user-1', email: 'client@example.com' } } as Session;
const config = { supabaseUrl: 'http://supabase.test', supabaseAnonKey: 'anon', contact: { email: 'x@example.com' } } as AppConfig;
const ticket: OpenedTicketRow = {
  id: 'ticket-1',
  number: 1042,
  subject: 'VPN down <b>now</b>',
  category: 'technical',
  priority: 'high',
  description: 'Since this morning',
  status: 'open',
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
  first_response_due_at: '2026-11-20T09:00:00Z',
  first_responded_at: '2026-11-20T09:00:00Z',
  opened_by_email: 'ana@northwind.example',
};
const messagesRows = [
  { id: 'm1', author_id: 'staff-9', body: 'We are on it.', created_at: '2026-11-20T09:00:00Z', author_email: null, from_staff: true },
  {
    id: 'm2',
    author_id: 'user-1',
    body: 'Thanks!',
    created_at: '2026-11-20T10:00:00Z',
    author_email: 'client@example.com',
    from_staff: false,
  },
  {
    id: 'm3',
    author_id: 'user-2',
    body: 'Same here.',
    created_at: '2026-11-20T11:00:00Z',
    author_email: 'ben@northwind.example',
    from_staff: false,
  },
];
const file = {
  id: 'f1',
  object_path: 'user-1/abc.png',
  file_name: 'screen.png',
  content_type: 'image/png',
  size_bytes: 2048,
  ticket_id: 'ticket-1',
  message_id: null,
};

/** `replyRefusal`: the error a reply is answered with (else it is stored). */
function answers(found: TicketRow | null, rating: { current: unknown } = { current: null }, replyRefusal?: unknown) {
  return (query: FakeQuery) => {
    if (query.table === 'support_tickets') return { data: found };
    if (query.table === 'ticket_ratings') return { data: rating.current };
    if (query.table === 'ticket_messages' && argOf(query, 'insert') && replyRefusal) return { error: replyRefusal };
    if (query.table === 'ticket_messages') return argOf(query, 'insert') ? { data: { id: 'm9' } } : { data: messagesRows };
    if (query.table === 'request_files') return { data: argOf(query, 'eq') === 'ticket_id' ? [file] : [] };
    return { data: null };
  };
}

/** `rpc` answers the functions a test is about (undefined: the companies' answer); `rating` is the stored rating. */
async function renderTicket(
  found: TicketRow | null,
  path = '/support/tickets/1042',
  {
    rpc,
    rating,
    replyRefusal,
  }: {
    rpc?: (name: string, args: unknown) => { data: unknown; error: unknown } | undefined;
    rating?: { current: unknown };
    replyRefusal?: unknown;
  } = {},
) {
  const fake = fakeSupabase({
    respond: answers(found, rating, replyRefusal),
    storage: { createSignedUrl: () => ({ data: { signedUrl: 'http://supabase.test/signed/screen.png' }, error: null }) },
  });
  await renderRemote(<TicketPage />, {
    namespace: 'support',
    messages,
    path,
    routes: { '/support/tickets/:number': <TicketPage /> },
    auth: {
      status: 'signed-in',
      session,
      getClient: async () => {
        const client = withCompanies(fake.client);
        const companies = client.rpc;
        return Object.assign(client, { rpc: async (name: string, args: unknown) => rpc?.(name, args) ?? companies(name) });
      },
    },
    wrap: (ui) => <AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>,
  });
  return { ...fake, user: userEvent.setup() };
}

describe('TicketPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the ticket, who opened it, its file and the conversation with each author, text as text', async () => {
    const { queries } = await renderTicket(ticket);
    expect(await screen.findByRole('heading', { level: 1, name: 'TKT-1042: VPN down <b>now</b>' })).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    expect(screen.getByText('Opened by').nextElementSibling).toHaveTextContent('ana@northwind.example');
    const conversation = screen.getByRole('list', { name: 'Messages on TKT-1042' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringMatching(/^Meridian support.*We are on it\.$/),
      expect.stringMatching(/^You.*Thanks!$/),
      expect.stringMatching(/^ben@northwind\.example.*Same here\.$/),
    ]);
    // Read within the current company only.
    const read = queries.find((query) => query.table === 'support_tickets')!;
    expect(read.calls.filter((call) => call.method === 'eq')).toEqual([
      { method: 'eq', args: ['number', 1042] },
      { method: 'eq', args: ['company_id', 'c-northwind'] },
    ]);
    expect(screen.getByRole('button', { name: /Download screen\.png/ })).toBeInTheDocument();
  });

  it("says when the first answer is due, in the reader's time and language", async () => {
    const opened = new Date(Date.now() - 20 * 60_000);
    const due = new Date(opened.getTime() + 60 * 60_000);
    await renderTicket({ ...ticket, created_at: opened.toISOString(), first_response_due_at: due.toISOString(), first_responded_at: null });
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(due);
    // Shortly before midnight the due time falls on the next day, and its date is shown too.
    const when =
      due.toDateString() === new Date().toDateString()
        ? time
        : `${new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(due)}`;
    expect(await screen.findByTestId('response-target')).toHaveTextContent(`We will answer by ${when} (within 1 hour).`);
  });

  it('says the answer is late once the due time has passed, and how soon an answer came', async () => {
    const opened = new Date(Date.now() - 40 * 60_000);
    const late = {
      ...ticket,
      priority: 'critical',
      created_at: opened.toISOString(),
      first_response_due_at: new Date(opened.getTime() + 15 * 60_000).toISOString(),
      first_responded_at: null,
    };
    await renderTicket(late);
    expect(await screen.findByTestId('response-target')).toHaveTextContent(
      /^Our first answer was due by .+ \(within 15 minutes\) and is late\./,
    );
  });

  it('shows "Answered in" once staff answered', async () => {
    await renderTicket(ticket);
    expect(await screen.findByTestId('response-target')).toHaveTextContent('Answered in 1 hour.');
  });

  it("joins the ticket's private topic and reads the conversation again when it changes, without a reload", async () => {
    const { queries, channels } = await renderTicket(ticket);
    await screen.findByRole('heading', { level: 1, name: 'TKT-1042: VPN down <b>now</b>' });
    await waitFor(() => expect(channels.some((channel) => channel.topic === 'ticket:ticket-1')).toBe(true));
    const live = channels.find((channel) => channel.topic === 'ticket:ticket-1' && !channel.left)!;
    expect(live.options).toEqual({ config: { private: true } });
    const reads = () => queries.filter((query) => query.table === 'ticket_messages').length;
    await waitFor(() => expect(reads()).toBeGreaterThan(0));
    const before = reads();
    live.broadcast('message', { number: 1042 });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('downloads a file through a short-lived signed link under its own name', async () => {
    const open = jest.spyOn(browser, 'open').mockImplementation(() => {});
    const { user, storageCalls } = await renderTicket(ticket);
    await user.click(await screen.findByRole('button', { name: /Download screen\.png/ }));
    expect(storageCalls).toEqual([
      { bucket: 'ticket-files', method: 'createSignedUrl', args: ['user-1/abc.png', 60, { download: 'screen.png' }] },
    ]);
    expect(open).toHaveBeenCalledWith('http://supabase.test/signed/screen.png');
  });

  it('sends a reply and reloads the conversation', async () => {
    const { user, queries } = await renderTicket(ticket);
    const conversationReads = () => queries.filter((query) => query.table === 'ticket_messages' && !argOf(query, 'insert'));
    await user.type(await screen.findByLabelText(/^Your message/), 'Any news?');
    // Read once on arrival and once when the live topic is joined (what changed in between).
    await waitFor(() => expect(conversationReads()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply was sent.')).toBeInTheDocument();
    expect(
      argOf(
        queries.find((query) => argOf(query, 'insert')),
        'insert',
      ),
    ).toEqual({ ticket_id: 'ticket-1', body: 'Any news?' });
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('');
    // the conversation was read again after the reply was stored
    await waitFor(() => expect(conversationReads()).toHaveLength(3));
  });

  it.each([
    ['691', 'You have sent 60 replies in the last hour. You can reply again in 12 minutes. Your text and files are kept.'],
    // An answer that does not say how long: the most it can be.
    [undefined, 'You have sent 60 replies in the last hour. You can reply again in 60 minutes. Your text and files are kept.'],
  ])('says how many replies the hour allows and when the next is taken (hint %s), keeping the reply', async (hint, sentence) => {
    const { user } = await renderTicket(ticket, '/support/tickets/1042', {
      replyRefusal: { code: 'PT429', message: 'too_many_replies', details: 'At most 60 an hour.', hint },
    });
    await user.type(await screen.findByLabelText(/^Your message/), 'Any news?');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Your message/)).toHaveValue('Any news?');
    expect(screen.queryByText('Your reply was sent.')).toBeNull();
  });

  it('refuses an empty reply beside the field and sends nothing', async () => {
    const { user, queries } = await renderTicket(ticket);
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByLabelText(/^Your message/)).toHaveAccessibleDescription(/This field is required\./);
    expect(queries.some((query) => argOf(query, 'insert'))).toBe(false);
  });

  it('offers no reply on a resolved ticket', async () => {
    await renderTicket({ ...ticket, status: 'resolved' });
    expect(await screen.findByText(/This ticket is resolved and takes no more replies\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reply' })).not.toBeInTheDocument();
  });

  it('asks for a rating of a resolved ticket, refuses none chosen, sends it once and then shows it', async () => {
    const rating: { current: { score: number; comment: string | null } | null } = { current: null };
    const calls: unknown[] = [];
    const { user } = await renderTicket({ ...ticket, status: 'resolved' }, '/support/tickets/1042', {
      rating,
      rpc: (name, args) => {
        if (name !== 'rate_ticket') return undefined;
        calls.push(args);
        const { p_score, p_comment } = args as { p_score: number; p_comment: string };
        rating.current = { score: p_score, comment: p_comment || null };
        return { data: null, error: null };
      },
    });
    const form = await screen.findByRole('form', { name: 'How did we do?' });
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(within(form).getByText('Choose a rating from 1 to 5.')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(within(form).getByRole('radio', { name: '4: Very good' }));
    await user.type(within(form).getByRole('textbox', { name: /^Comment/ }), '  Quick fix.  ');
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await screen.findByText('You rated our answer 4 out of 5. Thank you.')).toBeInTheDocument();
    expect(calls).toEqual([{ p_ticket_id: 'ticket-1', p_score: 4, p_comment: 'Quick fix.' }]);
    expect(screen.getByText('Quick fix.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'How did we do?' })).not.toBeInTheDocument();
  });

  it('says a ticket rated meanwhile (elsewhere) has its rating, and keeps the choice', async () => {
    const { user } = await renderTicket({ ...ticket, status: 'resolved' }, '/support/tickets/1042', {
      rpc: (name) => (name === 'rate_ticket' ? { data: null, error: { code: '23505', message: 'already_rated' } } : undefined),
    });
    const form = await screen.findByRole('form', { name: 'How did we do?' });
    await user.click(within(form).getByRole('radio', { name: '2: Fair' }));
    await user.click(within(form).getByRole('button', { name: 'Send rating' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This ticket has already been rated.');
    expect(within(form).getByRole('radio', { name: '2: Fair' })).toBeChecked();
  });

  it('says there is no such ticket for a number the reader has none of, or a path that is no number', async () => {
    await renderTicket(null);
    expect(await screen.findByText('There is no such ticket in your account.')).toBeInTheDocument();
  });

  it('shows the loading state until the ticket arrives', async () => {
    let arrive: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const respond = answers(ticket);
    await renderRemote(<TicketPage />, {
      namespace: 'support',
      messages,
      path: '/support/tickets/1042',
      routes: { '/support/tickets/:number': <TicketPage /> },
      auth: {
        status: 'signed-in',
        session,
        getClient: async () => withCompanies(fakeSupabase({ respond: async (query) => (await arrived, respond(query)) }).client),
      },
    });
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();
    arrive();
    expect(await screen.findByRole('heading', { level: 1, name: 'TKT-1042: VPN down <b>now</b>' })).toBeInTheDocument();
    expect(screen.queryByTestId('query-loading')).not.toBeInTheDocument();
  });

  it('says the ticket could not be loaded, with Try again, and shows it once a retry succeeds', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    let down = true;
    const respond = answers(ticket);
    const fake = fakeSupabase({
      respond: (query) =>
        down && query.table === 'ticket_messages' ? { error: { message: 'upstream timed out', code: '' } } : respond(query),
    });
    await renderRemote(<TicketPage />, {
      namespace: 'support',
      messages,
      path: '/support/tickets/1042',
      routes: { '/support/tickets/:number': <TicketPage /> },
      auth: {
        status: 'signed-in',
        session,
        getClient: async () => withCompanies(fake.client),
      },
      wrap: (ui) => <AppConfigContext.Provider value={config}>{ui}</AppConfigContext.Provider>,
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('The ticket could not be loaded. Check your connection and try again.');
    expect(screen.getByRole('heading', { level: 1, name: 'Support ticket' })).toBeInTheDocument();
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'TKT-1042: VPN down <b>now</b>' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Messages on TKT-1042' })).toBeInTheDocument();
  });

  it('asks a visitor to sign in', async () => {
    await renderRemote(<TicketPage />, {
      namespace: 'support',
      messages,
      path: '/support/tickets/1042',
      routes: { '/support/tickets/:number': <TicketPage /> },
    });
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });
});
