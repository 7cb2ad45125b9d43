import { useState, type ReactNode } from 'react';
import { NavLink } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAuth } from '@meridian/shared/runtime/auth';
import { staffHref, staffNavPages } from '../staff-pages';

/** One link per section: its list page, the inbox matched exactly (every staff path is below it). */
const links = staffNavPages.map((page) => ({ to: staffHref(page.path), key: page.section, end: page.path === '' }));

const linkClass =
  'po:inline-flex po:min-h-11 po:items-center po:border-b-2 po:border-transparent po:px-3 po:text-sm po:font-semibold po:text-muted po:hover:text-ink po:aria-[current=page]:border-brand po:aria-[current=page]:text-ink po:focus-visible:outline-2 po:focus-visible:outline-offset-2 po:focus-visible:outline-brand';

/**
 * The frame of every staff page: who is signed in, Sign out, and the workspace's navigation (the
 * current area marked with aria-current). The page below brings its own h1.
 */
export function StaffLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const { session, getClient } = useAuth();
  const [signingOut, setSigningOut] = useState(false);

  const signOut = async () => {
    setSigningOut(true);
    try {
      // The shell then reports "signed-out" and RequireStaff sends the page to /login.
      await (await getClient()).auth.signOut();
    } finally {
      setSigningOut(false);
    }
  };

  return (
    <div className="ui-container po:py-8">
      <div className="po:flex po:flex-wrap po:items-center po:justify-between po:gap-4">
        <div className="po:min-w-0">
          <p className="po:text-sm po:font-semibold po:text-ink">{t('workspace.name')}</p>
          <p className="po:text-sm po:text-muted po:break-all">{t('workspace.signedInAs', { email: session?.user.email ?? '' })}</p>
        </div>
        <button type="button" className="ui-button ui-button-secondary" disabled={signingOut} onClick={() => void signOut()}>
          {t('workspace.signOut')}
        </button>
      </div>
      <nav aria-label={t('nav.label')} className="po:mt-4 po:border-b po:border-line">
        <ul className="po:flex po:flex-wrap po:gap-1">
          {links.map((link) => (
            <li key={link.key}>
              <NavLink to={link.to} end={link.end} className={linkClass}>
                {t(`nav.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="po:pt-8">{children}</div>
    </div>
  );
}
