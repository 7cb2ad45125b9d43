import { Suspense, useEffect, type ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType, type Location, type NavigationType } from 'react-router-dom';
import i18next, { type ResourceKey } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import commonEn from '../locales/en.json';
import { PageSkeleton } from '../ui/PageSkeleton';
import { AuthContext, type AuthContextValue } from '../runtime/auth';
import { ServerStateProvider } from '../runtime/query';
import { QueryClient } from '@tanstack/react-query';

interface Options {
  /** the remote's namespace and its English messages */
  namespace: string;
  messages: ResourceKey;
  path?: string;
  /** extra routes by path, e.g. a stub /login for redirects */
  routes?: Record<string, ReactElement>;
  wrap?: (ui: ReactElement) => ReactElement;
  /** the shell's auth context; a visitor who is not signed in unless given (a `wrap` may provide its own) */
  auth?: Partial<AuthContextValue>;
  /** the page's QueryClient; a fresh one that does not retry unless given (see testQueryClient) */
  queryClient?: QueryClient;
}

/** A QueryClient for one test: its own cache, and a failure shows at once (no retries, no delays). */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } } });
}

/** A visitor: no session, and no Supabase client (a page that asks for one fails the test). */
export const signedOutAuth: AuthContextValue = {
  status: 'signed-out',
  session: null,
  getClient: () => Promise.reject(new Error('A signed-out visitor never loads the Supabase client')),
  rememberSession: () => Promise.resolve(),
};

/** What the router last showed; filled in as the test navigates. */
export interface RouterProbe {
  location?: Location;
  navigationType?: NavigationType;
}

function Probe({ onChange }: { onChange: (location: Location, navigationType: NavigationType) => void }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => onChange(location, navigationType), [onChange, location, navigationType]);
  return null;
}

/** Renders a remote's page the way the shell would: its namespace loaded, a router at `path`. */
export async function renderRemote(
  ui: ReactElement,
  { namespace, messages, path = '/', routes = {}, wrap = (x) => x, auth, queryClient = testQueryClient() }: Options,
) {
  const i18n = i18next.createInstance();
  await i18n.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: 'en',
    ns: [namespace, 'common'],
    resources: { en: { [namespace]: messages, common: commonEn } },
    interpolation: { escapeValue: false },
  });
  const probe: RouterProbe = {};
  // Awaited in act: a page that suspends on its content (useLocalizedContent) settles before the test looks.
  let result!: RenderResult;
  await act(async () => {
    result = render(
      <AuthContext.Provider value={{ ...signedOutAuth, ...auth }}>
        <ServerStateProvider client={queryClient}>
          {wrap(
            <I18nextProvider i18n={i18n}>
              <MemoryRouter initialEntries={[path]}>
                <Probe
                  onChange={(location, navigationType) => {
                    probe.location = location;
                    probe.navigationType = navigationType;
                  }}
                />
                {/* As RemoteRoutes does: content read through Suspense (useLocalizedContent) shows the skeleton meanwhile. */}
                <Suspense fallback={<PageSkeleton />}>
                  <Routes>
                    {Object.entries(routes).map(([routePath, element]) => (
                      <Route key={routePath} path={routePath} element={element} />
                    ))}
                    <Route path="*" element={ui} />
                  </Routes>
                </Suspense>
              </MemoryRouter>
            </I18nextProvider>,
          )}
        </ServerStateProvider>
      </AuthContext.Provider>,
    );
  });
  return { ...result, probe, i18n, queryClient };
}
