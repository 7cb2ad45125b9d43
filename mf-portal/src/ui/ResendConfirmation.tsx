import { useState } from 'react';
import * as v from 'valibot';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { emailAddress } from '@meridian/shared/lib/form-rules';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { resendConfirmation, type ResendOutcome } from '../lib/sign-up-confirmation';
import { EmailField } from './EmailField';

const addressSchema = v.object({ email: emailAddress });

/**
 * "Send the link again": a button for a known address (after registering, or when signing in with
 * an unconfirmed one), or a small form asking for the address (after an expired link).
 */
export function ResendConfirmation({ email }: { email?: string }) {
  return email === undefined ? <ResendConfirmationForm /> : <ResendConfirmationButton email={email} />;
}

/** Sends the link and keeps the answer, with the address it went to. */
function useResend() {
  const { getClient } = useAuth();
  const [outcome, setOutcome] = useState<{ result: ResendOutcome; email: string } | null>(null);
  const send = async (address: string) => {
    setOutcome(null);
    let result: ResendOutcome;
    try {
      result = await resendConfirmation(await getClient(), address);
    } catch {
      result = 'failed';
    }
    setOutcome({ result, email: address });
  };
  return { outcome, setOutcome, send };
}

function ResendButton({ sending, onClick }: { sending: boolean; onClick?: () => void }) {
  const { t } = useTranslation('portal');
  return (
    <button type={onClick ? 'button' : 'submit'} className="ui-button ui-button-secondary" disabled={sending} onClick={onClick}>
      {sending ? t('account.confirm.resending') : t('account.confirm.resend')}
    </button>
  );
}

function ResendMessages({ outcome }: { outcome: { result: ResendOutcome; email: string } | null }) {
  const { t } = useTranslation('portal');
  return (
    <>
      <div role="status" className="po:text-sm po:empty:hidden">
        {outcome?.result === 'sent' ? t('account.confirm.resent', { email: outcome.email }) : null}
      </div>
      <div role="alert" className="ui-field-error po:empty:hidden">
        {outcome?.result === 'tooMany' ? t('account.confirm.tooMany') : outcome?.result === 'failed' ? t('account.confirm.failed') : null}
      </div>
    </>
  );
}

function ResendConfirmationButton({ email }: { email: string }) {
  const { outcome, send } = useResend();
  const [sending, setSending] = useState(false);
  const sendAgain = async () => {
    setSending(true);
    await send(email);
    setSending(false);
  };
  return (
    <div className="po:flex po:flex-col po:items-start po:gap-2">
      <ResendButton sending={sending} onClick={() => void sendAgain()} />
      <ResendMessages outcome={outcome} />
    </div>
  );
}

function ResendConfirmationForm() {
  const { outcome, setOutcome, send } = useResend();
  const { form, submit, submitting, errorOf } = useValidatedForm(addressSchema, { email: '' });
  return (
    <form
      className="po:flex po:flex-col po:gap-4"
      noValidate
      onSubmit={(event) => {
        setOutcome(null);
        void submit(({ email }) => send(email))(event);
      }}
    >
      <EmailField error={errorOf('email')} {...form.register('email')} />
      <ResendButton sending={submitting} />
      <ResendMessages outcome={outcome} />
    </form>
  );
}
