import type { ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import type { LocalizedContentState } from './use-localized-content';

/** A retryable error if the content failed to load, else the page (while it loads, the nearest Suspense fallback shows). */
export function ContentGate<T>({ state, children }: { state: LocalizedContentState<T>; children: (content: T) => ReactNode }) {
  const { t } = useTranslation('common');
  if (state.kind === 'failed')
    return (
      <div className="ui-container ui-centered-page" role="alert">
        <p className="ui-lead">{t('contentFailed')}</p>
        <button type="button" className="ui-button ui-button-primary" onClick={state.retry}>
          {t('retry')}
        </button>
      </div>
    );
  return <>{children(state.content)}</>;
}
