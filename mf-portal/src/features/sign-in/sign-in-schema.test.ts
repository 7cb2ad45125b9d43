import * as v from 'valibot';
import { fieldErrors } from '../../testing/field-errors';
import { signInSchema } from './sign-in-schema';

const errors = (email: string, password: string) => fieldErrors(signInSchema, { email, password, remember: false });

describe('signInSchema', () => {
  it('requires both fields', () => {
    expect(errors('', '')).toEqual({ email: 'required', password: 'required' });
    expect(errors('   ', 'x')).toEqual({ email: 'required' });
  });

  it.each(['demo', 'demo@', '@example.com', 'a b@example.com', '<script>@x.y', 'demo@exa mple.com'])(
    'rejects %s as an e-mail address',
    (email) => {
      expect(errors(email, 'x')).toEqual({ email: 'invalidEmail' });
    },
  );

  it.each(['demo@example.com', 'first.last+tag@sub.example.co.id', ' demo@example.com '])('accepts %s', (email) => {
    expect(errors(email, 'DemoPass123!')).toEqual({});
  });

  it('sends the address trimmed and the password as typed', () => {
    expect(v.parse(signInSchema, { email: ' demo@example.com ', password: ' pass word ', remember: true })).toEqual({
      email: 'demo@example.com',
      password: ' pass word ',
      remember: true,
    });
  });
});
