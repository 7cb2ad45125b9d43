import { argOf, fakeSupabase } from '../testing/fake-supabase';
import { loadTicketThread, ticketColumns, ticketLabel, ticketNumberOf } from './tickets';

describe('ticket names', () => {
  it('names a ticket TKT- and its number', () => {
    expect(ticketLabel(1042)).toBe('TKT-1042');
  });

  it('reads a ticket number from a path segment, and nothing else', () => {
    expect(ticketNumberOf('1042')).toBe(1042);
    for (const segment of [undefined, '', 'TKT-1042', '12a', '-1', '1.5', '1'.repeat(16), '<b>1</b>'])
      expect(ticketNumberOf(segment)).toBeNull();
  });
});

describe('loadTicketThread', () => {
  const ticket = { id: 't1', number: 1042, subject: 'VPN', opened_by_email: 'ana@example.com' };
  const setup = () =>
    fakeSupabase({
      respond: (query) => {
        if (query.table === 'support_tickets') return { data: ticket };
        if (query.table === 'ticket_messages')
          return { data: [{ id: 'm1', author_id: 'u2', body: 'Hi', created_at: '', author_email: 'ben@example.com', from_staff: false }] };
        return { data: [] };
      },
    });

  it("reads who opened the ticket and each message's author, for the staff workspace and the client alike", async () => {
    const { client, queries } = setup();
    const thread = await loadTicketThread(client, 1042);
    expect(thread?.ticket.opened_by_email).toBe('ana@example.com');
    expect(thread?.messages[0]).toMatchObject({ author_email: 'ben@example.com', from_staff: false });
    expect(argOf(queries[0], 'select')).toBe(`${ticketColumns}, opened_by_email`);
    expect(argOf(queries[1], 'select')).toBe('id, author_id, body, created_at, author_email, from_staff');
    // No company given (staff): every ticket the reader may read.
    expect(queries[0]!.calls.filter((call) => call.method === 'eq')).toEqual([{ method: 'eq', args: ['number', 1042] }]);
  });

  it("keeps the search to one company when given (a client's current company)", async () => {
    const { client, queries } = setup();
    await loadTicketThread(client, 1042, undefined, 'c-1');
    expect(queries[0]!.calls.filter((call) => call.method === 'eq')).toEqual([
      { method: 'eq', args: ['number', 1042] },
      { method: 'eq', args: ['company_id', 'c-1'] },
    ]);
  });
});
