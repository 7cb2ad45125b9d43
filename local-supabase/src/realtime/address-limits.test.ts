/**
 * Realtime's limits are counted per client address, so a flood from one address does nothing to a
 * client at another (hosted Realtime counts joins and messages per project); a socket that sends
 * nothing is closed after the idle timeout (Phoenix's 60 s; short here); and one address may keep
 * only so many sockets open. Each client is a raw socket from a loopback address of its own.
 */
import WebSocket from 'ws';
import { defaultConfig } from '../config.ts';
import { startStandIn, type StandIn } from '../testing/harness.ts';
import { RawSocket, eventually, settle } from '../testing/realtime-clients.ts';

const limits = {
  ...defaultConfig().realtimeLimits,
  joinsPerSecond: 5,
  messagesPerSecond: 5,
  socketsPerAddress: 3,
  idleTimeoutMs: 1000,
};
/** Well inside the idle timeout, as realtime-js's 25 s are inside Phoenix's 60 s. */
const heartbeatMs = 150;

let standIn: StandIn;
const sockets: RawSocket[] = [];

const anonQuery = () => `apikey=${standIn.config.anonKey}&vsn=2.0.0`;

/** A raw socket from `localAddress` that heartbeats unless told `silent`; ended after each test. */
async function openFrom(localAddress: string, { silent = false } = {}): Promise<RawSocket> {
  const raw = await RawSocket.open(standIn.url, anonQuery(), { localAddress, ...(silent ? {} : { heartbeatMs }) });
  sockets.push(raw);
  return raw;
}

/** The status of an upgrade from `localAddress` that the stand-in refuses, with its body. */
function refusedUpgrade(localAddress: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${standIn.url.replace('http', 'ws')}/realtime/v1/websocket?${anonQuery()}`, { localAddress });
    socket.on('unexpected-response', (_request, response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    socket.on('open', () => {
      socket.terminate();
      reject(new Error(`an upgrade from ${localAddress} was accepted`));
    });
    socket.on('error', () => {});
  });
}

const joined = (ref: string, topic: string) => [ref, ref, topic, 'phx_reply', { status: 'ok', response: { postgres_changes: [] } }];
const isFrame = (event: string) => (frame: unknown) => Array.isArray(frame) && frame[3] === event;

beforeAll(async () => {
  standIn = await startStandIn({ realtimeLimits: limits }, { mailWorker: false });
}, 60_000);

// Full buckets for each test.
beforeEach(() => standIn.advanceRateLimitClock(10_000));

afterEach(async () => {
  for (const raw of sockets.splice(0)) raw.terminate();
  // The stand-in counts a socket until its TCP connection has closed on its side too.
  await settle(100);
});

afterAll(() => standIn.stop());

it('refuses a join flood and disconnects the flooding address only: a client at another address joins and stays', async () => {
  const flooder = await openFrom('127.0.0.2');
  const refs = Array.from({ length: limits.joinsPerSecond + 3 }, (_, index) => flooder.join(`realtime:flood-${index}`));
  const last = refs[limits.joinsPerSecond]!;
  expect(await flooder.reply(last)).toEqual([
    last,
    last,
    `realtime:flood-${limits.joinsPerSecond}`,
    'phx_reply',
    { status: 'error', response: { reason: 'ClientJoinRateLimitReached: Too many joins per second' } },
  ]);
  await eventually('the flooder’s disconnect', () => flooder.closeCode !== undefined);
  expect(flooder.closeCode).toBe(1001);

  // Within the same second, from another address.
  const victim = await openFrom('127.0.0.3');
  const ref = victim.join('realtime:lobby');
  expect(await victim.reply(ref)).toEqual(joined(ref, 'realtime:lobby'));
  await settle(300);
  expect(victim.closeCode).toBeUndefined();
});

it('ends the channel of an address that sends too many messages a second, and only that one', async () => {
  const [flooder, victim, listener] = [await openFrom('127.0.0.2'), await openFrom('127.0.0.3'), await openFrom('127.0.0.4')];
  const flooderJoin = flooder.join('realtime:square');
  const victimJoin = victim.join('realtime:square', { broadcast: { ack: true, self: false } });
  const listenerJoin = listener.join('realtime:square');
  for (const [raw, ref] of [
    [flooder, flooderJoin],
    [victim, victimJoin],
    [listener, listenerJoin],
  ] as const)
    expect(await raw.reply(ref)).toEqual(joined(ref, 'realtime:square'));

  for (let index = 0; index < limits.messagesPerSecond + 3; index += 1)
    flooder.send(flooderJoin, 'realtime:square', 'broadcast', { type: 'broadcast', event: 'spam', payload: { index } });
  await eventually('the flooder’s channel closing', () => flooder.frames.some(isFrame('phx_close')));
  expect(flooder.frames.filter((frame) => isFrame('system')(frame) || isFrame('phx_close')(frame))).toEqual([
    [
      flooderJoin,
      null,
      'realtime:square',
      'system',
      { message: 'Too many messages per second', status: 'error', extension: 'system', channel: 'square' },
    ],
    [flooderJoin, flooderJoin, 'realtime:square', 'phx_close', {}],
  ]);
  // What got through before the limit: the first messagesPerSecond, no more.
  expect(listener.frames.filter(isFrame('broadcast'))).toHaveLength(limits.messagesPerSecond);

  const message = { type: 'broadcast', event: 'hello', payload: { from: 'victim' } };
  const ref = victim.send(victimJoin, 'realtime:square', 'broadcast', message);
  expect(await victim.reply(ref)).toEqual([victimJoin, ref, 'realtime:square', 'phx_reply', { status: 'ok', response: {} }]);
  await eventually('the victim’s broadcast', () => listener.frames.some((frame) => JSON.stringify(frame).includes('"victim"')));
  expect(victim.frames.some(isFrame('system'))).toBe(false);
});

it('closes a socket that has sent nothing for the idle timeout, and keeps one that heartbeats', async () => {
  const silent = await openFrom('127.0.0.2', { silent: true });
  const alive = await openFrom('127.0.0.2');
  const opened = Date.now();
  await eventually('the silent socket’s close', () => silent.closeCode !== undefined, limits.idleTimeoutMs * 8);
  const closedAfter = Date.now() - opened;
  expect(silent.closeCode).toBe(1000);
  expect(closedAfter).toBeGreaterThanOrEqual(limits.idleTimeoutMs - 50);
  expect(closedAfter).toBeLessThan(limits.idleTimeoutMs * 4);

  await settle(limits.idleTimeoutMs * 2);
  expect(alive.closeCode).toBeUndefined();
  const ref = alive.send(null, 'phoenix', 'heartbeat', {});
  expect(await alive.reply(ref)).toEqual([null, ref, 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
});

it('refuses one socket more than the cap from one address, not from another, and frees the place when one closes', async () => {
  const open: RawSocket[] = [];
  for (let index = 0; index < limits.socketsPerAddress; index += 1) open.push(await openFrom('127.0.0.2'));

  expect(await refusedUpgrade('127.0.0.2')).toEqual({
    status: 429,
    body: { message: 'Too many Realtime connections from this address' },
  });
  const other = await openFrom('127.0.0.3');
  expect(other.socket.readyState).toBe(WebSocket.OPEN);

  open[0]!.socket.close();
  await eventually('the close', () => open[0]!.closeCode !== undefined);
  await settle(100);
  const again = await openFrom('127.0.0.2');
  expect(again.socket.readyState).toBe(WebSocket.OPEN);
});
