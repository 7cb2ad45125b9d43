import { useEffect, type ComponentType, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import { appConfigAtom } from '../config/app-config';
import { AuthProvider } from '../auth/AuthProvider';
import { Layout } from '../layout/Layout';

/**
 * The whole page, rendered the same way by the browser and by the shell's server; only the router
 * differs (the browser's history, or the one URL the server renders).
 */
export function App({ Router }: { Router: ComponentType<{ children: ReactNode }> }) {
  const result = useAtomValue(appConfigAtom);
  const config = result?.ok ? result.config : null;
  // Marks the page as live: the shell has rendered or hydrated, so its controls answer input
  // (the end-to-end tests wait for it before acting on a server-rendered page).
  useEffect(() => {
    document.documentElement.dataset.shellStarted = '';
  }, []);
  return (
    <AppConfigContext.Provider value={config}>
      <AuthProvider config={config}>
        <Router>
          {/* The layout decides which remote renders the path (from the remotes' route manifests); the remote routes it. */}
          <Layout />
        </Router>
      </AuthProvider>
    </AppConfigContext.Provider>
  );
}
