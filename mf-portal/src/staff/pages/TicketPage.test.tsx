import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { argOf, fakeSupabase, type FakeAnswer, type FakeQuery } from '@meridian/shared/testing/fake-supabase';
import { goTo } from '../../lib/navigation';
import { renderStaff, staffCompany, withRpc } from '../testing/staff';
import type { StaffTicket } from '../features/tickets/tickets-data';
import TicketPage from './TicketPage';

jest.mock('../../lib/navigation', () => ({ goTo: jest.fn() }));

const ticket: StaffTicket = {
  id: 'ticket-1',
  number: 1042,
  client_id: 'client-1',
  company_id: 'company-1',
  opened_by_email: 'client@example.com',
  subject: 'VPN down <b>now</b>',
  category: 'technical',
  priority: 'high',
  description: 'Since this morning\nnothing connects.',
  status: 'resolved',
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-21T08:00:00Z',
  first_response_due_at: '2026-11-20T09:00:00Z',
  first_responded_at: '2026-11-20T08:42:00Z',
  target_missed_noticed_at: null,
};
// The opener, another staff member, a colleague of the opener at the company, and the reader.
const thread = [
  {
    id: 'm1',
    author_id: 'client-1',
    author_email: 'client@example.com',
    from_staff: false,
    body: 'Any news?',
    created_at: '2026-11-20T09:00:00Z',
  },
  { id: 'm2', author_id: 'staff-2', author_email: null, from_staff: true, body: 'We are on it.', created_at: '2026-11-20T10:00:00Z' },
  {
    id: 'm4',
    author_id: 'client-2',
    author_email: 'colleague@example.com',
    from_staff: false,
    body: 'Still down here.',
    created_at: '2026-11-20T10:30:00Z',
  },
  { id: 'm3', author_id: 'staff-1', author_email: null, from_staff: true, body: 'Fixed now.', created_at: '2026-11-20T11:00:00Z' },
];
const files = [
  { id: 'f1', object_path: 'client-1/a.png', file_name: 'screen.png', size_bytes: 2048, ticket_id: 'ticket-1', message_id: null },
  { id: 'f2', object_path: 'client-1/b.log', file_name: 'vpn.log', size_bytes: 4096, ticket_id: null, message_id: 'm1' },
];
const history = [
  {
    id: 1,
    item_type: 'ticket',
    item_id: 'ticket-1',
    actor_id: 'staff-2',
    actor_email: 'second@meridian.test',
    action: 'updated',
    changes: { status: { from: 'open', to: 'resolved' } },
    changed_at: '2026-11-21T08:00:00Z',
  },
];

async function renderTicket(
  found: StaffTicket | null,
  { path = '/staff/tickets/1042', respond }: { path?: string; respond?: (query: FakeQuery) => FakeAnswer | undefined } = {},
) {
  // The stored ticket: a saved status is what the next read answers.
  let stored = found;
  const fake = fakeSupabase({
    respond: (query) => {
      const answer = respond?.(query);
      if (answer) return answer;
      if (query.table === 'support_tickets') {
        const update = argOf(query, 'update') as Partial<StaffTicket> | undefined;
        if (!update) return { data: stored };
        stored = stored && { ...stored, ...update };
        return { data: [{ id: 'ticket-1' }] };
      }
      if (query.table === 'ticket_messages') return argOf(query, 'insert') ? { data: null } : { data: thread };
      if (query.table === 'request_files')
        return { data: files.filter((file) => (argOf(query, 'eq') === 'ticket_id' ? file.ticket_id : file.message_id)) };
      if (query.table === 'staff_changes') return { data: history };
      return { data: null };
    },
    storage: { createSignedUrl: () => ({ data: { signedUrl: 'http://supabase.test/signed/screen.png' }, error: null }) },
  });
  withRpc(fake.client, { staff_companies: { data: [staffCompany({ id: 'company-1', name: 'Northwind Traders' })] } });
  await renderStaff(<TicketPage />, { client: fake.client, path, route: '/staff/tickets/:number' });
  return { ...fake, user: userEvent.setup() };
}

