import * as v from 'valibot';
import { emailAddress } from '@meridian/shared/lib/form-rules';

/**
 * The sign-in form (docs/decisions/0005-forms.md): the one e-mail rule, and a password that is only
 * required (the server decides whether it is right; it is sent as typed, never trimmed).
 */
export const signInSchema = v.object({
  email: emailAddress,
  password: v.pipe(v.string('required'), v.nonEmpty('required')),
  remember: v.boolean(),
});
