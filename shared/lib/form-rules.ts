import * as v from 'valibot';

/**
 * The field rules every form uses, as valibot schemas (docs/decisions/0005-forms.md). A failed
 * rule's message is a code ('required', 'tooLong', 'invalidEmail'); pages translate it.
 */
export type FieldErrorCode = 'required' | 'tooLong' | 'invalidEmail';

/** The longest address SMTP carries (RFC 5321); the database checks the same. */
export const emailMaxLength = 254;

/**
 * The browser's own type=email rule (WHATWG "valid e-mail address"), which the Auth server and the
 * database check (supabase/migrations/20261124000200_one_email_rule.sql) accept as well.
 */
export const emailPattern =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Whether a trimmed address passes the one e-mail rule. */
export function isEmailAddress(address: string): boolean {
  return address.length <= emailMaxLength && emailPattern.test(address);
}

/** Stops a field's checks at its first failure, so each field reports one code. */
function firstFailure<T extends v.GenericSchema>(schema: T) {
  return v.config(schema, { abortPipeEarly: true });
}

/** Text that must be given: trimmed, not empty, at most `max` characters. */
export function requiredText(max: number) {
  return firstFailure(v.pipe(v.string('required'), v.trim(), v.nonEmpty('required' satisfies FieldErrorCode), v.maxLength(max, 'tooLong')));
}

/** Text that may be left empty: trimmed, at most `max` characters. */
export function optionalText(max: number) {
  return v.pipe(v.string('required'), v.trim(), v.maxLength(max, 'tooLong' satisfies FieldErrorCode));
}

/** A required e-mail address, trimmed. */
export const emailAddress = firstFailure(
  v.pipe(
    v.string('required'),
    v.trim(),
    v.nonEmpty('required' satisfies FieldErrorCode),
    v.check(isEmailAddress, 'invalidEmail' satisfies FieldErrorCode),
  ),
);

/** An e-mail address that may be left empty, trimmed. */
export const optionalEmailAddress = v.pipe(
  v.string('required'),
  v.trim(),
  v.check((address) => address === '' || isEmailAddress(address), 'invalidEmail' satisfies FieldErrorCode),
);
