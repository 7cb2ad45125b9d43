import type { ReactElement } from 'react';
import { act, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { createStore, Provider } from 'jotai';
import { AppConfigContext } from '@meridian/shared/runtime/config';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { initI18n } from '../i18n/i18n';

export const testConfig: AppConfig = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  remotes: { marketing: 'http://localhost:3001/mf-manifest.json' },
  contact: { phone: '+62 21-5098-7654', email: 'support@example.com' },
};

/** Renders shell UI the way the app does: real i18n, a router at `path`, a jotai store, the config. */
export async function renderWithShell(ui: ReactElement, { path = '/', config = testConfig as AppConfig | null } = {}) {
  const i18n = await initI18n();
  await i18n.changeLanguage('en');
  const store = createStore();
  let result!: RenderResult;
  // Inside act, so React retries components suspended on use(promise) as the promise settles.
  await act(async () => {
    result = render(
      <Provider store={store}>
        <AppConfigContext.Provider value={config}>
          {/* The declarative router, as the app uses (BrowserRouter in the browser, StaticRouter on the server). */}
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </AppConfigContext.Provider>
      </Provider>,
    );
  });
  return { ...result, store, i18n };
}