describe('staff TicketPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the ticket, its company and who opened it, its files and the conversation with each author, text as text', async () => {
    const { queries } = await renderTicket(ticket);
    expect(await screen.findByRole('heading', { level: 1, name: 'TKT-1042: VPN down <b>now</b>' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Northwind Traders' })).toHaveAttribute('href', '/staff/companies/company-1');
    expect(screen.getByText('Opened by').nextElementSibling).toHaveTextContent('client@example.com');
    expect(screen.getByText('Technical')).toBeInTheDocument();
    expect(screen.getByText('High')).toBeInTheDocument();
    const conversation = screen.getByRole('list', { name: 'Messages on TKT-1042' });
    expect(
      within(conversation)
        .getAllByRole('listitem')
        .filter((item) => item.parentElement === conversation)
        .map((item) => item.querySelector('p')?.textContent?.split(/\s*Nov/)[0]),
    ).toEqual(['client@example.com', 'Meridian support', 'colleague@example.com', 'You']);
    // Who wrote each message is read beside the shared thread.
    expect(queries.find((query) => argOf(query, 'select') === 'id, author_email, from_staff')?.calls).toContainEqual({
      method: 'eq',
      args: ['ticket_id', 'ticket-1'],
    });
    expect(screen.getByRole('button', { name: 'Download screen.png (2 kB)' })).toBeInTheDocument();
    expect(within(conversation).getByRole('button', { name: 'Download vpn.log (4 kB)' })).toBeInTheDocument();
    expect(await screen.findByText('Status: Open → Resolved')).toBeInTheDocument();
    expect(screen.getByText('second@meridian.test')).toBeInTheDocument();
  });

  it('downloads a file through a one-minute signed link under its own name', async () => {
    const { user, storageCalls } = await renderTicket(ticket);
    await user.click(await screen.findByRole('button', { name: 'Download screen.png (2 kB)' }));
    expect(storageCalls).toEqual([
      { bucket: 'ticket-files', method: 'createSignedUrl', args: ['client-1/a.png', 60, { download: 'screen.png' }] },
    ]);
    expect(goTo).toHaveBeenCalledWith('http://supabase.test/signed/screen.png');
  });

  it("shows the client's rating of a resolved ticket, how it was given, and the first-response target met", async () => {
    await renderTicket(ticket, {
      respond: (query) =>
        query.table === 'ticket_ratings'
          ? { data: { score: 4, comment: 'Fast, <i>thanks</i>.', rated_at: '2026-11-22T08:00:00Z', via: 'link' } }
          : undefined,
    });
    const rating = await screen.findByRole('region', { name: "Client's rating" });
    expect(rating).toHaveTextContent(
      /^Client's rating4 out of 5\. Rated through the resolution e-mail's link, Nov 22, 2026, .+\.Fast, <i>thanks<\/i>\.$/,
    );
    expect(rating.querySelector('i')).toBeNull();
    expect(screen.getByText('Answered in 42 minutes')).toHaveAttribute('data-tone', 'done');
  });

  it('shows no rating section while the ticket has none', async () => {
    await renderTicket(ticket);
    await screen.findByRole('heading', { level: 1, name: 'TKT-1042: VPN down <b>now</b>' });
    expect(screen.queryByRole('region', { name: "Client's rating" })).not.toBeInTheDocument();
  });

  it('sends a reply (a resolved ticket too), reloads the conversation and the history, and says so', async () => {
    const { user, queries } = await renderTicket(ticket);
    const reply = await screen.findByRole('textbox', { name: /^Reply/ });
    await user.type(reply, '  Reopened if needed.  ');
    const before = queries.filter((query) => query.table === 'ticket_messages').length;
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    const insert = queries.find((query) => argOf(query, 'insert'));
    expect(insert?.table).toBe('ticket_messages');
    expect(argOf(insert, 'insert')).toEqual({ ticket_id: 'ticket-1', body: 'Reopened if needed.' });
    expect(reply).toHaveValue('');
    expect(queries.filter((query) => query.table === 'ticket_messages').length).toBeGreaterThan(before + 1);
    expect(queries.filter((query) => query.table === 'staff_changes')).toHaveLength(2);
  });

  it('refuses an empty reply beside the field and sends nothing', async () => {
    const { user, queries } = await renderTicket(ticket);
    await user.click(await screen.findByRole('button', { name: 'Send reply' }));
    expect(screen.getByRole('textbox', { name: /^Reply/ })).toHaveAccessibleDescription(/This field is required\./);
    expect(queries.some((query) => argOf(query, 'insert'))).toBe(false);
  });

  it('says clearly when the session may no longer reply', async () => {
    const { user } = await renderTicket(ticket, {
      respond: (query) => (argOf(query, 'insert') ? { error: { code: '42501' } } : undefined),
    });
    await user.type(await screen.findByRole('textbox', { name: /^Reply/ }), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your session can no longer make staff changes. Sign in again.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Reply/ })).toHaveValue('Hello');
  });

  it('saves the status, reads the ticket and its history again, and says so', async () => {
    const { user, queries } = await renderTicket(ticket);
    const reads = (table: string) => queries.filter((query) => query.table === table && !argOf(query, 'update'));
    // Read on arrival, and again once the ticket's live topic is joined.
    await waitFor(() => expect(reads('support_tickets')).toHaveLength(2));
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'In progress');
    await user.click(screen.getByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('Status saved.')).toBeInTheDocument();
    const update = queries.find((query) => argOf(query, 'update'));
    expect(update?.table).toBe('support_tickets');
    expect(argOf(update, 'update')).toEqual({ status: 'in_progress' });
    expect(update?.calls).toContainEqual({ method: 'eq', args: ['id', 'ticket-1'] });
    expect(await screen.findByText('In progress', { selector: '.ui-badge' })).toHaveAttribute('data-tone', 'active');
    await waitFor(() => expect(reads('support_tickets')).toHaveLength(3));
    expect(reads('staff_changes')).toHaveLength(2);
  });

  it('explains a refused status', async () => {
    const { user } = await renderTicket(ticket, {
      respond: (query) => (argOf(query, 'update') ? { error: { code: '23514' } } : undefined),
    });
    await user.click(await screen.findByRole('button', { name: 'Save status' }));
    expect(await screen.findByText('The database refused a value as out of range. Check the form and try again.')).toBeInTheDocument();
    expect(screen.queryByText('Status saved.')).not.toBeInTheDocument();
  });

  it('says there is no such ticket for an unknown number, with the way back', async () => {
    await renderTicket(null);
    expect(await screen.findByText(/There is no such ticket\./)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All tickets' })[0]).toHaveAttribute('href', '/staff/tickets');
  });

  it('asks nothing for a path that is no ticket number', async () => {
    const { queries } = await renderTicket(ticket, { path: '/staff/tickets/abc' });
    expect(await screen.findByText(/There is no such ticket\./)).toBeInTheDocument();
    expect(queries.filter((query) => query.table === 'support_tickets')).toEqual([]);
  });
});
