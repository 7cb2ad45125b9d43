import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { verifyCode, type RequestResult } from '../../lib/mfa';
import { SecondFactorCodeForm } from '../../ui/SecondFactorCodeForm';

/**
 * The sign-in code screen: the 6-digit code from the e-mail, with resend after a cooldown. While
 * the account is paused after too many wrong codes it says until when, and offers to sign out.
 */
export function SignInCodeStep({
  first,
  onVerified,
  onSignedOut,
}: {
  /** the answer to the request made with the password, or "request" (arriving from the guard) */
  first: RequestResult | 'request';
  onVerified: () => void;
  onSignedOut: () => void;
}) {
  const { t } = useTranslation('portal');
  const { getClient } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      await (await getClient()).auth.signOut();
    } catch {
      // Signed out locally all the same; the server session ends when its token expires.
    } finally {
      setSigningOut(false);
    }
    onSignedOut();
  };

  return (
    <SecondFactorCodeForm
      first={first}
      intro={t('mfa.intro')}
      submitLabel={t('mfa.verify')}
      submittingLabel={t('mfa.verifying')}
      check={verifyCode}
      onAccepted={onVerified}
    >
      <button type="button" className="ui-button ui-button-secondary" disabled={signingOut} onClick={() => void signOut()}>
        {t('mfa.signOut')}
      </button>
    </SecondFactorCodeForm>
  );
}
