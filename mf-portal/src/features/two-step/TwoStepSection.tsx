import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { formatTime } from '@meridian/shared/lib/format';
import { requestCode, setMfaEnabled, type RequestResult } from '../../lib/mfa';
import { SecondFactorCodeForm } from '../../ui/SecondFactorCodeForm';
import { useCountdown } from '../../ui/use-countdown';
import { useMfaStatus, useSetMfaStatus } from '../../lib/mfa-queries';

type Phase =
  | { name: 'idle' }
  | { name: 'requesting'; enable: boolean }
  /** a code went to this session moments ago (perhaps the one just used to sign in): a new one follows at `at` */
  | { name: 'waiting'; enable: boolean; at: number }
  | { name: 'code'; enable: boolean; first: RequestResult };

type Notice =
  | { kind: 'enabled' }
  | { kind: 'disabled' }
  | { kind: 'tooManyCodes'; until: Date }
  | { kind: 'requestFailed' }
  | { kind: 'locked'; until: Date };

/** On or off, and the switch: a code is e-mailed and entered to confirm either way. */
export function TwoStepSection({ email }: { email: string }) {
  const { t, i18n } = useTranslation('portal');
  const { getClient } = useAuth();
  const id = useId();
  const [phase, setPhase] = useState<Phase>({ name: 'idle' });
  const status = useMfaStatus();
  const setMfa = useSetMfaStatus();
  const mfa = status.data;
  const [notice, setNotice] = useState<Notice | null>(null);
  // Where focus goes after the next render (the element it was on may have gone).
  const pendingFocus = useRef<'toggle' | 'heading' | null>(null);
  const setFocus = (target: 'toggle' | 'heading') => {
    pendingFocus.current = target;
  };
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [waitLeft, , setWaitUntil] = useCountdown(() => 0);
  const time = (date: Date) => formatTime(date, i18n.language);

  useEffect(() => {
    if (!pendingFocus.current) return;
    (pendingFocus.current === 'toggle' ? toggleRef : headingRef).current?.focus();
    pendingFocus.current = null;
  });

  const lockedUntil = notice?.kind === 'locked' ? notice.until : (mfa?.lockedUntil ?? null);
  // The pause ends by itself: offer the switch again then.
  useEffect(() => {
    if (!lockedUntil) return;
    const left = lockedUntil.getTime() - Date.now();
    if (left > 2 ** 31 - 1) return;
    const timer = setTimeout(
      () => {
        setMfa((current) => current && { ...current, lockedUntil: null });
        setNotice((current) => (current?.kind === 'locked' ? null : current));
      },
      Math.max(0, left),
    );
    return () => clearTimeout(timer);
  }, [lockedUntil, setMfa]);

  const lock = (until: Date) => {
    setNotice({ kind: 'locked', until });
    setPhase({ name: 'idle' });
    setFocus('heading');
  };

  const start = async (enable: boolean) => {
    setNotice(null);
    setPhase({ name: 'requesting', enable });
    let result: RequestResult;
    try {
      result = await requestCode(await getClient());
    } catch {
      result = { status: 'failed' };
    }
    if (result.status === 'sent') return setPhase({ name: 'code', enable, first: result });
    if (result.status === 'cooldown') {
      const at = Date.now() + result.seconds * 1000;
      setWaitUntil(at);
      return setPhase({ name: 'waiting', enable, at });
    }
    if (result.status === 'locked') return lock(result.until);
    setNotice(result.status === 'tooManyCodes' ? { kind: 'tooManyCodes', until: result.until } : { kind: 'requestFailed' });
    setPhase({ name: 'idle' });
    setFocus('toggle');
  };

  // After the pause, ask again (the answer opens the code form).
  useEffect(() => {
    if (phase.name !== 'waiting') return;
    const timer = setTimeout(() => void start(phase.enable), Math.max(0, phase.at - Date.now()));
    return () => clearTimeout(timer);
    // `start` is recreated every render; the phase alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [phase]);

  const accepted = (enable: boolean) => {
    // The confirmed answer is the new state: no need to ask the server again.
    setMfa((current) => ({ enabled: enable, verified: true, lockedUntil: current?.lockedUntil ?? null }));
    setNotice({ kind: enable ? 'enabled' : 'disabled' });
    setPhase({ name: 'idle' });
    setFocus('toggle');
  };

  const cancel = () => {
    setPhase({ name: 'idle' });
    setFocus('toggle');
  };

  const headingId = `${id}-heading`;
  const alert =
    notice?.kind === 'tooManyCodes'
      ? t('mfa.tooManyCodes', { time: time(notice.until) })
      : notice?.kind === 'requestFailed'
        ? t('mfa.requestFailed')
        : lockedUntil
          ? t('mfa.locked', { time: time(lockedUntil) })
          : '';

  return (
    <section id="two-step" className="ui-card" aria-labelledby={headingId}>
      <h2 ref={headingRef} id={headingId} tabIndex={-1} className="ui-heading-2 po:focus-visible:outline-2 po:focus-visible:outline-brand">
        {t('account.security.twoStep.heading')}
      </h2>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('account.security.twoStep.about')}</p>

      <QueryState query={status}>
        {() =>
          phase.name === 'code' ? (
            <SecondFactorCodeForm
              first={phase.first}
              intro={t(phase.enable ? 'account.security.twoStep.introOn' : 'account.security.twoStep.introOff', { email })}
              submitLabel={t(phase.enable ? 'account.security.twoStep.confirmOn' : 'account.security.twoStep.confirmOff')}
              submittingLabel={t('account.security.twoStep.confirming')}
              check={(client, code) => setMfaEnabled(client, phase.enable, code)}
              onAccepted={() => accepted(phase.enable)}
              onLocked={lock}
            >
              <button type="button" className="ui-button ui-button-secondary" onClick={cancel}>
                {t('account.security.twoStep.cancel')}
              </button>
            </SecondFactorCodeForm>
          ) : (
            <div className="po:mt-4 po:flex po:flex-col po:items-start po:gap-4">
              <p className="po:flex po:items-center po:gap-2">
                <span className="po:font-medium">{t('account.security.twoStep.state')}</span>
                <span className={`ui-badge ${mfa?.enabled ? 'ui-badge-done' : 'ui-badge-neutral'}`}>
                  {mfa?.enabled ? t('account.security.twoStep.on') : t('account.security.twoStep.off')}
                </span>
              </p>
              <p role="status" className="po:text-sm po:empty:hidden">
                {phase.name === 'waiting'
                  ? t('account.security.twoStep.waiting', { count: Math.max(1, waitLeft) })
                  : notice?.kind === 'enabled'
                    ? t('account.security.twoStep.enabled')
                    : notice?.kind === 'disabled'
                      ? t('account.security.twoStep.disabled')
                      : ''}
              </p>
              <p role="alert" className="ui-field-error po:empty:hidden">
                {alert}
              </p>
              {lockedUntil ? null : (
                <button
                  ref={toggleRef}
                  type="button"
                  className="ui-button ui-button-primary"
                  disabled={phase.name === 'requesting' || phase.name === 'waiting'}
                  onClick={() => void start(!mfa?.enabled)}
                >
                  {phase.name === 'requesting' || phase.name === 'waiting'
                    ? t('account.security.twoStep.requesting')
                    : mfa?.enabled
                      ? t('account.security.twoStep.turnOff')
                      : t('account.security.twoStep.turnOn')}
                </button>
              )}
              {phase.name === 'waiting' ? (
                <button type="button" className="ui-button ui-button-secondary" onClick={cancel}>
                  {t('account.security.twoStep.cancel')}
                </button>
              ) : null}
            </div>
          )
        }
      </QueryState>
    </section>
  );
}
