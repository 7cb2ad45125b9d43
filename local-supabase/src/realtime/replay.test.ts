/**
 * Replay (`config.broadcast.replay`): a private channel's join is followed by the topic's stored
 * broadcasts since a time, marked as replayed. This is how a client whose socket dropped gets what
 * was sent while it was away: supabase-js reconnects and rejoins with the same join payload.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import {
  addMember,
  closeRealtime,
  createMembershipPolicies,
  eventually,
  outcome,
  sendFromDatabase,
  settle,
  signedInClient,
  watch,
} from '../testing/realtime-clients.ts';

const password = 'Rt-pass-1234!';
const table = 'rt_replay_members';
let standIn: StandIn;
let client: SupabaseClient;

beforeAll(async () => {
  standIn = await startStandIn({}, { mailWorker: false });
  const member = await standIn.createConfirmedUser('rt-replay-member@example.com', password);
  await createMembershipPolicies(standIn, table);
  for (const topic of ['room-dropped', 'room-limit']) await addMember(standIn, table, topic, member);
}, 60_000);

beforeEach(async () => {
  client = await signedInClient(standIn, 'rt-replay-member@example.com', password);
});

afterEach(() => closeRealtime(client));

afterAll(() => standIn.stop());

/** What a channel received, as [n, replayed] pairs. */
const seen = (received: Array<{ payload: Record<string, unknown>; meta?: { replayed?: boolean } }>) =>
  received.map((message) => [message.payload.n, message.meta?.replayed ?? false]);

it('gives a client whose socket was dropped what was sent before it rejoined, replayed', async () => {
  const room = watch(client.channel('room-dropped', { config: { private: true, broadcast: { replay: { since: Date.now() } } } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });
  await sendFromDatabase(standIn, 'room-dropped', 'note', { n: 1 });
  await eventually('the first broadcast', () => room.received.length === 1);

  standIn.realtime.dropConnections();
  await eventually('the client to notice', () => !client.realtime.isConnected());
  await sendFromDatabase(standIn, 'room-dropped', 'note', { n: 2 });
  // supabase-js reconnects after a second, rejoins, and the join replays since the same time.
  await eventually('the replay', () => room.received.length === 3);
  await sendFromDatabase(standIn, 'room-dropped', 'note', { n: 3 });
  await eventually('the broadcast after the rejoin', () => room.received.length === 4);

  expect(seen(room.received)).toEqual([
    [1, false],
    [1, true],
    [2, true],
    [3, false],
  ]);
  const replayed = room.received[2]!;
  expect(replayed.meta).toEqual({ replayed: true, id: replayed.payload.id });
});

it('replays at most the limit: the newest broadcasts since the time given, oldest first', async () => {
  await sendFromDatabase(standIn, 'room-limit', 'note', { n: 0 });
  await settle(20);
  const since = Date.now();
  await settle(20);
  for (let n = 1; n <= 5; n++) await sendFromDatabase(standIn, 'room-limit', 'note', { n });

  const room = watch(client.channel('room-limit', { config: { private: true, broadcast: { replay: { since, limit: 3 } } } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });

  await eventually('the replay', () => room.received.length === 3);
  await settle();
  expect(seen(room.received)).toEqual([
    [3, true],
    [4, true],
    [5, true],
  ]);
});
