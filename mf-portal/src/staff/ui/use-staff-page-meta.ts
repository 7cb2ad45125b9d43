import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useLocation } from '@meridian/shared/runtime/router';
import { usePageMeta } from '@meridian/shared/runtime/page';
import { staffSection } from '../staff-pages';

/**
 * The title of a record's page (the route list leaves it to the page: a ticket's title is its subject),
 * with its section's description. Without a title, the section's name: the server-rendered HTML,
 * which shows the guard's "checking" state to everyone, still names the page it is.
 */
export function useStaffPageMeta(title?: string): void {
  const { t } = useTranslation('staff');
  const section = staffSection(useLocation().pathname);
  usePageMeta(title ?? `${t(`nav.${section}`)} · ${t('meta.title')}`, t(`meta.sections.${section}`));
}
