import type { QueryLike } from '@meridian/shared/ui/QueryState';

/**
 * Two reads shown as one (QueryState): loaded when both are, failed when either is (its error),
 * fetching while either is; Retry reads again only what failed, so what loaded is not asked twice.
 */
export function combineQueries<A, B>(first: QueryLike<A>, second: QueryLike<B>): QueryLike<[A, B]> {
  const failed = [first, second].find((query) => query.status === 'error');
  const data: [A, B] | undefined = first.data !== undefined && second.data !== undefined ? [first.data, second.data] : undefined;
  return {
    status: failed ? 'error' : data ? 'success' : 'pending',
    data,
    error: failed?.error ?? null,
    isFetching: first.isFetching || second.isFetching,
    refetch: () => Promise.all([first, second].filter((query) => query.status === 'error').map((query) => query.refetch())),
  };
}
