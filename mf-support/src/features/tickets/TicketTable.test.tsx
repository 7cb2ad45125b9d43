import { act, screen, waitFor, within } from '@testing-library/react';
import { focusManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import type { Session } from '@supabase/supabase-js';
import { argOf, fakeSupabase } from '@meridian/shared/testing/fake-supabase';
import { renderRemote } from '@meridian/shared/testing/render-remote';
import messages from '../../locales/en.json';
import { TicketTable } from './TicketTable';
import type { Company } from '@meridian/shared/runtime/company';
import { CompanySwitcher } from '@meridian/shared/ui/CompanySwitcher';
import { contoso, northwind, withCompanies } from '../../testing/companies';

// The subjects the search reads (the ticket ids come from content/tickets.ts).
const subjects = {
  'TKT-001': 'Server unreachable after maintenance',
  'TKT-002': 'Add two users to the client portal',
  'TKT-003': 'Invoice shows the wrong billing address',
};

async function renderTable() {
  await renderRemote(<TicketTable />, {
    namespace: 'support',
    messages: { ...messages, tickets: { ...messages.tickets, subjects } },
    path: '/support',
  });
  return userEvent.setup();
}

function ids() {
  const table = screen.queryByRole('table', { name: 'Example support tickets' });
  return table
    ? within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
    : [];
}

async function show(user: ReturnType<typeof userEvent.setup>, status: 'all' | 'open' | 'in_progress' | 'resolved', query: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), status);
  const search = screen.getByRole('searchbox', { name: 'Search tickets' });
  await user.clear(search);
  await user.click(search);
  // Pasted, not typed: user-event would read [ and { in typed text as key names.
  if (query) await user.paste(query);
  return ids();
}

