import { useId } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { failureKind, failureMessageKey, type FailureKind } from '@meridian/shared/lib/supabase-errors';
import { Field } from '@meridian/shared/ui/Field';
import { useValidatedForm } from '@meridian/shared/ui/use-validated-form';
import { ratingCommentLimit, ratingSchema, ratingScores } from '../../lib/ticket-form-rules';
import type { RatingDraft } from '../../lib/tickets';

/**
 * Rates the answer to a resolved ticket: a score from 1 to 5 (a radio group: arrow keys move
 * within it) and an optional comment. `rate` stores it; a ticket that has its rating already is
 * said so ('conflict'), anything else with the site's words for it, and what was chosen stays.
 */
export function RatingForm({ heading, rate }: { heading: string; rate: (draft: RatingDraft) => Promise<void> }) {
  const { t } = useTranslation('support');
  const id = useId();
  const { form, submit, submitting, failure, errorOf } = useValidatedForm<typeof ratingSchema, FailureKind>(ratingSchema, {
    score: undefined,
    comment: '',
  });
  const scoreError = errorOf('score');
  const commentError = errorOf('comment');

  const send = submit(async ({ score, comment }) => {
    try {
      await rate({ score: Number(score), comment });
    } catch (error) {
      return failureKind(error);
    }
  });

  return (
    <form
      className="ui-card su:flex su:flex-col su:gap-5"
      noValidate
      onSubmit={(event) => void send(event)}
      aria-labelledby={`${id}-heading`}
    >
      <h2 id={`${id}-heading`} className="ui-heading-2">
        {heading}
      </h2>
      <fieldset aria-describedby={scoreError ? `${id}-score-error` : undefined}>
        <legend className="ui-label">
          {t('rating.score')}
          <span aria-hidden="true"> *</span>
        </legend>
        <div className="su:flex su:flex-wrap su:gap-2">
          {ratingScores.map((value) => (
            <label key={value} className="su:flex su:min-h-11 su:items-center su:gap-2 su:rounded-md su:border su:border-line su:px-3">
              <input type="radio" value={value} required {...form.register('score')} />
              <span>{t(`rating.scores.${value}`)}</span>
            </label>
          ))}
        </div>
        {scoreError ? (
          <p id={`${id}-score-error`} className="ui-field-error">
            {t('rating.scoreRequired')}
          </p>
        ) : null}
      </fieldset>
      <Field
        as="textarea"
        label={t('rating.comment')}
        rows={4}
        maxLength={ratingCommentLimit}
        error={commentError ? t(`ticket.errors.${commentError}`, { count: ratingCommentLimit }) : undefined}
        hint={t('ticket.counter', { count: form.watch('comment').length, max: ratingCommentLimit })}
        {...form.register('comment')}
      />
      <div role="alert" className="su:empty:hidden">
        {failure ? (
          <p className="ui-field-error">
            {failure === 'conflict'
              ? t('rating.already')
              : `${t(failureMessageKey(failure), { ns: 'common' })} ${t('ticket.failures.kept')}`}
          </p>
        ) : null}
      </div>
      <div>
        <button type="submit" className="ui-button ui-button-primary" disabled={submitting}>
          {submitting ? t('rating.sending') : t('rating.send')}
        </button>
      </div>
    </form>
  );
}
