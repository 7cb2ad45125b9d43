import { useTranslation } from '@meridian/shared/runtime/i18n';

/** Placeholder with the rough shape of a page, shown while a remote or a page chunk loads. */
export function PageSkeleton() {
  const { t } = useTranslation('common');
  return (
    <div className="ui-container ui-skeleton" role="status" aria-live="polite" data-testid="page-skeleton">
      <span className="ui-visually-hidden">{t('loading')}</span>
      <div className="ui-skeleton-bar ui-skeleton-title" />
      <div className="ui-skeleton-bar" />
      <div className="ui-skeleton-bar" />
      <div className="ui-skeleton-bar ui-skeleton-short" />
    </div>
  );
}
