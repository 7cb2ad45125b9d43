import * as v from 'valibot';

/**
 * The password rules of the account screens (registration, reset, /account), as valibot schemas
 * (docs/decisions/0005-forms.md). A failed rule's message is its code; the forms translate it under
 * `account.errors`.
 */
export type PasswordErrorCode = 'required' | 'passwordRule' | 'passwordTooLong' | 'mismatch';

export const PASSWORD_MIN_LENGTH = 8;
/** bcrypt, which the auth server uses, reads only the first 72 bytes; the server refuses longer passwords. */
export const PASSWORD_MAX_BYTES = 72;

/** UTF-8 length, without relying on TextEncoder. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** At least 8 characters with at least one letter and one digit. */
function followsPasswordRule(password: string): boolean {
  return [...password].length >= PASSWORD_MIN_LENGTH && /\p{L}/u.test(password) && /\p{Nd}/u.test(password);
}

/** A new password: given, at most 72 bytes, then the rule; it reports its first failure only. Never trimmed. */
export const newPassword = v.config(
  v.pipe(
    v.string('required' satisfies PasswordErrorCode),
    v.nonEmpty('required' satisfies PasswordErrorCode),
    v.check((password) => utf8Length(password) <= PASSWORD_MAX_BYTES, 'passwordTooLong' satisfies PasswordErrorCode),
    v.check(followsPasswordRule, 'passwordRule' satisfies PasswordErrorCode),
  ),
  { abortPipeEarly: true },
);

/** The new password typed a second time. */
export const passwordConfirmation = v.pipe(
  v.string('required' satisfies PasswordErrorCode),
  v.nonEmpty('required' satisfies PasswordErrorCode),
);

/**
 * The fields of a form that sets a password, `entries` (the registration's e-mail) first, then the
 * new password and its confirmation, which must repeat it ('mismatch', beside the confirmation).
 * The two are compared even while the password breaks a rule, so both errors show at once: the
 * object's own check runs whatever its fields answered (abortPipeEarly off at this level; each
 * field still reports its first failure only).
 */
export function withNewPassword<Entries extends v.ObjectEntries>(entries: Entries) {
  const fields = v.object({ ...entries, password: newPassword, confirm: passwordConfirmation });
  const confirmationMatches = v.rawCheck<v.InferOutput<typeof fields>>(({ dataset, addIssue }) => {
    const values = (dataset.value ?? {}) as { password?: unknown; confirm?: unknown };
    // An empty confirmation already reads 'required'.
    if (typeof values.confirm !== 'string' || values.confirm === '' || values.confirm === values.password) return;
    addIssue({
      message: 'mismatch' satisfies PasswordErrorCode,
      path: [{ type: 'object', origin: 'value', input: dataset.value as Record<string, unknown>, key: 'confirm', value: values.confirm }],
    });
  });
  return v.config(v.pipe(fields, confirmationMatches), { abortPipeEarly: false });
}

/** A new password and its confirmation (the reset screen and /account). */
export const newPasswordSchema = withNewPassword({});
