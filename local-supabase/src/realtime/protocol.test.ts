/**
 * The WebSocket protocol frame by frame, with a raw client: the handshake's refusals, Phoenix's
 * replies, Realtime's refusal reasons and limits, frames that are not the protocol's, and the
 * server's close. (The supabase-js tests cover what a product sees; these cover what it must not.)
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { signAccessToken, type AccessClaims } from '../auth/tokens.ts';
import { defaultConfig } from '../config.ts';
import { createStandInServer } from '../http/server.ts';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import { RawSocket, eventually } from '../testing/realtime-clients.ts';

let standIn: StandIn;
const sockets: RawSocket[] = [];

/** A raw connection from this machine's address, ended after each test. */
async function openRaw(baseUrl: string, query: string): Promise<RawSocket> {
  const raw = await RawSocket.open(baseUrl, query);
  sockets.push(raw);
  return raw;
}

const anonQuery = () => `apikey=${standIn.config.anonKey}&vsn=2.0.0`;
const joined = (ref: string, topic: string) => [ref, ref, topic, 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }];
const refused = (ref: string, topic: string, reason: string) => [ref, ref, topic, 'phx_reply', { status: 'error', response: { reason } }];

/** The handshake's answer to an upgrade request that is refused. */
function refusal(path: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${standIn.url.replace('http', 'ws')}${path}`);
    socket.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    socket.on('open', () => reject(new Error(`${path} was accepted`)));
    socket.on('error', () => {});
  });
}

beforeAll(async () => {
  standIn = await startStandIn(
    { realtimeLimits: { ...defaultConfig().realtimeLimits, channelsPerClient: 3, joinsPerSecond: 6 } },
    { mailWorker: false },
  );
}, 60_000);

// A full bucket of joins for each test.
beforeEach(() => standIn.advanceRateLimitClock(10_000));

afterEach(() => {
  for (const raw of sockets.splice(0)) raw.terminate();
});

afterAll(() => standIn.stop());

it('refuses an upgrade without the anon or service-role key, for another serializer, and on another path', async () => {
  expect(await refusal('/realtime/v1/websocket?vsn=2.0.0')).toEqual({
    status: 401,
    body: { message: 'No API key found in request', hint: 'No `apikey` request header or url param was found.' },
  });
  expect(await refusal('/realtime/v1/websocket?apikey=not-a-key&vsn=2.0.0')).toEqual({
    status: 401,
    body: { message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' },
  });
  expect(await refusal(`/realtime/v1/websocket?apikey=${standIn.config.anonKey}&vsn=1.0.0`)).toMatchObject({ status: 403 });
  expect(await refusal(`/realtime/v1/other?apikey=${standIn.config.anonKey}&vsn=2.0.0`)).toMatchObject({ status: 404 });
  const service = await openRaw(standIn.url, `apikey=${standIn.config.serviceRoleKey}&vsn=2.0.0`);
  expect(service.socket.readyState).toBe(WebSocket.OPEN);
});

it('answers a heartbeat after ignoring frames that are not vsn 2.0.0', async () => {
  const raw = await openRaw(standIn.url, anonQuery());
  for (const frame of ['not json', '{"an": "object"}', '[1, 2]', '[null, null, 3, "event", {}]']) raw.socket.send(frame);
  for (const frame of [Buffer.from([9, 9]), Buffer.from([3, 200, 0, 0, 0, 0, 1]), Buffer.from([3, 0, 0, 0, 0, 0, 7])])
    raw.socket.send(frame);

  const ref = raw.send(null, 'phoenix', 'heartbeat', {});

  expect(await raw.reply(ref)).toEqual([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
  expect(raw.frames).toHaveLength(1);
});

it('answers a message for a topic it has not joined, and a join outside realtime:, with "unmatched topic"', async () => {
  const raw = await openRaw(standIn.url, anonQuery());
  const unjoined = raw.send('1', 'realtime:nowhere', 'broadcast', { type: 'broadcast', event: 'x', payload: {} });
  const outside = raw.join('elsewhere');
  const unmatched = { status: 'error', response: { reason: 'unmatched topic' } };
  expect(await raw.reply(unjoined)).toEqual([null, unjoined, 'realtime:nowhere', 'phx_reply', unmatched]);
  expect(await raw.reply(outside)).toEqual([null, outside, 'elsewhere', 'phx_reply', unmatched]);
});

it('joins a public channel and leaves it; a second join of a topic closes the first', async () => {
  const raw = await openRaw(standIn.url, anonQuery());
  const first = raw.join('realtime:lobby');
  expect(await raw.reply(first)).toEqual(joined(first, 'realtime:lobby'));
  const second = raw.join('realtime:lobby');
  expect(await raw.reply(second)).toEqual(joined(second, 'realtime:lobby'));
  const leave = raw.send(second, 'realtime:lobby', 'phx_leave', {});
  expect(await raw.reply(leave)).toEqual([second, leave, 'realtime:lobby', 'phx_reply', { status: 'ok', response: {} }]);
  await eventually('the second close', () => raw.frames.length === 5);

  expect(raw.frames).toEqual([
    joined(first, 'realtime:lobby'),
    [first, first, 'realtime:lobby', 'phx_close', {}],
    joined(second, 'realtime:lobby'),
    [second, leave, 'realtime:lobby', 'phx_reply', { status: 'ok', response: {} }],
    [second, second, 'realtime:lobby', 'phx_close', {}],
  ]);
});

it('refuses a join without a topic name, with replay on a public channel, replay params that are not integers or not a time, and Postgres Changes', async () => {
  const raw = await openRaw(standIn.url, anonQuery());
  const noName = raw.join('realtime:');
  const publicReplay = raw.join('realtime:public-replay', { broadcast: { replay: { since: 0 } } });
  const badReplay = raw.join(
    'realtime:bad-replay',
    { private: true, broadcast: { replay: { since: 'yesterday' } } },
    { access_token: standIn.config.serviceRoleKey },
  );
  const farReplay = raw.join(
    'realtime:far-replay',
    { private: true, broadcast: { replay: { since: Number.MIN_SAFE_INTEGER } } },
    { access_token: standIn.config.serviceRoleKey },
  );
  const changes = raw.join('realtime:changes', { postgres_changes: [{ event: '*', schema: 'public', table: 'client_projects' }] });

  expect(await raw.reply(noName)).toEqual(refused(noName, 'realtime:', 'TopicNameRequired: You must provide a topic name'));
  expect(await raw.reply(publicReplay)).toEqual(
    refused(publicReplay, 'realtime:public-replay', 'UnableToReplayMessages: Replay is not allowed for public channels'),
  );
  expect(await raw.reply(badReplay)).toEqual(
    refused(badReplay, 'realtime:bad-replay', 'UnableToReplayMessages: Replay params are not valid'),
  );
  expect(await raw.reply(farReplay)).toEqual(
    refused(farReplay, 'realtime:far-replay', 'UnableToReplayMessages: Realtime was unable to replay messages'),
  );
  expect(await raw.reply(changes)).toMatchObject(
    refused(changes, 'realtime:changes', expect.stringMatching(/^PostgresChangesNotSupported: /)),
  );
});

it('refuses a private join to a validly signed token whose role is not one of the API roles', async () => {
  const now = Math.floor(Date.now() / 1000);
  const superuser = await signAccessToken(
    { role: 'postgres', iat: now, exp: now + 3600 } as unknown as AccessClaims,
    standIn.config.jwtSecret,
  );
  const raw = await openRaw(standIn.url, anonQuery());
  const ref = raw.join('realtime:anything', { private: true }, { access_token: superuser });
  expect(await raw.reply(ref)).toEqual(
    refused(ref, 'realtime:anything', 'Unauthorized: You do not have permissions to read from this Channel topic: anything'),
  );
});

it('relays a JSON broadcast event on a public channel to the other sockets joined to it', async () => {
  const [sender, receiver] = [await openRaw(standIn.url, anonQuery()), await openRaw(standIn.url, anonQuery())];
  const senderJoin = sender.join('realtime:square', { broadcast: { ack: true, self: false } });
  const receiverJoin = receiver.join('realtime:square');
  await sender.reply(senderJoin);
  await receiver.reply(receiverJoin);

  const message = { type: 'broadcast', event: 'wave', payload: { hand: 'left' } };
  const ref = sender.send(senderJoin, 'realtime:square', 'broadcast', message);

  expect(await sender.reply(ref)).toEqual([senderJoin, ref, 'realtime:square', 'phx_reply', { status: 'ok', response: {} }]);
  await eventually('the broadcast', () => receiver.frames.length === 2);
  expect(receiver.frames[1]).toEqual([null, null, 'realtime:square', 'broadcast', message]);
  expect(sender.frames).toHaveLength(2);
});

it('limits the channels of one connection, and the joins per second, with Realtime’s reasons', async () => {
  const first = await openRaw(standIn.url, anonQuery());
  const refs = ['a', 'b', 'c', 'd'].map((name) => first.join(`realtime:${name}`));
  for (const [index, name] of ['a', 'b', 'c'].entries())
    expect(await first.reply(refs[index]!)).toEqual(joined(refs[index]!, `realtime:${name}`));
  expect(await first.reply(refs[3]!)).toEqual(refused(refs[3]!, 'realtime:d', 'ChannelRateLimitReached: Too many channels'));

  // 6 joins a second: the 4 above and 2 here, so the third here is one too many.
  const second = await openRaw(standIn.url, anonQuery());
  const more = ['e', 'f', 'g'].map((name) => second.join(`realtime:${name}`));
  expect(await second.reply(more[1]!)).toEqual(joined(more[1]!, 'realtime:f'));
  expect(await second.reply(more[2]!)).toEqual(refused(more[2]!, 'realtime:g', 'ClientJoinRateLimitReached: Too many joins per second'));
  await eventually('the disconnect', () => second.closeCode !== undefined);
  expect(second.closeCode).toBe(1001);
});

it('closes its WebSockets when the HTTP server closes, going away, and the close completes', async () => {
  const { server } = createStandInServer(defaultConfig({ port: 0 }), standIn.database, { log: () => {} });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const raw = await openRaw(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, anonQuery());
  const ref = raw.join('realtime:closing');
  await raw.reply(ref);

  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  (server as http.Server).closeAllConnections();

  await closed;
  await eventually('the client’s close', () => raw.closeCode !== undefined);
  expect(raw.closeCode).toBe(1001);
});
