import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';

/** The 404 contract: "404", "Page Not Found", the sentence, and Return Home. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  usePageMeta(t('notFound.title'), t('notFound.message'));
  return (
    <section className="ui-container ui-centered-page" aria-labelledby="not-found-heading">
      <p className="ui-display">404</p>
      <h1 id="not-found-heading" className="ui-heading-1">
        {t('notFound.title')}
      </h1>
      <p className="ui-lead">{t('notFound.message')}</p>
      <Link className="ui-button ui-button-primary" to="/">
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
