import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { failureKind } from '@meridian/shared/lib/supabase-errors';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { NewPasswordFields } from './NewPasswordFields';
import { authErrorInfo } from '../../lib/auth-errors';
import { newPasswordSchema } from '../../lib/password-rules';
import { ReauthenticationStep, requestReauthentication, type CodeRequest, type PasswordProblem } from './ReauthenticationStep';

type Failure = 'insufficientAal' | 'sessionEnded' | 'samePassword' | 'tooMany' | 'failed';

/** Why the server refused a new password; `weak` is shown beside the field, the rest above the button. */
export function newPasswordFailure(error: unknown): Failure | 'weak' {
  const { code } = authErrorInfo(error);
  if (code === 'insufficient_aal') return 'insufficientAal';
  const kind = failureKind(error);
  // signedOut covers supabase-js's AuthSessionMissingError (the server's session_not_found) and 401.
  if (kind === 'signedOut' || code === 'session_expired') return 'sessionEnded';
  if (code === 'same_password') return 'samePassword';
  if (code === 'weak_password') return 'weak';
  if (kind === 'tooMany') return 'tooMany';
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
 * From a session opened more than a day ago hosted Auth wants an e-mailed code first
 * (reauthentication_needed): the form asks for it (ReauthenticationStep) and sends the same
 * password again with it; going back shows the fields with what was typed.
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
  const { form, submit, submitting, failure, setFailure, errorOf } = useValidatedForm<typeof newPasswordSchema, Failure>(
    newPasswordSchema,
    {
      password: '',
      confirm: '',
    },
  );
  const [saved, setSaved] = useState(false);
  // The password waiting for the e-mailed code, and the answer to the code's request.
  const [pending, setPending] = useState<{ password: string; first: CodeRequest } | null>(null);
  const submitRef = useRef<HTMLButtonElement>(null);

  const done = () => {
    const fromCode = pending !== null;
    setPending(null);
    form.reset();
    setSaved(true);
    onSaved?.();
    // The code field is gone: focus goes back to the form rather than to the page.
    if (fromCode) requestAnimationFrame(() => submitRef.current?.focus());
  };

  const save = async ({ password }: { password: string }): Promise<Failure | void> => {
    try {
      const client = await getClient();
      const { error } = await client.auth.updateUser({ password });
      if (error) {
        if (authErrorInfo(error).code === 'reauthentication_needed')
          return setPending({ password, first: await requestReauthentication(client) });
        throw error;
      }
    } catch (error) {
      const reason = newPasswordFailure(error);
      if (reason !== 'weak') return reason;
      form.setError('password', { message: 'passwordRule' }, { shouldFocus: true });
      return;
    }
    done();
  };

  /** Back from the code to the fields, which kept what was typed; with the server's reason, if any. */
  const back = (problem?: PasswordProblem) => {
    setPending(null);
    if (problem === 'weak') form.setError('password', { message: 'passwordRule' });
    else setFailure(problem ?? null);
    // Once the fields are shown again: the field to fix, or the button to try again.
    requestAnimationFrame(() => (problem === 'weak' ? form.setFocus('password') : submitRef.current?.focus()));
  };

  // Outside both forms, so it is in the page before its words are, and they are announced.
  const status = savedMessage ? (
    <div role="status" className="po:mt-4 po:text-sm po:font-medium po:empty:hidden">
      {saved ? savedMessage : null}
    </div>
  ) : null;

  if (pending)
    return (
      <>
        <ReauthenticationStep
          password={pending.password}
          first={pending.first}
          submitLabel={submitLabel}
          submittingLabel={submittingLabel}
          onSaved={done}
          onBack={back}
          classify={newPasswordFailure}
        />
        {status}
      </>
    );

  return (
    <>
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
        <button ref={submitRef} type="submit" className={`ui-button ui-button-primary ${buttonClassName}`} disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </button>
      </form>
      {status}
    </>
  );
}
