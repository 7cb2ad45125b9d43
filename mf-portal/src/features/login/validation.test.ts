import { validateLogin } from './validation';

describe('validateLogin', () => {
  it('requires both fields', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: 'required', password: 'required' });
    expect(validateLogin({ email: '   ', password: 'x' })).toEqual({ email: 'required' });
  });

  it.each(['demo', 'demo@', '@example.com', 'a b@example.com', '<script>@x.y', 'demo@exa mple.com'])(
    'rejects %s as an e-mail address',
    (email) => {
      expect(validateLogin({ email, password: 'x' })).toEqual({ email: 'invalidEmail' });
    },
  );

  it.each(['demo@example.com', 'first.last+tag@sub.example.co.id', ' demo@example.com '])('accepts %s', (email) => {
    expect(validateLogin({ email, password: 'DemoPass123!' })).toEqual({});
  });
});