describe('TicketTable', () => {
  it('filters by status', async () => {
    const user = await renderTable();
    expect(await show(user, 'all', '')).toEqual(['TKT-001', 'TKT-002', 'TKT-003']);
    expect(await show(user, 'in_progress', '')).toEqual(['TKT-002']);
  });

  it('searches subject and id case-insensitively, ignoring surrounding spaces', async () => {
    const user = await renderTable();
    expect(await show(user, 'all', '  INVOICE ')).toEqual(['TKT-003']);
    expect(await show(user, 'all', 'tkt-00')).toEqual(['TKT-001', 'TKT-002', 'TKT-003']);
  });

  it('applies status and search together, and announces the count', async () => {
    const user = await renderTable();
    expect(await show(user, 'open', 'invoice')).toEqual([]);
    expect(screen.getByText('No tickets match your search and filter.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 tickets shown');
    expect(await show(user, 'resolved', 'invoice')).toEqual(['TKT-003']);
    expect(screen.getByRole('status')).toHaveTextContent('1 ticket shown');
  });

  it.each(['(', '*', '\\', '[a-z]+', '.*', '<script>alert(1)</script>', 'x'.repeat(10_000), '🚀'])(
    'treats %s as plain text and never throws',
    async (query) => {
      const user = await renderTable();
      expect(await show(user, 'all', query)).toEqual([]);
      expect(document.querySelector('script')).toBeNull();
    },
  );

  it('shows ids in monospace, status and priority as text badges, and the update time in words', async () => {
    await renderTable();
    const header = screen.getByRole('rowheader', { name: 'TKT-001' });
    expect(header).toHaveClass('su:font-mono');
    const row = screen.getByRole('row', { name: /TKT-001/ });
    expect(within(row).getByText('Open')).toHaveClass('ui-badge');
    expect(within(row).getByText('High')).toHaveClass('ui-badge');
    expect(row).toHaveTextContent('2 hours ago');
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ticket', 'Subject', 'Status', 'Priority', 'Category', 'Last update']);
  });
});

describe('TicketTable for a signed-in client', () => {
  it("lists the client's own tickets, last activity first, each linking to its page, and no examples", async () => {
    const tickets = [
      {
        id: 't2',
        number: 1002,
        subject: 'Printer',
        category: 'general',
        priority: 'low',
        description: 'x',
        status: 'in_progress',
        created_at: '2026-11-01T00:00:00Z',
        updated_at: '2026-11-02T00:00:00Z',
      },
      {
        id: 't1',
        number: 1001,
        subject: 'VPN',
        category: 'technical',
        priority: 'high',
        description: 'x',
        status: 'open',
        created_at: '2026-10-01T00:00:00Z',
        updated_at: '2026-10-02T00:00:00Z',
      },
    ];
    const { client, queries } = fakeSupabase({ respond: () => ({ data: tickets }) });
    const session = { user: { id: 'user-1' } } as Session;
    await renderRemote(<TicketTable />, {
      namespace: 'support',
      messages,
      path: '/support',
      auth: { status: 'signed-in', session, getClient: async () => withCompanies(client) },
    });
    const table = await screen.findByRole('table', { name: 'Your support tickets' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['TKT-1002', '/support/tickets/1002'],
      ['TKT-1001', '/support/tickets/1001'],
    ]);
    expect(argOf(queries[0], 'order')).toBe('updated_at');
    expect(screen.queryByText('These are examples.')).not.toBeInTheDocument();
    await userEvent.setup().selectOptions(screen.getByLabelText('Status'), 'open');
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['TKT-1001']);
  });

  async function renderSignedIn(respond: Parameters<typeof fakeSupabase>[0]['respond']) {
    const { client, queries } = fakeSupabase({ respond });
    await renderRemote(<TicketTable />, {
      namespace: 'support',
      messages,
      path: '/support',
      auth: { status: 'signed-in', session: { user: { id: 'user-1' } } as Session, getClient: async () => withCompanies(client) },
    });
    return { queries };
  }

  it('shows the loading state while the tickets are on their way, and no examples', async () => {
    const { queries } = await renderSignedIn(() => new Promise(() => {}));
    // Past the company gate's own loading state: the tickets were asked for.
    await waitFor(() => expect(queries).toHaveLength(1));
    expect(screen.getByTestId('query-loading')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('These are examples.')).not.toBeInTheDocument();
  });

  it('says when the client has no tickets yet and links to the form', async () => {
    await renderSignedIn(() => ({ data: [] }));
    expect(await screen.findByText('You have no tickets yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create a ticket' })).toHaveAttribute('href', '/create-ticket');
  });

  it('says the tickets could not be loaded, with Try again, and lists them once a retry succeeds', async () => {
    let down = true;
    await renderSignedIn(() =>
      down ? { error: { code: 'PGRST301', message: 'JWT expired' } } : { data: [{ ...ownTicket, number: 1003, subject: 'Mail' }] },
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Your tickets could not be loaded. Check your connection and try again.');
    down = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'TKT-1003' })).toHaveAttribute('href', '/support/tickets/1003');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

const ownTicket = {
  id: 't3',
  number: 1003,
  subject: 'Mail',
  category: 'general',
  priority: 'low',
  description: 'x',
  status: 'open',
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-02T00:00:00Z',
};

describe('TicketTable and the company', () => {
  const ofAna = { ...ownTicket, id: 't4', number: 1004, subject: 'Printer', client_id: 'user-1', opened_by_email: 'ana@northwind.example' };
  const ofBen = { ...ownTicket, id: 't5', number: 1005, subject: 'VPN', client_id: 'user-2', opened_by_email: 'ben@northwind.example' };

  async function renderCompany(
    memberships: { current: Company[] },
    respond: Parameters<typeof fakeSupabase>[0]['respond'] = () => ({ data: [ofAna, ofBen] }),
  ) {
    const { client, queries } = fakeSupabase({ respond });
    await renderRemote(
      <>
        <CompanySwitcher />
        <TicketTable />
      </>,
      {
        namespace: 'support',
        messages,
        path: '/support',
        auth: {
          status: 'signed-in',
          session: { user: { id: 'user-1' } } as Session,
          getClient: async () => withCompanies(client, memberships),
        },
      },
    );
    return { queries, user: userEvent.setup() };
  }

  beforeEach(() => window.localStorage.clear());

  it("lists every member's tickets of the company, saying who opened each (You for the reader's own)", async () => {
    const { queries } = await renderCompany({ current: [northwind] });
    const table = await screen.findByRole('table', { name: 'Your support tickets' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ticket', 'Subject', 'Opened by', 'Status', 'Priority', 'Category', 'Last update']);
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[1]!.textContent),
    ).toEqual(['You', 'ben@northwind.example']);
    expect(queries[0]!.calls).toContainEqual({ method: 'eq', args: ['company_id', northwind.id] });
    expect(argOf(queries[0], 'select')).toContain('opened_by_email');
  });

  it("reads the other company's tickets when switched", async () => {
    const { queries, user } = await renderCompany({ current: [northwind, contoso] });
    await screen.findByRole('table', { name: 'Your support tickets' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Contoso Health');
    await waitFor(() => expect(queries).toHaveLength(2));
    expect(queries[1]!.calls).toContainEqual({ method: 'eq', args: ['company_id', contoso.id] });
  });

  it('asks for two-step sign-in and reads no ticket when the company requires it', async () => {
    const { queries } = await renderCompany({ current: [{ ...northwind, require_second_factor: true }] });
    expect(await screen.findByRole('link', { name: 'Turn on two-step sign-in' })).toHaveAttribute('href', '/account#two-step');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(queries).toEqual([]);
  });

  it('says that access ended and shows none of its tickets once the company is gone', async () => {
    const memberships = { current: [northwind] };
    await renderCompany(memberships);
    await screen.findByRole('table', { name: 'Your support tickets' });
    memberships.current = [];
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your access to Northwind Traders has ended.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText('Printer')).not.toBeInTheDocument();
    act(() => focusManager.setFocused(undefined));
  });
});
