/**
 * A joined private channel lives as long as its token: a new token (a refreshed session, or
 * setAuth) is verified and authorized again, and a channel whose token expires or is no longer
 * allowed is ended with Realtime's `system` error, then closed.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import {
  addMember,
  clientWithToken,
  closeRealtime,
  createMembershipPolicies,
  eventually,
  outcome,
  pushTimeoutMs,
  sendFromDatabase,
  settle,
  signedInClient,
  userToken,
  watch,
  type Watched,
} from '../testing/realtime-clients.ts';

const password = 'Rt-pass-1234!';
const table = 'rt_token_members';
let standIn: StandIn;
let member: string;
let outsider: string;
const clients: SupabaseClient[] = [];

/** A client on `topic`'s private channel whose token is `token.value`, once subscribed. */
async function joinWithToken(topic: string, token: { value: string }): Promise<{ client: SupabaseClient; room: Watched }> {
  const client = await clientWithToken(standIn, () => token.value);
  clients.push(client);
  const room = watch(client.channel(topic, { config: { private: true } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });
  return { client, room };
}

/** Realtime's end of a channel: its `system` error, then the close supabase-js reports. */
async function expectShutDown(room: Watched, topic: string, message: string | RegExp): Promise<void> {
  await eventually('the channel’s close', () => room.statuses.some(({ status }) => status === 'CLOSED'));
  expect(room.system).toEqual([{ message: expect.stringMatching(message), status: 'error', extension: 'system', channel: topic }]);
}

const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

beforeAll(async () => {
  standIn = await startStandIn({}, { mailWorker: false });
  member = await standIn.createConfirmedUser('rt-token-member@example.com', password);
  outsider = await standIn.createConfirmedUser('rt-token-outsider@example.com', password);
  await createMembershipPolicies(standIn, table);
  for (const topic of ['room-expiry', 'room-renewed', 'room-revoked-token', 'room-expired-token', 'room-garbage-token', 'room-session'])
    await addMember(standIn, table, topic, member);
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeRealtime));
});

afterAll(async () => {
  await settle(pushTimeoutMs);
  await standIn.stop();
});

it('closes a channel when its token expires', async () => {
  const { room } = await joinWithToken('room-expiry', { value: await userToken(standIn, member, 2) });

  await expectShutDown(room, 'room-expiry', /^Token has expired [01] seconds ago$/);

  await sendFromDatabase(standIn, 'room-expiry', 'note', { after: 'close' });
  await settle();
  expect(room.received).toEqual([]);
});

it('keeps a channel whose token is renewed before it expires', async () => {
  const token = { value: await userToken(standIn, member, 2) };
  const { client, room } = await joinWithToken('room-renewed', token);

  token.value = await userToken(standIn, member, 3600);
  await client.realtime.setAuth();
  // Past the first token's expiry: the channel lives on the second.
  await settle(3000);
  await sendFromDatabase(standIn, 'room-renewed', 'note', { still: 'here' });

  await eventually('the broadcast', () => room.received.length > 0);
  expect(room.received[0]!.payload).toMatchObject({ still: 'here' });
  expect(room.system).toEqual([]);
  expect(room.statuses).toEqual([{ status: 'SUBSCRIBED' }]);
});

it.each([
  [
    'of a user the policy does not allow',
    'room-revoked-token',
    () => userToken(standIn, outsider, 3600),
    exactly('You do not have permissions to read from this Channel topic: room-revoked-token'),
  ],
  ['that has expired', 'room-expired-token', () => userToken(standIn, member, -60), /^Token has expired (60|61) seconds ago$/],
  ['that is not a JWT', 'room-garbage-token', async () => 'not-a-jwt', exactly('The token provided is not a valid JWT')],
])('closes a channel given a new token %s', async (_label, topic, newToken, message) => {
  const token = { value: await userToken(standIn, member, 3600) };
  const { client, room } = await joinWithToken(topic, token);

  token.value = await newToken();
  await client.realtime.setAuth();

  await expectShutDown(room, topic, message);
  await sendFromDatabase(standIn, topic, 'note', { after: 'close' });
  await settle();
  expect(room.received).toEqual([]);
});

it('authorizes a refreshed session again: kept while the user is a member, closed once the membership is gone', async () => {
  const client = await signedInClient(standIn, 'rt-token-member@example.com', password);
  clients.push(client);
  const room = watch(client.channel('room-session', { config: { private: true } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });

  // A token is signed per second: a refresh within the same second could hand out the same one.
  await settle(1100);
  expect((await client.auth.refreshSession()).error).toBeNull();
  await sendFromDatabase(standIn, 'room-session', 'note', { n: 1 });
  await eventually('the broadcast after the refresh', () => room.received.length === 1);

  await standIn.database.asService((tx) => tx.query(`delete from public.${table} where topic = 'room-session'`));
  await settle(1100);
  expect((await client.auth.refreshSession()).error).toBeNull();

  await expectShutDown(room, 'room-session', exactly('You do not have permissions to read from this Channel topic: room-session'));
});
