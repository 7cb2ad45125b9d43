import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { useAppConfig } from '@meridian/shared/runtime/config';
import {
  attachmentProblem,
  feedbackCategories,
  feedbackRow,
  limits,
  sendFailure,
  validateFeedback,
  type FeedbackDraft,
  type FeedbackErrors,
} from '../lib/forms';
import { Honeypot } from '../lib/formsHoneypot';
import { FormField } from '../ui/FormField';

const empty: FeedbackDraft = { category: '', rating: null, title: '', description: '', name: '', email: '', allowContact: false };
type Outcome = 'sent' | 'failed' | 'tooMany' | null;

/** /feedback: stored through supabase-js (insert only); what was typed is kept if sending fails. */
export default function FeedbackPage() {
  const { t } = useTranslation('marketing');
  const { getClient } = useAuth();
  const contactEmail = useAppConfig()?.contact.email;
  const id = useId();
  const [draft, setDraft] = useState<FeedbackDraft>(empty);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<FeedbackErrors>({});
  const [files, setFiles] = useState<File[]>([]);
  const [fileErrors, setFileErrors] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const set = <K extends keyof FeedbackDraft>(field: K, value: FeedbackDraft[K]) => setDraft((current) => ({ ...current, [field]: value }));
  const message = (field: keyof FeedbackErrors) =>
    errors[field] ? t(`forms.errors.${errors[field]}`, { count: limits[field as keyof typeof limits] }) : undefined;

  const chooseFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    const problems = chosen.flatMap((file) => {
      const problem = attachmentProblem(file);
      return problem ? [t(`feedback.files.${problem}`, { name: file.name })] : [];
    });
    setFileErrors(problems);
    setFiles(chosen.filter((file) => !attachmentProblem(file)));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateFeedback(draft);
    setErrors(found);
    setOutcome(null);
    const first = (['category', 'rating', 'title', 'description', 'name', 'email'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    setSending(true);
    try {
      const { error, status } = await (await getClient()).from('feedback').insert(feedbackRow(draft, website));
      if (error) {
        console.warn('Feedback could not be stored', error);
        return setOutcome(sendFailure(error, status));
      }
      setDraft(empty);
      setWebsite('');
      setFiles([]);
      setFileErrors([]);
      if (fileInput.current) fileInput.current.value = '';
      setOutcome('sent');
    } catch (error) {
      console.warn('Feedback could not be stored', error);
      setOutcome('failed');
    } finally {
      setSending(false);
    }
  };

  return (
    <div className="ui-container mk:py-12">
      <h1 className="ui-heading-1">{t('feedback.title')}</h1>
      <p className="ui-lead mk:mt-3 mk:max-w-3xl">{t('feedback.intro')}</p>
      <form className="ui-card mk:mt-8 mk:flex mk:max-w-2xl mk:flex-col mk:gap-5" noValidate onSubmit={(event) => void submit(event)}>
        <div>
          <label className="ui-label" htmlFor={`${id}-category`}>
            {t('feedback.category')}
            <span aria-hidden="true"> *</span>
          </label>
          <select
            id={`${id}-category`}
            className="ui-input"
            required
            value={draft.category}
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? `${id}-category-error` : undefined}
            onChange={(event) => set('category', event.target.value as FeedbackDraft['category'])}
          >
            <option value="">{t('feedback.chooseCategory')}</option>
            {feedbackCategories.map((category) => (
              <option key={category} value={category}>
                {t(`feedback.categories.${category}`)}
              </option>
            ))}
          </select>
          {errors.category ? (
            <p id={`${id}-category-error`} className="ui-field-error">
              {message('category')}
            </p>
          ) : null}
        </div>

        <fieldset aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
          <legend className="ui-label">
            {t('feedback.rating')}
            <span aria-hidden="true"> *</span>
          </legend>
          <div className="mk:flex mk:flex-wrap mk:gap-2">
            {[1, 2, 3, 4, 5].map((value, index) => (
              <label key={value} className="mk:flex mk:min-h-11 mk:items-center mk:gap-2 mk:rounded-md mk:border mk:border-line mk:px-3">
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  id={index === 0 ? `${id}-rating` : undefined}
                  checked={draft.rating === value}
                  required
                  onChange={() => set('rating', value)}
                />
                <span>{t('feedback.ratingValue', { count: value })}</span>
              </label>
            ))}
          </div>
          {errors.rating ? (
            <p id={`${id}-rating-error`} className="ui-field-error">
              {message('rating')}
            </p>
          ) : null}
        </fieldset>

        {(['title', 'description'] as const).map((field) => (
          <FormField
            key={field}
            id={`${id}-${field}`}
            label={t(`feedback.fields.${field}`)}
            required
            rows={field === 'description' ? 6 : undefined}
            maxLength={limits[field]}
            value={draft[field]}
            onChange={(value) => set(field, value)}
            error={message(field)}
          />
        ))}
        <div className="mk:grid mk:gap-5 mk:sm:grid-cols-2">
          <FormField
            id={`${id}-name`}
            label={t('feedback.fields.name')}
            autoComplete="name"
            maxLength={limits.name}
            value={draft.name}
            onChange={(value) => set('name', value)}
            error={message('name')}
          />
          <FormField
            id={`${id}-email`}
            label={t('feedback.fields.email')}
            type="email"
            autoComplete="email"
            maxLength={limits.email}
            value={draft.email}
            onChange={(value) => set('email', value)}
            error={message('email')}
          />
        </div>
        <label className="mk:flex mk:min-h-11 mk:items-center mk:gap-2 mk:text-sm">
          <input type="checkbox" checked={draft.allowContact} onChange={(event) => set('allowContact', event.target.checked)} />
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
        <Honeypot id={`${id}-website`} value={website} onChange={setWebsite} />
        <p className="mk:text-xs mk:text-muted">{t('forms.requiredNote')}</p>
        <div role="status" className="mk:text-sm mk:font-medium mk:empty:hidden">
          {outcome === 'sent' ? t('feedback.sent') : null}
        </div>
        <div role="alert" className="ui-field-error mk:empty:hidden">
          {outcome === 'tooMany'
            ? contactEmail
              ? t('forms.tooMany', { email: contactEmail })
              : t('forms.tooManyNoEmail')
            : outcome === 'failed'
              ? t('feedback.failed')
              : null}
        </div>
        <button type="submit" className="ui-button ui-button-primary mk:self-start" disabled={sending}>
          {sending ? t('forms.sending') : t('feedback.submit')}
        </button>
      </form>
    </div>
  );
}
