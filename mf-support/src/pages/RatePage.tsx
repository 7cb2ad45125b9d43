import { useState } from 'react';
import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { ticketLabel } from '@meridian/shared/lib/tickets';
import { QueryState } from '@meridian/shared/ui/QueryState';
import { RatingForm } from '../features/tickets/RatingForm';
import { useRateByLinkMutation, useRatingLink } from '../features/tickets/queries';

/** The token of the link: in the fragment (#token=…), which no server, log or cache ever sees. */
function tokenOfLocation(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

/**
 * /support/rate#token=…: the resolution e-mail's link. Anyone holding it rates the answer to that
 * ticket once, signed in or not: the link's signature is the permission. A link that is not valid,
 * a ticket not resolved (again) and one already rated each say so.
 */
export default function RatePage() {
  const { t } = useTranslation('support');
  // Read once on the client: the server renders the page without it (it never receives it).
  const [token] = useState(tokenOfLocation);
  const link = useRatingLink(token);
  const rate = useRateByLinkMutation(token);
  const invalid = <p className="su:mt-6">{t('rating.linkInvalid')}</p>;

  return (
    <div className="ui-container su:py-12">
      <h1 className="ui-heading-1">{t('rating.title')}</h1>
      {token === '' ? (
        invalid
      ) : (
        <div className="su:mt-6">
          <QueryState query={link} empty={invalid} isEmpty={(found) => found === null} failedMessage={t('rating.failed')}>
            {(found) => {
              if (!found) return invalid;
              if (found.rated)
                return (
                  <p role="status">
                    {t('rating.thanks', { ticket: ticketLabel(found.number) })}{' '}
                    <Link className="ui-link" to="/support">
                      {t('rating.toSupport')}
                    </Link>
                  </p>
                );
              if (!found.resolved) return <p>{t('rating.notResolved', { ticket: ticketLabel(found.number) })}</p>;
              return (
                <RatingForm
                  heading={t('rating.linkHeading', { ticket: ticketLabel(found.number) })}
                  rate={(draft) => rate.mutateAsync(draft)}
                />
              );
            }}
          </QueryState>
        </div>
      )}
    </div>
  );
}
