import { discoverySchemaUrl, type DiscoveryDocument } from '../shared/release/discovery';
import { createDiscoveryReader, liveRemotes } from './frontend-discovery';

const url = 'https://cdn.example.com/discovery.json';
const documentWith = (live: string, canary?: string): DiscoveryDocument => ({
  schema: discoverySchemaUrl,
  microFrontends: {
    support: [
      {
        url: `https://cdn.example.com/support/${live}/mf-manifest.json`,
        metadata: { integrity: `sha384-${live}`, version: live },
        deployment: { traffic: canary ? 90 : 100, default: true },
      },
      ...(canary
        ? [
            {
              url: `https://cdn.example.com/support/${canary}/mf-manifest.json`,
              metadata: { integrity: `sha384-${canary}`, version: canary },
              deployment: { traffic: 10, default: false },
            },
          ]
        : []),
    ],
  },
});

/** A discovery host whose answer the test changes, and a clock it moves. */
function setup() {
  let answer: () => Response = () => Response.json(documentWith('v1'));
  let time = 0;
  const warnings: Array<{ message: string; fields: Record<string, unknown> }> = [];
  const reads: boolean[] = [];
  const reader = createDiscoveryReader({
    url,
    fetchImpl: (async () => answer()) as unknown as typeof fetch,
    now: () => time,
    onRead: ({ ok }) => reads.push(ok),
    logWarning: (message, fields) => warnings.push({ message, fields }),
  });
  return {
    reader,
    warnings,
    reads,
    answer: (next: () => Response) => (answer = next),
    advance: (ms: number) => (time += ms),
  };
}

/** Lets a background read finish. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the discovery reader', () => {
  it('reads again when asked for the document as it is now, even when its last read is recent', async () => {
    const { reader, answer } = setup();
    await reader.current();
    answer(() => Response.json(documentWith('v1', 'v2')));
    expect((await reader.current())?.microFrontends.support).toHaveLength(1);
    expect((await reader.fresh())?.microFrontends.support).toHaveLength(2);
  });

  it('waits for the first read, then answers from the last read and re-reads in the background once 2 s old', async () => {
    const { reader, answer, advance, reads } = setup();
    expect(reader.status()).toEqual({ state: 'pending', known: false });
    expect((await reader.current())?.microFrontends.support?.[0]?.metadata.version).toBe('v1');
    answer(() => Response.json(documentWith('v1', 'v2')));
    advance(1_000);
    await reader.current();
    expect(reads).toHaveLength(1);
    advance(1_000);
    // Answered with what is known; the new document is there once the background read is done.
    expect((await reader.current())?.microFrontends.support).toHaveLength(1);
    await settle();
    expect((await reader.current())?.microFrontends.support).toHaveLength(2);
    expect(reads).toEqual([true, true]);
    expect(reader.status()).toMatchObject({ state: 'ok', known: true });
  });

  it('refuses a document that fails validation, keeps the last good one, and logs the errors once', async () => {
    const { reader, answer, advance, warnings, reads } = setup();
    await reader.current();
    const invalid = documentWith('v1', 'v2');
    invalid.microFrontends.support![1]!.deployment = { traffic: 10, default: true };
    answer(() => Response.json(invalid));
    for (let round = 0; round < 3; round += 1) {
      advance(2_000);
      reader.latest();
      await settle();
    }
    expect(reads).toEqual([true, false, false, false]);
    expect(reader.latest()?.microFrontends.support).toHaveLength(1);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toMatchObject({
      url,
      lastGood: true,
      errors: [expect.stringContaining('exactly one version must be the default')],
    });
    expect(reader.status()).toMatchObject({
      state: 'failed',
      known: true,
      error: expect.stringContaining('not a valid discovery document'),
    });
  });

  it.each([
    ['an error status', () => new Response('gone', { status: 503 }), 'answered 503'],
    ['not JSON', () => new Response('<html>'), 'is not JSON'],
    [
      'unreachable',
      () => {
        throw new TypeError('fetch failed');
      },
      'unreachable',
    ],
  ])('keeps the last good document when the host gives %s', async (_case, failing, message) => {
    const { reader, answer, advance, warnings } = setup();
    await reader.current();
    answer(failing);
    advance(2_000);
    reader.latest();
    await settle();
    expect(reader.latest()?.microFrontends.support?.[0]?.metadata.version).toBe('v1');
    expect(warnings[0]!.fields.error).toEqual(expect.stringContaining(message));
  });

  it('has no document when the first read fails (the server is then not ready)', async () => {
    const { reader, answer } = setup();
    answer(() => new Response('nope', { status: 404 }));
    expect(await reader.current()).toBeNull();
    expect(reader.status()).toMatchObject({ state: 'failed', known: false });
  });

  it('lists each remote’s live manifest for requests that involve no visitor', () => {
    expect(liveRemotes(documentWith('v1', 'v2'))).toEqual({ support: 'https://cdn.example.com/support/v1/mf-manifest.json' });
    expect(liveRemotes(null)).toEqual({});
  });
});
