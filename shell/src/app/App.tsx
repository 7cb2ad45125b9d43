import { BrowserRouter } from '@meridian/shared/runtime/router';
import { useAtomValue } from 'jotai';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import { appConfigAtom } from '../config/appConfig';
import { AuthProvider } from '../auth/AuthProvider';
import { Layout } from '../layout/Layout';

export function App() {
  const result = useAtomValue(appConfigAtom);
  const config = result?.ok ? result.config : null;
  return (
    <AppConfigContext.Provider value={config}>
      <AuthProvider config={config}>
        <BrowserRouter>
          {/* The layout decides which remote renders the path (from the remotes' route manifests); the remote routes it. */}
          <Layout />
        </BrowserRouter>
      </AuthProvider>
    </AppConfigContext.Provider>
  );
}
