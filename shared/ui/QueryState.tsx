import type { ReactNode } from 'react';
import { useTranslation } from '@meridian/shared/runtime/i18n';
import { failureKind, failureMessageKey } from '../lib/supabase-errors';

/**
 * The parts of a TanStack Query result this reads. Structural, so this module does not import the
 * library: content pages (which have no server state) use `QueryFailed` without downloading it.
 */
export interface QueryLike<T> {
  status: 'pending' | 'error' | 'success';
  data: T | undefined;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The sentence for a failed read or write, from the one failure vocabulary (`failure.*` in `common`). */
export function useFailureMessage(): (error: unknown) => string {
  const { t } = useTranslation('common');
  return (error) => t(failureMessageKey(failureKind(error)));
}

/** The loading state of a list, panel or page section: skeleton bars, announced politely. */
export function QueryLoading({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation('common');
  return (
    <div className="ui-skeleton py-4" role="status" aria-live="polite" data-testid="query-loading">
      <span className="ui-visually-hidden">{t('loading')}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={index === lines - 1 ? 'ui-skeleton-bar ui-skeleton-short' : 'ui-skeleton-bar'} />
      ))}
    </div>
  );
}

/**
 * The one "could not load, try again" block: what went wrong, announced as an alert, and a Retry
 * button beside it (busy while the retry runs). `message` replaces the failure's own sentence
 * when the screen has a better one.
 */
export function QueryFailed({
  error,
  onRetry,
  retrying = false,
  message,
}: {
  error?: unknown;
  onRetry: () => unknown;
  retrying?: boolean;
  message?: string;
}) {
  const { t } = useTranslation('common');
  const failureMessage = useFailureMessage();
  return (
    <div className="flex flex-wrap items-center gap-3 py-2" data-testid="query-failed">
      <p role="alert" className="ui-field-error mt-0">
        {message ?? failureMessage(error)}
      </p>
      <button
        type="button"
        className="ui-button ui-button-secondary"
        onClick={() => void onRetry()}
        aria-busy={retrying}
        disabled={retrying}
      >
        {retrying ? t('retrying') : t('retry')}
      </button>
    </div>
  );
}

interface QueryStateProps<T> {
  query: QueryLike<T>;
  children: (data: T) => ReactNode;
  /** shown while the first answer is on its way; skeleton bars unless given */
  loading?: ReactNode;
  /** shown instead of `children` when `isEmpty` says the answer has nothing to show */
  empty?: ReactNode;
  /** default: an empty list is empty */
  isEmpty?: (data: T) => boolean;
  /** a better sentence than the failure's own, e.g. "Your projects could not be loaded." */
  failedMessage?: string;
}

const emptyList = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Every screen's loading, empty and failed-with-Retry states, the same everywhere. Data already
 * shown stays when a background refetch fails: the failure shows above it, with Retry.
 */
export function QueryState<T>({ query, children, loading, empty, isEmpty = emptyList, failedMessage }: QueryStateProps<T>) {
  const retry = () => query.refetch();
  const failed = <QueryFailed error={query.error} onRetry={retry} retrying={query.isFetching} message={failedMessage} />;
  if (query.data === undefined) {
    if (query.status === 'error') return failed;
    return <>{loading ?? <QueryLoading />}</>;
  }
  const body = empty !== undefined && isEmpty(query.data) ? empty : children(query.data);
  return (
    <>
      {query.status === 'error' ? failed : null}
      {body}
    </>
  );
}
