import { createClient, type SupabaseClient } from '@supabase/supabase-js';

/** Where supabase-js keeps the session; fixed so the shell can tell "no session" without loading it. */
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

/** The page's single Supabase client (created by the shell's auth provider, shared by remotes). */
export function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { storageKey: authStorageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
