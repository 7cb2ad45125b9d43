import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import { appConfigAtom } from '../config/appConfig';
import { AuthProvider } from '../auth/AuthProvider';
import { Layout } from '../layout/Layout';

/** One splat route: the shell's layout decides which remote renders the path (see remote-routing). */
export const router = createBrowserRouter([{ path: '*', element: <Layout /> }]);

export function App() {
  const result = useAtomValue(appConfigAtom);
  const config = result?.ok ? result.config : null;
  return (
    <AppConfigContext.Provider value={config}>
      <AuthProvider config={config}>
        <RouterProvider router={router} />
      </AuthProvider>
    </AppConfigContext.Provider>
  );
}
