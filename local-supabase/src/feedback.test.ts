/**
 * The feedback and contact tables through the stand-in, as the browser's anon key reaches them:
 * valid rows are accepted, bad values get a clear 4xx and store nothing, nothing can be read,
 * changed or deleted back.
 */
import { startStandIn, type StandIn } from './testing/harness.ts';

let standIn: StandIn;

beforeAll(async () => {
  standIn = await startStandIn();
}, 60_000);
afterAll(() => standIn.stop());

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${standIn.url}/rest/v1/${path}`, {
    method,
    headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${standIn.config.anonKey}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as { message?: string }) : null };
}

async function rows(table: 'feedback' | 'contact_messages'): Promise<Array<Record<string, unknown>>> {
  return standIn.database.asService(async (tx) => (await tx.query<Record<string, unknown>>(`select * from public.${table}`)).rows);
}

const feedback = { category: 'services', rating: 4, title: 'Fine', description: 'Works well', allow_contact: false };
const contact = { name: 'Siti', email: 'siti@example.com', subject: 'Hello', message: 'Can we talk?' };

describe('feedback', () => {
  it.each([
    ['a rating above 5', { ...feedback, rating: 7 }],
    ['a rating below 1', { ...feedback, rating: 0 }],
    ['a fractional rating', { ...feedback, rating: 2.5 }],
    ['a 10,000-character title', { ...feedback, title: 'x'.repeat(10_000) }],
    ['a 10,000-character name', { ...feedback, name: 'n'.repeat(10_000) }],
    ['an empty description', { ...feedback, description: '   ' }],
    ['an unknown category', { ...feedback, category: 'spam' }],
    ['a malformed e-mail', { ...feedback, email: 'not-an-email' }],
    ['a chosen id', { ...feedback, id: '00000000-0000-0000-0000-000000000000' }],
    ['a chosen timestamp', { ...feedback, created_at: '2000-01-01T00:00:00Z' }],
    ['a missing rating', { category: 'services', title: 'Fine', description: 'Works well' }],
  ])('refuses %s with a clear 4xx and stores nothing', async (_case, body) => {
    const before = (await rows('feedback')).length;
    const { status, body: answer } = await standIn
      .client()
      .from('feedback')
      .insert(body)
      .then(({ status: code, error }) => ({ status: code, body: error }));
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect(answer?.message).toBeTruthy();
    expect((await rows('feedback')).length).toBe(before);
  });

  it('stores a valid row, with script text and emoji kept as plain text', async () => {
    const before = (await rows('feedback')).length;
    const { status } = await rest('POST', 'feedback', { ...feedback, title: '<script>alert(1)</script> 🎉', email: 'a@example.com' });
    expect(status).toBe(201);
    const stored = await rows('feedback');
    expect(stored).toHaveLength(before + 1);
    expect(stored.at(-1)).toMatchObject({ title: '<script>alert(1)</script> 🎉', rating: 4 });
  });

  it('cannot be read, changed or deleted by the browser', async () => {
    expect((await rest('GET', 'feedback?select=*')).status).toBe(401);
    expect((await rest('PATCH', 'feedback?rating=eq.4', { rating: 1 })).status).toBe(401);
    expect((await rest('DELETE', 'feedback?rating=eq.4')).status).toBe(401);
    expect((await rows('feedback')).every((row) => row.rating === 4)).toBe(true);
  });
});

describe('contact messages', () => {
  it.each([
    ['a missing name', { ...contact, name: '' }],
    ['a malformed e-mail', { ...contact, email: 'siti@' }],
    ['a 10,000-character message', { ...contact, message: 'm'.repeat(10_000) }],
    ['an extra column', { ...contact, id: '00000000-0000-0000-0000-000000000000' }],
  ])('refuses %s and stores nothing', async (_case, body) => {
    const before = (await rows('contact_messages')).length;
    const { status } = await rest('POST', 'contact_messages', body);
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    expect((await rows('contact_messages')).length).toBe(before);
  });

  it('stores a valid message that nobody can read back', async () => {
    expect((await rest('POST', 'contact_messages', { ...contact, message: 'Halo 👋 <b>bold</b>' })).status).toBe(201);
    expect((await rows('contact_messages')).at(-1)).toMatchObject({ message: 'Halo 👋 <b>bold</b>' });
    expect((await rest('GET', 'contact_messages?select=*')).status).toBe(401);
  });
});

describe('anonymous writes per request and per client', () => {
  const post = (localAddress: string, table: string, body: unknown, headers: Record<string, string> = {}) =>
    standIn.requestFrom(localAddress, `/rest/v1/${table}`, {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  it.each([
    ['feedback', feedback],
    ['contact_messages', contact],
  ] as const)('refuses several %s rows in one request with 400 and stores none', async (table, row) => {
    const before = (await rows(table)).length;
    const response = await post('127.0.0.5', table, [row, row]);
    expect(response.status).toBe(400);
    expect((await rows(table)).length).toBe(before);
  });

  it('limits each client to 30 messages an hour, whatever x-forwarded-for it sends', async () => {
    // The client is the socket address: a forged x-forwarded-for is not another client.
    const forged = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    for (let i = 0; i < 30; i++)
      expect((await post('127.0.0.6', i % 2 ? 'feedback' : 'contact_messages', i % 2 ? feedback : contact, forged(i))).status).toBe(201);
    const refused = await post('127.0.0.6', 'feedback', feedback, forged(99));
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'PT429', message: 'too_many_messages' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Another client is not affected.
    expect((await post('127.0.0.7', 'feedback', feedback)).status).toBe(201);
  });

  it('drops a message whose hidden website field is filled, answering as if stored', async () => {
    const before = (await rows('feedback')).length;
    expect((await post('127.0.0.8', 'feedback', { ...feedback, website: 'http://spam.example' })).status).toBe(201);
    expect((await rows('feedback')).length).toBe(before);
  });
});
