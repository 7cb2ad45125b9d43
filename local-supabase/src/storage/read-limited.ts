import type { Readable } from 'node:stream';

/** Thrown when a body grows past its limit. */
export class TooLarge extends Error {
  constructor() {
    super('body exceeded the size limit');
  }
}

/** Thrown when the client goes away before the body ended (nothing to answer: not a server error). */
export class BodyAborted extends Error {
  constructor() {
    super('Request stream closed before upload could complete');
  }
}

/**
 * Hands each chunk of `source` to `sink` (one at a time: the next chunk waits for the sink), and
 * rejects with TooLarge as soon as more than `limit` bytes arrived, so nothing past the limit is
 * ever held or written. On a refusal the request is paused, not destroyed: destroying it would
 * close the socket before the 413 could be sent (the answer then closes the connection).
 * A client that disconnects before the end rejects with BodyAborted.
 */
export function readLimited(source: Readable, limit: number, sink: (chunk: Buffer) => unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    let size = 0;
    let settled = false;
    const finish = (error?: Error) => {
      if (settled) return;
      settled = true;
      source.off('data', onData);
      source.off('end', onEnd);
      source.off('error', onError);
      source.off('close', onClose);
      if (error) {
        source.pause();
        reject(error);
      } else resolve(size);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) return finish(new TooLarge());
      source.pause();
      Promise.resolve()
        .then(() => sink(chunk))
        .then(
          () => {
            if (!settled) source.resume();
          },
          (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
        );
    };
    const onEnd = () => finish();
    const onError = () => finish(new BodyAborted());
    const onClose = () => finish(new BodyAborted());
    source.on('data', onData);
    source.on('end', onEnd);
    source.on('error', onError);
    source.on('close', onClose);
    source.resume();
  });
}
