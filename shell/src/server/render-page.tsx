import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
// The static router is the server's alone; the browser's router API stays in runtime/router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router';
import { createStore, Provider } from 'jotai';
import { createNamespaceRegistry, type Language, type NamespaceRegistry } from '@meridian/shared/runtime/i18n';
import { PageHeadCollector, type PageHead } from '@meridian/shared/runtime/page';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import { remoteForPath } from '@meridian/shared/lib/route-table';
import { appConfigAtom } from '../config/app-config';
import { createServerI18n } from '../i18n/i18n';
import { App } from '../app/App';
import { ShellProviders } from '../app/ShellProviders';
import { UnavailableAtRender, type RemoteModule } from '../remotes/load-remote-app';
import type { ServerRenderState } from './render-state';

export interface RenderPageInput {
  /** path and query of the page, e.g. "/services/cloud?lang=id" */
  url: string;
  language: Language;
  /** the runtime configuration, with the remotes' route prefixes */
  config: AppConfig;
  /** the remote's App from its server bundle; rejects when the remote cannot be loaded */
  loadRemote: (remote: string) => Promise<RemoteModule>;
  /** a render still waiting after this long is cut short: what is pending is left to the browser */
  timeoutMs?: number;
  /** the federation manifest of the deployment `loadRemote` gives, which the browser is to hydrate */
  remoteManifest?: ServerRenderState['remoteManifest'];
  /** the translations the deployment `loadRemote` gives registered (shell/src/server/index.ts, createRuntimeScope) */
  namespaces?: NamespaceRegistry;
}

export interface RenderedPage {
  /** the inner HTML of #root */
  html: string;
  /** the title and description the page's usePageMeta set while rendering */
  head: PageHead;
  state: ServerRenderState;
  /** errors React reported while rendering (a boundary then renders in the browser instead) */
  errors: unknown[];
}

function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer | string) => chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
  });
}

/**
 * Renders the page at `url` as the browser would on its first render: the same App, providers
 * and order (see ShellProviders), signed out, the theme left to CSS. It waits for every Suspense
 * boundary (the remote's App, its lazy page, its content), so the HTML is complete, and collects
 * the head while rendering. A remote that cannot be loaded renders its "unavailable" screen, and
 * the state says so, so the browser hydrates that same screen.
 */
export async function renderPage({
  url,
  language,
  config,
  loadRemote,
  timeoutMs = 5_000,
  remoteManifest = null,
  namespaces = createNamespaceRegistry(),
}: RenderPageInput): Promise<RenderedPage> {
  const i18n = await createServerI18n(language, namespaces.backend);
  // Joined as text: a path such as //index.html must not be read as a host name.
  const pathname = new URL(`http://render.invalid${url}`).pathname;
  const remote = remoteForPath(config.routes ?? [], pathname);
  let remoteModule: Promise<RemoteModule> | null = null;
  let unavailableRemote: string | null = null;
  if (remote !== null) {
    try {
      const loaded = await loadRemote(remote);
      remoteModule = Promise.resolve(loaded);
    } catch (error) {
      console.warn(`Server render of ${url}: remote "${remote}" unavailable`, error);
      unavailableRemote = remote;
    }
  }
  // The remote registered its namespace when its module was evaluated; load it now so no
  // translation suspends mid-render.
  await i18n.loadNamespaces(namespaces.namespaces());

  const store = createStore();
  store.set(appConfigAtom, { ok: true, config });
  const head = new PageHeadCollector();
  const errors: unknown[] = [];
  const StaticUrlRouter = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
  const state: ServerRenderState = {
    unavailableRemote,
    remoteManifest: remote !== null && unavailableRemote === null ? remoteManifest : null,
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <ShellProviders
          i18n={i18n}
          head={head}
          loadRemote={(name) =>
            name === remote && remoteModule ? remoteModule : Promise.reject(new Error(`${name} is not this page's remote`))
          }
          unavailableAtRender={new UnavailableAtRender(unavailableRemote)}
        >
          <App Router={StaticUrlRouter} />
        </ShellProviders>
      </Provider>
    </StrictMode>,
    {
      signal: AbortSignal.timeout(timeoutMs),
      onError: (error) => void errors.push(error),
      // Everything is complete before the HTML is written, so every boundary is written in place:
      // no hidden segments moved into place by inline scripts once the page arrives.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    },
  );
  return { html: await streamToString(prelude), head: head.head, state, errors };
}
