import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { appConfigAtom, fetchAppConfig, registerConfiguredRemotes } from './config/appConfig';
import { initI18n } from './i18n/i18n';
import { App } from './app/App';
import './styles.css';

// experiments.asyncStartup lets this entry await before rendering; no bootstrap file needed.
const store = createStore();
const [config] = await Promise.all([fetchAppConfig(), initI18n()]);
registerConfiguredRemotes(config);
store.set(appConfigAtom, config);
if (!config.ok) console.warn(`Site configuration unavailable: ${config.error}`);

const container = document.getElementById('root');
if (!container) throw new Error('index.html lacks #root');
createRoot(container, {
  // Errors caught by an error boundary already show a fallback; keep them out of the error log.
  onCaughtError: (error) => console.warn('Recovered from an error in a remote:', error),
}).render(
  <StrictMode>
    <Provider store={store}>
      <App />
    </Provider>
  </StrictMode>,
);
