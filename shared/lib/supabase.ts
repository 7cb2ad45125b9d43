import { createClient, type SupabaseClient, type SupportedStorage } from '@supabase/supabase-js';
import { authStorageKey } from './auth-storage';
import type { Database } from './database-types';

/**
 * Where supabase-js keeps the session: localStorage when the client asked to be remembered (it
 * survives closing the browser), sessionStorage otherwise (it ends with the browser session). A
 * session found at start keeps its place.
 */
export function createSessionStorage(): SupportedStorage & { remember: (remember: boolean) => void } {
  let remembered = !(typeof sessionStorage !== 'undefined' && sessionStorage.getItem(authStorageKey) !== null);
  const stores = () => (remembered ? [localStorage, sessionStorage] : [sessionStorage, localStorage]);
  return {
    getItem: (key) => sessionStorage.getItem(key) ?? localStorage.getItem(key),
    setItem: (key, value) => {
      const [target, other] = stores();
      target!.setItem(key, value);
      other!.removeItem(key);
    },
    removeItem: (key) => {
      localStorage.removeItem(key);
      sessionStorage.removeItem(key);
    },
    remember: (remember) => {
      remembered = remember;
    },
  };
}

/**
 * The page's single Supabase client (created by the shell's auth provider, shared by remotes),
 * typed by the migrations' generated types so `.from()` and `.rpc()` are checked against the schema.
 */
export function createSupabaseClient(url: string, anonKey: string, storage: SupportedStorage): SupabaseClient<Database> {
  return createClient<Database>(url, anonKey, {
    auth: { storageKey: authStorageKey, storage, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
