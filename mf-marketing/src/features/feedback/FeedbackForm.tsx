import { useId, useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useAppConfig } from '@meridian/shared/runtime/config';
import { AttachmentPicker } from '@meridian/shared/ui/AttachmentPicker';
import { Field } from '@meridian/shared/ui/Field';
import { useAttachments } from '@meridian/shared/ui/use-attachments';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { useSubmitBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { emptyFeedback, feedbackCategories, feedbackRow, feedbackSchema, limits, sendFailure, type FeedbackFailure } from '../../lib/forms';
import { Honeypot } from '../../ui/Honeypot';
import { useFeedbackMutation } from './queries';
import { SendOutcome } from '../../ui/SendOutcome';

type FeedbackField = 'category' | 'rating' | 'title' | 'description' | 'name' | 'email';

/**
 * The feedback form: stored in `feedback` (insert only). Chosen files are uploaded first to the
 * private `feedback-files` bucket, into a fresh folder, and the row names them
 * (supabase/migrations/20261125000200_feedback_files.sql). What was typed and chosen stays if
 * anything fails.
 */
export function FeedbackForm() {
  // Feedback sent before hydration is sent once hydrated.
  const earlySubmit = useSubmitBeforeHydration('feedback');
  const { t } = useTranslation('marketing');
  const { getClient } = useAuth();
  const config = useAppConfig();
  const id = useId();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof feedbackSchema, FeedbackFailure>(
    feedbackSchema,
    emptyFeedback,
  );
  const attachments = useAttachments();
  const store = useFeedbackMutation();
  const [sent, setSent] = useState(false);

  const error = (field: FeedbackField) => {
    const code = errorOf(field);
    return code ? t(`forms.errors.${code}`, { count: limits[field as keyof typeof limits] }) : undefined;
  };
  const ratingError = error('rating');

  // The picker explains each file's own failure beside it; the form-level alert names them too.
  const failedFiles = attachments.items
    .filter((item) => item.state === 'failed' && item.failure !== 'aborted')
    .map((item) => item.file.name)
    .join(', ');
  const failedText =
    failure === 'uploadFailed'
      ? failedFiles
        ? t('feedback.files.uploadFailed', { names: failedFiles })
        : t('feedback.files.uploadFailedUnnamed')
      : failure === 'attachmentsRefused'
        ? t('feedback.files.refused')
        : t('feedback.failed');

  return (
    <form
      {...earlySubmit}
      className="ui-card mk:mt-8 mk:flex mk:max-w-2xl mk:flex-col mk:gap-5"
      noValidate
      onSubmit={(event) => {
        setSent(false);
        void submit(async (feedback) => {
          // The shell shows remotes only once app-config.json is loaded; without it nothing can be sent.
          if (!config) return 'failed';
          const client = await getClient();
          // A fresh folder for every send: the bucket takes uploads only into a new uuid folder and
          // has no delete policy, so the files of a failed send stay (only the service role removes them).
          const stored = await attachments
            .upload({ client, config, bucket: 'feedback-files', folder: crypto.randomUUID(), cleanUp: false })
            .catch((uploadError: unknown) => {
              console.warn('Feedback attachments could not be uploaded', uploadError);
              return null;
            });
          if (!stored) return 'uploadFailed';
          try {
            await store.mutateAsync(feedbackRow(feedback, stored));
          } catch (refusal) {
            console.warn('Feedback could not be stored', refusal);
            return sendFailure(refusal);
          }
          form.reset();
          attachments.clear();
          setSent(true);
        })(event);
      }}
    >
      <Field as="select" label={t('feedback.category')} required error={error('category')} {...form.register('category')}>
        <option value="">{t('feedback.chooseCategory')}</option>
        {feedbackCategories.map((category) => (
          <option key={category} value={category}>
            {t(`feedback.categories.${category}`)}
          </option>
        ))}
      </Field>

      <fieldset aria-describedby={ratingError ? `${id}-rating-error` : undefined}>
        <legend className="ui-label">
          {t('feedback.rating')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="mk:flex mk:flex-wrap mk:gap-2">
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className="mk:flex mk:min-h-11 mk:items-center mk:gap-2 mk:rounded-md mk:border mk:border-line mk:px-3">
              <input type="radio" value={value} required {...form.register('rating')} />
              <span>{t('feedback.ratingValue', { count: value })}</span>
            </label>
          ))}
        </div>
        {ratingError ? (
          <p id={`${id}-rating-error`} className="ui-field-error">
            {ratingError}
          </p>
        ) : null}
      </fieldset>

      <Field label={t('feedback.fields.title')} required maxLength={limits.title} error={error('title')} {...form.register('title')} />
      <Field
        as="textarea"
        label={t('feedback.fields.description')}
        rows={6}
        required
        maxLength={limits.description}
        error={error('description')}
        {...form.register('description')}
      />
      <div className="mk:grid mk:gap-5 mk:sm:grid-cols-2">
        <Field
          label={t('feedback.fields.name')}
          autoComplete="name"
          maxLength={limits.name}
          error={error('name')}
          {...form.register('name')}
        />
        <Field
          label={t('feedback.fields.email')}
          type="email"
          autoComplete="email"
          maxLength={limits.email}
          error={error('email')}
          {...form.register('email')}
        />
      </div>
      <label className="mk:flex mk:min-h-11 mk:items-center mk:gap-2 mk:text-sm">
        <input type="checkbox" {...form.register('allowContact')} />
        {t('feedback.allowContact')}
      </label>
      <div>
        <AttachmentPicker attachments={attachments} label={t('feedback.files.label')} hint={t('feedback.files.hint')} />
      </div>
      <Honeypot {...form.register('website')} />
      <SendOutcome
        sentText={sent ? t('feedback.sent') : null}
        failure={failure}
        failedText={failedText}
        lead={t('feedback.failed')}
        submitting={submitting || store.isPending}
        submitText={t('feedback.submit')}
      />
    </form>
  );
}
