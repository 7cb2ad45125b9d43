import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { requestCode, verifyCode, type VerifyOutcome } from './mfa';

const resendSeconds = 30;

/** The code screen: a 6-digit code from the e-mail, with resend after a cooldown. */
export function CodeStep({ onVerified }: { onVerified: () => void }) {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState(false);
  const [outcome, setOutcome] = useState<Exclude<VerifyOutcome, 'verified'> | null>(null);
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(resendSeconds);
  const [resent, setResent] = useState(false);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    if (!/^\d{6}$/.test(code)) {
      setFieldError(true);
      inputRef.current?.focus();
      return;
    }
    setFieldError(false);
    setBusy(true);
    const result = await verifyCode(await getClient(), code);
    setBusy(false);
    if (result === 'verified') return onVerified();
    setOutcome(result);
    setCode('');
    inputRef.current?.focus();
  };

  const resend = async () => {
    setOutcome(null);
    setWait(resendSeconds);
    const result = await requestCode(await getClient());
    setResent(result !== 'failed');
    if (result === 'failed') setOutcome('failed');
  };

  const message = outcome === 'locked' ? t('mfa.locked') : outcome === 'failed' ? t('mfa.failed') : outcome ? t('mfa.invalid') : '';

  return (
    <form className="po:mt-6 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <p className="po:text-sm po:text-muted">{t('mfa.intro')}</p>
      <div>
        <label className="ui-label" htmlFor={`${id}-code`}>
          {t('mfa.code')}
        </label>
        <input
          ref={inputRef}
          id={`${id}-code`}
          name="code"
          className="ui-input po:tracking-widest"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={fieldError ? `${id}-code-error` : undefined}
        />
        {fieldError ? (
          <p id={`${id}-code-error`} className="ui-field-error">
            {t('mfa.codeFormat')}
          </p>
        ) : null}
      </div>
      <div role="alert" className="ui-field-error po:empty:hidden">
        {message}
      </div>
      <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
        {busy ? t('mfa.verifying') : t('mfa.verify')}
      </button>
      <button type="button" className="ui-button ui-button-secondary" disabled={wait > 0} onClick={() => void resend()}>
        {wait > 0 ? t('mfa.resendIn', { count: wait }) : t('mfa.resend')}
      </button>
      <p role="status" className="po:text-sm po:text-muted">
        {resent ? t('mfa.resent') : ''}
      </p>
    </form>
  );
}
