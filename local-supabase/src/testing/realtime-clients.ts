/**
 * What the Realtime tests share: supabase-js clients on the stand-in, a channel's outcome and
 * what it received, and tokens signed with the stand-in's secret.
 */
import { randomUUID } from 'node:crypto';
import { createClient, type RealtimeChannel, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { signAccessToken } from '../auth/tokens.ts';
import type { StandIn } from './harness.ts';

export interface Broadcast {
  event: string;
  payload: Record<string, unknown>;
  meta?: { id: string; replayed?: boolean };
}

/** What a channel went through: the broadcasts it received, its `system` messages and subscribe statuses. */
export interface Watched {
  channel: RealtimeChannel;
  received: Broadcast[];
  system: Array<{ message: string; status: string; extension: string; channel: string }>;
  statuses: Array<{ status: string; error?: Error }>;
}

/** Subscribes `channel`, recording everything it gets from the server. */
export function watch(channel: RealtimeChannel): Watched {
  const watched: Watched = { channel, received: [], system: [], statuses: [] };
  channel
    .on('broadcast', { event: '*' }, (message) => watched.received.push(message as unknown as Broadcast))
    .on('system', {}, (message) => watched.system.push(message))
    .subscribe((status, error) => watched.statuses.push({ status, ...(error ? { error } : {}) }));
  return watched;
}

/** Polls until `check` holds; fails after `ms` with `what`. */
export async function eventually(what: string, check: () => boolean, ms = 10_000): Promise<void> {
  for (const deadline = Date.now() + ms; !check();) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The channel's first outcome: SUBSCRIBED, or CHANNEL_ERROR with the server's reason. */
export async function outcome(watched: Watched): Promise<{ status: string; error?: Error }> {
  await eventually('a subscribe outcome', () => watched.statuses.length > 0);
  return watched.statuses[0]!;
}

/** Lets what is already on its way arrive, for claims that something did not. */
export const settle = (ms = 500) => new Promise((resolve) => setTimeout(resolve, ms));

/** realtime-js's Phoenix socket: internal, so absent from its types, and the only way to close without a timer left behind. */
interface PhoenixSocketHandle {
  socketAdapter: { getSocket(): { disconnect(callback: () => void): void } };
}

/**
 * Ends the client's Realtime side with nothing left running, which keeps jest from exiting:
 * RealtimeClient.disconnect leaves a 10 s timer behind, and a client whose last channel the server
 * closed waits 50 s to disconnect. Opening a channel is realtime-js's public way to cancel that
 * wait; then the channels' timers go, then the socket, closed by Phoenix's own disconnect.
 */
export async function closeRealtime(client: SupabaseClient): Promise<void> {
  client.realtime.channel('closing');
  for (const channel of client.realtime.getChannels()) channel.teardown();
  const phoenix = (client.realtime as unknown as PhoenixSocketHandle).socketAdapter.getSocket();
  await new Promise<void>((resolve) => phoenix.disconnect(resolve));
}

/**
 * How long the test clients wait for the answer to a push (realtime-js: 10 s). Realtime answers
 * no `access_token` push, so each one leaves a timer this long behind: a test file that sends
 * them waits this long before it ends, or jest cannot exit.
 */
export const pushTimeoutMs = 2000;

/** A client that signs in with the stand-in's Auth, as the browser does. */
export async function signedInClient(standIn: StandIn, email: string, password: string): Promise<SupabaseClient> {
  const client = createClient(standIn.url, standIn.config.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { timeout: pushTimeoutMs },
  });
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

/**
 * A client whose Realtime token is whatever `token()` returns now (supabase-js's `accessToken`
 * option), read once before it resolves: supabase-js reads it asynchronously, and a channel joined
 * before that would join with the API key.
 */
export async function clientWithToken(standIn: StandIn, token: () => string): Promise<SupabaseClient> {
  const client = createClient(standIn.url, standIn.config.anonKey, {
    accessToken: async () => token(),
    realtime: { timeout: pushTimeoutMs },
  });
  await client.realtime.setAuth();
  return client;
}

/** An access token for `userId` as the stand-in's Auth would sign it, expiring `seconds` from now (negative: already expired). */
export function userToken(standIn: StandIn, userId: string, seconds: number): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return signAccessToken(
    {
      sub: userId,
      role: 'authenticated',
      aud: 'authenticated',
      email: `${userId}@example.com`,
      phone: '',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: now }],
      session_id: randomUUID(),
      is_anonymous: false,
      app_metadata: {},
      user_metadata: {},
      iss: `${standIn.url}/auth/v1`,
      iat: now - Math.max(0, -seconds) - 60,
      exp: now + seconds,
    },
    standIn.config.jwtSecret,
  );
}

