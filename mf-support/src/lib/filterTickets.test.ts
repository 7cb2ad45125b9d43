import { sampleTickets } from '../content/tickets';
import { filterTickets } from './filterTickets';

const subjects: Record<string, string> = {
  'TKT-001': 'Server unreachable after maintenance',
  'TKT-002': 'Add two users to the client portal',
  'TKT-003': 'Invoice shows the wrong billing address',
};
const subjectOf = (ticket: { id: string }) => subjects[ticket.id]!;
const ids = (status: 'all' | 'open' | 'in-progress' | 'resolved', query: string) =>
  filterTickets(sampleTickets, { status, query }, subjectOf, 'en').map((ticket) => ticket.id);

describe('filterTickets', () => {
  it('filters by status', () => {
    expect(ids('all', '')).toEqual(['TKT-001', 'TKT-002', 'TKT-003']);
    expect(ids('in-progress', '')).toEqual(['TKT-002']);
  });

  it('searches subject and id case-insensitively, ignoring surrounding spaces', () => {
    expect(ids('all', '  INVOICE ')).toEqual(['TKT-003']);
    expect(ids('all', 'tkt-00')).toEqual(['TKT-001', 'TKT-002', 'TKT-003']);
  });

  it('applies status and search together', () => {
    expect(ids('open', 'invoice')).toEqual([]);
    expect(ids('resolved', 'invoice')).toEqual(['TKT-003']);
  });

  it.each(['(', '*', '\\', '[a-z]+', '.*', '<script>alert(1)</script>', 'x'.repeat(10_000), '🚀'])(
    'treats %s as plain text and never throws',
    (query) => {
      expect(() => ids('all', query)).not.toThrow();
      expect(ids('all', query)).toEqual([]);
    },
  );
});
