import { createRouteTable } from './route-table';

const servicesRoutes = { prefixes: ['/services'], pages: [{ path: '/services', indexed: true }] };
const remotes = { services: 'https://cdn.example.com/services/mf-manifest.json', support: 'http://localhost:3004/mf-manifest.json' };

/** A fetch that answers from a map of URL -> JSON body (or an error), counting requests. */
function fakeFetch(answers: Record<string, unknown>) {
  const requested: string[] = [];
  const fetchImpl = (async (input: string | URL | Request) => {
    const url = String(input);
    requested.push(url);
    const answer = answers[url];
    if (answer instanceof Error) throw answer;
    if (answer === undefined) return new Response('Not found', { status: 404 });
    return Response.json(answer);
  }) as typeof fetch;
  return { fetchImpl, requested };
}

describe('the server route table', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 0;
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it("reads each remote's routes.json beside its mf-manifest.json, in app-config order", async () => {
    const { fetchImpl, requested } = fakeFetch({
      'https://cdn.example.com/services/routes.json': servicesRoutes,
      'http://localhost:3004/routes.json': { prefixes: ['/support'], pages: [] },
    });
    const table = createRouteTable({ remotes: () => remotes, fetchImpl, now });
    expect(await table.current()).toEqual([
      { remote: 'services', routes: servicesRoutes },
      { remote: 'support', routes: { prefixes: ['/support'], pages: [] } },
    ]);
    expect(requested).toEqual(['https://cdn.example.com/services/routes.json', 'http://localhost:3004/routes.json']);
  });

  it('reads again only once the last read is older than maxAgeMs, in the background, and concurrent requests share one read', async () => {
    const answers: Record<string, unknown> = { 'https://cdn.example.com/services/routes.json': servicesRoutes };
    const { fetchImpl, requested } = fakeFetch(answers);
    const table = createRouteTable({ remotes: () => ({ services: remotes.services }), fetchImpl, now, maxAgeMs: 2_000 });
    await Promise.all([table.current(), table.current(), table.current()]);
    expect(requested).toHaveLength(1);
    clock = 1_999;
    await table.current();
    expect(requested).toHaveLength(1);
    const redeployed = { prefixes: ['/services', '/pricing'], pages: [{ path: '/pricing', indexed: true }] };
    answers['https://cdn.example.com/services/routes.json'] = redeployed;
    clock = 2_000;
    // This request is answered with what is known and starts the read; the next one sees the result.
    expect(await table.current()).toEqual([{ remote: 'services', routes: servicesRoutes }]);
    expect(requested).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await table.current()).toEqual([{ remote: 'services', routes: redeployed }]);
    expect(requested).toHaveLength(2);
  });

  it('keeps the last good manifest while a remote is down or publishes a bad one; null if never read', async () => {
    const answers: Record<string, unknown> = { 'https://cdn.example.com/services/routes.json': servicesRoutes };
    const { fetchImpl } = fakeFetch(answers);
    const logWarning = jest.fn();
    const logInfo = jest.fn();
    const reads: Array<{ remote: string; ok: boolean }> = [];
    const table = createRouteTable({ remotes: () => remotes, fetchImpl, now, logWarning, logInfo, onRead: (event) => reads.push(event) });
    expect(table.status()).toEqual([
      { remote: 'services', state: 'pending', known: false },
      { remote: 'support', state: 'pending', known: false },
    ]);
    expect(await table.current()).toEqual([
      { remote: 'services', routes: servicesRoutes },
      { remote: 'support', routes: null },
    ]);
    expect(table.status()).toEqual([
      { remote: 'services', state: 'ok', known: true, ageSeconds: 0 },
      { remote: 'support', state: 'failed', known: false, ageSeconds: 0 },
    ]);
    for (const broken of [new TypeError('fetch failed'), { prefixes: 'nope' }]) {
      answers['https://cdn.example.com/services/routes.json'] = broken;
      clock += 5_000;
      await table.current();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect((await table.current())[0]).toEqual({ remote: 'services', routes: servicesRoutes });
    }
    // Said once when it becomes unreadable, not at every failed read (the metrics count those).
    expect(logWarning.mock.calls.filter(([, fields]) => (fields as { remote: string }).remote === 'services')).toEqual([
      ['route manifest unreadable, keeping the last good one', { remote: 'services', error: 'TypeError: fetch failed' }],
    ]);
    // Down, but its last good routes still route its paths (to its Retry screen).
    expect(table.status()[0]).toEqual({ remote: 'services', state: 'failed', known: true, ageSeconds: 0 });
    expect(reads.filter(({ remote }) => remote === 'services')).toEqual([
      { remote: 'services', ok: true },
      { remote: 'services', ok: false },
      { remote: 'services', ok: false },
    ]);
    answers['https://cdn.example.com/services/routes.json'] = servicesRoutes;
    clock += 5_000;
    await table.current();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(logInfo).toHaveBeenCalledWith('route manifest readable again', { remote: 'services' });
    expect(table.status()[0]).toMatchObject({ state: 'ok' });
  });

  it('never makes a request wait for a remote that hangs, once its manifest is known', async () => {
    let hang = false;
    const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
      if (hang)
        return new Promise<Response>((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(new Error('timed out'))));
      void input;
      return Response.json(servicesRoutes);
    }) as typeof fetch;
    const table = createRouteTable({ remotes: () => ({ services: remotes.services }), fetchImpl, now, timeoutMs: 60_000 });
    await table.current();
    hang = true;
    clock = 10_000;
    expect(await table.current()).toEqual([{ remote: 'services', routes: servicesRoutes }]);
  });

  it('follows app-config: a remote added or moved there is read from its new address', async () => {
    const { fetchImpl } = fakeFetch({
      'https://cdn.example.com/services/routes.json': servicesRoutes,
      'https://cdn2.example.com/routes.json': { prefixes: ['/services'], pages: [] },
    });
    let configured: Record<string, string> = { services: remotes.services };
    const table = createRouteTable({ remotes: () => configured, fetchImpl, now });
    expect((await table.current())[0]!.routes).toEqual(servicesRoutes);
    configured = { services: 'https://cdn2.example.com/mf-manifest.json' };
    // Never read from there yet: this request waits for it.
    expect((await table.current())[0]!.routes).toEqual({ prefixes: ['/services'], pages: [] });
  });
});
