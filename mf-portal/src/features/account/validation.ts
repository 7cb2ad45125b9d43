/** The rules of the account screens (registration, password reset). Pure functions: messages are looked up by the pages. */

export type EmailError = 'required' | 'invalidEmail';
export type PasswordError = 'required' | 'passwordRule' | 'passwordTooLong';
export type ConfirmError = 'required' | 'mismatch';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt, which the auth server uses, reads only the first 72 bytes; the server refuses longer passwords. */
export const PASSWORD_MAX_BYTES = 72;

// The same rule as the browser's type=email check (WHATWG "valid e-mail address").
const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** UTF-8 length, without relying on TextEncoder. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

export function validateEmail(email: string): EmailError | undefined {
  const trimmed = email.trim();
  if (!trimmed) return 'required';
  if (trimmed.length > 254 || !emailPattern.test(trimmed)) return 'invalidEmail';
  return undefined;
}

/** At least 8 characters with at least one letter and one digit, at most 72 bytes. */
export function validatePassword(password: string): PasswordError | undefined {
  if (!password) return 'required';
  if (utf8Length(password) > PASSWORD_MAX_BYTES) return 'passwordTooLong';
  if ([...password].length < PASSWORD_MIN_LENGTH || !/\p{L}/u.test(password) || !/\p{Nd}/u.test(password)) return 'passwordRule';
  return undefined;
}

export function validateConfirmation(password: string, confirm: string): ConfirmError | undefined {
  if (!confirm) return 'required';
  if (confirm !== password) return 'mismatch';
  return undefined;
}

export interface NewPasswordValues {
  password: string;
  confirm: string;
}

export interface NewPasswordErrors {
  password?: PasswordError;
  confirm?: ConfirmError;
}

export interface RegisterValues extends NewPasswordValues {
  email: string;
}

export interface RegisterErrors extends NewPasswordErrors {
  email?: EmailError;
}

function compact<T extends object>(errors: T): T {
  return Object.fromEntries(Object.entries(errors).filter(([, value]) => value !== undefined)) as T;
}

export function validateNewPassword({ password, confirm }: NewPasswordValues): NewPasswordErrors {
  return compact({ password: validatePassword(password), confirm: validateConfirmation(password, confirm) });
}

export function validateRegister({ email, password, confirm }: RegisterValues): RegisterErrors {
  return compact({ email: validateEmail(email), ...validateNewPassword({ password, confirm }) });
}

/** The fields of an auth error the pages look at (supabase-js AuthError, or anything thrown). */
export function authErrorInfo(error: unknown): { code?: string; status?: number } {
  if (typeof error !== 'object' || error === null) return {};
  const { code, status } = error as { code?: unknown; status?: unknown };
  return { code: typeof code === 'string' ? code : undefined, status: typeof status === 'number' ? status : undefined };
}

/** Whether the address bar carries an auth error from the e-mailed link (e.g. `#error_code=otp_expired`). */
export function linkError(hash: string, search: string): string | undefined {
  for (const part of [hash.replace(/^#/, ''), search.replace(/^\?/, '')]) {
    const params = new URLSearchParams(part);
    const code = params.get('error_code') ?? params.get('error');
    if (code) return code;
  }
  return undefined;
}
