import { useLocation } from '@meridian/shared/runtime/router';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { useAtomValue } from 'jotai';
import { remoteForPath } from '@meridian/shared/lib/route-table';
import { appConfigAtom } from '../config/app-config';
import { RemoteMount } from '../remotes/RemoteMount';
import { usePrefetchOnIntent } from '../remotes/use-prefetch-on-intent';
import { ChatWidget } from '../chat/ChatWidget';
import { TopBar } from './TopBar';
import { PreviewBanner } from './PreviewBanner';
import { Footer } from './Footer';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScrollRestorer } from './ScrollRestorer';
import { SeoLinks } from './SeoLinks';

/** The page frame around whichever remote owns the current path. */
export function Layout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const config = useAtomValue(appConfigAtom);
  // null while the configuration or the manifest of the remote that may own the path is missing.
  const remote = config?.ok ? remoteForPath(config.config.routes ?? [], pathname) : null;
  usePrefetchOnIntent(config?.ok ? (config.config.routes ?? null) : null);
  return (
    <div className="flex min-h-screen flex-col bg-page text-ink">
      <a href="#main" className="skip-link">
        {t('skipLink')}
      </a>
      {/* Above the top bar, so it is the first thing seen; the skip link stays the first tab stop. */}
      <PreviewBanner />
      <TopBar />
      {/* At least a screen tall, so the footer starts below the fold and does not jump down when
          the remote's page replaces its skeleton (that shift was most of the home page's CLS). */}
      <main id="main" tabIndex={-1} className="min-h-svh flex-1 outline-none">
        {/* Keyed by remote: moving to another team's area mounts its app afresh. */}
        <RemoteMount key={remote ?? ''} remote={remote} />
      </main>
      <Footer />
      {config?.ok ? <ChatWidget phone={config.config.contact.phone} /> : null}
      <RouteAnnouncer />
      <ScrollRestorer />
      <SeoLinks />
    </div>
  );
}
