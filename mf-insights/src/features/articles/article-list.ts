import { useCallback, useEffect, useRef, useState } from 'react';
import { atom, useAtom, useStore } from 'jotai';
import { seedArticles, type Article, type GeneratedArticle } from '../../content/articles';
import { generateArticles } from '../../lib/generate-articles';

/**
 * Where "Update Content" gets its time, randomness and delays: the real ones in the browser,
 * replaced in tests so a run is deterministic (Playwright drives the clock itself).
 */
export const refreshEnvironment = {
  now: () => new Date(),
  random: () => Math.random(),
  /** how long an update takes (the button says Updating... meanwhile) */
  delayMs: 2000,
  /** the same refresh runs on its own this often while the list is open */
  autoRefreshMs: 24 * 60 * 60 * 1000,
};

// Generated articles live for the tab's lifetime (kept across pages, so their own pages open).
const generatedArticlesAtom = atom<GeneratedArticle[]>([]);

export function useGeneratedArticles(): readonly GeneratedArticle[] {
  return useAtom(generatedArticlesAtom)[0];
}

export type RefreshOutcome = { added: number } | null;

/** The list (newest generated first, then the built-in five), and the Update Content action. */
export function useArticleList() {
  const store = useStore();
  const [generated, setGenerated] = useAtom(generatedArticlesAtom);
  const [updating, setUpdating] = useState(false);
  const [outcome, setOutcome] = useState<RefreshOutcome>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const articles: Article[] = [...generated, ...seedArticles];

  const refresh = useCallback(() => {
    if (timer.current !== undefined) return;
    setUpdating(true);
    setOutcome(null);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      // Read the list as it is when the update lands (another refresh may have added to it).
      const existing = [...store.get(generatedArticlesAtom), ...seedArticles];
      const created = generateArticles({ existing, now: refreshEnvironment.now(), random: refreshEnvironment.random });
      setGenerated((current) => [...created, ...current]);
      setUpdating(false);
      setOutcome({ added: created.length });
    }, refreshEnvironment.delayMs);
  }, [setGenerated, store]);

  useEffect(() => {
    const interval = setInterval(refresh, refreshEnvironment.autoRefreshMs);
    return () => {
      clearInterval(interval);
      clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [refresh]);

  return { articles, updating, outcome, refresh };
}
