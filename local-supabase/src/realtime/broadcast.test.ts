/**
 * Broadcast on private channels with the real supabase-js client, authorized by this file's own
 * policies on realtime.messages (members of a topic receive; members allowed to send send), as
 * the product's migrations will do it: from the database with realtime.send and
 * realtime.broadcast_changes, and from client to client.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { defaultConfig } from '../config.ts';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import {
  addMember,
  clientWithToken,
  closeRealtime,
  createMembershipPolicies,
  eventually,
  outcome,
  sendFromDatabase,
  settle,
  signedInClient,
  userToken,
  watch,
} from '../testing/realtime-clients.ts';

const password = 'Rt-pass-1234!';
let standIn: StandIn;
const users = { sender: '', reader: '', outsider: '' };
const emailOf = (name: keyof typeof users) => `rt-broadcast-${name}@example.com`;
const clients: SupabaseClient[] = [];
/** Short, so that a right taken away takes effect within the test; the default is 5 s. */
const policyRecheckMs = 300;

async function signIn(name: keyof typeof users): Promise<SupabaseClient> {
  const client = await signedInClient(standIn, emailOf(name), password);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  standIn = await startStandIn({ realtimeLimits: { ...defaultConfig().realtimeLimits, policyRecheckMs } }, { mailWorker: false });
  for (const name of Object.keys(users) as Array<keyof typeof users>)
    users[name] = await standIn.createConfirmedUser(emailOf(name), password);
  await createMembershipPolicies(standIn, 'rt_broadcast_members');
  for (const topic of ['room-send', 'room-trigger', 'lobby', 'room-refused', 'room-chat', 'room-revoked']) {
    await addMember(standIn, 'rt_broadcast_members', topic, users.sender, true);
    await addMember(standIn, 'rt_broadcast_members', topic, users.reader);
  }
  await standIn.database.asService((tx) =>
    tx.exec(`
      create table public.rt_broadcast_notes (id bigint generated always as identity primary key, topic text not null, body text not null);
      create function public.rt_broadcast_notes_changed() returns trigger language plpgsql security definer set search_path = '' as $$
      begin
        perform realtime.broadcast_changes(new.topic, tg_op, tg_op, tg_table_name, tg_table_schema, new, old);
        return null;
      end
      $$;
      create trigger rt_broadcast_notes_changed after insert or update on public.rt_broadcast_notes
        for each row execute function public.rt_broadcast_notes_changed();
    `),
  );
}, 60_000);

afterEach(async () => {
  await Promise.all(clients.splice(0).map(closeRealtime));
});

afterAll(() => standIn.stop());

