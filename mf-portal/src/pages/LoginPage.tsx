import { useEffect, useState } from 'react';
import type { User } from '@supabase/supabase-js';
import * as v from 'valibot';
import { Link, useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { emailMaxLength } from '@meridian/shared/lib/form-rules';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useSubmitBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { SignInCodeStep } from '../features/sign-in/SignInCodeStep';
import { signInSchema } from '../features/sign-in/sign-in-schema';
import { authErrorInfo, linkError } from '../lib/auth-errors';
import { useHydrated } from '../lib/use-hydrated';
import { mfaStatus, requestCode, type RequestResult } from '../lib/mfa';
import { AuthCard } from '../ui/AuthCard';
import { ResendConfirmation } from '../ui/ResendConfirmation';
import { InvitationNote } from '../features/company/InvitationNote';
import { invitationArrival, pendingInvitationPath } from '../features/company/pending-invitation';

/**
 * Where the guard (or the invitation page) sent the visitor from, if anywhere, with its query
 * (the invitation's token); only same-site paths are honoured. Else the staff workspace for staff
 * (app_metadata, which only the service role writes) and the dashboard for clients.
 */
export function returnPath(state: unknown, user?: Pick<User, 'app_metadata'> | null): string {
  const { pathname: from, search } = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from ?? {};
  if (typeof from === 'string' && from.startsWith('/') && !from.startsWith('//'))
    return typeof search === 'string' && search.startsWith('?') ? `${from}${search}` : from;
  return user?.app_metadata?.staff === true ? '/staff' : '/dashboard';
}

type Step = 'password' | 'code' | 'confirming' | 'linkInvalid';

/**
 * What the address bar says on arrival: the guard sends a signed-in user who still owes the second
 * factor with `mfa: true`; the e-mailed confirmation link comes back with the session in the
 * fragment (`#access_token=…&type=signup`) or an error (`#error=…&error_code=otp_expired`).
 */
function firstStep(location: { hash: string; search: string; state: unknown }): Step {
  if (linkError(location.hash, location.search)) return 'linkInvalid';
  if (new URLSearchParams(location.hash.replace(/^#/, '')).has('access_token')) return 'confirming';
  return (location.state as { mfa?: boolean } | null)?.mfa ? 'code' : 'password';
}

export default function LoginPage() {
  // A sign-in sent before hydration is sent once hydrated.
  const earlySubmit = useSubmitBeforeHydration('login');
  const { t } = useTranslation('portal');
  const { getClient, rememberSession, status, session } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof signInSchema, 'notConfirmed' | 'failed'>(signInSchema, {
    email: '',
    password: '',
    remember: false,
  });
  // The address a refused sign-in was for, which the confirmation link goes to again.
  const [unconfirmedEmail, setUnconfirmedEmail] = useState('');
  // The address on arrival, read once: supabase-js clears the fragment when it takes the session
  // from it. The server sees neither the fragment nor the history state, so until hydrated the
  // page is the plain form, as the server rendered it.
  const [arrival] = useState(() => ({ hash: location.hash, search: location.search, state: location.state }));
  const hydrated = useHydrated();
  const [chosenStep, setStep] = useState<Step | undefined>();
  const currentStep = chosenStep ?? (hydrated ? firstStep(arrival) : 'password');
  // Signed out while on the code screen (here or in another tab): back to the password.
  const step = currentStep === 'code' && status === 'signed-out' ? 'password' : currentStep;
  const [firstCode, setFirstCode] = useState<RequestResult | 'request'>('request');
  const [confirmed, setConfirmed] = useState(false);
  // Sent here by an invitation: its address is filled in (unless something was typed already).
  const invited = hydrated ? invitationArrival(arrival.state) : null;
  useEffect(() => {
    if (invited && !form.getValues('email')) form.setValue('email', invited.email);
    // Once, when the history state is first read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invited?.email]);

  const signIn = async ({ email, password, remember }: v.InferOutput<typeof signInSchema>): Promise<'notConfirmed' | 'failed' | void> => {
    try {
      await rememberSession(remember);
      const client = await getClient();
      const { data, error } = await client.auth.signInWithPassword({ email, password });
      if (error) throw error;
      const mfa = await mfaStatus(client);
      if (mfa.enabled && !mfa.verified) {
        setFirstCode(await requestCode(client));
        // Signing out from the code screen comes back to an empty form, not to the password.
        form.reset();
        setStep('code');
        return;
      }
      navigate(returnPath(location.state, data.user), { replace: true });
    } catch (error) {
      // Never say whether the address exists; only the right password learns it awaits confirmation.
      if (authErrorInfo(error).code !== 'email_not_confirmed') return 'failed';
      setUnconfirmedEmail(email);
      return 'notConfirmed';
    }
  };
  const fieldError = (name: 'email' | 'password') => {
    const code = errorOf(name);
    return code ? t(`login.errors.${code}`) : undefined;
  };

  // Arriving from the confirmation link: creating the client lets supabase-js take the session
  // from the fragment; then on to the dashboard once the shell knows the client is signed in.
  useEffect(() => {
    if (step !== 'confirming') return;
    let active = true;
    getClient()
      .then((client) => client.auth.getSession())
      .then(({ data }) => {
        if (!active) return;
        if (data.session) setConfirmed(true);
        else setStep('linkInvalid');
      })
      .catch(() => active && setStep('linkInvalid'));
    return () => {
      active = false;
    };
  }, [step, getClient]);
  // An account created to accept an invitation goes back to it (pending-invitation.ts).
  useEffect(() => {
    if (confirmed && status === 'signed-in') navigate(pendingInvitationPath() ?? '/dashboard', { replace: true });
  }, [confirmed, status, navigate]);

  if (step === 'confirming') {
    return (
      <AuthCard heading={t('login.confirmingHeading')}>
        <p role="status" className="po:mt-4 po:text-sm po:text-muted">
          {t('login.confirming')}
        </p>
      </AuthCard>
    );
  }

  if (step === 'linkInvalid') {
    return (
      <AuthCard heading={t('login.confirmingHeading')}>
        <p role="alert" className="po:mt-4 po:text-sm">
          {t('login.linkInvalid')}
        </p>
        <div className="po:mt-6">
          <ResendConfirmation />
        </div>
        <p className="po:mt-6 po:text-sm">
          <Link to="/login" replace className="ui-link" onClick={() => setStep('password')}>
            {t('login.backToSignIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={step === 'code' ? t('mfa.heading') : t('login.heading')}>
      {step === 'code' ? (
        <SignInCodeStep
          first={firstCode}
          onVerified={() => navigate(returnPath(location.state, session?.user), { replace: true })}
          onSignedOut={() => {
            setFirstCode('request');
            setStep('password');
          }}
        />
      ) : (
        <>
          <p className="po:mt-2 po:text-sm po:text-muted">{t('login.intro')}</p>
          {invited ? <InvitationNote note="signInNote" email={invited.email} /> : null}
          <form
            {...earlySubmit}
            className="po:mt-6 po:flex po:flex-col po:gap-4"
            noValidate
            onSubmit={(event) => {
              setStep('password');
              void submit(signIn)(event);
            }}
          >
            <Field
              label={t('login.email')}
              type="email"
              autoComplete="email"
              required
              maxLength={emailMaxLength}
              error={fieldError('email')}
              {...form.register('email')}
            />
            <Field
              label={t('login.password')}
              type="password"
              autoComplete="current-password"
              required
              maxLength={128}
              error={fieldError('password')}
              {...form.register('password')}
            />
            <div className="po:flex po:flex-wrap po:items-center po:justify-between po:gap-2">
              <label className="po:flex po:items-center po:gap-2 po:text-sm">
                <input type="checkbox" className="po:size-4" {...form.register('remember')} />
                {t('login.remember')}
              </label>
              <Link to="/forgot-password" className="ui-link po:text-sm">
                {t('login.forgot')}
              </Link>
            </div>
            <div role="alert" className="ui-field-error po:empty:hidden">
              {failure === 'notConfirmed' ? t('login.notConfirmed') : failure ? t('login.failed') : null}
            </div>
            {failure === 'notConfirmed' ? <ResendConfirmation key={unconfirmedEmail} email={unconfirmedEmail} /> : null}
            <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
              {submitting ? t('login.submitting') : t('login.submit')}
            </button>
            <p className="po:text-sm po:text-muted">
              {t('login.noAccount')}{' '}
              <Link to="/register" className="ui-link">
                {t('login.register')}
              </Link>
            </p>
          </form>
        </>
      )}
    </AuthCard>
  );
}
