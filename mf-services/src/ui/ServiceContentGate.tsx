import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSkeleton } from '@meridian/shared/ui/PageSkeleton';
import type { ServiceContentState } from '../content/useServiceContent';
import type { ServiceContent } from '../content/types';

/** Loading skeleton, a retryable error, or the page once the service's content is here. */
export function ServiceContentGate({ state, children }: { state: ServiceContentState; children: (content: ServiceContent) => ReactNode }) {
  const { t } = useTranslation('services');
  if (state.kind === 'loading') return <PageSkeleton />;
  if (state.kind === 'failed')
    return (
      <div className="ui-container ui-centered-page" role="alert">
        <p className="ui-lead">{t('page.failed')}</p>
        <button type="button" className="ui-button ui-button-primary" onClick={state.retry}>
          {t('page.retry')}
        </button>
      </div>
    );
  return <>{children(state.content)}</>;
}
