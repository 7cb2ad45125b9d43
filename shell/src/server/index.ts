/**
 * Entry of the shell's server bundle (dist/server/, built by shared/build/webpack-config.ts), which
 * the shell's HTTP server loads to render pages (server/page-renderer.ts).
 */
import * as auth from '@meridian/shared/runtime/auth';
import * as company from '@meridian/shared/runtime/company';
import * as config from '@meridian/shared/runtime/config';
import * as events from '@meridian/shared/runtime/events';
import * as i18n from '@meridian/shared/runtime/i18n';
import * as page from '@meridian/shared/runtime/page';
import * as query from '@meridian/shared/runtime/query';
import * as router from '@meridian/shared/runtime/router';

export { renderPage, type RenderPageInput, type RenderedPage } from './render-page';
export { renderStateScript } from './render-state';

/**
 * The runtime contract as this bundle holds it. A remote's server bundle leaves these imports to
 * the server (shared/build/federation.ts, serverSharedRequest), which hands it these very modules,
 * so the shell and every remote share one set of contexts and registries, as in the browser.
 */
const runtimeModules: Record<string, unknown> = {
  '@meridian/shared/runtime/auth': auth,
  '@meridian/shared/runtime/company': company,
  '@meridian/shared/runtime/config': config,
  '@meridian/shared/runtime/events': events,
  '@meridian/shared/runtime/i18n': i18n,
  '@meridian/shared/runtime/page': page,
  '@meridian/shared/runtime/query': query,
  '@meridian/shared/runtime/router': router,
};

/** What one evaluation of a remote's server bundle is handed, and what it registers. */
export interface RuntimeScope {
  modules: Record<string, unknown>;
  /** the namespaces this deployment registers as it is evaluated: renderPage's `namespaces` */
  namespaces: i18n.NamespaceRegistry;
}

/**
 * The runtime modules for one deployment of a remote (server/remote-server-bundles.ts evaluates
 * each with its own): the shared ones, except that its translations are registered apart. During a
 * canary this process evaluates two versions of one remote, both registering the same namespace,
 * and each page must be rendered with the copy of the version it renders.
 */
export function createRuntimeScope(): RuntimeScope {
  const namespaces = i18n.createNamespaceRegistry();
  return {
    modules: { ...runtimeModules, '@meridian/shared/runtime/i18n': { ...i18n, registerNamespace: namespaces.register } },
    namespaces,
  };
}
export { documentHead } from './document-head';
