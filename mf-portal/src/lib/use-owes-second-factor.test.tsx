import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { AuthContext } from '@meridian/shared/runtime/auth';
import { testQueryClient } from '@meridian/shared/testing/render-remote';
import { mfaKeys } from './mfa-queries';
import { useOwesSecondFactor } from './use-owes-second-factor';

function renderCheck(check: boolean, rpc: jest.Mock, queryClient: QueryClient = testQueryClient()) {
  const value = {
    status: 'signed-in' as const,
    session: null,
    getClient: async () =>
      ({ rpc, auth: { getUser: jest.fn().mockResolvedValue({ data: {}, error: null }) } }) as unknown as SupabaseClient,
    rememberSession: async () => {},
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
    </QueryClientProvider>
  );
  return renderHook(() => useOwesSecondFactor(check), { wrapper });
}

describe('useOwesSecondFactor', () => {
  it('is null until the server answers, then whether the code is still owed', async () => {
    const { result } = renderCheck(true, jest.fn().mockResolvedValue({ data: { enabled: true, verified: false }, error: null }));
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toBe(true));
  });

  it('owes nothing once the code was entered in this session', async () => {
    const { result } = renderCheck(true, jest.fn().mockResolvedValue({ data: { enabled: true, verified: true }, error: null }));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('waits for a fresh answer rather than one remembered from an earlier visit', async () => {
    // Owed a moment ago (the guard sent the client to the sign-in page); the code was entered since.
    const queryClient = testQueryClient();
    queryClient.setQueryData(mfaKeys.status, { enabled: true, verified: false, lockedUntil: null });
    let answer!: (value: unknown) => void;
    const rpc = jest.fn(() => new Promise((resolve) => (answer = resolve)));
    const { result } = renderCheck(true, rpc, queryClient);
    expect(result.current).toBeNull();
    await waitFor(() => expect(rpc).toHaveBeenCalledWith('mfa_status'));
    answer({ data: { enabled: true, verified: true }, error: null });
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('lets the page load when the check itself fails', async () => {
    const { result } = renderCheck(true, jest.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await waitFor(() => expect(result.current).toBe(false));
  });

  it('asks nothing and stays null while there is nothing to check', async () => {
    const rpc = jest.fn();
    const { result } = renderCheck(false, rpc);
    await Promise.resolve();
    expect(result.current).toBeNull();
    expect(rpc).not.toHaveBeenCalled();
  });
});
