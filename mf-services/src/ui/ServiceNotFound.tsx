import { Link } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';

/** "Service Not Found" for an unknown service or sub-service; the AI pages lead back to AI Services. */
export function ServiceNotFound({ backTo = 'services' }: { backTo?: 'services' | 'ai' }) {
  const { t } = useTranslation('services');
  usePageMeta(t('notFound.title'), t('notFound.message'));
  return (
    <section className="ui-container ui-centered-page" aria-labelledby="service-not-found">
      <h1 id="service-not-found" className="ui-heading-1">
        {t('notFound.title')}
      </h1>
      <p className="ui-lead">{t('notFound.message')}</p>
      <Link className="ui-button ui-button-primary" to={backTo === 'ai' ? '/services/ai' : '/services'}>
        {backTo === 'ai' ? t('notFound.returnToAi') : t('notFound.returnToServices')}
      </Link>
    </section>
  );
}
