import { useEffect, useRef, useState } from 'react';
import * as v from 'valibot';
import { Link, useLocation, useNavigate } from '@meridian/shared/runtime/router';
import { toLanguage, useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { emailAddress } from '@meridian/shared/lib/form-rules';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { NewPasswordFields } from '../features/new-password/NewPasswordFields';
import { authErrorInfo } from '../lib/auth-errors';
import { failureKind } from '@meridian/shared/lib/supabase-errors';
import { useSubmitBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { withNewPassword } from '../lib/password-rules';
import { confirmationRedirect } from '../lib/sign-up-confirmation';
import { AuthCard } from '../ui/AuthCard';
import { ResendConfirmation } from '../ui/ResendConfirmation';
import { EmailField } from '../ui/EmailField';
import { InvitationNote } from '../features/company/InvitationNote';
import { invitationArrival, invitationPath, keepPendingInvitation, signInForInvitation } from '../features/company/pending-invitation';
import { useHydrated } from '../lib/use-hydrated';

type Failure = 'weak' | 'tooMany' | 'failed';

const registrationSchema = withNewPassword({ email: emailAddress });

/**
 * What a refused sign-up means here. An existing address is not one of them: the server answers
 * it exactly as a new one (and e-mails its owner), so this page cannot tell, nor say, which it is.
 */
export function registerFailure(error: unknown): Failure {
  if (authErrorInfo(error).code === 'weak_password') return 'weak';
  if (failureKind(error) === 'tooMany') return 'tooMany';
  return 'failed';
}

export default function RegisterPage() {
  // A registration sent before hydration is sent once hydrated.
  const earlySubmit = useSubmitBeforeHydration('register');
  const { t, i18n } = useTranslation('portal');
  const { getClient } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof registrationSchema, Exclude<Failure, 'weak'>>(
    registrationSchema,
    { email: '', password: '', confirm: '' },
  );
  // Sent here by an invitation (history state, which the server does not see: read once hydrated).
  const [arrivalState] = useState<unknown>(() => location.state);
  const invited = useHydrated() ? invitationArrival(arrivalState) : null;
  useEffect(() => {
    if (invited && !form.getValues('email')) form.setValue('email', invited.email);
    // Once, when the history state is first read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [invited?.email]);
  // The address the confirmation link went to, once the server took the registration.
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentRef = useRef<HTMLParagraphElement>(null);
  // The form gives way to the message: move focus there rather than leave it on nothing.
  useEffect(() => {
    if (sentTo !== null) sentRef.current?.focus();
  }, [sentTo]);

  const createAccount = async ({ email, password }: v.InferOutput<typeof registrationSchema>): Promise<Exclude<Failure, 'weak'> | void> => {
    try {
      const client = await getClient();
      // The language the account was made in is the one the company's e-mails use (user_metadata.locale).
      const { data, error } = await client.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: confirmationRedirect(), data: { locale: toLanguage(i18n.language) } },
      });
      if (error) throw error;
      // The confirmation link may only lead to /login, which then sends the account on to the invitation.
      if (invited?.token) keepPendingInvitation(invited.token);
      // The address is confirmed through the e-mailed link (a project that confirms at once returns a session).
      if (data.session) navigate(invited?.token ? invitationPath(invited.token) : '/dashboard', { replace: true });
      else setSentTo(email);
    } catch (error) {
      const reason = registerFailure(error);
      if (reason !== 'weak') return reason;
      form.setError('password', { message: 'passwordRule' }, { shouldFocus: true });
    }
  };
  const emailError = errorOf('email');

  if (sentTo !== null) {
    return (
      <AuthCard heading={t('account.register.checkHeading')}>
        <p
          ref={sentRef}
          role="status"
          tabIndex={-1}
          className="po:mt-4 po:text-sm po:focus-visible:outline-2 po:focus-visible:outline-brand"
        >
          {t('account.register.checkEmail', { email: sentTo })}
        </p>
        {invited?.token ? <InvitationNote note="confirmNote" email={sentTo} /> : null}
        <p className="po:mt-4 po:text-sm po:text-muted">{t('account.register.notArrived')}</p>
        <div className="po:mt-4">
          <ResendConfirmation email={sentTo} />
        </div>
        <p className="po:mt-6 po:text-sm">
          <Link to="/login" className="ui-link">
            {t('account.register.goToSignIn')}
          </Link>
        </p>
      </AuthCard>
    );
  }

  return (
    <AuthCard heading={t('account.register.heading')}>
      <p className="po:mt-2 po:text-sm po:text-muted">{t('account.register.intro')}</p>
      {invited ? <InvitationNote note="registerNote" email={invited.email} /> : null}
      <form
        {...earlySubmit}
        className="po:mt-6 po:flex po:flex-col po:gap-4"
        noValidate
        onSubmit={(event) => void submit(createAccount)(event)}
      >
        <EmailField error={emailError} {...form.register('email')} />
        <NewPasswordFields
          labelKey="password"
          password={form.register('password')}
          confirm={form.register('confirm')}
          passwordError={errorOf('password')}
          confirmError={errorOf('confirm')}
        />
        <div role="alert" className="ui-field-error po:empty:hidden">
          {failure === 'tooMany' ? t('account.errors.tooManyAttempts') : failure === 'failed' ? t('account.register.failed') : null}
        </div>
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('account.register.submitting') : t('account.register.submit')}
        </button>
        <p className="po:text-sm po:text-muted">
          {t('account.register.haveAccount')} {/* Invited: signing in instead still leads back to the invitation. */}
          <Link to="/login" state={invited?.token ? signInForInvitation(invited.email, invited.token) : undefined} className="ui-link">
            {t('account.register.signIn')}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
