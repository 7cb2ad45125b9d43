import { lazy, Suspense, useMemo, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import type { RemoteName } from '@meridian/shared/lib/remote-routing';
import { PageSkeleton } from '@meridian/shared/ui/PageSkeleton';
import { appConfigAtom, fetchAppConfig, registerConfiguredRemotes } from '../config/appConfig';
import { loadRemoteApp } from './loadRemoteApp';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function RemoteUnavailable({ reason, onRetry }: { reason: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="ui-container ui-centered-page" role="alert" aria-labelledby="remote-unavailable-title" data-testid="remote-unavailable">
      <h1 id="remote-unavailable-title" className="ui-heading-2" tabIndex={-1}>
        {t('remote.unavailableTitle')}
      </h1>
      <p className="ui-lead max-w-xl">{reason ? t('remote.configError', { reason }) : t('remote.unavailableMessage')}</p>
      <button type="button" className="ui-button ui-button-primary" onClick={onRetry}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/**
 * Mounts one remote behind a skeleton and an error boundary. Retry makes a fresh lazy component
 * (React caches a rejected lazy forever) and, if the configuration itself failed, fetches it
 * again; the federation runtime does not cache failed manifest or entry loads, so a remote that
 * is back renders without a page reload.
 */
export function RemoteMount({ remote }: { remote: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  const [config, setConfig] = useAtom(appConfigAtom);
  const RemoteApp = useMemo(() => lazy(() => loadRemoteApp(remote)), [remote, attempt]);

  const retry = () => {
    if (config && !config.ok) {
      void fetchAppConfig().then((result) => {
        registerConfiguredRemotes(result);
        setConfig(result);
        setAttempt((n) => n + 1);
      });
    } else {
      setAttempt((n) => n + 1);
    }
  };

  if (config && !config.ok) return <RemoteUnavailable reason={config.error} onRetry={retry} />;

  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable reason={null} onRetry={retry} />}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteApp />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
