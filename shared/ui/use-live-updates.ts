import { useEffect } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { useAuth } from '@meridian/shared/runtime/auth';

/**
 * The live topics the database broadcasts on when a ticket changes
 * (supabase/migrations/20261127000200_response_targets_live.sql): a message says only which
 * ticket changed, and whoever may join the topic reads the change through the API, under
 * row-level security, as they read anything else.
 */
export const liveTopics = {
  ticket: (ticketId: string) => `ticket:${ticketId}`,
  company: (companyId: string) => `company:${companyId}`,
  staffTickets: 'staff:tickets',
} as const;

/**
 * Reads `queryKeys` again whenever something is broadcast on one of `topics` (private Realtime
 * channels, joined with the signed-in user's token), and each time a channel is joined: the first
 * join and every join after a dropped connection, so what was missed while away is read too.
 * Nothing is joined for a visitor or while a topic is not known yet (undefined). `visitors` joins
 * public channels instead, signed in or not: for topics whose messages say nothing (a live chat's).
 */
export function useLiveUpdates(
  topics: readonly (string | undefined)[],
  queryKeys: readonly QueryKey[],
  { visitors = false }: { visitors?: boolean } = {},
): void {
  const { status, getClient } = useAuth();
  const queryClient = useQueryClient();
  const topicList = topics.filter((topic): topic is string => Boolean(topic)).join(' ');
  const keyList = JSON.stringify(queryKeys);
  useEffect(() => {
    if ((!visitors && status !== 'signed-in') || topicList === '') return;
    const keys = JSON.parse(keyList) as QueryKey[];
    const readAgain = () => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    let client: SupabaseClient | undefined;
    let left = false;
    const channels: RealtimeChannel[] = [];
    void (async () => {
      client = await getClient();
      // A private channel's join carries the token: make sure the socket has the session's.
      await client.realtime.setAuth();
      if (left) return;
      for (const topic of topicList.split(' ')) {
        const channel = visitors ? client.channel(topic) : client.channel(topic, { config: { private: true } });
        channel.on('broadcast', { event: '*' }, readAgain).subscribe((state) => {
          if (state === 'SUBSCRIBED') readAgain();
        });
        channels.push(channel);
      }
    })();
    return () => {
      left = true;
      for (const channel of channels) void client?.removeChannel(channel);
    };
  }, [status, getClient, queryClient, topicList, keyList, visitors]);
}
