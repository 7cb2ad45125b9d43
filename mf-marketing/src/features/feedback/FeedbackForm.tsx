import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/useValidatedForm';
import {
  attachmentProblem,
  emptyFeedback,
  feedbackCategories,
  feedbackRow,
  feedbackSchema,
  limits,
  sendFailure,
  type SendFailure,
} from '../../lib/forms';
import { Honeypot } from '../../ui/Honeypot';
import { SendOutcome } from '../../ui/SendOutcome';

type FeedbackField = 'category' | 'rating' | 'title' | 'description' | 'name' | 'email';

/** The feedback form: stored in `feedback` (insert only); what was typed stays if sending fails. */
export function FeedbackForm() {
  const { t } = useTranslation('marketing');
  const { getClient } = useAuth();
  const id = useId();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof feedbackSchema, SendFailure>(
    feedbackSchema,
    emptyFeedback,
  );
  const [sent, setSent] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);

  const error = (field: FeedbackField) => {
    const code = errorOf(field);
    return code ? t(`forms.errors.${code}`, { count: limits[field as keyof typeof limits] }) : undefined;
  };
  const ratingError = error('rating');

  // Attachments are checked here but not uploaded (the hint says so), so they stay outside the schema.
  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    const problems = chosen.flatMap((file) => {
      const problem = attachmentProblem(file);
      return problem ? [t(`feedback.files.${problem}`, { name: file.name })] : [];
    });
    setFileErrors(problems);
    setFiles(chosen.filter((file) => !attachmentProblem(file)));
  };

  return (
    <form
      className="ui-card mk:mt-8 mk:flex mk:max-w-2xl mk:flex-col mk:gap-5"
      noValidate
      onSubmit={(event) => {
        setSent(false);
        void submit(async (feedback) => {
          const { error: refusal, status } = await (await getClient()).from('feedback').insert(feedbackRow(feedback));
          if (refusal) {
            console.warn('Feedback could not be stored', refusal);
            return sendFailure(refusal, status);
          }
          form.reset();
          setFiles([]);
          setFileErrors([]);
          if (fileInput.current) fileInput.current.value = '';
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
        <label className="ui-label" htmlFor={`${id}-files`}>
          {t('feedback.files.label')}
        </label>
        <input
          ref={fileInput}
          id={`${id}-files`}
          type="file"
          multiple
          accept="image/png,image/jpeg,image/gif,image/webp,.pdf,.doc,.docx"
          className="mk:block mk:text-sm"
          aria-describedby={`${id}-files-hint`}
          onChange={chooseFiles}
        />
        <p id={`${id}-files-hint`} className="mk:mt-1 mk:text-xs mk:text-muted">
          {t('feedback.files.hint')}
        </p>
        {fileErrors.length > 0 ? (
          <ul role="alert" className="ui-field-error mk:list-disc mk:pl-5">
            {fileErrors.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        ) : null}
        {files.length > 0 ? (
          <p className="mk:mt-1 mk:text-sm">{t('feedback.files.chosen', { names: files.map((file) => file.name).join(', ') })}</p>
        ) : null}
      </div>
      <Honeypot {...form.register('website')} />
      <SendOutcome
        sentText={sent ? t('feedback.sent') : null}
        failure={failure}
        failedText={t('feedback.failed')}
        submitting={submitting}
        submitText={t('feedback.submit')}
      />
    </form>
  );
}
