import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useCountdown } from '../../ui/use-countdown';
import { CodeField } from '../../ui/CodeField';
import { failureKind } from '@meridian/shared/lib/supabase-errors';
import { authErrorInfo } from '../../lib/auth-errors';

/**
 * GoTrue's max_frequency for this code (supabase/config.toml `[auth.email] max_frequency`): a
 * new one may be asked for a minute after the last.
 */
const resendSeconds = 60;

/** The answer to `auth.reauthenticate()`: sent, refused for `seconds` more (max_frequency), or failed. */
export type CodeRequest = { status: 'sent' } | { status: 'cooldown'; seconds: number } | { status: 'failed' };

/** Asks hosted Auth to e-mail the code (GET /auth/v1/reauthenticate, the "reauthentication" template). */
export async function requestReauthentication(client: SupabaseClient): Promise<CodeRequest> {
  try {
    const { error } = await client.auth.reauthenticate();
    if (!error) return { status: 'sent' };
    if (failureKind(error) === 'tooMany') {
      // "For security purposes, you can only request this after N seconds." (GoTrue's words)
      const seconds = Number(/after (\d+) seconds?/.exec(error.message)?.[1] ?? resendSeconds);
      return { status: 'cooldown', seconds: Math.max(1, seconds) };
    }
    return { status: 'failed' };
  } catch {
    return { status: 'failed' };
  }
}

/** Why the new password itself was refused after the code: the password step explains it. */
export type PasswordProblem = 'samePassword' | 'weak' | 'sessionEnded' | 'insufficientAal';

type Problem = 'invalid' | 'requestFailed' | 'tooMany' | 'failed';
type Note = 'resent' | 'cooldown' | null;

const codeSchema = v.object({ code: v.pipe(v.string('codeFormat'), v.regex(/^\d{6}$/, 'codeFormat')) });

interface ReauthenticationStepProps {
  /** the new password the client typed, sent again with the code */
  password: string;
  /** the answer to the request that sent the first code */
  first: CodeRequest;
  submitLabel: string;
  submittingLabel: string;
  /** the password is saved */
  onSaved: () => void;
  /** back to the new password (with what was typed), and why, if the server refused the password */
  onBack: (problem?: PasswordProblem) => void;
  /** classifies an error of updateUser as the password form does */
  classify: (error: unknown) => PasswordProblem | 'tooMany' | 'failed';
}

/**
 * The code a password change needs from a session opened more than a day ago (hosted Auth's
 * secure_password_change, docs/decisions/0016-hosted-supabase.md): says where the code went, asks
 * for its six digits, sends the password again with it as `nonce`, and lets the client ask for a
 * new code once a minute or go back to the password.
 */
export function ReauthenticationStep({
  password,
  first,
  submitLabel,
  submittingLabel,
  onSaved,
  onBack,
  classify,
}: ReauthenticationStepProps) {
  const { t } = useTranslation('portal');
  const { getClient, session } = useAuth();
  const email = session?.user.email ?? '';
  const { form, submit, submitting, errorOf } = useValidatedForm(codeSchema, { code: '' });
  const codeField = form.register('code');
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [problem, setProblem] = useState<Problem | null>(first.status === 'failed' ? 'requestFailed' : null);
  const [note, setNote] = useState<Note>(first.status === 'cooldown' ? 'cooldown' : null);
  const [wait, , setResendAt] = useCountdown(
    () => Date.now() + (first.status === 'cooldown' ? first.seconds : first.status === 'sent' ? resendSeconds : 0) * 1000,
  );

  useEffect(() => inputRef.current?.focus(), []);

  const send = async ({ code }: v.InferOutput<typeof codeSchema>) => {
    let error: unknown;
    try {
      error = (await (await getClient()).auth.updateUser({ password, nonce: code })).error;
    } catch (thrown) {
      error = thrown;
    }
    if (!error) return onSaved();
    if (authErrorInfo(error).code === 'reauthentication_not_valid') {
      // Wrong, expired or used: of no more use, so the field is cleared for the next one.
      setProblem('invalid');
      form.setValue('code', '');
      inputRef.current?.focus();
      return;
    }
    const reason = classify(error);
    if (reason === 'tooMany' || reason === 'failed') return setProblem(reason);
    onBack(reason);
  };

  const resend = async () => {
    setProblem(null);
    setNote(null);
    setResendAt(Date.now() + resendSeconds * 1000);
    const result = await requestReauthentication(await getClient());
    if (result.status === 'sent') setNote('resent');
    else if (result.status === 'cooldown') {
      setNote('cooldown');
      setResendAt(Date.now() + result.seconds * 1000);
    } else {
      setProblem('requestFailed');
      setResendAt(Date.now());
    }
    inputRef.current?.focus();
  };

  const alert = {
    invalid: t('account.security.password.reauth.invalid'),
    requestFailed: t('mfa.requestFailed'),
    tooMany: t('account.errors.tooManyAttempts'),
    failed: t('account.reset.failed'),
  };
  const notes = { resent: t('mfa.resent'), cooldown: t('mfa.cooldown') };

  return (
    <form
      className="po:mt-6 po:flex po:flex-col po:gap-4"
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        setNote(null);
        void submit(send)(event);
      }}
    >
      <p className="po:text-sm">{t('account.security.password.reauth.intro', { email })}</p>
      <CodeField label={t('account.security.password.reauth.code')} invalid={Boolean(errorOf('code'))} inputRef={inputRef} {...codeField} />
      <div role="alert" className="ui-field-error po:empty:hidden">
        {problem ? alert[problem] : null}
      </div>
      <div className="po:flex po:flex-wrap po:gap-3">
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </button>
        <button type="button" className="ui-button ui-button-secondary" disabled={wait > 0} onClick={() => void resend()}>
          {wait > 0 ? t('mfa.resendIn', { count: wait }) : t('mfa.resend')}
        </button>
        <button type="button" className="ui-button ui-button-secondary" onClick={() => onBack()}>
          {t('account.security.password.reauth.back')}
        </button>
      </div>
      <p role="status" className="po:text-sm po:text-muted">
        {note ? notes[note] : null}
      </p>
    </form>
  );
}
