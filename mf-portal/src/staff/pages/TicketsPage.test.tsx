import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderStaff, staffCompany, withRpc } from '../testing/staff';
import type { StaffTicket } from '../features/tickets/tickets-data';
import TicketsPage from './TicketsPage';

// Answered tickets: nothing is owed, so the list keeps them by last activity.
const base = {
  category: 'technical',
  description: 'x',
  created_at: '2026-11-01T08:00:00Z',
  first_response_due_at: '2026-11-01T09:00:00Z',
  first_responded_at: '2026-11-01T08:30:00Z',
  target_missed_noticed_at: null,
} as const;
const tickets: StaffTicket[] = [
  {
    ...base,
    id: 't3',
    number: 1003,
    client_id: 'c-2',
    company_id: 'co-2',
    opened_by_email: 'ben@example.com',
    subject: 'Invoice address',
    priority: 'low',
    status: 'resolved',
    updated_at: '2026-11-22T08:00:00Z',
  },
  {
    ...base,
    id: 't2',
    number: 1002,
    client_id: 'c-1',
    company_id: 'co-1',
    opened_by_email: 'ana@example.com',
    subject: 'VPN drops',
    priority: 'high',
    status: 'open',
    updated_at: '2026-11-21T08:00:00Z',
  },
  {
    ...base,
    id: 't1',
    number: 1001,
    client_id: 'c-3',
    company_id: 'co-1',
    opened_by_email: 'citra@example.com',
    subject: 'New users',
    priority: 'medium',
    status: 'in_progress',
    updated_at: '2026-11-20T08:00:00Z',
  },
];
const companies = [staffCompany({ id: 'co-1', name: 'Northwind Traders' }), staffCompany({ id: 'co-2', name: 'Fabrikam Logistics' })];

async function renderTickets({ failTickets = false, failCompanies = false } = {}) {
  const fake = fakeSupabase({ respond: () => (failing.tickets ? { error: { code: 'PGRST000' } } : { data: tickets }) });
  failing.tickets = failTickets;
  withRpc(fake.client, { staff_companies: failCompanies ? { error: { code: '42501' } } : { data: companies } });
  await renderStaff(<TicketsPage />, { client: fake.client, path: '/staff/tickets' });
  return { ...fake, user: userEvent.setup() };
}

const failing = { tickets: false };

const rowHeaders = () =>
  within(screen.getByRole('table', { name: 'Support tickets, the most urgent first' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('staff TicketsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every ticket, last activity first, with its company (a link to it), who opened it and a link to it', async () => {
    const { queries } = await renderTickets();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Support tickets, the most urgent first' });
    expect(rowHeaders()).toEqual(['TKT-1003', 'TKT-1002', 'TKT-1001']);
    expect(screen.getByRole('link', { name: 'TKT-1002' })).toHaveAttribute('href', '/staff/tickets/1002');
    const row = screen.getByRole('link', { name: 'TKT-1002' }).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Northwind Traders' })).toHaveAttribute('href', '/staff/companies/co-1');
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Ticket', 'Subject', 'Company', 'Opened by', 'Priority', 'Status', 'First answer', 'Last activity']);
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(queries[0]?.calls).toContainEqual({ method: 'order', args: ['updated_at', { ascending: false }] });
  });

  it('puts tickets still owed a first answer first, least time left first, warns before the due time and says what is overdue', async () => {
    const now = Date.now();
    const minutesFromNow = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
    const owed = (id: string, number: number, priority: string, createdMinutesAgo: number, targetMinutes: number): StaffTicket => ({
      ...tickets[0]!,
      id,
      number,
      priority,
      status: 'open',
      created_at: minutesFromNow(-createdMinutesAgo),
      first_response_due_at: minutesFromNow(targetMinutes - createdMinutesAgo),
      first_responded_at: null,
    });
    const queue = [...tickets, owed('w1', 2001, 'medium', 60, 240), owed('o1', 2002, 'critical', 35, 15), owed('s1', 2003, 'high', 50, 60)];
    const fake = fakeSupabase({ respond: () => ({ data: queue }) });
    withRpc(fake.client, { staff_companies: { data: companies } });
    await renderStaff(<TicketsPage />, { client: fake.client, path: '/staff/tickets' });
    await screen.findByRole('table');
    expect(rowHeaders()).toEqual(['TKT-2002', 'TKT-2003', 'TKT-2001', 'TKT-1003', 'TKT-1002', 'TKT-1001']);
    const target = (number: number) => within(screen.getByRole('link', { name: `TKT-${number}` }).closest('tr')!);
    expect(target(2002).getByText('Overdue by 20 minutes')).toHaveAttribute('data-tone', 'refused');
    expect(target(2003).getByText(/^Due soon: 10 minutes left \(due .+\)$/)).toHaveAttribute('data-tone', 'waiting');
    expect(target(2001).getByText(/^3 hours left \(due .+\)$/)).toHaveAttribute('data-tone', 'neutral');
    expect(target(1002).getByText('Answered in 30 minutes')).toHaveAttribute('data-tone', 'done');
  });

  it('reads the queue again when a ticket changes, without a reload', async () => {
    const { queries, channels } = await renderTickets();
    await screen.findByRole('table');
    const reads = () => queries.filter((query) => query.table === 'support_tickets').length;
    const before = reads();
    const queue = channels.find((channel) => channel.topic === 'staff:tickets' && !channel.left)!;
    expect(queue.options).toEqual({ config: { private: true } });
    queue.broadcast('created', { number: 1004 });
    await waitFor(() => expect(reads()).toBe(before + 1));
  });

  it('filters by status and priority and searches by company and by who opened it', async () => {
    const { user } = await renderTickets();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'In progress');
    expect(rowHeaders()).toEqual(['TKT-1001']);
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(rowHeaders()).toEqual(['TKT-1002']);
    await user.selectOptions(screen.getByLabelText('Priority'), 'All');
    await user.type(screen.getByLabelText('Search tickets'), 'CITRA@');
    expect(rowHeaders()).toEqual(['TKT-1001']);
    await user.clear(screen.getByLabelText('Search tickets'));
    await user.type(screen.getByLabelText('Search tickets'), 'northwind');
    expect(rowHeaders()).toEqual(['TKT-1002', 'TKT-1001']);
    await user.type(screen.getByLabelText('Search tickets'), 'nobody');
    expect(screen.getByText('No tickets match your search and filters.')).toBeInTheDocument();
  });

  it('shows the failure with Try again, and Try again recovers', async () => {
    const { user, queries } = await renderTickets({ failTickets: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The tickets could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing.tickets = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Support tickets, the most urgent first' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries.filter((query) => query.table === 'support_tickets')).toHaveLength(2);
  });

  it('says when there is no ticket at all', async () => {
    const fake = fakeSupabase({ respond: () => ({ data: [] }) });
    withRpc(fake.client, { staff_companies: { data: companies } });
    await renderStaff(<TicketsPage />, { client: fake.client, path: '/staff/tickets' });
    expect(await screen.findByText('There are no tickets yet.')).toBeInTheDocument();
  });

  it('still lists the tickets, with who opened them, when the companies cannot be read, and says so', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderTickets({ failCompanies: true });
    await screen.findByRole('table');
    expect(screen.getByRole('alert')).toHaveTextContent("The companies' names could not be loaded.");
    expect(screen.getAllByText('Unknown company')).toHaveLength(3);
    expect(screen.getByText('citra@example.com')).toBeInTheDocument();
  });
});
