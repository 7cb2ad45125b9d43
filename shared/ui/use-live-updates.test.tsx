import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Session } from '@supabase/supabase-js';
import { AuthContext, type AuthContextValue } from '../runtime/auth';
import { fakeSupabase } from '../testing/fake-supabase';
import { liveTopics, useLiveUpdates } from './use-live-updates';

function setup(status: AuthContextValue['status']) {
  const fake = fakeSupabase({ respond: () => ({ data: [] }) });
  const queryClient = new QueryClient();
  const invalidated: unknown[] = [];
  jest.spyOn(queryClient, 'invalidateQueries').mockImplementation(async (filters) => {
    invalidated.push(filters?.queryKey);
  });
  const auth = {
    status,
    session: status === 'signed-in' ? ({ user: { id: 'u1' } } as Session) : null,
    getClient: async () => fake.client,
  } as unknown as AuthContextValue;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AuthContext.Provider value={auth}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </AuthContext.Provider>
  );
  return { fake, invalidated, wrapper };
}

describe('useLiveUpdates', () => {
  it('joins each topic as a private channel and reads the keys again on a broadcast and on every (re)join', async () => {
    const { fake, invalidated, wrapper } = setup('signed-in');
    renderHook(() => useLiveUpdates([liveTopics.company('c1'), liveTopics.staffTickets], [['a'], ['b']]), { wrapper });
    await waitFor(() => expect(fake.channels.map((channel) => channel.topic)).toEqual(['company:c1', 'staff:tickets']));
    expect(fake.channels.every((channel) => JSON.stringify(channel.options) === '{"config":{"private":true}}')).toBe(true);
    // The first join reads again what may have changed before it.
    expect(invalidated).toEqual([['a'], ['b'], ['a'], ['b']]);
    invalidated.length = 0;
    act(() => fake.channels[0]!.broadcast('updated', { number: 1001 }));
    expect(invalidated).toEqual([['a'], ['b']]);
    invalidated.length = 0;
    // A join after a dropped connection: what was missed meanwhile is read.
    act(() => fake.channels[1]!.joined());
    expect(invalidated).toEqual([['a'], ['b']]);
  });

  it('leaves its channels when the page goes, and joins nothing for a visitor or an unknown topic', async () => {
    const signedIn = setup('signed-in');
    const { unmount } = renderHook(() => useLiveUpdates([liveTopics.ticket('t1'), undefined], [['a']]), { wrapper: signedIn.wrapper });
    await waitFor(() => expect(signedIn.fake.channels).toHaveLength(1));
    unmount();
    expect(signedIn.fake.channels[0]!.left).toBe(true);

    const visitor = setup('signed-out');
    renderHook(() => useLiveUpdates([liveTopics.ticket('t1')], [['a']]), { wrapper: visitor.wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(visitor.fake.channels).toEqual([]);
  });

  it("joins a public channel for anyone on a topic whose messages say nothing (a visitor's live chat)", async () => {
    const { fake, invalidated, wrapper } = setup('signed-out');
    renderHook(() => useLiveUpdates(['chat:c1'], [['chat']], { visitors: true }), { wrapper });
    await waitFor(() => expect(fake.channels.map((channel) => [channel.topic, channel.options])).toEqual([['chat:c1', undefined]]));
    invalidated.length = 0;
    act(() => fake.channels[0]!.broadcast('changed'));
    expect(invalidated).toEqual([['chat']]);
  });
});
