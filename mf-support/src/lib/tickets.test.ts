import { DataError } from '@meridian/shared/lib/supabase-errors';
import { ticketWriteFailure } from './tickets';

describe('ticketWriteFailure', () => {
  it.each([
    // The client's hourly limits (PT429, answered HTTP 429, the seconds to wait as hint).
    [{ code: 'PT429', message: 'too_many_tickets', details: 'At most 10 an hour.', hint: '720' }, 'tooManyTickets'],
    [{ code: 'PT429', message: 'too_many_replies', details: 'At most 60 an hour.', hint: '60' }, 'tooManyReplies'],
    // Another limit, or a bare 429 from a gateway, is the shared "too many".
    [{ code: 'PT429', message: 'too_many_messages', hint: '60' }, 'tooMany'],
    [{ code: '', message: 'Too Many Requests', status: 429 }, 'tooMany'],
    [{ code: 'P0001', message: 'ticket_resolved' }, 'resolved'],
    [{ code: 'P0001', message: 'too_many_files' }, 'tooManyFiles'],
    // A request that sends several rows: the site never does, so it is only invalid input.
    [{ code: 'P0001', message: 'one_row_per_request', details: 'Send one row at a time.' }, 'invalid'],
    [{ code: '42501', message: 'permission denied' }, 'denied'],
    [new TypeError('Failed to fetch'), 'offline'],
  ])('%j is %s', (error, failure) => {
    expect(ticketWriteFailure(error)).toBe(failure);
  });

  it('reads a refusal already thrown as a DataError (what the mutations throw)', () => {
    const thrown = new DataError('tooMany', 'too_many_tickets', 'PT429', { cause: { hint: '720' } });
    expect(ticketWriteFailure(thrown)).toBe('tooManyTickets');
  });
});
