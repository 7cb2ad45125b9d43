export interface LoginValues {
  email: string;
  password: string;
}

export type LoginErrors = Partial<Record<keyof LoginValues, 'required' | 'invalidEmail'>>;

// The same rule as the browser's type=email check (WHATWG "valid e-mail address").
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

export function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = 'required';
  else if (!emailPattern.test(email.trim())) errors.email = 'invalidEmail';
  if (!password) errors.password = 'required';
  return errors;
}
