import type { Metric } from 'web-vitals';
import { consentKey } from './consent';

type Callback = (metric: Metric) => void;
const vitals: Record<string, Callback[]> = {};
jest.mock('web-vitals', () => ({
  onLCP: (callback: Callback) => (vitals.LCP ??= []).push(callback),
  onINP: (callback: Callback) => (vitals.INP ??= []).push(callback),
  onCLS: (callback: Callback) => (vitals.CLS ??= []).push(callback),
}));

// The pinned rendered deployment registers with the federation runtime; only its bookkeeping matters here.
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

const config = {
  supabaseUrl: 'https://abc.supabase.co',
  supabaseAnonKey: 'anon',
  remotes: { services: 'https://cdn.example.com/services/mf-manifest.json' },
  routes: [
    { remote: 'marketing', prefixes: ['/'] },
    { remote: 'services', prefixes: ['/services'] },
  ],
  contact: { phone: '+62', email: 'support@example.com' },
};

let beacons: Array<{ url: string; body: unknown }>;
let reporting: typeof import('./browser-reports');
let pinning: typeof import('../remotes/rendered-remote');
let stop = () => undefined as void;

function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
}
const sentReports = () => beacons.flatMap(({ body }) => (body as { reports: Array<Record<string, unknown>> }).reports);
const metric = (name: string, value: number) => ({ name, value, rating: 'good' }) as Metric;
/** Lets the lazy import of web-vitals settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(vitals)) delete vitals[name];
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, body: JSON.parse(body) });
      return true;
    },
  });
  // jsdom has no User Timing; browsers all do.
  Object.defineProperty(performance, 'mark', { configurable: true, value: jest.fn() });
  window.history.replaceState(null, '', '/services/web?email=jane%40example.com#token=abc');
  jest.isolateModules(() => {
    reporting = jest.requireActual('./browser-reports');
    pinning = jest.requireActual('../remotes/rendered-remote');
  });
});

afterEach(() => stop());

describe('browser reports', () => {
  it('sends a failed remote load, named, when the page is hidden, to /api/reports', () => {
    stop = reporting.startReporting(config);
    reporting.reportRemoteLoad('services');
    expect(beacons).toEqual([]);
    hide();
    expect(beacons).toEqual([
      { url: '/api/reports', body: { reports: [{ kind: 'remote-load', remote: 'services', path: '/services/web' }] } },
    ]);
  });

  it('names the remote an error came from, and sends no message', () => {
    stop = reporting.startReporting(config);
    const error = new TypeError('jane@example.com is not a function');
    error.stack = `TypeError: ${error.message}\n    at f (https://cdn.example.com/services/App.0123456789.js:3:4)`;
    window.history.replaceState(null, '', '/about');
    reporting.reportThrown(error, 'uncaught');
    window.dispatchEvent(new ErrorEvent('error', { error, filename: 'https://www.example.com/main.0123456789.js', lineno: 1, colno: 1 }));
    reporting.reportHydrationError(new Error('Minified React error #418; visit https://react.dev/errors/418'));
    window.dispatchEvent(
      new ErrorEvent('error', { error: null, filename: 'https://cdn.example.com/services/x.0123456789.js?v=2', lineno: 1, colno: 2 }),
    );
    const { RemoteUnavailableError } = jest.requireActual('../remotes/load-remote-app');
    reporting.reportThrown(new RemoteUnavailableError('services', new Error('down')), 'caught');
    hide();
    expect(sentReports()).toEqual([
      { kind: 'error', source: 'uncaught', remote: 'services', path: '/about', name: 'TypeError', frame: 'App.0123456789.js:3:4' },
      { kind: 'hydration', remote: 'marketing', path: '/about', name: 'Error', code: 418 },
      { kind: 'error', source: 'window', remote: 'services', path: '/about', frame: 'x.0123456789.js:1:2' },
    ]);
    expect(JSON.stringify(beacons)).not.toMatch(/jane|email|token|\?/);
  });

  it("carries the release of the report's remote this visitor is served, when the configuration names it", async () => {
    localStorage.setItem(consentKey, JSON.stringify({ analytics: true }));
    stop = reporting.startReporting({ ...config, versions: { services: '4f0c2a91b3' } });
    await settle();
    reporting.reportRemoteLoad('services');
    reporting.reportRemoteLoad('marketing');
    window.history.replaceState(null, '', '/about');
    reporting.reportThrown(new Error('no frames'), 'caught');
    vitals.LCP![0]!(metric('LCP', 1800));
    hide();
    expect(sentReports()).toEqual([
      { kind: 'remote-load', remote: 'services', path: '/services/web', version: '4f0c2a91b3' },
      { kind: 'remote-load', remote: 'marketing', path: '/services/web' },
      { kind: 'error', source: 'caught', remote: 'marketing', path: '/about', name: 'Error' },
      { kind: 'vital', remote: 'services', path: '/services/web', name: 'LCP', value: 1800, rating: 'good', version: '4f0c2a91b3' },
    ]);
  });

  it('carries the release the page was rendered with for its remote when the configuration names another by then, until that one is loaded instead', () => {
    const folder = 'https://cdn.example.com/services';
    // Rendered with the canary; the canary was rolled back before the page read /app-config.json.
    const rolledBack = { ...config, remotes: { services: `${folder}/live-one/mf-manifest.json` }, versions: { services: 'live-one' } };
    pinning.pinRenderedDeployment(
      { remote: 'services', version: 'canary-two', url: `${folder}/canary-two/mf-manifest.json`, manifest: {} },
      rolledBack.remotes,
    );
    stop = reporting.startReporting(rolledBack);
    reporting.reportHydrationError(new Error('Minified React error #418'));
    reporting.reportRemoteLoad('marketing');
    hide();
    expect(sentReports()).toEqual([
      { kind: 'hydration', remote: 'services', path: '/services/web', name: 'Error', code: 418, version: 'canary-two' },
      { kind: 'remote-load', remote: 'marketing', path: '/services/web' },
    ]);
    // The rendered release's files are gone: the page loads the configured one and reports under it.
    beacons = [];
    pinning.leaveRenderedDeployment('services');
    reporting.reportRemoteLoad('services');
    hide();
    expect(sentReports()).toEqual([{ kind: 'remote-load', remote: 'services', path: '/services/web', version: 'live-one' }]);
  });

  it('measures no Web Vitals without analytics consent', async () => {
    stop = reporting.startReporting(config);
    await settle();
    expect(vitals).toEqual({});
    hide();
    expect(beacons).toEqual([]);
  });

  it('measures Web Vitals once analytics are allowed, and stops sending them once withdrawn', async () => {
    localStorage.setItem(consentKey, JSON.stringify({ analytics: true }));
    stop = reporting.startReporting(config);
    await settle();
    expect(Object.keys(vitals).sort()).toEqual(['CLS', 'INP', 'LCP']);
    expect(performance.mark).toHaveBeenCalledWith('meridian:web-vitals');
    vitals.LCP![0]!(metric('LCP', 1800));
    vitals.CLS![0]!(metric('CLS', 0.02));
    hide();
    expect(sentReports()).toEqual([
      { kind: 'vital', remote: 'services', path: '/services/web', name: 'LCP', value: 1800, rating: 'good' },
      { kind: 'vital', remote: 'services', path: '/services/web', name: 'CLS', value: 0.02, rating: 'good' },
    ]);

    beacons = [];
    vitals.INP![0]!(metric('INP', 80));
    localStorage.setItem(consentKey, JSON.stringify({ analytics: false }));
    document.body.click();
    vitals.CLS![0]!(metric('CLS', 0.03));
    hide();
    expect(beacons).toEqual([]);
  });

  it('starts measuring when consent is given later on the same page, once', async () => {
    stop = reporting.startReporting(config);
    await settle();
    expect(vitals).toEqual({});
    localStorage.setItem(consentKey, JSON.stringify({ analytics: true }));
    document.body.click();
    await settle();
    localStorage.setItem(consentKey, JSON.stringify({ analytics: false }));
    document.body.click();
    localStorage.setItem(consentKey, JSON.stringify({ analytics: true }));
    document.body.click();
    await settle();
    expect(Object.values(vitals).map((callbacks) => callbacks.length)).toEqual([1, 1, 1]);
    vitals.INP![0]!(metric('INP', 120));
    hide();
    expect(sentReports()).toEqual([{ kind: 'vital', remote: 'services', path: '/services/web', name: 'INP', value: 120, rating: 'good' }]);
  });
});
