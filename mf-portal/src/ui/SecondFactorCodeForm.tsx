import { useEffect, useRef, useState, type ReactNode } from 'react';
import * as v from 'valibot';
import type { SupabaseClient } from '@supabase/supabase-js';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useCountdown } from './use-countdown';
import { CodeField } from './CodeField';
import { formatTime } from '@meridian/shared/lib/format';
import { requestCode, type CodeAnswer, type RequestResult } from '../lib/mfa';

const resendSeconds = 30;

/** What the form tells the client after a request or a check (never the "accepted" answer). */
type Problem =
  | Exclude<CodeAnswer, { status: 'accepted' }>
  | { status: 'requestFailed' }
  | { status: 'tooManyCodes'; until: Date }
  | { status: 'cooldown' };

/** The six digits of the e-mailed code; anything else is 'codeFormat' (the server is not asked). */
const codeSchema = v.object({ code: v.pipe(v.string('codeFormat'), v.regex(/^\d{6}$/, 'codeFormat')) });

interface SecondFactorCodeFormProps {
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
export function SecondFactorCodeForm({
  first,
  intro,
  submitLabel,
  submittingLabel,
  check,
  onAccepted,
  onLocked,
  children,
}: SecondFactorCodeFormProps) {
  const { t, i18n } = useTranslation('portal');
  const { getClient, status } = useAuth();
  const { form, submit, submitting, errorOf } = useValidatedForm(codeSchema, { code: '' });
  const codeField = form.register('code');
  // Focus moves here on arrival and after each answer, at once (form.setFocus waits a tick).
  const inputRef = useRef<HTMLInputElement | null>(null);
  const lockedRef = useRef<HTMLDivElement>(null);
  // The first code: already requested by the caller (its answer decides the opening state), or
  // asked for here once the session is known.
  const [opening] = useState(() => (first === 'request' ? afterRequest({ status: 'sent' }) : afterRequest(first)));
  const [problem, setProblem] = useState<Problem | null>(opening.problem);
  const [lockedUntil, setLockedUntil] = useState<Date | null>(opening.lockedUntil);
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
    // A write, not a read: it e-mails the first code once, on the sign-in page, which has no
    // QueryClient (it never loads server state); a second render must not send a second code.
    // eslint-disable-next-line meridian/no-supabase-in-effects
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

  const checkCode = async ({ code }: v.InferOutput<typeof codeSchema>) => {
    let answer: CodeAnswer;
    try {
      answer = await check(await getClient(), code);
    } catch {
      answer = { status: 'failed' };
    }
    if (answer.status === 'accepted') return onAccepted();
    if (answer.status === 'locked') return lock(answer.until);
    // A wrong, expired or used-up code is of no more use: clear it for the next one.
    setProblem(answer);
    form.setValue('code', '');
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
    <form
      className="po:mt-6 po:flex po:flex-col po:gap-4"
      noValidate
      onSubmit={(event) => {
        setProblem(null);
        setResent(false);
        void submit(checkCode)(event);
      }}
    >
      <p className="po:text-sm po:text-muted">{intro}</p>
      <CodeField label={t('mfa.code')} invalid={Boolean(errorOf('code'))} inputRef={inputRef} {...codeField} />
      <div role="alert" className="ui-field-error po:empty:hidden">
        {alert}
      </div>
      <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
        {submitting ? submittingLabel : submitLabel}
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
