import { useId, useRef, useState, type FormEvent } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { Field } from '../../ui/Field';
import { authErrorInfo, validateEmail, type EmailError } from './validation';

export type ResendOutcome = 'sent' | 'tooMany' | 'failed';

/** Where the confirmation link leads: the sign-in page, which finishes the sign-in from it. */
export function confirmationRedirect(): string {
  return `${window.location.origin}/login`;
}

/**
 * Sends the sign-up confirmation link again. The answer never says whether the address has an
 * account: only "slow down" and a failure to reach the server read differently from "sent".
 */
export async function resendConfirmation(client: SupabaseClient, email: string): Promise<ResendOutcome> {
  try {
    const { error } = await client.auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmationRedirect() } });
    if (!error) return 'sent';
    const { code, status } = authErrorInfo(error);
    if (status === 429 || code === 'over_email_send_rate_limit' || code === 'over_request_rate_limit') return 'tooMany';
    return status === undefined || status >= 500 ? 'failed' : 'sent';
  } catch {
    return 'failed';
  }
}

/**
 * "Send the link again": a button for a known address (after registering, or when signing in with
 * an unconfirmed one), or a small form asking for the address (after an expired link).
 */
export function ResendConfirmation({ email }: { email?: string }) {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<{ result: ResendOutcome; email: string } | null>(null);
  const [fieldError, setFieldError] = useState<EmailError | undefined>();

  const send = async (address: string) => {
    setSending(true);
    setOutcome(null);
    let result: ResendOutcome = 'failed';
    try {
      result = await resendConfirmation(await getClient(), address);
    } catch {
      result = 'failed';
    } finally {
      setSending(false);
    }
    setOutcome({ result, email: address });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const found = validateEmail(address);
    setFieldError(found);
    if (found) {
      setOutcome(null);
      emailRef.current?.focus();
      return;
    }
    void send(address);
  };

  const button = (
    <button
      type={email === undefined ? 'submit' : 'button'}
      className="ui-button ui-button-secondary"
      disabled={sending}
      onClick={email === undefined ? undefined : () => void send(email)}
    >
      {sending ? t('account.confirm.resending') : t('account.confirm.resend')}
    </button>
  );
  const messages = (
    <>
      <div role="status" className="po:text-sm po:empty:hidden">
        {outcome?.result === 'sent' ? t('account.confirm.resent', { email: outcome.email }) : null}
      </div>
      <div role="alert" className="ui-field-error po:empty:hidden">
        {outcome?.result === 'tooMany' ? t('account.confirm.tooMany') : outcome?.result === 'failed' ? t('account.confirm.failed') : null}
      </div>
    </>
  );

  if (email !== undefined) {
    return (
      <div className="po:flex po:flex-col po:items-start po:gap-2">
        {button}
        {messages}
      </div>
    );
  }
  return (
    <form className="po:flex po:flex-col po:gap-4" noValidate onSubmit={submit}>
      <Field
        id={`${id}-email`}
        name="email"
        type="email"
        autoComplete="email"
        maxLength={254}
        label={t('account.fields.email')}
        inputRef={emailRef}
        error={fieldError ? t(`account.errors.${fieldError}`) : undefined}
      />
      {button}
      {messages}
    </form>
  );
}
