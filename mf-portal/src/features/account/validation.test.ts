import {
  authErrorInfo,
  linkError,
  utf8Length,
  validateConfirmation,
  validateEmail,
  validateNewPassword,
  validatePassword,
  validateRegister,
} from './validation';

describe('validateEmail', () => {
  it('requires an address', () => {
    expect(validateEmail('')).toBe('required');
    expect(validateEmail('   ')).toBe('required');
  });

  it.each(['demo', 'demo@', '@example.com', 'a b@example.com', '<script>@x.y', `${'a'.repeat(250)}@x.co`])('rejects %s', (email) => {
    expect(validateEmail(email)).toBe('invalidEmail');
  });

  it.each(['demo@example.com', 'first.last+tag@sub.example.co.id', ' demo@example.com '])('accepts %s', (email) => {
    expect(validateEmail(email)).toBeUndefined();
  });
});

describe('validatePassword', () => {
  it('requires a password', () => {
    expect(validatePassword('')).toBe('required');
  });

  it.each(['abc123', 'abcdefgh', '12345678', '!!!!!!!!', 'abcdef1'])('refuses %s', (password) => {
    expect(validatePassword(password)).toBe('passwordRule');
  });

  it.each(['abcdefg1', 'DemoPass123!', 'kata sandi 2024', `a1${'x'.repeat(70)}`])('accepts %s', (password) => {
    expect(validatePassword(password)).toBeUndefined();
  });

  it('refuses more than 72 bytes', () => {
    expect(validatePassword(`a1${'x'.repeat(71)}`)).toBe('passwordTooLong');
    // 36 two-byte letters and a digit: 73 bytes in 37 characters.
    expect(validatePassword(`${'é'.repeat(36)}1`)).toBe('passwordTooLong');
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});

describe('validateConfirmation', () => {
  it('requires a matching confirmation', () => {
    expect(validateConfirmation('DemoPass123', '')).toBe('required');
    expect(validateConfirmation('DemoPass123', 'DemoPass124')).toBe('mismatch');
    expect(validateConfirmation('DemoPass123', 'DemoPass123')).toBeUndefined();
  });
});

describe('validateRegister and validateNewPassword', () => {
  it('lists only the fields in error', () => {
    expect(validateRegister({ email: '', password: '', confirm: '' })).toEqual({
      email: 'required',
      password: 'required',
      confirm: 'required',
    });
    expect(validateRegister({ email: 'demo@example.com', password: 'short1', confirm: 'short2' })).toEqual({
      password: 'passwordRule',
      confirm: 'mismatch',
    });
    expect(validateRegister({ email: 'demo@example.com', password: 'DemoPass123', confirm: 'DemoPass123' })).toEqual({});
    expect(validateNewPassword({ password: 'DemoPass123', confirm: 'DemoPass123' })).toEqual({});
    expect(validateNewPassword({ password: 'DemoPass123', confirm: '' })).toEqual({ confirm: 'required' });
  });
});

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
