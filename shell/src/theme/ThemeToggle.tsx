import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { useTheme } from './theme';

/** Switches between light and dark; until first used the site follows the operating system. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, setPreference } = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  // Pressed before hydration, the page's script switched the theme at once, without React
  // (start-after-paint.js), and useTheme reads what it stored: taking the count ends that.
  const earlyClicks = useClickBeforeHydration('theme', () => {});
  return (
    <button
      type="button"
      className="ui-button ui-button-secondary"
      aria-label={next === 'dark' ? t('theme.switchToDark') : t('theme.switchToLight')}
      data-theme-toggle={theme}
      {...earlyClicks}
      onClick={() => setPreference(next)}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="currentColor">
        {/* Both icons are in the HTML; the stylesheet shows the one for the data-theme set before first paint. */}
        <path
          className="theme-icon-sun"
          d="M10 2a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0V3a1 1 0 0 1 1-1zm4 8a4 4 0 1 1-8 0 4 4 0 0 1 8 0zm-.46 4.95.7.7a1 1 0 0 0 1.42-1.4l-.71-.71a1 1 0 0 0-1.41 1.41zm2.12-10.6a1 1 0 0 1 0 1.41l-.7.71a1 1 0 1 1-1.42-1.41l.71-.71a1 1 0 0 1 1.41 0zM17 11a1 1 0 1 0 0-2h-1a1 1 0 1 0 0 2h1zm-7 4a1 1 0 0 1 1 1v1a1 1 0 1 1-2 0v-1a1 1 0 0 1 1-1zM5.05 6.46a1 1 0 0 0 1.41-1.41l-.7-.71a1 1 0 0 0-1.42 1.41l.71.71zm1.41 8.49-.7.7a1 1 0 0 1-1.42-1.4l.71-.71a1 1 0 0 1 1.41 1.41zM4 11a1 1 0 1 0 0-2H3a1 1 0 0 0 0 2h1z"
        />
        <path className="theme-icon-moon" d="M17.3 13.3A8 8 0 0 1 6.7 2.7a8 8 0 1 0 10.6 10.6z" />
      </svg>
    </button>
  );
}
