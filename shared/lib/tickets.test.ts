import { ticketLabel, ticketNumberOf } from './tickets';

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
