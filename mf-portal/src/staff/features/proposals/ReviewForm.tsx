import { useState } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import type { FailureKind } from '@meridian/shared/lib/supabase-errors';
import { refusalOf } from '../../lib/write-outcome';
import { useWriteFailureMessage } from '../../ui/use-write-failure-message';
import { maxNoteLength, reviewSchema } from './review-schema';
import { useReviewMutation } from './queries';
import { proposalStatuses, type StaffProposal } from './staff-proposals';

/**
 * The review of a proposal: its status and the note the client reads (prefilled with the stored
 * ones). A saved review is announced and the page shows the stored row (the mutation puts it in
 * the page's data and reloads the history); a refused one is explained and what was typed stays.
 */
export function ReviewForm({ proposal }: { proposal: StaffProposal }) {
  const { t } = useTranslation('staff');
  const reviewWrite = useReviewMutation(proposal.id);
  const failureMessage = useWriteFailureMessage();
  const [saved, setSaved] = useState(false);
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof reviewSchema, FailureKind>(reviewSchema, {
    // A status the form does not know (none today) shows as the first choice rather than a blank select.
    status: proposalStatuses.find((status) => status === proposal.status) ?? 'submitted',
    note: proposal.status_note ?? '',
  });
  const noteError = errorOf('note');

  const send = submit(async (review) => {
    setSaved(false);
    try {
      const stored = await reviewWrite.mutateAsync(review);
      form.reset({ status: review.status, note: stored.status_note ?? '' });
      setSaved(true);
    } catch (error) {
      return refusalOf(error);
    }
  });

  return (
    <form
      className="ui-card po:flex po:flex-col po:gap-5"
      noValidate
      aria-labelledby="review-heading"
      onSubmit={(event) => {
        setSaved(false);
        void send(event);
      }}
    >
      <h2 id="review-heading" className="ui-heading-2">
        {t('proposals.review.heading')}
      </h2>
      <Field as="select" label={t('proposals.review.status')} {...form.register('status')}>
        {proposalStatuses.map((status) => (
          <option key={status} value={status}>
            {t(`common:status.${status}`)}
          </option>
        ))}
      </Field>
      <Field
        as="textarea"
        label={t('proposals.review.note')}
        rows={5}
        maxLength={maxNoteLength}
        error={noteError ? t(`proposals.review.errors.${noteError}`, { count: maxNoteLength }) : undefined}
        hint={t('proposals.review.noteHint', { count: form.watch('note').length, max: maxNoteLength })}
        {...form.register('note')}
      />
      <div role="alert" className="po:empty:hidden">
        {failure ? <p className="ui-field-error">{failureMessage(failure)}</p> : null}
      </div>
      <div className="po:flex po:flex-wrap po:items-center po:gap-4">
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('common.saving') : t('proposals.review.save')}
        </button>
        {/* Always present, so screen readers know the region before it speaks. */}
        <p role="status" className="po:font-medium">
          {saved ? t('proposals.review.saved') : null}
        </p>
      </div>
    </form>
  );
}
