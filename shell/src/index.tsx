import { startTransition, StrictMode } from 'react';
import type { RootOptions } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { appConfigAtom, fetchAppConfig, registerConfiguredRemotes } from './config/app-config';
import { nextTask } from './app/next-task';
import { pinRenderedDeployment } from './remotes/rendered-remote';
import { readServerRenderState } from './server/render-state';
import './styles.css';

// experiments.asyncStartup lets this entry await before rendering; no bootstrap file needed.
const store = createStore();
// The page's start runs as several tasks rather than one or two long ones, so a slow phone can
// answer input between them (a task over 50 ms is what Total Blocking Time counts). Evaluating a
// module is work too: what is imported above is small, and the rest is imported in stages, each in
// a task of its own (webpackMode "eager" keeps those modules in this chunk, already downloaded, and
// only puts off running them): i18next and the translations, then i18next's start, then reporting,
// then React DOM, then the page's components, then hydration. The configuration is already downloading (the page
// preloads it).
const configLoading = fetchAppConfig();
await nextTask();
const { initI18n } = await import(/* webpackMode: "eager" */ './i18n/i18n');
await nextTask();
const i18n = await initI18n();
const config = await configLoading;
await nextTask();
// What the server rendered (shell/src/server/render-page.tsx); null when the page arrived empty
// (the dev server, or a server that could not render it), and then the browser renders it.
const rendered = readServerRenderState(document);
// The rendered remote is registered at the manifest the page was rendered with, even when the
// configuration now names another release of it, so hydration runs the code that made the HTML.
registerConfiguredRemotes(config, config.ok ? pinRenderedDeployment(rendered?.remoteManifest ?? null, config.config.remotes) : undefined);
store.set(appConfigAtom, config);
if (!config.ok) console.warn(`Site configuration unavailable: ${config.error}`);
const { reportThrown, reportHydrationError, startReporting } = await import(/* webpackMode: "eager" */ './reporting/browser-reports');
startReporting(config.ok ? config.config : null);
await nextTask();
const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
await nextTask();
const [{ BrowserRouter }, { App }, { ShellProviders }, { loadRemoteApp, UnavailableAtRender }] = await Promise.all([
  import(/* webpackMode: "eager" */ '@meridian/shared/runtime/router'),
  import(/* webpackMode: "eager" */ './app/App'),
  import(/* webpackMode: "eager" */ './app/ShellProviders'),
  import(/* webpackMode: "eager" */ './remotes/load-remote-app'),
]);
await nextTask();

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
const page = (
  <StrictMode>
    <Provider store={store}>
      <ShellProviders
        i18n={i18n}
        head={null}
        loadRemote={loadRemoteApp}
        unavailableAtRender={new UnavailableAtRender(rendered?.unavailableRemote ?? null)}
      >
        <App Router={BrowserRouter} />
      </ShellProviders>
    </Provider>
  </StrictMode>
);
const options: RootOptions = {
  // Errors caught by an error boundary already show a fallback; keep them out of the error log.
  onCaughtError: (error) => {
    console.warn('Recovered from an error in a remote:', error);
    reportThrown(error, 'caught');
  },
  // Reported, then handled as React does by default: reportError, so it reaches the console and
  // the window's error event as before (which the end-to-end tests watch).
  onUncaughtError: (error) => {
    reportThrown(error, 'uncaught');
    globalThis.reportError(error);
  },
  // A server-rendered page the browser could not hydrate as it was sent (React then renders it
  // again): always a bug to fix, named in the console with where it happened.
  onRecoverableError: (error, info) => {
    console.error('Recoverable error:', error, info.componentStack ?? '');
    reportHydrationError(error);
  },
};
// As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
// instead of hydrating the whole page in one long task, so a tap during it is answered at once
// (React hydrates the part it lands on first) and the main thread is never blocked for long.
if (rendered) startTransition(() => void hydrateRoot(container, page, options));
else createRoot(container, options).render(page);
