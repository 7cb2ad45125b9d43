import type { ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import type { LocalizedContentState } from './use-localized-content';
import { QueryFailed } from './QueryState';

/** The failed-with-Retry state if the content failed to load, else the page (while it loads, the nearest Suspense fallback shows). */
export function ContentGate<T>({ state, children }: { state: LocalizedContentState<T>; children: (content: T) => ReactNode }) {
  const { t } = useTranslation('common');
  if (state.kind === 'failed')
    return (
      <div className="ui-container ui-centered-page">
        <QueryFailed onRetry={state.retry} message={t('contentFailed')} />
      </div>
    );
  return <>{children(state.content)}</>;
}
