import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadStaffClients, type StaffClient } from './staff-clients';

export type StaffClientsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; clients: StaffClient[] };

/**
 * The client accounts, for the pages that name a client by e-mail. `retry` loads them again (a
 * list already shown stays until the new one arrives); `emailOf` is undefined until they are
 * loaded, or for an id that is no client (a staff account).
 */
export function useStaffClients(): {
  state: StaffClientsState;
  retry: () => void;
  emailOf: (id: string) => string | undefined;
} {
  const { getClient } = useAuth();
  const [state, setState] = useState<StaffClientsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadStaffClients)
      .then((clients) => current && setState({ kind: 'loaded', clients }))
      .catch((error: unknown) => {
        console.warn('The client accounts could not be loaded', error);
        if (current) setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const retry = useCallback(() => {
    setState((previous) => (previous.kind === 'loaded' ? previous : { kind: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);

  const emails = useMemo(
    () => new Map(state.kind === 'loaded' ? state.clients.map((client) => [client.id, client.email] as const) : []),
    [state],
  );
  const emailOf = useCallback((id: string) => emails.get(id), [emails]);

  return { state, retry, emailOf };
}
