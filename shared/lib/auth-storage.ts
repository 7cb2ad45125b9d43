/**
 * Where supabase-js keeps the session. Kept apart from the client factory so the shell can tell
 * "no session" without downloading the Supabase client.
 */
export const authStorageKey = 'meridian.auth';

export function hasStoredSession(storages: ReadonlyArray<Pick<Storage, 'getItem'>>): boolean {
  return storages.some((storage) => {
    try {
      return storage.getItem(authStorageKey) !== null;
    } catch {
      return false;
    }
  });
}
