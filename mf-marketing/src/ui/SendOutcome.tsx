import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { failureMessageKey } from '@meridian/shared/lib/supabase-errors';
import type { FeedbackFailure } from '../lib/forms';

interface SendOutcomeProps {
  /** the translated confirmation, shown once the message was stored */
  sentText: string | null;
  failure: FeedbackFailure | null;
  /** the translated message for the form's own failures and for `failed` (the form picks it) */
  failedText: string;
  /**
   * the translated sentence every failure opens with, the reason following it (the feedback form's
   * is the specification's); said once when the reason is that sentence itself
   */
  lead?: string;
  submitting: boolean;
  submitText: string;
}

/**
 * The end of the visitor forms (contact, feedback): the note on required fields, the confirmation
 * (a polite status), the failure (an alert: the form's lead sentence if it has one, then the
 * reason: the hourly limit names the address to write to instead, the form words its own
 * failures, and any other kind reads as everywhere else, `failure.*` in `common`) and the submit
 * button, disabled while sending.
 */
export function SendOutcome({ sentText, failure, failedText, lead, submitting, submitText }: SendOutcomeProps) {
  const { t } = useTranslation('marketing');
  const contactEmail = useAppConfig()?.contact.email;
  const reason =
    failure === null
      ? null
      : failure === 'tooMany'
        ? contactEmail
          ? t('forms.tooMany', { email: contactEmail })
          : t('forms.tooManyNoEmail')
        : failure === 'attachmentsRefused' || failure === 'uploadFailed' || failure === 'failed'
          ? failedText
          : t(failureMessageKey(failure), { ns: 'common' });
  return (
    <>
      <p className="mk:text-xs mk:text-muted">{t('forms.requiredNote')}</p>
      <div role="status" className="mk:text-sm mk:font-medium mk:empty:hidden">
        {sentText}
      </div>
      <div role="alert" className="ui-field-error mk:empty:hidden">
        {reason !== null && lead && reason !== lead ? `${lead} ${reason}` : reason}
      </div>
      <button type="submit" className="ui-button ui-button-primary mk:self-start" disabled={submitting}>
        {submitting ? t('forms.sending') : submitText}
      </button>
    </>
  );
}
