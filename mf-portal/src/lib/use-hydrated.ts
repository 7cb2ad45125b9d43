import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and while the page hydrates, true from then on (and at once on a page the
 * browser renders itself). What only the browser knows (the address's fragment, the history
 * state) is read behind it, so the hydrating render matches the server's HTML and React renders
 * again with the browser's values right after, with no mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
