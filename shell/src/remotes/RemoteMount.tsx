import { Suspense, use, useContext, useEffect, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { PageSkeleton } from '@meridian/shared/ui/PageSkeleton';
import { useClickBeforeHydration } from '@meridian/shared/ui/use-click-before-hydration';
import { appConfigAtom, fetchAppConfig, registerConfiguredRemotes } from '../config/app-config';
import { RemoteLoaderContext, UnavailableAtRenderContext, type RemoteModule } from './load-remote-app';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

function RemoteUnavailable({ reason, onRetry }: { reason: string | null; onRetry: () => void }) {
  const { t } = useTranslation();
  // The server renders this screen when the remote was down: Retry pressed before hydration retries once hydrated.
  const earlyClicks = useClickBeforeHydration('remote-retry', onRetry);
  return (
    <section
      className="ui-container ui-centered-page"
      role="alert"
      aria-labelledby="remote-unavailable-title"
      data-testid="remote-unavailable"
    >
      <h1 id="remote-unavailable-title" className="ui-heading-2" tabIndex={-1}>
        {t('remote.unavailableTitle')}
      </h1>
      <p className="ui-lead max-w-xl">{reason ? t('remote.configError', { reason }) : t('remote.unavailableMessage')}</p>
      <button type="button" className="ui-button ui-button-primary" onClick={onRetry} {...earlyClicks}>
        {t('remote.retry')}
      </button>
    </section>
  );
}

/** Suspends until the remote's module is there, then renders its App. */
function RemoteContent({ module }: { module: Promise<RemoteModule> }) {
  const { default: RemoteApp } = use(module);
  return <RemoteApp />;
}

/**
 * Mounts one remote behind a skeleton and an error boundary. Retry starts a fresh load; the
 * federation runtime does not cache failed manifest or entry loads, so a remote that is back
 * renders without a page reload. With no remote (the configuration failed, or the manifest of the
 * remote that may own the path could not be read), Retry fetches the configuration again and the
 * layout mounts whichever remote it names.
 */
export function RemoteMount({ remote }: { remote: string | null }) {
  const loadRemote = useContext(RemoteLoaderContext);
  // React may start a render and drop it (an update arrived first) and then start again, calling
  // the state initializer again; the first load's failure then has no reader. It is marked handled
  // so it is not reported as an uncaught error; `use` still receives the failure it reads.
  const loadRemoteApp = (name: string) => {
    const loading = loadRemote(name);
    loading.catch(() => undefined);
    return loading;
  };
  const [config, setConfig] = useAtom(appConfigAtom);
  const [attempt, setAttempt] = useState(0);
  const unavailableAtRender = useContext(UnavailableAtRenderContext);
  const [module, setModule] = useState<Promise<RemoteModule> | null>(() =>
    remote === null || unavailableAtRender.is(remote) ? null : loadRemoteApp(remote),
  );
  useEffect(() => unavailableAtRender.clear(), [unavailableAtRender]);

  const retry = async () => {
    if (remote === null) {
      const result = await fetchAppConfig();
      registerConfiguredRemotes(result);
      setConfig(result);
      return;
    }
    setModule(loadRemoteApp(remote));
    setAttempt((n) => n + 1);
  };

  if (remote === null || !module)
    return <RemoteUnavailable reason={config?.ok === false ? config.error : null} onRetry={() => void retry()} />;

  return (
    <RemoteErrorBoundary key={attempt} fallback={<RemoteUnavailable reason={null} onRetry={() => void retry()} />}>
      <Suspense fallback={<PageSkeleton />}>
        <RemoteContent module={module} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
