import { lazy, type ComponentType } from 'react';

/**
 * A route's page that reads or writes server state: loaded like any lazy page, together with (in
 * parallel, not after it) the runtime's query module, and rendered inside the page's
 * QueryClient. Pages without server state use plain `lazy`, so they never download TanStack Query.
 */
export function lazyServerStatePage(load: () => Promise<{ default: ComponentType }>): ComponentType {
  return lazy(async () => {
    const [page, { ServerStateProvider }] = await Promise.all([load(), import('@meridian/shared/runtime/query')]);
    const Page = page.default;
    function ServerStatePage() {
      return (
        <ServerStateProvider>
          <Page />
        </ServerStateProvider>
      );
    }
    ServerStatePage.displayName = `ServerStatePage(${Page.displayName ?? Page.name})`;
    return { default: ServerStatePage };
  });
}
