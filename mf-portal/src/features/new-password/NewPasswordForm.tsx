import { useState, type ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useValidatedForm } from '@meridian/shared/ui/useValidatedForm';
import { NewPasswordFields } from './NewPasswordFields';
import { authErrorInfo } from '../../lib/auth-errors';
import { newPasswordSchema } from '../../lib/password-rules';

type Failure = 'insufficientAal' | 'sessionEnded' | 'samePassword' | 'tooMany' | 'failed';

/** Why the server refused a new password; `weak` is shown beside the field, the rest above the button. */
export function newPasswordFailure(error: unknown): Failure | 'weak' {
  const { code, status } = authErrorInfo(error);
  if (code === 'insufficient_aal') return 'insufficientAal';
  // supabase-js turns the server's session_not_found into an AuthSessionMissingError.
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'AuthSessionMissingError' || code === 'session_not_found' || code === 'session_expired' || status === 401)
    return 'sessionEnded';
  if (code === 'same_password') return 'samePassword';
  if (code === 'weak_password') return 'weak';
  if (status === 429 || code === 'over_request_rate_limit') return 'tooMany';
  return 'failed';
}

const failureKeys: Record<Failure, string> = {
  insufficientAal: 'account.security.password.insufficientAal',
  sessionEnded: 'account.security.password.sessionEnded',
  samePassword: 'account.reset.samePassword',
  tooMany: 'account.errors.tooManyAttempts',
  failed: 'account.reset.failed',
};

interface NewPasswordFormProps {
  submitLabel: string;
  submittingLabel: string;
  /** after the server saved the password; the form is already cleared */
  onSaved?: () => void;
  /** what to say after saving, in the form's status region (the reset screen navigates away instead) */
  savedMessage?: ReactNode;
  buttonClassName?: string;
  /** what to say when the session is gone (the reset screen's session came from its link) */
  sessionEndedMessage?: string;
}

/**
 * The one form that sets a new password, for the e-mailed reset link and for /account: both
 * fields, their rules (lib/password-rules), `updateUser`, and every answer the server can give.
 */
export function NewPasswordForm({
  submitLabel,
  submittingLabel,
  onSaved,
  savedMessage,
  buttonClassName = '',
  sessionEndedMessage,
}: NewPasswordFormProps) {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof newPasswordSchema, Failure>(newPasswordSchema, {
    password: '',
    confirm: '',
  });
  const [saved, setSaved] = useState(false);

  const save = async ({ password }: { password: string }): Promise<Failure | void> => {
    try {
      const client = await getClient();
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
    } catch (error) {
      const reason = newPasswordFailure(error);
      if (reason !== 'weak') return reason;
      form.setError('password', { message: 'passwordRule' }, { shouldFocus: true });
      return;
    }
    form.reset();
    setSaved(true);
    onSaved?.();
  };

  return (
    <form
      className="po:mt-6 po:flex po:flex-col po:gap-4"
      noValidate
      onSubmit={(event) => {
        setSaved(false);
        void submit(save)(event);
      }}
    >
      <NewPasswordFields
        labelKey="newPassword"
        password={form.register('password')}
        confirm={form.register('confirm')}
        passwordError={errorOf('password')}
        confirmError={errorOf('confirm')}
      />
      <div role="alert" className="ui-field-error po:empty:hidden">
        {failure === 'sessionEnded' && sessionEndedMessage ? sessionEndedMessage : failure ? t(failureKeys[failure]) : null}
      </div>
      {savedMessage ? (
        <div role="status" className="po:text-sm po:font-medium po:empty:hidden">
          {saved ? savedMessage : null}
        </div>
      ) : null}
      <button type="submit" className={`ui-button ui-button-primary ${buttonClassName}`} disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
      </button>
    </form>
  );
}
