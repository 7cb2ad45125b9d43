import { render, screen } from '@testing-library/react';
import { useQueryClient } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { ServerStateProvider } from '@meridian/shared/runtime/query';

const auth = (userId: string | null): AuthContextValue => ({
  status: userId ? 'signed-in' : 'signed-out',
  session: userId ? ({ user: { id: userId } } as Session) : null,
  getClient: () => Promise.reject(new Error('not used')),
  rememberSession: () => Promise.resolve(),
});

function Cached() {
  const client = useQueryClient();
  return <p>{String(client.getQueryData(['portal', 'projects']) ?? 'nothing cached')}</p>;
}

function Page({ userId, seed }: { userId: string | null; seed?: string }) {
  return (
    <AuthContext.Provider value={auth(userId)}>
      <ServerStateProvider>
        <Seed value={seed} />
        <Cached />
      </ServerStateProvider>
    </AuthContext.Provider>
  );
}

function Seed({ value }: { value?: string }) {
  const client = useQueryClient();
  if (value) client.setQueryData(['portal', 'projects'], value);
  return null;
}

describe('ServerStateProvider', () => {
  it('keeps one client for the page, and empties it before another user sees it', () => {
    const { rerender } = render(<Page userId="ana" seed="Ana's projects" />);
    expect(screen.getByText("Ana's projects")).toBeInTheDocument();
    rerender(<Page userId="ana" />);
    expect(screen.getByText("Ana's projects")).toBeInTheDocument();
    rerender(<Page userId={null} />);
    expect(screen.getByText('nothing cached')).toBeInTheDocument();
    rerender(<Page userId="ben" seed="Ben's projects" />);
    rerender(<Page userId="ben" />);
    expect(screen.getByText("Ben's projects")).toBeInTheDocument();
  });
});
