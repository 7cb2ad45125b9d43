import http from 'node:http';

/**
 * A `fetch` whose requests leave from `localAddress` (e.g. 127.0.0.7), for supabase-js's
 * `global.fetch`: the stand-in keys its per-client limits on the socket's address, so each such
 * client is a client of its own, and tests that need many accounts keep the limits on.
 */
export function fetchFrom(localAddress: string): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    return new Promise<Response>((resolve, reject) => {
      const outgoing = http.request(
        request.url,
        { method: request.method, headers: Object.fromEntries(request.headers), localAddress },
        (incoming) => {
          const chunks: Buffer[] = [];
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
          incoming.on('error', reject);
          incoming.on('end', () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(incoming.headers))
              for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
            const status = incoming.statusCode ?? 500;
            const empty = status === 204 || status === 304 || request.method === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers }));
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  };
}

let next = 0;

/** A loopback address no other caller of this function in this process has had (127.1.x.y). */
export function freshLoopbackAddress(): string {
  next += 1;
  return `127.1.${Math.floor(next / 250) % 250}.${(next % 250) + 1}`;
}
