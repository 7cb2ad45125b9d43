import { useTranslation } from '@meridian/shared/runtime/i18n';
import { usePageMeta } from '@meridian/shared/runtime/page';

/**
 * The title of a staff page (the route leaves it to the page: a ticket's title is its subject),
 * with the workspace's description. Staff pages are never indexed, so one description serves.
 */
export function useStaffPageMeta(title: string): void {
  const { t } = useTranslation('staff');
  usePageMeta(title, t('meta.description'));
}
