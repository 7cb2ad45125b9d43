import type { ReactNode } from 'react';
import type { i18n } from 'i18next';
import { I18nextProvider } from '@meridian/shared/runtime/i18n';
import { PageHeadContext, type PageHeadCollector } from '@meridian/shared/runtime/page';
import { RemoteLoaderContext, UnavailableAtRenderContext, type RemoteModule, type UnavailableAtRender } from '../remotes/load-remote-app';

export interface ShellProvidersProps {
  i18n: i18n;
  /** the server's head collector; null in the browser, where pages write the head themselves */
  head: PageHeadCollector | null;
  loadRemote: (remote: string) => Promise<RemoteModule>;
  unavailableAtRender: UnavailableAtRender;
  children: ReactNode;
}

/**
 * What differs between the browser and a server render, provided in one place and in the same
 * order on both sides, so the two trees (and the ids React derives from them) are the same.
 */
export function ShellProviders({ i18n, head, loadRemote, unavailableAtRender, children }: ShellProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <PageHeadContext.Provider value={head}>
        <RemoteLoaderContext.Provider value={loadRemote}>
          <UnavailableAtRenderContext.Provider value={unavailableAtRender}>{children}</UnavailableAtRenderContext.Provider>
        </RemoteLoaderContext.Provider>
      </PageHeadContext.Provider>
    </I18nextProvider>
  );
}
