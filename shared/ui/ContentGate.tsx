import type { ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { PageSkeleton } from './PageSkeleton';
import type { LocalizedContentState } from './useLocalizedContent';

/** The skeleton while content loads, a retryable error if it failed, else the page. */
export function ContentGate<T>({ state, children }: { state: LocalizedContentState<T>; children: (content: T) => ReactNode }) {
  const { t } = useTranslation('common');
  if (state.kind === 'loading') return <PageSkeleton />;
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
