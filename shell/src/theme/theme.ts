import { atom, useAtom } from 'jotai';
import { useEffect, useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'system';
export type Theme = 'light' | 'dark';

/** Same key and rule as theme-init.js, which applies the theme before the bundle runs. */
export const themeStorageKey = 'meridian.theme';
const darkQuery = '(prefers-color-scheme: dark)';

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

export const themePreferenceAtom = atom<ThemePreference>(readStoredPreference());

function subscribeToSystemTheme(onChange: () => void): () => void {
  const query = window.matchMedia(darkQuery);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The preference, the theme it resolves to now (following the OS for "system"), and a setter. */
export function useTheme() {
  const [preference, setPreferenceState] = useAtom(themePreferenceAtom);
  const systemPrefersDark = useSyncExternalStore(subscribeToSystemTheme, () => window.matchMedia(darkQuery).matches);
  const theme = resolveTheme(preference, systemPrefersDark);

  useEffect(() => {
    document.documentElement.setAttribute('data-theme', theme);
    document.documentElement.style.colorScheme = theme;
  }, [theme]);

  const setPreference = (next: ThemePreference) => {
    setPreferenceState(next);
    try {
      if (next === 'system') localStorage.removeItem(themeStorageKey);
      else localStorage.setItem(themeStorageKey, next);
    } catch {
      // Storage blocked: the choice still applies for this visit.
    }
  };
  return { preference, theme, setPreference };
}
