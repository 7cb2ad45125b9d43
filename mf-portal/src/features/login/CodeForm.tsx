import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useCountdown } from './useCountdown';
import { formatTime, requestCode, type CodeAnswer, type RequestResult } from './mfa';

const resendSeconds = 30;

/** What the form tells the client after a request or a check (never the "accepted" answer). */
type Problem =
  | Exclude<CodeAnswer, { status: 'accepted' }>
  | { status: 'requestFailed' }
  | { status: 'tooManyCodes'; until: Date }
  | { status: 'cooldown' };

interface CodeFormProps {
  /** the answer to the request that sent the first code, or "request" to ask for one now */
  first: RequestResult | 'request';
  intro: string;
  submitLabel: string;
  submittingLabel: string;
  check: (client: SupabaseClient, code: string) => Promise<CodeAnswer>;
  onAccepted: () => void;
  /** the account is paused; without this, the form shows the pause itself (and `children`) */
  onLocked?: (until: Date) => void;
  /** further actions beside Send a new code (Cancel, Sign out) */
  children?: ReactNode;
}

/** When a new code may be asked for, and what to say, after a request's answer. */
function afterRequest(result: RequestResult): { resendAt: number; problem: Problem | null; lockedUntil: Date | null } {
  const now = Date.now();
  switch (result.status) {
    case 'sent':
      return { resendAt: now + resendSeconds * 1000, problem: null, lockedUntil: null };
    case 'cooldown':
      return { resendAt: now + result.seconds * 1000, problem: { status: 'cooldown' }, lockedUntil: null };
    case 'tooManyCodes':
      return { resendAt: result.until.getTime(), problem: result, lockedUntil: null };
    case 'locked':
      return { resendAt: result.until.getTime(), problem: null, lockedUntil: result.until };
    default:
      return { resendAt: now, problem: { status: 'requestFailed' }, lockedUntil: null };
  }
}

/**
 * A six-digit code from the e-mail: the sign-in code screen and the account page's switch use it.
 * It shows every answer of the server (wrong, expired, used up, too many codes, paused) and lets
 * the client ask for a new code once the 30-second pause has passed.
 */
export function CodeForm({ first, intro, submitLabel, submittingLabel, check, onAccepted, onLocked, children }: CodeFormProps) {
  const { t, i18n } = useTranslation('portal');
  const { getClient, status } = useAuth();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const lockedRef = useRef<HTMLDivElement>(null);
  // The first code: already requested by the caller (its answer decides the opening state), or
  // asked for here once the session is known.
  const [opening] = useState(() => (first === 'request' ? afterRequest({ status: 'sent' }) : afterRequest(first)));
  const [code, setCode] = useState('');
  const [fieldError, setFieldError] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(opening.problem);
  const [lockedUntil, setLockedUntil] = useState<Date | null>(opening.lockedUntil);
  const [busy, setBusy] = useState(false);
  const [resent, setResent] = useState(false);
  const [wait, resendAt, setResendAt] = useCountdown(() => opening.resendAt);
  const time = (date: Date) => formatTime(date, i18n.language);

  const lock = (until: Date) => {
    if (onLocked) return onLocked(until);
    setLockedUntil(until);
  };

  /** Applies a request's answer; true when a code is on its way (or was sent moments ago). */
  const applyRequest = (result: RequestResult) => {
    const next = afterRequest(result);
    setResent(false);
    setProblem(next.problem);
    setResendAt(next.resendAt);
    if (next.lockedUntil) lock(next.lockedUntil);
    return result.status === 'sent' || result.status === 'cooldown';
  };

  const requested = useRef(false);
  useEffect(() => {
    if (first !== 'request' || requested.current || status !== 'signed-in') return;
    requested.current = true;
    void getClient()
      .then(requestCode)
      .then(applyRequest, () => applyRequest({ status: 'failed' }));
    // Only the first answer; later requests go through resend().
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [first, status]);

  useEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    if (lockedUntil) lockedRef.current?.focus();
  }, [lockedUntil]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    setResent(false);
    if (!/^\d{6}$/.test(code)) {
      setFieldError(true);
      inputRef.current?.focus();
      return;
    }
    setFieldError(false);
    setBusy(true);
    let answer: CodeAnswer;
    try {
      answer = await check(await getClient(), code);
    } catch {
      answer = { status: 'failed' };
    }
    setBusy(false);
    if (answer.status === 'accepted') return onAccepted();
    if (answer.status === 'locked') return lock(answer.until);
    setProblem(answer);
    setCode('');
    inputRef.current?.focus();
  };

  const resend = async () => {
    setProblem(null);
    setResent(false);
    setResendAt(Date.now() + resendSeconds * 1000);
    let result: RequestResult;
    try {
      result = await requestCode(await getClient());
    } catch {
      result = { status: 'failed' };
    }
    if (applyRequest(result) && result.status === 'sent') setResent(true);
    inputRef.current?.focus();
  };

  if (lockedUntil) {
    return (
      <div className="po:mt-6 po:flex po:flex-col po:gap-4">
        <div
          ref={lockedRef}
          role="alert"
          tabIndex={-1}
          className="ui-field-error po:focus-visible:outline-2 po:focus-visible:outline-brand"
        >
          {t('mfa.locked', { time: time(lockedUntil) })}
        </div>
        {children}
      </div>
    );
  }

  const alert = (() => {
    switch (problem?.status) {
      case 'invalid':
        return problem.attemptsLeft ? t('mfa.invalidAttempts', { count: problem.attemptsLeft }) : t('mfa.invalid');
      case 'expired':
        return t('mfa.expired');
      case 'codeUsedUp':
        return t('mfa.codeUsedUp');
      case 'tooManyCodes':
        return t('mfa.tooManyCodes', { time: time(problem.until) });
      case 'requestFailed':
        return t('mfa.requestFailed');
      case 'failed':
        return t('mfa.failed');
      default:
        return '';
    }
  })();
  const note = problem?.status === 'cooldown' ? t('mfa.cooldown') : resent ? t('mfa.resent') : '';
  const resendLabel =
    wait <= 0 ? t('mfa.resend') : wait <= 120 ? t('mfa.resendIn', { count: wait }) : t('mfa.resendAt', { time: time(new Date(resendAt)) });

  return (
    <form className="po:mt-6 po:flex po:flex-col po:gap-4" noValidate onSubmit={(event) => void submit(event)}>
      <p className="po:text-sm po:text-muted">{intro}</p>
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
        {alert}
      </div>
      <button type="submit" className="ui-button ui-button-primary" disabled={busy}>
        {busy ? submittingLabel : submitLabel}
      </button>
      <button type="button" className="ui-button ui-button-secondary" disabled={wait > 0} onClick={() => void resend()}>
        {resendLabel}
      </button>
      {children}
      <p role="status" className="po:text-sm po:text-muted">
        {note}
      </p>
    </form>
  );
}
