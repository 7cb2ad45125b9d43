import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { authStorageKey } from './auth-storage';

/** The page's single Supabase client (created by the shell's auth provider, shared by remotes). */
export function createSupabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { storageKey: authStorageKey, persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
}
