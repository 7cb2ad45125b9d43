import { useCallback, useEffect, useState } from 'react';
import { useAuth } from '@meridian/shared/runtime/auth';
import { loadProposals, type Proposal } from './proposals-data';

export type ProposalsState = { kind: 'loading' } | { kind: 'failed' } | { kind: 'loaded'; proposals: Proposal[] };

/**
 * The client's proposals from the database, for the dashboard's tab, its count and the summary.
 * `reload` fetches them again (after a proposal was sent, or from Retry); a list already shown
 * stays on screen until the new one arrives.
 */
export function useProposals() {
  const { getClient } = useAuth();
  const [state, setState] = useState<ProposalsState>({ kind: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    getClient()
      .then(loadProposals)
      .then((proposals) => current && setState({ kind: 'loaded', proposals }))
      .catch((error: unknown) => {
        console.warn('Proposals could not be loaded', error);
        if (current) setState({ kind: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [getClient, attempt]);

  const reload = useCallback(() => {
    setState((previous) => (previous.kind === 'loaded' ? previous : { kind: 'loading' }));
    setAttempt((count) => count + 1);
  }, []);

  return { state, reload };
}
