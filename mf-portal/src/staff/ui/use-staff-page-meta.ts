import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useLocation } from '@meridian/shared/runtime/router';
import { usePageMeta } from '@meridian/shared/runtime/page';

export type StaffSection = 'inbox' | 'tickets' | 'proposals' | 'clients' | 'mail';

/** The workspace's section a path is in: /staff/<section>/…, and the inbox at /staff itself. */
export function staffSection(pathname: string): StaffSection {
  const segment = pathname.split('/')[2];
  return segment === 'tickets' || segment === 'proposals' || segment === 'clients' || segment === 'mail' ? segment : 'inbox';
}

/**
 * The title of a staff page (the route leaves it to the page: a ticket's title is its subject),
 * with its section's description. Without a title, the section's name: the server-rendered HTML,
 * which shows the guard's "checking" state to everyone, still names the page it is.
 */
export function useStaffPageMeta(title?: string): void {
  const { t } = useTranslation('staff');
  const section = staffSection(useLocation().pathname);
  usePageMeta(title ?? `${t(`nav.${section}`)} · ${t('meta.title')}`, t(`meta.sections.${section}`));
}
