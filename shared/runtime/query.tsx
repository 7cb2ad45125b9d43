import { useState, type ReactNode } from 'react';
import {
  QueryClient,
  QueryClientProvider,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  type Query,
  type QueryKey,
} from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';

/**
 * The page's server state (TanStack Query). This module is part of the runtime contract, a
 * federation singleton like the auth context, so the shell and every remote see one module and
 * therefore one QueryClient per page; it and @tanstack/react-query (also a singleton the shell
 * provides) load only with a page that reads server state (`lazyServerStatePage`), never on
 * the public pages. On the server each render gets its own client: per-user data must never be
 * shared between requests, and public content is not server state (it is code-split with its
 * remote and read by useLocalizedContent), so nothing is dehydrated into the cached HTML.
 */
export function createQueryClient(): QueryClient {
  return new PageQueryClient({
    defaultOptions: {
      queries: {
        // A screen revisited within half a minute shows what it had; writes invalidate what they change.
        staleTime: 30_000,
        // supabase-js already retries a read that met the network or a 503/520 (three times, as
        // Retry-After says); another layer would multiply the wait before the failure shows
        // (about 24 s). A refusal or bad input answers the same the next time, and Retry,
        // focus and reconnection read again anyway.
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * A QueryClient whose invalidation always reads after the write that asked for it. TanStack Query
 * reuses a query's first read still under way (one with no data yet) instead of starting another,
 * and that read may have begun before the write: a person accepting an invitation while the page
 * still read their memberships got the list from before, and the dashboard said they were in no
 * company. Such reads are cancelled first, so the refetch that follows is a new one.
 */
class PageQueryClient extends QueryClient {
  override async invalidateQueries<TTaggedQueryKey extends QueryKey = QueryKey>(
    filters?: InvalidateQueryFilters<TTaggedQueryKey>,
    options?: InvalidateOptions,
  ): Promise<void> {
    // The queries invalidateQueries goes on to refetch (its own default: the active ones).
    const refetchType = filters?.refetchType ?? filters?.type ?? 'active';
    if (refetchType !== 'none') {
      const refetched = (query: Query) => refetchType === 'all' || query.isActive() === (refetchType === 'active');
      const firstReadUnderWay = (query: Query) => query.state.data === undefined && query.state.fetchStatus === 'fetching';
      await this.cancelQueries({
        ...(filters as InvalidateQueryFilters),
        predicate: (query) => firstReadUnderWay(query) && refetched(query) && (filters?.predicate?.(query as never) ?? true),
      });
    }
    return super.invalidateQueries(filters, options);
  }
}

const browser: { client?: QueryClient; owner?: string | null } = {};

/**
 * The browser's one client, emptied when the signed-in user changes (sign-out, another account)
 * before anything renders with it, so one person's records never show to the next. Idempotent for
 * the same user, so calling it while rendering is safe.
 */
function browserClientFor(owner: string | null): QueryClient {
  if (!browser.client) browser.client = createQueryClient();
  else if (browser.owner !== owner) browser.client.clear();
  browser.owner = owner;
  return browser.client;
}

/** Provides the page's QueryClient. `client` replaces it (tests give each test its own). */
export function ServerStateProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  // On the server: a client for this render only (a render is one request).
  const [renderClient] = useState(() => (typeof window === 'undefined' ? createQueryClient() : undefined));
  const owner = useAuth().session?.user.id ?? null;
  const pageClient = client ?? renderClient ?? browserClientFor(owner);
  return <QueryClientProvider client={pageClient}>{children}</QueryClientProvider>;
}