it('delivers to a member what a committed transaction sent with realtime.send, and nothing of a rolled-back one', async () => {
  const room = watch((await signIn('reader')).channel('room-send', { config: { private: true } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });

  await standIn.database.asService(async (tx) => {
    await tx.query(`select realtime.send('{"n": 1}', 'note', 'room-send')`);
    await tx.rollback();
  });
  await sendFromDatabase(standIn, 'room-send', 'note', { n: 2 });

  // Delivered in commit order: the rolled-back one would have come first.
  await eventually('the committed broadcast', () => room.received.length > 0);
  await settle();
  expect(room.received).toEqual([
    { type: 'broadcast', event: 'note', payload: { n: 2, id: expect.any(String) }, meta: { id: expect.any(String) } },
  ]);
  expect(room.received[0]!.payload.id).toBe(room.received[0]!.meta!.id);
});

it('delivers a row change a trigger broadcasts with realtime.broadcast_changes', async () => {
  const reader = await signIn('reader');
  const room = watch(reader.channel('room-trigger', { config: { private: true } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });

  const { error } = await reader.from('rt_broadcast_notes').insert({ topic: 'room-trigger', body: 'hello' });
  expect(error).toBeNull();

  await eventually('the trigger’s broadcast', () => room.received.length > 0);
  expect(room.received).toEqual([
    {
      type: 'broadcast',
      event: 'INSERT',
      payload: {
        id: expect.any(String),
        operation: 'INSERT',
        schema: 'public',
        table: 'rt_broadcast_notes',
        record: { id: expect.any(Number), topic: 'room-trigger', body: 'hello' },
        old_record: null,
      },
      meta: { id: expect.any(String) },
    },
  ]);
});

it('delivers a message to the channels of its privacy only', async () => {
  const privateRoom = watch((await signIn('reader')).channel('lobby', { config: { private: true } }));
  const publicRoom = watch((await signIn('reader')).channel('lobby'));
  expect(await outcome(privateRoom)).toEqual({ status: 'SUBSCRIBED' });
  expect(await outcome(publicRoom)).toEqual({ status: 'SUBSCRIBED' });

  await sendFromDatabase(standIn, 'lobby', 'news', { for: 'public' }, false);
  await sendFromDatabase(standIn, 'lobby', 'news', { for: 'private' }, true);

  await eventually('both broadcasts', () => privateRoom.received.length > 0 && publicRoom.received.length > 0);
  await settle();
  expect(privateRoom.received.map((message) => message.payload.for)).toEqual(['private']);
  expect(publicRoom.received.map((message) => message.payload.for)).toEqual(['public']);
});

it('answers the client’s heartbeat', async () => {
  const client = await signIn('reader');
  const room = watch(client.channel('room-send', { config: { private: true } }));
  expect(await outcome(room)).toEqual({ status: 'SUBSCRIBED' });
  const heartbeats: string[] = [];
  client.realtime.onHeartbeat((status) => heartbeats.push(status));

  await client.realtime.sendHeartbeat();

  await eventually('the heartbeat’s answer', () => heartbeats.includes('ok'));
  expect(heartbeats).toEqual(['sent', 'ok']);
});

it('refuses the join of a user the policy does not allow, of the anon key and of an expired token, which receive nothing', async () => {
  const outsider = watch((await signIn('outsider')).channel('room-refused', { config: { private: true } }));
  const anonClient = standIn.client();
  clients.push(anonClient);
  const anon = watch(anonClient.channel('room-refused', { config: { private: true } }));
  const expiredToken = await userToken(standIn, users.reader, -60);
  const expiredClient = await clientWithToken(standIn, () => expiredToken);
  clients.push(expiredClient);
  const expired = watch(expiredClient.channel('room-refused', { config: { private: true } }));
  const member = watch((await signIn('reader')).channel('room-refused', { config: { private: true } }));

  const unauthorized = 'Unauthorized: You do not have permissions to read from this Channel topic: room-refused';
  expect(await outcome(outsider)).toMatchObject({ status: 'CHANNEL_ERROR', error: { message: unauthorized } });
  expect(await outcome(anon)).toMatchObject({ status: 'CHANNEL_ERROR', error: { message: unauthorized } });
  expect(await outcome(expired)).toMatchObject({ status: 'CHANNEL_ERROR' });
  expect(expired.statuses[0]!.error!.message).toMatch(/^InvalidJWTToken: Token has expired (60|61) seconds ago$/);
  expect(await outcome(member)).toEqual({ status: 'SUBSCRIBED' });

  await sendFromDatabase(standIn, 'room-refused', 'secret', { text: 'members only' });
  await eventually('the member’s copy', () => member.received.length > 0);
  await settle();
  expect([outsider.received, anon.received, expired.received]).toEqual([[], [], []]);
});

it('relays a broadcast from a member the INSERT policy allows, with self and ack as configured, and drops one it refuses', async () => {
  const sender = watch((await signIn('sender')).channel('room-chat', { config: { private: true, broadcast: { self: true, ack: true } } }));
  const reader = watch((await signIn('reader')).channel('room-chat', { config: { private: true, broadcast: { ack: true } } }));
  expect(await outcome(sender)).toEqual({ status: 'SUBSCRIBED' });
  expect(await outcome(reader)).toEqual({ status: 'SUBSCRIBED' });

  expect(await sender.channel.send({ type: 'broadcast', event: 'chat', payload: { text: 'hi' } })).toBe('ok');
  expect(await sender.channel.send({ type: 'broadcast', event: 'bytes', payload: new Uint8Array([1, 2, 3]).buffer })).toBe('ok');
  // Refused: Realtime drops it without an answer, so the acknowledgement never comes.
  expect(await reader.channel.send({ type: 'broadcast', event: 'chat', payload: { text: 'refused' } }, { timeout: 1500 })).toBe(
    'timed out',
  );

  await eventually('both of the sender’s broadcasts, on both sides', () => reader.received.length === 2 && sender.received.length === 2);
  await settle();
  expect(reader.received[0]).toEqual({ type: 'broadcast', event: 'chat', payload: { text: 'hi' } });
  expect(reader.received[1]!.event).toBe('bytes');
  expect([...new Uint8Array(reader.received[1]!.payload as unknown as ArrayBuffer)]).toEqual([1, 2, 3]);
  expect(sender.received.map((message) => message.event)).toEqual(['chat', 'bytes']);
});

it('stops relaying the broadcasts of a member whose right to send was taken away, within the policy re-check', async () => {
  const sender = watch((await signIn('sender')).channel('room-revoked', { config: { private: true } }));
  const reader = watch((await signIn('reader')).channel('room-revoked', { config: { private: true } }));
  for (const watched of [sender, reader]) expect(await outcome(watched)).toEqual({ status: 'SUBSCRIBED' });
  await sender.channel.send({ type: 'broadcast', event: 'note', payload: { n: 1 } });
  await eventually('the first broadcast', () => reader.received.length === 1);

  await standIn.database.asService((tx) =>
    tx.query("update public.rt_broadcast_members set may_send = false where topic = 'room-revoked' and user_id = $1", [users.sender]),
  );
  await settle(policyRecheckMs * 3);
  await sender.channel.send({ type: 'broadcast', event: 'note', payload: { n: 2 } });
  await settle();
  expect(reader.received.map((message) => message.payload.n)).toEqual([1]);
  // Still a member: it keeps its channel and what the database sends.
  expect(sender.statuses).toEqual([{ status: 'SUBSCRIBED' }]);
});