/** Broadcasts from the database as a trigger would, in a transaction of its own (committed). */
export async function sendFromDatabase(standIn: StandIn, topic: string, event: string, payload: object, isPrivate = true): Promise<void> {
  await standIn.database.asService((tx) =>
    tx.query('select realtime.send($1::jsonb, $2, $3, $4)', [JSON.stringify(payload), event, topic, isPrivate]),
  );
}

/**
 * A throwaway membership table `public.<table>` (topic, user_id, may_send) and policies on
 * realtime.messages named after it, as a product migration would write them: the members of a
 * topic may join its private channel and receive, the members with may_send may send on it.
 */
export async function createMembershipPolicies(standIn: StandIn, table: string): Promise<void> {
  await standIn.database.asService((tx) =>
    tx.exec(`
      create table public.${table} (
        topic text not null,
        user_id uuid not null references auth.users on delete cascade,
        may_send boolean not null default false,
        primary key (topic, user_id)
      );
      create policy "${table}: members receive" on realtime.messages for select to authenticated
        using (extension = 'broadcast' and exists (
          select 1 from public.${table} m where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid())));
      create policy "${table}: senders send" on realtime.messages for insert to authenticated
        with check (extension = 'broadcast' and exists (
          select 1 from public.${table} m where m.topic = (select realtime.topic()) and m.user_id = (select auth.uid()) and m.may_send));
    `),
  );
}

export async function addMember(standIn: StandIn, table: string, topic: string, userId: string, maySend = false): Promise<void> {
  await standIn.database.asService((tx) =>
    tx.query(`insert into public.${table} (topic, user_id, may_send) values ($1, $2, $3)`, [topic, userId, maySend]),
  );
}

/**
 * A raw vsn 2.0.0 connection, for what supabase-js would never send: what it received and how it
 * closed. `localAddress` (127.0.0.2, …) makes it another client as far as the stand-in can tell;
 * `heartbeatMs` sends Phoenix heartbeats as realtime-js does (none by default).
 */
export class RawSocket {
  readonly socket: WebSocket;
  readonly frames: unknown[] = [];
  closeCode: number | undefined;
  private nextRef = 1;
  private heartbeat: NodeJS.Timeout | undefined;

  constructor(socket: WebSocket, heartbeatMs?: number) {
    this.socket = socket;
    socket.on('message', (data, isBinary) => this.frames.push(isBinary ? data : JSON.parse(String(data))));
    socket.on('close', (code) => {
      this.closeCode = code;
      clearInterval(this.heartbeat);
    });
    if (heartbeatMs) this.heartbeat = setInterval(() => this.send(null, 'phoenix', 'heartbeat', {}), heartbeatMs);
  }

  static async open(baseUrl: string, query: string, options: { localAddress?: string; heartbeatMs?: number } = {}): Promise<RawSocket> {
    const socket = new WebSocket(`${baseUrl.replace('http', 'ws')}/realtime/v1/websocket?${query}`, { localAddress: options.localAddress });
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    return new RawSocket(socket, options.heartbeatMs);
  }

  /** Sends `[join_ref, ref, topic, event, payload]` with a fresh ref; returns the ref. */
  send(joinRef: string | null, topic: string, event: string, payload: unknown): string {
    const ref = String(this.nextRef++);
    if (this.socket.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify([joinRef, ref, topic, event, payload]));
    return ref;
  }

  /** Joins `topic` (`realtime:<name>`) with realtime-js's join payload and `config` merged into its config. */
  join(topic: string, config: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): string {
    const ref = String(this.nextRef);
    const payload = {
      config: {
        broadcast: { ack: false, self: false },
        presence: { key: '', enabled: false },
        postgres_changes: [],
        private: false,
        ...config,
      },
      ...extra,
    };
    return this.send(ref, topic, 'phx_join', payload);
  }

  /** The answer to `ref`, once it is here. */
  async reply(ref: string): Promise<unknown[]> {
    const isReply = (frame: unknown) => Array.isArray(frame) && frame[1] === ref && frame[3] === 'phx_reply';
    await eventually(`the reply to ${ref}`, () => this.frames.some(isReply));
    return this.frames.find(isReply) as unknown[];
  }

  /** Ends the connection at once, heartbeats included. */
  terminate(): void {
    clearInterval(this.heartbeat);
    this.socket.terminate();
  }
}
