import { DataError, dataOf, failureKind, minutesToWait, retryAfterSeconds, toDataError, type FailureKind } from './supabase-errors';

describe('failureKind', () => {
  const cases: [string, unknown, FailureKind][] = [
    ['an expired token (PostgREST)', { code: 'PGRST301', message: 'JWT expired' }, 'signedOut'],
    ['malformed claims (PostgREST)', { code: 'PGRST303', message: 'JWT claims invalid' }, 'signedOut'],
    ['a missing Auth session', { name: 'AuthSessionMissingError', message: 'Auth session missing!', status: 400 }, 'signedOut'],
    ['an ended Auth session', { code: 'session_not_found', status: 403 }, 'signedOut'],
    ['row-level security', { code: '42501', message: 'new row violates row-level security policy' }, 'denied'],
    ['a forbidden Storage object', { statusCode: '403', message: 'Forbidden' }, 'denied'],
    ['no row for .single()', { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' }, 'notFound'],
    ['a missing Storage object', { statusCode: '404', message: 'Object not found' }, 'notFound'],
    ['a duplicate', { code: '23505', message: 'duplicate key value violates unique constraint' }, 'conflict'],
    ['a raised 429 (PostgREST)', { code: 'PT429', message: 'too_many_messages' }, 'tooMany'],
    ['an Auth rate limit', { code: 'over_email_send_rate_limit', status: 429 }, 'tooMany'],
    ['a check constraint', { code: '23514', message: 'violates check constraint' }, 'invalid'],
    ['bad text for a type', { code: '22P02', message: 'invalid input syntax for type uuid' }, 'invalid'],
    ['a malformed request', { code: 'PGRST100', message: 'failed to parse filter' }, 'invalid'],
    ['a failed fetch', new TypeError('Failed to fetch'), 'offline'],
    ['a retryable Auth fetch', { name: 'AuthRetryableFetchError', status: 0, message: '' }, 'offline'],
    ['a server error', { code: 'XX000', message: 'internal error' }, 'failed'],
    ['a string', 'boom', 'failed'],
    ['nothing useful', null, 'failed'],
  ];
  it.each(cases)('%s', (_name, error, kind) => {
    expect(failureKind(error)).toBe(kind);
  });

  it('keeps the kind of a DataError', () => {
    expect(failureKind(new DataError('conflict', 'changed'))).toBe('conflict');
  });
});

describe('dataOf', () => {
  it('returns the data of a successful answer', () => {
    expect(dataOf({ data: [{ id: 1 }], error: null })).toEqual([{ id: 1 }]);
  });

  it('throws the error of a failed answer as a DataError with its kind and code', () => {
    const answer = { data: null, error: { code: '42501', message: 'permission denied for table proposals' } };
    expect(() => dataOf(answer)).toThrow(DataError);
    const error = toDataError(answer.error);
    expect(error).toMatchObject({ kind: 'denied', code: '42501', message: 'permission denied for table proposals' });
    expect(error.cause).toBe(answer.error);
  });

  it('reads a bare 429 from the status of the answer when the error does not carry it', () => {
    const answer = { data: null, error: { code: '', message: 'Too Many Requests' }, status: 429 };
    expect(() => dataOf(answer)).toThrow(expect.objectContaining({ kind: 'tooMany' }));
    expect(failureKind({ message: 'Bad gateway' })).toBe('failed');
  });
});

describe('retryAfterSeconds', () => {
  const refusal = { code: 'PT429', message: 'too_many_tickets', details: 'At most 10 an hour.', hint: '720' };

  it('reads the seconds a rate limit names in its hint, from the answer or the DataError made of it', () => {
    expect(retryAfterSeconds(refusal, 3600)).toBe(720);
    expect(retryAfterSeconds(toDataError(refusal), 3600)).toBe(720);
  });

  it.each([
    ['no hint', { code: 'PT429', message: 'too_many_tickets' }],
    ['a hint that is not seconds', { code: 'PT429', message: 'too_many_tickets', hint: 'soon' }],
    ['a negative hint', { code: 'PT429', message: 'too_many_tickets', hint: '-5' }],
    ['zero', { code: 'PT429', message: 'too_many_tickets', hint: '0' }],
    ['not an error', 'boom'],
  ])('answers the fallback for %s', (_case, error) => {
    expect(retryAfterSeconds(error, 3600)).toBe(3600);
  });

  it('rounds up to whole minutes, at least one', () => {
    expect([1, 59, 60, 61, 720, 3600].map(minutesToWait)).toEqual([1, 1, 1, 2, 12, 60]);
  });
});
