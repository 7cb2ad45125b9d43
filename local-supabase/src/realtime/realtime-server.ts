/**
 * Supabase Realtime's WebSocket endpoint (/realtime/v1/websocket, serializer vsn 2.0.0), Broadcast
 * only: public and private channels, broadcasts from clients and from the database
 * (realtime.send), replay of a private topic's stored broadcasts on join, token refresh and
 * expiry, and the limits, with the replies and refusal reasons of the real server
 * (supabase/realtime: RealtimeWeb.RealtimeChannel over Phoenix.Socket). Presence and Postgres
 * Changes are refused with a reason that says so.
 *
 * Where the stand-in is stricter than hosted Realtime (docs/decisions/0021-live-support.md): a
 * joined private channel's SELECT policies are asked again every `policyRecheckMs` (hosted asks
 * them at the join and at a new access_token only), and the joins, messages and sockets are
 * counted per client address (hosted counts joins and messages per project).
 */
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import type { StandInConfig } from '../config.ts';
import type { Database, RequestClaims } from '../db/database.ts';
import { HttpError, clientIp } from '../http/http.ts';
import type { RateLimiter } from '../http/ratelimit.ts';
import { checkChannelToken, mayRead, mayWrite, requestClaims, type PolicyContext } from './authorization.ts';
import { decodeFrame, encodeBinaryBroadcast, encodeMessage, type PhoenixMessage, type UserBroadcastPush } from './protocol.ts';

export interface RealtimeService {
  /**
   * Takes over an upgrade request for /realtime/v1/websocket whose API key the gateway has
   * checked; throws HttpError (before touching the socket) for a serializer other than 2.0.0.
   */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer, url: URL): void;
  /** Ends every connection abruptly, as a dropped network would (clients reconnect and rejoin). */
  dropConnections(): void;
  /** Closes every connection ("going away") and stops listening to the database. */
  close(): void;
}

/** What a joined channel remembers; a channel belongs to one connection. */
interface Channel {
  connection: Connection;
  /** `realtime:<name>`, as the client names it in every frame */
  topic: string;
  /** `<name>`: realtime.messages.topic and `realtime.topic()` */
  name: string;
  joinRef: string | null;
  private: boolean;
  /** `config.broadcast.self`: the sender receives its own broadcasts too */
  self: boolean;
  /** `config.broadcast.ack`: each broadcast is answered once it is out */
  ack: boolean;
  token: string;
  claims: Record<string, unknown> & { role: string };
  /** the INSERT policies' answer for the current token; asked at the first broadcast */
  mayWrite: boolean | undefined;
  /** ids of the messages replayed at join: they are not delivered a second time */
  replayedIds: Set<string>;
  tokenTimer: NodeJS.Timeout | undefined;
  /** the next check of the SELECT policies (private channels only) */
  policyTimer: NodeJS.Timeout | undefined;
}

interface Connection {
  socket: WebSocket;
  apiKey: string;
  headers: Record<string, string>;
  clientAddress: string;
  /** joined channels by topic */
  channels: Map<string, Channel>;
  /** frames (and token checks) are handled one after the other, in order, as Phoenix does per socket */
  queue: Promise<void>;
  /** closes the socket once it has sent nothing for `idleTimeoutMs`; restarted by every frame */
  idleTimer: NodeJS.Timeout;
}

/** Realtime confirms a channel's token at least this often, and when it expires. */
const tokenCheckMs = 5 * 60 * 1000;
/** A frame larger than this closes the connection (1009). Hosted plans refuse broadcasts above 256 KB to 3 MB. */
const maxFrameBytes = 3 * 1024 * 1024;
/** Replay sends at most this many messages, the newest after `since` (Realtime.Messages). */
const replayLimit = 25;
const notificationChannel = 'realtime_messages';

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);
const objectOrEmpty = (value: unknown): Record<string, unknown> => (isObject(value) ? value : {});
/** Realtime's FlexibleBoolean: true, or "true" in any case; anything else is false. */
const flag = (value: unknown): boolean => value === true || (typeof value === 'string' && value.toLowerCase() === 'true');

/** The channel index key: a private and a public channel of the same name are different topics. */
const deliveryKey = (isPrivate: boolean, name: string) => `${isPrivate ? 'private' : 'public'}:${name}`;

/** The headers Realtime hands to the policies as `request.headers`: the upgrade's `x-` ones. */
function xHeaders(req: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (name.startsWith('x-') && value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
  }
  return headers;
}

