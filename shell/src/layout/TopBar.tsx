import { useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { primaryNavigation } from '../content/navigation';
import { ThemeToggle } from '../theme/ThemeToggle';
import { LanguagePicker } from '../i18n/LanguagePicker';
import logoUrl from '../assets/logo.svg';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-raised text-brand' : 'text-ink hover:bg-raised'}`;

export function TopBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const headerRef = useRef<HTMLElement>(null);

  // A navigation closes the small-screen menu (state adjusted during render, as React advises).
  const [menuPathname, setMenuPathname] = useState(pathname);
  if (menuPathname !== pathname) {
    setMenuPathname(pathname);
    setMenuOpen(false);
  }

  // The menu button pressed an odd number of times before hydration (a small screen): opened.
  const earlyClicks = useClickBeforeHydration('menu', (clicks) => {
    if (clicks % 2 === 1) setMenuOpen(true);
  });

  // Escape (on the menu button or inside the menu) closes the open menu and returns focus to its button.
  useEffect(() => {
    const header = headerRef.current;
    if (!menuOpen || !header) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      toggleRef.current?.focus();
    };
    header.addEventListener('keydown', onKeyDown);
    return () => header.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header ref={headerRef} className="sticky top-0 z-30 border-b border-line bg-page/95 backdrop-blur">
      <div className="mx-auto flex min-h-16 w-full max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 sm:px-6 lg:px-8">
        <Link to="/" className="flex items-center gap-2 font-bold text-ink">
          <img src={logoUrl} alt="" width="32" height="32" />
          <span>{t('brand')}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="ui-button ui-button-secondary ml-auto lg:hidden"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
          {...earlyClicks}
        >
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
            {menuOpen ? (
              <path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4z" />
            ) : (
              <path d="M3 5h14a1 1 0 1 0 0-2H3a1 1 0 0 0 0 2zm14 4H3a1 1 0 0 0 0 2h14a1 1 0 1 0 0-2zm0 6H3a1 1 0 1 0 0 2h14a1 1 0 1 0 0-2z" />
            )}
          </svg>
          <span>{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <div
          id={menuId}
          className={`${menuOpen ? 'flex' : 'hidden'} w-full flex-col gap-3 pb-3 lg:ml-auto lg:flex lg:w-auto lg:flex-row lg:items-center lg:pb-0`}
        >
          <nav aria-label={t('nav.label')}>
            <ul className="flex flex-col gap-1 lg:flex-row">
              {primaryNavigation.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} end={link.to === '/'} className={navLinkClass}>
                    {t(link.labelKey)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex flex-wrap items-center gap-2">
            <ThemeToggle />
            <LanguagePicker />
            <Link to="/dashboard" className="ui-button ui-button-primary">
              {t('nav.clientDashboard')}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
