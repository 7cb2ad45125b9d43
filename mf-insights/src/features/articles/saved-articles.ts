import { useCallback, useSyncExternalStore } from 'react';

/** The reading list ("Save") is kept in this browser only, as a list of article ids. */
export const savedArticlesKey = 'meridian.savedArticles';
const changed = 'meridian:saved-articles';

function read(): string[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(savedArticlesKey) ?? '[]');
    // Storage is user-controlled: keep only what has the expected shape.
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string' && id.length <= 200) : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => event.key === savedArticlesKey && onChange();
  window.addEventListener('storage', onStorage);
  window.addEventListener(changed, onChange);
  return () => {
    window.removeEventListener('storage', onStorage);
    window.removeEventListener(changed, onChange);
  };
}

/**
 * Whether an article is saved, a toggle that returns the new state (false when storage is
 * unavailable), and `save`, which saves it unless it is saved already (returning the state, too).
 */
export function useSavedArticle(id: string): { saved: boolean; toggle: () => boolean; save: () => boolean } {
  // The list is this browser's: the server renders every article unsaved, and so does the hydration.
  const saved = useSyncExternalStore(
    subscribe,
    () => read().includes(id),
    () => false,
  );
  const toggle = useCallback(() => {
    const current = read();
    const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
    try {
      localStorage.setItem(savedArticlesKey, JSON.stringify(next));
    } catch {
      return current.includes(id);
    }
    window.dispatchEvent(new Event(changed));
    return next.includes(id);
  }, [id]);
  const save = useCallback(() => read().includes(id) || toggle(), [id, toggle]);
  return { saved, toggle, save };
}
