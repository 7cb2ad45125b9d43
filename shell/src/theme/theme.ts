import { useEffect, useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/**
 * Same key and rule as theme-init.js, which applies the theme before the bundle runs, and as
 * start-after-paint.js, which switches it when the toggle is pressed before hydration.
 */
export const themeStorageKey = 'meridian.theme';
const darkQuery = '(prefers-color-scheme: dark)';
/** Raised in this page when the visitor changes the preference (the storage event fires only in other tabs). */
const preferenceChangedEvent = 'meridian:theme-preference';

export function readStoredPreference(storage: Pick<Storage, 'getItem'> = localStorage): ThemePreference {
  try {
    const stored = storage.getItem(themeStorageKey);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}

export function resolveTheme(preference: ThemePreference, systemPrefersDark: boolean): Theme {
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  window.addEventListener(preferenceChangedEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    window.removeEventListener(preferenceChangedEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

const currentTheme = (): Theme => resolveTheme(readStoredPreference(), window.matchMedia(darkQuery).matches);

/**
 * The theme now (following the OS for "system") and a setter. The server cannot know it, so the
 * server render and the hydration both use "light"; the colours never depend on this (CSS reads
 * the data-theme that theme-init.js set before first paint), only the toggle's label does, and it
 * is corrected right after hydration.
 */
export function useTheme() {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);

  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const setPreference = (next: ThemePreference) => {
    try {
      if (next === 'system') localStorage.removeItem(themeStorageKey);
      else localStorage.setItem(themeStorageKey, next);
    } catch {
      // Storage blocked: the choice cannot outlive the page; apply it to the page at least.
      document.documentElement.setAttribute('data-theme', resolveTheme(next, false));
    }
    window.dispatchEvent(new Event(preferenceChangedEvent));
  };
  return { theme, setPreference };
}
