import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@meridian/shared/testing/renderRemote';
import messages from '../../locales/en.json';
import { TicketTable } from './TicketTable';

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
  const table = screen.queryByRole('table', { name: 'Recent support tickets' });
  return table
    ? within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent)
    : [];
}

async function show(user: ReturnType<typeof userEvent.setup>, status: 'all' | 'open' | 'in-progress' | 'resolved', query: string) {
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
    expect(await show(user, 'in-progress', '')).toEqual(['TKT-002']);
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
