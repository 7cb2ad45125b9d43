import { useEffect, useState } from 'react';
import { useTranslation, toLanguage, type Language } from '@meridian/shared/runtime/i18n';

export type LocalizedContentState<T> = { kind: 'loading' } | { kind: 'failed'; retry: () => void } | { kind: 'loaded'; content: T };

/**
 * Content kept in per-language code-split modules (a service, an article): loaded for the page
 * language, loaded again when it changes, and retryable when the chunk fails to arrive. `key`
 * names what is loaded (e.g. the service id); `load` must depend only on it and the language.
 */
export function useLocalizedContent<T>(key: string, load: (language: Language) => Promise<T>): LocalizedContentState<T> {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage);
  const [attempt, setAttempt] = useState(0);
  const request = `${key}/${language}/${attempt}`;
  const [result, setResult] = useState<{ request: string; content?: T }>({ request: '' });

  useEffect(() => {
    let current = true;
    load(language).then(
      (content) => current && setResult({ request, content }),
      (error: unknown) => {
        console.warn(`Content "${key}" (${language}) could not be loaded`, error);
        if (current) setResult({ request });
      },
    );
    return () => {
      current = false;
    };
    // `load` is keyed by `key`; a new function identity on each render must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [request]);

  if (result.request !== request) return { kind: 'loading' };
  if (result.content !== undefined) return { kind: 'loaded', content: result.content };
  return { kind: 'failed', retry: () => setAttempt((count) => count + 1) };
}
