import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderStaff, withRpc } from '../testing/staff';
import type { StaffTicket } from '../features/tickets/tickets-data';
import TicketsPage from './TicketsPage';

const base = { category: 'technical', description: 'x', created_at: '2026-11-01T08:00:00Z' } as const;
const tickets: StaffTicket[] = [
  {
    ...base,
    id: 't3',
    number: 1003,
    client_id: 'c-2',
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
    subject: 'VPN drops',
    priority: 'high',
    status: 'open',
    updated_at: '2026-11-21T08:00:00Z',
  },
  {
    ...base,
    id: 't1',
    number: 1001,
    client_id: 'c-1',
    subject: 'New users',
    priority: 'medium',
    status: 'in_progress',
    updated_at: '2026-11-20T08:00:00Z',
  },
];
const clients = [
  { id: 'c-1', email: 'ana@example.com', created_at: '2026-01-01T00:00:00Z', locale: 'id' },
  { id: 'c-2', email: 'ben@example.com', created_at: '2026-01-02T00:00:00Z', locale: null },
];

async function renderTickets({ failTickets = false, failClients = false } = {}) {
  const fake = fakeSupabase({ respond: () => (failing.tickets ? { error: { code: 'PGRST000' } } : { data: tickets }) });
  failing.tickets = failTickets;
  withRpc(fake.client, { staff_clients: failClients ? { error: { code: '42501' } } : { data: clients } });
  await renderStaff(<TicketsPage />, { client: fake.client, path: '/staff/tickets' });
  return { ...fake, user: userEvent.setup() };
}

const failing = { tickets: false };

const rowHeaders = () =>
  within(screen.getByRole('table', { name: 'Support tickets, last activity first' }))
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('staff TicketsPage', () => {
  afterEach(() => jest.restoreAllMocks());

  it('lists every ticket, last activity first, with its client and a link to it', async () => {
    const { queries } = await renderTickets();
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Support tickets, last activity first' });
    expect(rowHeaders()).toEqual(['TKT-1003', 'TKT-1002', 'TKT-1001']);
    expect(screen.getByRole('link', { name: 'TKT-1002' })).toHaveAttribute('href', '/staff/tickets/1002');
    const row = screen.getByRole('link', { name: 'TKT-1002' }).closest('tr')!;
    expect(within(row).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(row).getByText('High')).toBeInTheDocument();
    expect(within(row).getByText('Open')).toBeInTheDocument();
    expect(queries[0]?.calls).toContainEqual({ method: 'order', args: ['updated_at', { ascending: false }] });
  });

  it('filters by status and priority and searches by client e-mail', async () => {
    const { user } = await renderTickets();
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'In progress');
    expect(rowHeaders()).toEqual(['TKT-1001']);
    await user.selectOptions(screen.getByLabelText('Status'), 'All');
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    expect(rowHeaders()).toEqual(['TKT-1002']);
    await user.selectOptions(screen.getByLabelText('Priority'), 'All');
    await user.type(screen.getByLabelText('Search tickets'), 'BEN@');
    expect(rowHeaders()).toEqual(['TKT-1003']);
    await user.type(screen.getByLabelText('Search tickets'), 'nobody');
    expect(screen.getByText('No tickets match your search and filters.')).toBeInTheDocument();
  });

  it('shows the failure with Try again, and Try again recovers', async () => {
    const { user, queries } = await renderTickets({ failTickets: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('The tickets could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing.tickets = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Support tickets, last activity first' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(queries.filter((query) => query.table === 'support_tickets')).toHaveLength(2);
  });

  it('says when there is no ticket at all', async () => {
    const fake = fakeSupabase({ respond: () => ({ data: [] }) });
    withRpc(fake.client, { staff_clients: { data: clients } });
    await renderStaff(<TicketsPage />, { client: fake.client, path: '/staff/tickets' });
    expect(await screen.findByText('There are no tickets yet.')).toBeInTheDocument();
  });

  it('still lists the tickets when the clients cannot be read, and says so', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderTickets({ failClients: true });
    await screen.findByRole('table');
    expect(screen.getByRole('alert')).toHaveTextContent("The clients' e-mail addresses could not be loaded.");
    expect(screen.getAllByText('Unknown client')).toHaveLength(3);
  });
});
