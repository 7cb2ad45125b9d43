import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '@meridian/shared/runtime/auth';
import { mfaStatus, type MfaStatus } from './mfa';

/**
 * The second factor's queries. They sit in lib/ rather than a feature's queries.ts because the
 * guards of every signed-in page (ui/RequireSession.tsx, the staff workspace's RequireStaff) ask
 * them, and ui/ and lib/ never import a feature.
 */
export const mfaKeys = { status: ['portal', 'mfa', 'status'] as const };

/**
 * Whether the account has the second factor on and this session passed it: the guards of the
 * signed-in pages ask it on every visit (use-owes-second-factor.ts), and the account page's switch
 * shows it. `options` are the asking screen's (the guards want a fresh answer, and no retries).
 */
export function useMfaStatus(options: { enabled?: boolean; staleTime?: number; retry?: boolean } = {}) {
  const { getClient } = useAuth();
  return useQuery({
    queryKey: mfaKeys.status,
    queryFn: async () => {
      const client = await getClient();
      // The stored session may have ended on the server (signed out elsewhere, password changed):
      // asking for the user then makes supabase-js drop it, and the shell reports "signed-out".
      const [status] = await Promise.all([
        mfaStatus(client),
        Promise.resolve()
          .then(() => client.auth.getUser())
          .catch(() => null),
      ]);
      return status;
    },
    ...options,
  });
}

/** Writes what a confirmed switch (or a pause ending) says the second factor now is. */
export function useSetMfaStatus(): (update: (current: MfaStatus | undefined) => MfaStatus | undefined) => void {
  const queryClient = useQueryClient();
  return useCallback((update) => queryClient.setQueryData<MfaStatus>(mfaKeys.status, update), [queryClient]);
}
