import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '@meridian/shared/runtime/auth';
import { createQueryClient, ServerStateProvider } from '@meridian/shared/runtime/query';

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

describe('createQueryClient', () => {
  it('reads again after a write even while the first read, begun before the write, is still under way', async () => {
    let stored = 'before the write';
    let answerFirstRead = () => {};
    const firstReadAnswered = new Promise<void>((resolve) => (answerFirstRead = resolve));
    const queryFn = async () => {
      const read = stored; // what the database held when the request reached it
      await firstReadAnswered;
      return read;
    };
    function Memberships() {
      const { data, isFetching } = useQuery({ queryKey: ['companies', 'mine'], queryFn });
      return <p>{isFetching ? 'reading' : (data ?? 'nothing')}</p>;
    }
    const client = createQueryClient();
    render(
      <QueryClientProvider client={client}>
        <Memberships />
      </QueryClientProvider>,
    );
    expect(screen.getByText('reading')).toBeInTheDocument();

    stored = 'after the write';
    const invalidated = client.invalidateQueries({ queryKey: ['companies', 'mine'] });
    answerFirstRead();
    await invalidated;

    expect(client.getQueryData(['companies', 'mine'])).toBe('after the write');
    await waitFor(() => expect(screen.getByText('after the write')).toBeInTheDocument());
  });

  it('leaves a first read under way alone when nothing is refetched', async () => {
    let answer = (_value: string) => {};
    const client = createQueryClient();
    const read = client.fetchQuery({ queryKey: ['record'], queryFn: () => new Promise<string>((resolve) => (answer = resolve)) });
    // Not observed, so not active: invalidateQueries refetches only active queries by default.
    await client.invalidateQueries({ queryKey: ['record'] });
    answer('the record');
    await expect(read).resolves.toBe('the record');
  });
});
