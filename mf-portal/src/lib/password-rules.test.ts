import * as v from 'valibot';
import { emailAddress } from '@meridian/shared/lib/form-rules';
import { fieldErrors } from '../testing/field-errors';
import { newPassword, newPasswordSchema, passwordConfirmation, utf8Length, withNewPassword } from './password-rules';

const passwordError = (password: string) => fieldErrors(v.object({ password: newPassword }), { password }).password;
const registrationSchema = withNewPassword({ email: emailAddress });

describe('newPassword', () => {
  it('requires a password', () => {
    expect(passwordError('')).toBe('required');
  });

  it.each(['abc123', 'abcdefgh', '12345678', '!!!!!!!!', 'abcdef1'])('refuses %s', (password) => {
    expect(passwordError(password)).toBe('passwordRule');
  });

  it.each(['abcdefg1', 'DemoPass123!', 'kata sandi 2024', `a1${'x'.repeat(70)}`])('accepts %s', (password) => {
    expect(passwordError(password)).toBeUndefined();
  });

  it('refuses more than 72 bytes', () => {
    expect(passwordError(`a1${'x'.repeat(71)}`)).toBe('passwordTooLong');
    // 36 two-byte letters and a digit: 73 bytes in 37 characters.
    expect(passwordError(`${'é'.repeat(36)}1`)).toBe('passwordTooLong');
  });

  it('keeps the password as typed (spaces are part of it)', () => {
    expect(v.parse(newPassword, ' DemoPass123 ')).toBe(' DemoPass123 ');
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('aé€😀')).toBe(1 + 2 + 3 + 4);
  });
});

describe('the confirmation', () => {
  it('requires a matching confirmation', () => {
    expect(fieldErrors(v.object({ confirm: passwordConfirmation }), { confirm: '' })).toEqual({ confirm: 'required' });
    expect(fieldErrors(newPasswordSchema, { password: 'DemoPass123', confirm: 'DemoPass124' })).toEqual({ confirm: 'mismatch' });
    expect(fieldErrors(newPasswordSchema, { password: 'DemoPass123', confirm: 'DemoPass123' })).toEqual({});
  });
});

describe('withNewPassword and newPasswordSchema', () => {
  it('lists only the fields in error', () => {
    expect(fieldErrors(registrationSchema, { email: '', password: '', confirm: '' })).toEqual({
      email: 'required',
      password: 'required',
      confirm: 'required',
    });
    expect(fieldErrors(registrationSchema, { email: 'demo@example.com', password: 'short1', confirm: 'short2' })).toEqual({
      password: 'passwordRule',
      confirm: 'mismatch',
    });
    expect(fieldErrors(registrationSchema, { email: 'demo@example.com', password: 'DemoPass123', confirm: 'DemoPass123' })).toEqual({});
    expect(fieldErrors(newPasswordSchema, { password: 'DemoPass123', confirm: 'DemoPass123' })).toEqual({});
    expect(fieldErrors(newPasswordSchema, { password: 'DemoPass123', confirm: '' })).toEqual({ confirm: 'required' });
  });

  const registering = (email: string) => ({ email, password: 'DemoPass123', confirm: 'DemoPass123' });

  it.each(['', '   '])('requires an address (%j)', (email) => {
    expect(fieldErrors(registrationSchema, registering(email))).toEqual({ email: 'required' });
  });

  it.each(['demo', 'demo@', '@example.com', 'a b@example.com', '<script>@x.y', `${'a'.repeat(250)}@x.co`])('rejects %s', (email) => {
    expect(fieldErrors(registrationSchema, registering(email))).toEqual({ email: 'invalidEmail' });
  });

  it.each(['demo@example.com', 'first.last+tag@sub.example.co.id', ' demo@example.com '])('accepts %s', (email) => {
    expect(fieldErrors(registrationSchema, registering(email))).toEqual({});
  });

  it('sends the address trimmed', () => {
    expect(v.parse(registrationSchema, registering(' demo@example.com '))).toEqual({
      email: 'demo@example.com',
      password: 'DemoPass123',
      confirm: 'DemoPass123',
    });
  });
});
