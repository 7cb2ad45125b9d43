import { createContext, useContext } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@meridian/shared/lib/database-types';

/**
 * The shell's authentication context. `status` is "loading" while a stored session is being
 * checked, and in server-rendered HTML (which is the same for every visitor) until it is hydrated;
 * visitors without a stored session are then "signed-out" at once and never download the Supabase client.
 */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthContextValue {
  status: AuthStatus;
  session: Session | null;
  /** Loads the single Supabase client on demand (code-split; shared by every remote). */
  getClient: () => Promise<SupabaseClient<Database>>;
  /** Before signing in: keep the session after the browser closes (true) or only for this browser session. */
  rememberSession: (remember: boolean) => Promise<void>;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error("useAuth must be used inside the shell's <AuthProvider>.");
  return value;
}
