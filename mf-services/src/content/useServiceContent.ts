import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toLanguage } from '@meridian/shared/runtime/i18n';
import { loadServiceContent } from './load';
import type { ServiceId } from './services';
import type { ServiceContent } from './types';

export type ServiceContentState = { kind: 'loading' } | { kind: 'failed'; retry: () => void } | { kind: 'loaded'; content: ServiceContent };

/** A service's content in the page language, reloaded when the language changes; a failed chunk can be retried. */
export function useServiceContent(id: ServiceId): ServiceContentState {
  const { i18n } = useTranslation('services');
  const language = toLanguage(i18n.resolvedLanguage);
  const [attempt, setAttempt] = useState(0);
  const key = `${id}/${language}/${attempt}`;
  const [result, setResult] = useState<{ key: string; content?: ServiceContent; failed?: boolean }>({ key: '' });

  useEffect(() => {
    let current = true;
    loadServiceContent(id, language).then(
      (content) => current && setResult({ key, content }),
      (error: unknown) => {
        console.warn(`Content of service "${id}" (${language}) could not be loaded`, error);
        if (current) setResult({ key, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [id, language, key]);

  if (result.key !== key) return { kind: 'loading' };
  if (result.content) return { kind: 'loaded', content: result.content };
  return { kind: 'failed', retry: () => setAttempt((count) => count + 1) };
}
