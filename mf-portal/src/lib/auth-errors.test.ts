import { authErrorInfo, linkError } from './auth-errors';

describe('authErrorInfo', () => {
  it('reads code and status when present', () => {
    expect(authErrorInfo({ code: 'weak_password', status: 422, message: 'x' })).toEqual({ code: 'weak_password', status: 422 });
    expect(authErrorInfo(new Error('network'))).toEqual({ code: undefined, status: undefined });
    expect(authErrorInfo(null)).toEqual({});
    expect(authErrorInfo('oops')).toEqual({});
  });
});

describe('linkError', () => {
  it('finds the error code of a failed e-mailed link', () => {
    expect(linkError('#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid', '')).toBe('otp_expired');
    expect(linkError('', '?error=access_denied')).toBe('access_denied');
    expect(linkError('#access_token=abc&type=recovery', '')).toBeUndefined();
    expect(linkError('', '')).toBeUndefined();
  });
});
