/**
 * Realtime's WebSocket frames, serializer vsn 2.0.0 (Phoenix's V2 JSON serializer plus Realtime's
 * binary broadcast frames), as realtime-js encodes and decodes them (src/lib/serializer.ts):
 * text frames are JSON arrays `[join_ref, ref, topic, event, payload]`; a client's broadcast on a
 * joined channel arrives as a binary "user broadcast push" (kind 3), and a broadcast whose payload
 * is binary goes out as a binary "user broadcast" (kind 4).
 */

/** A text frame: one Phoenix message. */
export interface PhoenixMessage {
  kind: 'message';
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: unknown;
}

/** A binary kind-3 frame: a client's broadcast, its payload still encoded. */
export interface UserBroadcastPush {
  kind: 'userBroadcast';
  joinRef: string | null;
  ref: string | null;
  topic: string;
  userEvent: string;
  /** 'json': `data` is UTF-8 JSON text; 'binary': raw bytes the server passes on untouched */
  encoding: 'json' | 'binary';
  data: Buffer;
}

export type ClientFrame = PhoenixMessage | UserBroadcastPush;

const userBroadcastPushKind = 3;
const userBroadcastKind = 4;
const binaryEncoding = 0;
const jsonEncoding = 1;

const optionalRef = (value: unknown): value is string | null => value === null || typeof value === 'string';

function decodeText(text: string): PhoenixMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (!Array.isArray(parsed) || parsed.length < 5) return null;
  const [joinRef, ref, topic, event, payload] = parsed as unknown[];
  if (!optionalRef(joinRef) || !optionalRef(ref) || typeof topic !== 'string' || typeof event !== 'string') return null;
  return { kind: 'message', joinRef, ref, topic, event, payload };
}

/**
 * Kind 3: kind, then one length byte each for join_ref, ref, topic, event and metadata, then the
 * payload encoding, then those strings and the payload. The metadata (realtime-js sends only a
 * `persist` request in it) is skipped: the server acts on none of it.
 */
function decodeBinary(frame: Buffer): UserBroadcastPush | null {
  const headerLength = 7;
  if (frame.length < headerLength || frame[0] !== userBroadcastPushKind) return null;
  const [joinRefLength, refLength, topicLength, eventLength, metadataLength, encoding] = frame.subarray(1, headerLength);
  if (encoding !== jsonEncoding && encoding !== binaryEncoding) return null;
  let offset = headerLength;
  const take = (length: number) => frame.subarray(offset, (offset += length)).toString('utf8');
  const joinRef = take(joinRefLength!);
  const ref = take(refLength!);
  const topic = take(topicLength!);
  const userEvent = take(eventLength!);
  offset += metadataLength!;
  if (offset > frame.length) return null;
  return {
    kind: 'userBroadcast',
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    userEvent,
    encoding: encoding === jsonEncoding ? 'json' : 'binary',
    data: frame.subarray(offset),
  };
}

/** The frame, or null when it is not one this protocol has (the caller ignores it). */
export function decodeFrame(data: Buffer, isBinary: boolean): ClientFrame | null {
  return isBinary ? decodeBinary(data) : decodeText(data.toString('utf8'));
}

export function encodeMessage(joinRef: string | null, ref: string | null, topic: string, event: string, payload: unknown): string {
  return JSON.stringify([joinRef, ref, topic, event, payload]);
}

/** Kind 4: kind, then one length byte each for topic, event and metadata, the encoding, those strings and the bytes. */
export function encodeBinaryBroadcast(topic: string, userEvent: string, data: Buffer): Buffer {
  const topicBytes = Buffer.from(topic, 'utf8');
  const eventBytes = Buffer.from(userEvent, 'utf8');
  const header = Buffer.from([userBroadcastKind, topicBytes.length, eventBytes.length, 0, binaryEncoding]);
  return Buffer.concat([header, topicBytes, eventBytes, data]);
}
