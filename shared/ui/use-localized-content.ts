import { use, useState } from 'react';
import { usePageLanguage, type Language } from '@meridian/shared/runtime/i18n';

export type LocalizedContentState<T> = { kind: 'failed'; retry: () => void } | { kind: 'loaded'; content: T };

type Settled = { ok: true; content: unknown } | { ok: false };

/**
 * One load per key, language and attempt, kept for the life of the module: the same request made
 * again (a re-render, the hydration of server-rendered HTML, a return to the page) reuses it.
 * Content modules are a few kilobytes each and finite in number, so nothing is evicted.
 */
const loads = new Map<string, Promise<Settled>>();

/**
 * Content kept in per-language code-split modules (a service, an article), read through Suspense
 * so the server renders the content itself and the browser hydrates it without a skeleton in
 * between: the component suspends (the nearest Suspense boundary shows its fallback) until the
 * module for the page language has arrived, loads again when the language changes, and offers a
 * retry when the chunk fails to arrive. `key` names what is loaded (e.g. the service id); `load`
 * must depend only on it and the language.
 */
export function useLocalizedContent<T>(key: string, load: (language: Language) => Promise<T>): LocalizedContentState<T> {
  const language = usePageLanguage();
  const [attempt, setAttempt] = useState(0);
  const request = `${key}/${language}/${attempt}`;
  let pending = loads.get(request);
  if (!pending) {
    pending = load(language).then(
      (content): Settled => ({ ok: true, content }),
      (error: unknown): Settled => {
        console.warn(`Content "${key}" (${language}) could not be loaded`, error);
        return { ok: false };
      },
    );
    loads.set(request, pending);
  }
  const settled = use(pending);
  if (settled.ok) return { kind: 'loaded', content: settled.content as T };
  return { kind: 'failed', retry: () => setAttempt((count) => count + 1) };
}

/** Forgets every load, so a unit test's mocked loader is asked again (pages keep loads for the module's life). */
export function forgetLocalizedContent(): void {
  loads.clear();
}