export function createRealtime(
  config: StandInConfig,
  database: Database,
  { log, limiter }: { log: (message: string) => void; limiter: RateLimiter },
): RealtimeService {
  const sockets = new WebSocketServer({ noServer: true, maxPayload: maxFrameBytes });
  const connections = new Set<Connection>();
  const channelsByKey = new Map<string, Set<Channel>>();
  /** sockets per client address, counted from the upgrade until the TCP connection closes */
  const socketsByAddress = new Map<string, number>();
  const limits = config.realtimeLimits;
  let closing = false;

  const send = (connection: Connection, frame: string | Buffer) => {
    if (connection.socket.readyState === connection.socket.OPEN) connection.socket.send(frame);
  };
  const reply = (connection: Connection, message: PhoenixMessage | UserBroadcastPush, status: 'ok' | 'error', response: unknown) =>
    send(connection, encodeMessage(message.joinRef, message.ref, message.topic, 'phx_reply', { status, response }));

  const register = (channel: Channel) => {
    channel.connection.channels.set(channel.topic, channel);
    const key = deliveryKey(channel.private, channel.name);
    const channels = channelsByKey.get(key) ?? new Set();
    channels.add(channel);
    channelsByKey.set(key, channels);
  };

  const unregister = (channel: Channel) => {
    clearTimeout(channel.tokenTimer);
    clearTimeout(channel.policyTimer);
    if (channel.connection.channels.get(channel.topic) === channel) channel.connection.channels.delete(channel.topic);
    const key = deliveryKey(channel.private, channel.name);
    channelsByKey.get(key)?.delete(channel);
    if (channelsByKey.get(key)?.size === 0) channelsByKey.delete(key);
  };

  /** Phoenix's answer to a channel that ended on the server's side. */
  const closeChannel = (channel: Channel) => {
    unregister(channel);
    send(channel.connection, encodeMessage(channel.joinRef, channel.joinRef, channel.topic, 'phx_close', {}));
  };

  /** Realtime's shutdown_response: a channel-level `system` error, then the channel closes. */
  const shutDown = (channel: Channel, message: string) => {
    send(
      channel.connection,
      encodeMessage(channel.joinRef, null, channel.topic, 'system', {
        message,
        status: 'error',
        extension: 'system',
        channel: channel.name,
      }),
    );
    closeChannel(channel);
  };

  const enqueue = (connection: Connection, work: () => Promise<void>) => {
    connection.queue = connection.queue.then(work).catch((error: unknown) => {
      log(`local-supabase realtime: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    });
  };

  const policyContext = (channel: Pick<Channel, 'connection' | 'name'>, claims: RequestClaims): PolicyContext => ({
    database,
    claims,
    topic: channel.name,
    headers: channel.connection.headers,
    clientAddress: channel.connection.clientAddress,
  });

  /** The SELECT policies' answer; a policy that fails counts as a refusal (Realtime's RlsPolicyError). */
  const readAllowed = async (channel: Pick<Channel, 'connection' | 'name'>, claims: Record<string, unknown> & { role: string }) => {
    const apiClaims = requestClaims(claims);
    if (!apiClaims) return false;
    try {
      return await mayRead(policyContext(channel, apiClaims));
    } catch (error) {
      log(`local-supabase realtime: RlsPolicyError on topic ${channel.name}: ${String(error)}`);
      return false;
    }
  };

  /** Confirms the channel's token again when it expires, and every 5 minutes before that. */
  const scheduleTokenCheck = (channel: Channel, expiresAtMs: number) => {
    clearTimeout(channel.tokenTimer);
    channel.tokenTimer = setTimeout(
      () =>
        enqueue(channel.connection, async () => {
          if (!current(channel)) return;
          const checked = await checkChannelToken(channel.token, config.jwtSecret);
          if (!checked.ok) return shutDown(channel, checked.refusal.closeMessage);
          scheduleTokenCheck(channel, checked.expiresAtMs);
        }),
      Math.min(tokenCheckMs, expiresAtMs - Date.now()),
    );
    channel.tokenTimer.unref();
  };

  /** Whether `channel` is still the connection's channel of its topic (not left, replaced or closed). */
  const current = (channel: Channel) => channel.connection.channels.get(channel.topic) === channel;

  /**
   * Asks a private channel's SELECT policies again every `policyRecheckMs`, with the token it
   * holds: a member removed from a company (or staff who lost the flag) stops receiving within
   * that time, and one no longer allowed to send stops reaching others. A refusal ends the channel
   * with the words hosted Realtime uses when a new token no longer lets the caller read; the client
   * can join again, and is refused.
   */
  const schedulePolicyCheck = (channel: Channel) => {
    if (!channel.private) return;
    clearTimeout(channel.policyTimer);
    channel.policyTimer = setTimeout(
      () =>
        enqueue(channel.connection, async () => {
          if (closing || !current(channel)) return;
          const allowed = await readAllowed(channel, channel.claims);
          if (closing || !current(channel)) return;
          if (!allowed) return shutDown(channel, `You no longer have permission to read from this Channel topic: ${channel.name}`);
          // The INSERT policies' answer may have changed too: asked again at the next broadcast.
          channel.mayWrite = undefined;
          schedulePolicyCheck(channel);
        }),
      limits.policyRecheckMs,
    );
    channel.policyTimer.unref();
  };

  // Committed inserts into realtime.messages, in commit order (see the trigger in platform.sql).
  let deliveries = Promise.resolve();
  const deliver = async (id: string) => {
    const { rows } = await database.asService((tx) =>
      tx.query<{ topic: string; event: string; payload: unknown; private: boolean }>(
        // What Realtime broadcasts from the WAL: rows with an event, a payload and a privacy.
        'select topic, event, payload, private from realtime.messages where id = $1 and event is not null and payload is not null and private is not null',
        [id],
      ),
    );
    const message = rows[0];
    const channels = message && channelsByKey.get(deliveryKey(message.private, message.topic));
    if (!message || !channels) return;
    const frame = encodeMessage(null, null, `realtime:${message.topic}`, 'broadcast', {
      type: 'broadcast',
      event: message.event,
      payload: message.payload,
      meta: { id },
    });
    for (const channel of channels) if (!channel.replayedIds.has(id)) send(channel.connection, frame);
  };
  const listening = database.db.listen(notificationChannel, (id) => {
    deliveries = deliveries
      .then(() => deliver(id))
      .catch((error: unknown) => {
        if (!closing) log(`local-supabase realtime: could not deliver message ${id}: ${String(error)}`);
      });
  });
  listening.catch((error: unknown) => log(`local-supabase realtime: cannot listen for broadcasts from the database: ${String(error)}`));

  /** The private topic's broadcasts inserted at or after `since` (ms): the newest `limit`, oldest first. */
  const storedBroadcasts = async (name: string, since: number, limit: number) => {
    const { rows } = await database.asService((tx) =>
      tx.query<{ id: string; event: string; payload: unknown }>(
        `select id, event, payload from realtime.messages
         where topic = $1 and private is true and extension = 'broadcast'
           and inserted_at >= to_timestamp($2 / 1000.0)::timestamp and inserted_at < now() + interval '1 minute'
         order by inserted_at desc limit $3`,
        [name, since, limit],
      ),
    );
    return rows.reverse();
  };

  const join = async (connection: Connection, message: PhoenixMessage) => {
    const refuse = (reason: string) => reply(connection, message, 'error', { reason });
    if (!message.topic.startsWith('realtime:'))
      return reply(connection, { ...message, joinRef: null }, 'error', { reason: 'unmatched topic' });
    // Phoenix: a second join of a joined topic closes the first.
    const previous = connection.channels.get(message.topic);
    if (previous) closeChannel(previous);
    const name = message.topic.slice('realtime:'.length);
    if (!name) return refuse('TopicNameRequired: You must provide a topic name');
    if (limiter.take(`realtime-joins:${connection.clientAddress}`, { limit: limits.joinsPerSecond, windowMs: 1000 }) > 0) {
      refuse('ClientJoinRateLimitReached: Too many joins per second');
      connection.socket.close(1001);
      return;
    }
    if (connection.channels.size >= limits.channelsPerClient) return refuse('ChannelRateLimitReached: Too many channels');

    const payload = objectOrEmpty(message.payload);
    const channelConfig = objectOrEmpty(payload.config);
    const broadcast = objectOrEmpty(channelConfig.broadcast);
    if (Array.isArray(channelConfig.postgres_changes) && channelConfig.postgres_changes.some((change) => change != null))
      return refuse('PostgresChangesNotSupported: the local stand-in has Broadcast only; broadcast from the database with realtime.send');
    const isPrivate = flag(channelConfig.private);
    const token = typeof payload.access_token === 'string' ? payload.access_token : connection.apiKey;
    const checked = await checkChannelToken(token, config.jwtSecret);
    if (!checked.ok) return refuse(checked.refusal.reason);
    if (isPrivate && !(await readAllowed({ connection, name }, checked.claims)))
      return refuse(`Unauthorized: You do not have permissions to read from this Channel topic: ${name}`);

    let replayed: Array<{ id: string; event: string; payload: unknown }> = [];
    if ('replay' in broadcast && !isPrivate) return refuse('UnableToReplayMessages: Replay is not allowed for public channels');
    // Realtime replays for a map only; any other value joins without replay.
    if (isObject(broadcast.replay)) {
      const since = broadcast.replay.since;
      const limit = broadcast.replay.limit ?? replayLimit;
      if (!Number.isSafeInteger(since) || !Number.isSafeInteger(limit))
        return refuse('UnableToReplayMessages: Replay params are not valid');
      try {
        replayed = await storedBroadcasts(name, since as number, Math.max(1, Math.min(limit as number, replayLimit)));
      } catch (error) {
        // e.g. a `since` the database's timestamps cannot hold
        log(`local-supabase realtime: UnableToReplayMessages on topic ${name}: ${String(error)}`);
        return refuse('UnableToReplayMessages: Realtime was unable to replay messages');
      }
    }
    // Registered only once the database's broadcasts reach this process.
    await listening;
    if (connection.socket.readyState !== connection.socket.OPEN) return;

    const channel: Channel = {
      connection,
      topic: message.topic,
      name,
      joinRef: message.joinRef,
      private: isPrivate,
      self: flag(broadcast.self),
      ack: flag(broadcast.ack),
      token,
      claims: checked.claims,
      mayWrite: undefined,
      replayedIds: new Set(replayed.map((row) => row.id)),
      tokenTimer: undefined,
      policyTimer: undefined,
    };
    register(channel);
    scheduleTokenCheck(channel, checked.expiresAtMs);
    schedulePolicyCheck(channel);
    reply(connection, message, 'ok', { postgres_changes: [] });
    for (const row of replayed) {
      send(
        connection,
        encodeMessage(channel.joinRef, null, channel.topic, 'broadcast', {
          type: 'broadcast',
          event: row.event,
          payload: row.payload,
          meta: { replayed: true, id: row.id },
        }),
      );
    }
  };

  /**
   * A new token for a joined channel: verified, and for a private channel the SELECT policies
   * asked again (the INSERT ones at the next broadcast). A failure ends the channel.
   */
  const refreshToken = async (channel: Channel, token: unknown) => {
    if (typeof token !== 'string' || token === channel.token) return;
    channel.token = token;
    channel.mayWrite = undefined;
    const checked = await checkChannelToken(token, config.jwtSecret);
    if (!checked.ok) return shutDown(channel, checked.refusal.closeMessage);
    if (channel.private && !(await readAllowed(channel, checked.claims)))
      return shutDown(channel, `You do not have permissions to read from this Channel topic: ${channel.name}`);
    channel.claims = checked.claims;
    scheduleTokenCheck(channel, checked.expiresAtMs);
    schedulePolicyCheck(channel);
  };

  /**
   * A client's broadcast: on a private channel only if the INSERT policies allow it (otherwise
   * dropped without an answer, as Realtime does), then to every other channel of the topic (and
   * the sender's own with `self`), acknowledged with `ack`.
   */
  const clientBroadcast = async (channel: Channel, message: PhoenixMessage | UserBroadcastPush) => {
    // Hosted Realtime ends the channel with these words when the project's messages per second
    // run out; here only the address that sent too many loses its channel.
    if (limiter.take(`realtime-messages:${channel.connection.clientAddress}`, { limit: limits.messagesPerSecond, windowMs: 1000 }) > 0)
      return shutDown(channel, 'Too many messages per second');
    if (channel.private) {
      if (channel.mayWrite === undefined) {
        const apiClaims = requestClaims(channel.claims);
        channel.mayWrite = apiClaims ? await mayWrite(policyContext(channel, apiClaims)) : false;
      }
      if (!channel.mayWrite) return;
    }
    let frame: string | Buffer;
    if (message.kind === 'message') {
      if (!isObject(message.payload)) return;
      frame = encodeMessage(null, null, channel.topic, 'broadcast', message.payload);
    } else if (message.encoding === 'binary') {
      frame = encodeBinaryBroadcast(channel.topic, message.userEvent, message.data);
    } else {
      let payload: unknown;
      try {
        payload = JSON.parse(message.data.toString('utf8'));
      } catch {
        return;
      }
      frame = encodeMessage(null, null, channel.topic, 'broadcast', { type: 'broadcast', event: message.userEvent, payload });
    }
    for (const recipient of channelsByKey.get(deliveryKey(channel.private, channel.name)) ?? []) {
      if (recipient !== channel || channel.self) send(recipient.connection, frame);
    }
    if (channel.ack) reply(channel.connection, message, 'ok', {});
  };

  const handleFrame = async (connection: Connection, data: Buffer, isBinary: boolean) => {
    const message = decodeFrame(data, isBinary);
    if (!message) {
      log('local-supabase realtime: MalformedWebSocketMessage: ignored a frame that is not vsn 2.0.0');
      return;
    }
    if (message.kind === 'message' && message.topic === 'phoenix' && message.event === 'heartbeat')
      return reply(connection, { ...message, joinRef: null }, 'ok', {});
    if (message.kind === 'message' && message.event === 'phx_join') return join(connection, message);
    const channel = connection.channels.get(message.topic);
    if (!channel) {
      if (message.kind === 'message' && message.event === 'phx_leave') return reply(connection, message, 'ok', {});
      return reply(connection, { ...message, joinRef: null }, 'error', { reason: 'unmatched topic' });
    }
    // A frame of an earlier join of this topic.
    if (message.joinRef !== null && message.joinRef !== channel.joinRef) return;
    if (message.kind === 'userBroadcast') return clientBroadcast(channel, message);
    switch (message.event) {
      case 'phx_leave':
        reply(connection, message, 'ok', {});
        return closeChannel(channel);
      case 'access_token':
        return refreshToken(channel, objectOrEmpty(message.payload).access_token);
      case 'broadcast':
        return clientBroadcast(channel, message);
      case 'presence':
        return reply(connection, message, 'error', { reason: 'Presence is not supported by the local Supabase stand-in' });
      default:
      // Realtime ignores other events too.
    }
  };

  return {
    handleUpgrade(req, socket, head, url) {
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (vsn !== '2.0.0')
        throw new HttpError(403, { message: `The local Supabase stand-in speaks Realtime's serializer vsn 2.0.0 only, not ${vsn}` });
      // The gateway has checked it: the anon or the service-role key.
      const apiKey = (req.headers.apikey as string | undefined) ?? url.searchParams.get('apikey') ?? '';
      const clientAddress = clientIp(req);
      const open = socketsByAddress.get(clientAddress) ?? 0;
      if (open >= limits.socketsPerAddress) throw new HttpError(429, { message: 'Too many Realtime connections from this address' });
      // Counted from here, so that upgrades under way count too, until the TCP connection closes
      // (whether or not the upgrade completed).
      socketsByAddress.set(clientAddress, open + 1);
      socket.once('close', () => {
        const left = (socketsByAddress.get(clientAddress) ?? 1) - 1;
        if (left > 0) socketsByAddress.set(clientAddress, left);
        else socketsByAddress.delete(clientAddress);
      });
      sockets.handleUpgrade(req, socket, head, (webSocket) => {
        const connection: Connection = {
          socket: webSocket,
          apiKey,
          headers: xHeaders(req),
          clientAddress,
          channels: new Map(),
          queue: Promise.resolve(),
          // Phoenix's WebSocket timeout: any frame from the client (realtime-js's heartbeat every
          // 25 s) keeps the socket open; silence closes it, and the client reconnects if it is alive.
          idleTimer: setTimeout(() => {
            webSocket.close(1000, 'idle timeout');
            setTimeout(() => webSocket.terminate(), 2000).unref();
          }, limits.idleTimeoutMs).unref(),
        };
        connections.add(connection);
        const heard = () => connection.idleTimer.refresh();
        // binaryType is ws's default, 'nodebuffer': every frame, text or binary, is one Buffer.
        webSocket.on('message', (data, isBinary) => {
          heard();
          enqueue(connection, () => handleFrame(connection, data as Buffer, isBinary));
        });
        webSocket.on('ping', heard);
        webSocket.on('close', () => {
          clearTimeout(connection.idleTimer);
          connections.delete(connection);
          for (const channel of connection.channels.values()) unregister(channel);
        });
        // A protocol error or an oversized frame: ws closes the connection itself.
        webSocket.on('error', () => {});
      });
    },
    dropConnections() {
      for (const connection of connections) connection.socket.terminate();
    },
    close() {
      closing = true;
      for (const connection of connections) {
        connection.socket.close(1001, 'server shutting down');
        // A client that never answers the close is cut off.
        setTimeout(() => connection.socket.terminate(), 2000).unref();
      }
      listening.then((unlisten) => unlisten()).catch(() => {});
    },
  };
}
