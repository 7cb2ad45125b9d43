import { startTransition, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue, type AuthStatus } from '@meridian/shared/runtime/auth';
import { hasStoredSession } from '@meridian/shared/lib/auth-storage';
import type { AppConfig } from '@meridian/shared/lib/app-config';
import type { Database } from '@meridian/shared/lib/database-types';

function browserStorages(): Storage[] {
  try {
    return [window.localStorage, window.sessionStorage];
  } catch {
    return [];
  }
}

const storedSessionNow = () => hasStoredSession(browserStorages());

/**
 * Owns the session. The Supabase client is a separate chunk, loaded only when a stored session
 * must be checked or a remote asks for it (sign-in, dashboard), so public pages never wait for it
 * nor download it.
 */
export function AuthProvider({ config, children }: { config: AppConfig | null; children: ReactNode }) {
  // Whether this browser holds a session is unknown on the server and during the hydration of its
  // HTML (null): "loading", which renders nothing personal and redirects nowhere. Right after, a
  // browser without one is "signed-out" and one with one is checked.
  const [storedSession, setStoredSession] = useState<boolean | null>(null);
  // Read after hydration, as a transition. The remote's part of the page may still be server HTML
  // waiting for its code, and it reads this context: an urgent update (useSyncExternalStore's
  // correction after hydration is one) would make React throw that HTML away and render the part
  // afresh (a skeleton flash, the work done twice, and whatever was typed into a form lost). React
  // holds a transition until that part has hydrated.
  useEffect(() => startTransition(() => setStoredSession(storedSessionNow())), []);
  const [known, setStatus] = useState<AuthStatus | null>(null);
  const status: AuthStatus = known ?? (storedSession === false ? 'signed-out' : 'loading');
  const [session, setSession] = useState<Session | null>(null);
  // Until the first status is known, every update of it is a transition too, for the same reason:
  // a stored session's check and the events the client raises while recovering it (SIGNED_IN,
  // INITIAL_SESSION) arrive while the remote's part may still be server HTML (and an urgent one
  // wiped a signed-in client's ticket search typed into it). Later ones (a sign-in, a sign-out)
  // apply at once.
  const settling = useRef(true);
  useEffect(() => {
    if (status !== 'loading') settling.current = false;
  }, [status]);
  const applyStatus = useCallback((next: Session | null) => {
    const apply = () => {
      setSession(next);
      setStatus(next ? 'signed-in' : 'signed-out');
    };
    if (settling.current) startTransition(apply);
    else apply();
  }, []);
  const clientPromise = useRef<Promise<SupabaseClient<Database>> | null>(null);
  const rememberRef = useRef<(remember: boolean) => void>(() => {});

  const getClient = useCallback((): Promise<SupabaseClient<Database>> => {
    if (!config) return Promise.reject(new Error('The site configuration is not loaded, so sign-in is unavailable.'));
    clientPromise.current ??= import('@meridian/shared/lib/supabase').then(({ createSupabaseClient, createSessionStorage }) => {
      const storage = createSessionStorage();
      const client = createSupabaseClient(config.supabaseUrl, config.supabaseAnonKey, storage);
      rememberRef.current = storage.remember;
      client.auth.onAuthStateChange((_event, next) => applyStatus(next));
      return client;
    });
    const pending = clientPromise.current;
    // A failed chunk load may succeed later: do not keep the rejection.
    pending.catch(() => {
      if (clientPromise.current === pending) clientPromise.current = null;
    });
    return pending;
  }, [config, applyStatus]);

  useEffect(() => {
    if (known !== null || storedSession !== true) return;
    getClient()
      .then((client) => client.auth.getSession())
      .then(({ data }) => applyStatus(data.session))
      .catch(() => applyStatus(null));
    // Only the first check; later changes arrive through onAuthStateChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storedSession]);

  const rememberSession = useCallback(
    async (remember: boolean) => {
      await getClient();
      rememberRef.current(remember);
    },
    [getClient],
  );

  const value = useMemo<AuthContextValue>(
    () => ({ status, session, getClient, rememberSession }),
    [status, session, getClient, rememberSession],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
