import { staffWriteFailure } from './write-failure';

describe('staffWriteFailure', () => {
  it.each([
    ['42501', 'denied'],
    ['PGRST301', 'denied'],
    ['PGRST303', 'denied'],
    ['23514', 'invalid'],
    ['22023', 'invalid'],
    ['22P02', 'invalid'],
    ['23505', 'duplicate'],
    ['PGRST000', 'failed'],
    [undefined, 'failed'],
  ])('reads code %s as %s', (code, failure) => {
    expect(staffWriteFailure({ code })).toBe(failure);
  });

  it('reads no error at all as failed', () => {
    expect(staffWriteFailure(null)).toBe('failed');
  });
});
