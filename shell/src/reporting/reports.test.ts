import {
  createReportQueue,
  errorFacts,
  errorRemote,
  frameOf,
  maxBatch,
  maxPerPage,
  remoteFolders,
  reportPath,
  stackFrames,
  versionsIn,
  type Attribution,
  type Report,
} from './reports';

const attribution: Attribution = {
  routes: [
    { remote: 'marketing', prefixes: ['/'] },
    { remote: 'services', prefixes: ['/services'] },
    { remote: 'portal', prefixes: ['/login', '/account'] },
  ],
  folders: remoteFolders({
    marketing: 'https://cdn.example.com/marketing/mf-manifest.json',
    services: 'https://cdn.example.com/services/mf-manifest.json?v=3',
  }),
};

describe('reportPath', () => {
  it.each([
    ['/', '/'],
    ['/services/web', '/services/web'],
    ['/support/tickets/1001', '/support/tickets/1001'],
    ['/services/jane@example.com', '/services/_'],
    ['/services/jane%40example.com', '/services/_'],
    ['/reset-password/eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0In0.c2lnbmF0dXJlc2lnbmF0dXJlc2lnbmF0dXJl', '/reset-password/_'],
    ['/login?code=secret#access_token=x', '/login'],
    ['/services/', '/services/'],
  ])('%s -> %s', (path, reduced) => expect(reportPath(path)).toBe(reduced));

  it('is "/_" beyond 256 characters', () => expect(reportPath(`/${'a/'.repeat(200)}`)).toBe('/_'));
});

describe('stack frames and their remote', () => {
  const chromium = `TypeError: Cannot read properties of undefined (reading 'x')
    at Services (https://cdn.example.com/services/__federation_expose_App.0123456789.js?v=1:2:345)
    at renderWithHooks (https://www.example.com/325.87f29e4156.js:1:999)`;
  const firefox = `Services@https://cdn.example.com/services/__federation_expose_App.0123456789.js:2:345
renderWithHooks@https://www.example.com/325.87f29e4156.js:1:999`;

  it.each([
    ['Chromium', chromium],
    ['Firefox', firefox],
  ])('reads %s stacks, without queries', (_browser, stack) => {
    expect(stackFrames(stack)).toEqual([
      { url: 'https://cdn.example.com/services/__federation_expose_App.0123456789.js', line: '2', column: '345' },
      { url: 'https://www.example.com/325.87f29e4156.js', line: '1', column: '999' },
    ]);
  });

  it("names a file by its name only, and nothing that isn't one", () => {
    expect(frameOf('https://cdn.example.com/services/a.0123456789.js?token=abc#x', 2, 345)).toBe('a.0123456789.js:2:345');
    expect(frameOf('https://www.example.com/', 1, 1)).toBeUndefined();
    expect(frameOf('https://www.example.com/a b.js', 1, 1)).toBeUndefined();
  });

  it("attributes an error to the remote whose files are in its stack, else to the page's remote, else the shell", () => {
    const urls = (stack: string) => stackFrames(stack).map(({ url }) => url);
    expect(errorRemote(attribution, '/', urls(chromium))).toBe('services');
    expect(errorRemote(attribution, '/services/web', urls('at f (https://www.example.com/325.87f29e4156.js:1:2)'))).toBe('services');
    expect(errorRemote(attribution, '/login', [])).toBe('portal');
    expect(errorRemote({ routes: [], folders: [] }, '/login', [])).toBe('shell');
  });

  it('takes the class name, React code and top frame of an error, never its message', () => {
    const error = new Error('Minified React error #418; visit https://react.dev/errors/418?args[]=jane%40example.com for the full message');
    error.stack = `Error: ${error.message}\n    at x (https://www.example.com/325.87f29e4156.js:1:2)`;
    const facts = errorFacts(error);
    expect(facts).toEqual({
      name: 'Error',
      code: 418,
      frame: '325.87f29e4156.js:1:2',
      urls: ['https://www.example.com/325.87f29e4156.js'],
    });
    expect(JSON.stringify(facts)).not.toContain('jane');
    const odd = new Error('x');
    odd.name = 'jane@example.com';
    expect(errorFacts(odd).name).toBe('Error');
    expect(errorFacts('a string thrown')).toEqual({ urls: [] });
  });
});

describe('createReportQueue', () => {
  const load = (remote: string): Report => ({ kind: 'remote-load', remote, path: '/' });

  it('sends nothing until flushed, then everything queued in one body', () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body));
    queue.add(load('services'));
    queue.add(load('portal'));
    expect(sent).toEqual([]);
    queue.flush();
    expect(sent.map((body) => JSON.parse(body))).toEqual([{ reports: [load('services'), load('portal')] }]);
    queue.flush();
    expect(sent).toHaveLength(1);
  });

  it("sends the page's report token with every batch, so the server counts its versions' reports", () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body), versionsIn({ services: 'v2' }), 'r1.payload.signature');
    queue.add(load('services'));
    queue.flush();
    queue.add(load('portal'));
    queue.flush();
    expect(sent.map((body) => JSON.parse(body))).toEqual([
      { token: 'r1.payload.signature', reports: [{ ...load('services'), version: 'v2' }] },
      { token: 'r1.payload.signature', reports: [load('portal')] },
    ]);
  });

  it('sends the same report once, and a vital with its latest value', () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body));
    queue.add(load('services'));
    queue.add(load('services'));
    queue.add({ kind: 'vital', remote: 'services', path: '/', name: 'CLS', value: 0.01, rating: 'good' });
    queue.add({ kind: 'vital', remote: 'services', path: '/', name: 'CLS', value: 0.2, rating: 'needs-improvement' });
    queue.flush();
    expect(JSON.parse(sent[0]!)).toEqual({
      reports: [load('services'), { kind: 'vital', remote: 'services', path: '/', name: 'CLS', value: 0.2, rating: 'needs-improvement' }],
    });
  });

  it(`sends by itself once ${maxBatch} wait, and no more than ${maxPerPage} per page`, () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body));
    for (let i = 0; i < maxBatch; i += 1) queue.add(load(`remote-${i}`));
    expect(sent).toHaveLength(1);
    for (let i = maxBatch; i < 200; i += 1) queue.add(load(`remote-${i}`));
    queue.flush();
    const reports = sent.flatMap((body) => (JSON.parse(body) as { reports: Report[] }).reports);
    expect(reports).toHaveLength(maxPerPage);
    expect(Math.max(...sent.map((body) => body.length))).toBeLessThan(8 * 1024);
  });

  it('drops what is withdrawn before it is sent', () => {
    const sent: string[] = [];
    const queue = createReportQueue((body) => sent.push(body));
    queue.add({ kind: 'vital', remote: 'services', path: '/', name: 'LCP', value: 1200, rating: 'good' });
    queue.add(load('services'));
    queue.drop((report) => report.kind === 'vital');
    queue.flush();
    expect(JSON.parse(sent[0]!)).toEqual({ reports: [load('services')] });
  });
});
