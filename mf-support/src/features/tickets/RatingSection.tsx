import { useTranslation } from '@meridian/shared/runtime/i18n';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { RatingForm } from './RatingForm';
import { useRateTicketMutation, useTicketRating } from './queries';

/** Under a resolved ticket: its rating once given, else the form that gives it (once). */
export function RatingSection({ ticketId }: { ticketId: string }) {
  const { t } = useTranslation('support');
  const rating = useTicketRating(ticketId);
  const rate = useRateTicketMutation(ticketId);
  return (
    <QueryState query={rating} failedMessage={t('rating.failed')}>
      {(given) =>
        given ? (
          <section className="ui-card" aria-labelledby="rating-heading">
            <h2 id="rating-heading" className="ui-heading-2">
              {t('rating.heading')}
            </h2>
            <p role="status" className="su:mt-3">
              {t('rating.given', { score: given.score })}
            </p>
            {given.comment ? <p className="su:mt-2 su:break-words su:whitespace-pre-wrap">{given.comment}</p> : null}
          </section>
        ) : (
          <RatingForm heading={t('rating.heading')} rate={(draft) => rate.mutateAsync(draft)} />
        )
      }
    </QueryState>
  );
}
