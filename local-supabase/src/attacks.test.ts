/**
 * Hostile requests get a clear 4xx and change nothing; none produces a 5xx.
 */
import { SignJWT, decodeJwt } from 'jose';
import { localJwtSecret, localServiceRoleKey } from './config.ts';
import { startStandIn, type StandIn } from './testing/harness.ts';

const password = 'DemoPass123!';
let standIn: StandIn;
let demoToken: string;
let demoId: string;

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signed with the real secret: only the claims can make such a token unacceptable. */
const signed = (claims: Record<string, unknown>) =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(localJwtSecret));

async function rest(path: string, init: RequestInit & { token?: string | null; apikey?: string | null } = {}) {
  const headers: Record<string, string> = { ...(init.headers as Record<string, string>) };
  if (init.apikey !== null) headers.apikey = init.apikey ?? standIn.config.anonKey;
  if (init.token !== null) headers.authorization = `Bearer ${init.token ?? demoToken}`;
  const response = await fetch(`${standIn.url}${path}`, { ...init, headers });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null };
}

async function projectCount(): Promise<number> {
  return standIn.database.asService(async (tx) =>
    Number((await tx.query<{ n: number }>('select count(*)::int as n from public.client_projects')).rows[0]!.n),
  );
}

beforeAll(async () => {
  standIn = await startStandIn();
  const { data } = await standIn.client().auth.signInWithPassword({ email: 'demo@example.com', password });
  demoToken = data.session!.access_token;
  demoId = data.user!.id;
}, 60_000);
afterAll(() => standIn.stop());

describe('tampered tokens are refused', () => {
  const tamper = async (kind: string): Promise<string> => {
    const [header, payload, signature] = demoToken.split('.') as [string, string, string];
    const claims = decodeJwt(demoToken);
    switch (kind) {
      case 'payload edited':
        return `${header}.${b64({ ...claims, sub: '00000000-0000-0000-0000-000000000000' })}.${signature}`;
      case 'alg none':
        return `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      case 'wrong key':
        return new SignJWT(claims)
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
      case 'role service_role (edited)':
        return `${header}.${b64({ ...claims, role: 'service_role' })}.${signature}`;
      case 'role postgres (signed)':
        return signed({ ...claims, role: 'postgres' });
      case 'no exp (signed)': {
        const { exp: _exp, ...forever } = claims;
        return signed(forever);
      }
      case 'another audience (signed)':
        return signed({ ...claims, aud: 'storage' });
      case 'no audience (signed)': {
        const { aud: _aud, ...unaddressed } = claims;
        return signed(unaddressed);
      }
      case 'expired':
        return new SignJWT({ ...claims, exp: Math.floor(Date.now() / 1000) - 3600 })
          .setProtectedHeader({ alg: 'HS256' })
          .sign(new TextEncoder().encode(localJwtSecret));
      default:
        return 'garbage';
    }
  };

  it.each([
    'payload edited',
    'alg none',
    'wrong key',
    'role service_role (edited)',
    'role postgres (signed)',
    'no exp (signed)',
    'another audience (signed)',
    'no audience (signed)',
    'expired',
    'garbage',
  ])('%s → 401', async (kind) => {
    const token = await tamper(kind);
    const result = await rest('/rest/v1/client_projects?select=*', { token });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: expect.stringMatching(/^PGRST30[13]$/) });
    const user = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBeGreaterThanOrEqual(401);
    expect(user.status).toBeLessThan(500);
  });

  it('accepts a service_role token signed with the secret (the outbox worker’s), but not for /user', async () => {
    const claims = decodeJwt(demoToken);
    const token = await signed({ ...claims, role: 'service_role' });
    const result = await rest('/rest/v1/client_projects?select=id', { token });
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(await projectCount());
    const user = await fetch(`${standIn.url}/auth/v1/user`, {
      headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}` },
    });
    expect(user.status).toBe(403);
  });

  it('names an expired token as such', async () => {
    const result = await rest('/rest/v1/client_projects', { token: await tamper('expired') });
    expect(result.body).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
  });
});

describe('the API key', () => {
  it('is required', async () => {
    const result = await rest('/rest/v1/client_projects', { apikey: null });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ message: 'No API key found in request' });
  });

  it('must be the project’s', async () => {
    expect((await rest('/auth/v1/settings', { apikey: 'not-a-key', token: null })).status).toBe(401);
    expect((await rest('/auth/v1/settings', { apikey: await signed({ role: 'anon', exp: 1983812996 }), token: null })).status).toBe(401);
  });

  it('may be the service-role key, which runs as service_role', async () => {
    const result = await rest('/rest/v1/client_projects?select=id', { apikey: localServiceRoleKey, token: null });
    expect(result.status).toBe(200);
    expect(result.body).toHaveLength(await projectCount());
    expect(
      (
        await rest('/rest/v1/rpc/outbox_claim', {
          method: 'POST',
          body: '{"max_rows": 0}',
          apikey: localServiceRoleKey,
          token: localServiceRoleKey,
        })
      ).status,
    ).toBe(200);
  });

  it('is the only way to the outbox functions', async () => {
    const calls = { outbox_claim: {}, outbox_delivered: { message_id: 1 }, outbox_failed: { message_id: 1, error: 'x' } };
    for (const [fn, args] of Object.entries(calls)) {
      const body = JSON.stringify(args);
      expect((await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body, token: null })).status).toBe(401);
      expect((await rest(`/rest/v1/rpc/${fn}`, { method: 'POST', body })).status).toBe(403);
    }
  });
});

describe('the second factor cannot be bypassed from the browser', () => {
  it('refuses inserting a challenge and changes nothing', async () => {
    const count = async () =>
      standIn.database.asService(async (tx) =>
        Number((await tx.query<{ n: number }>('select count(*)::int as n from public.mfa_challenges')).rows[0]!.n),
      );
    const before = await count();
    const result = await rest('/rest/v1/mfa_challenges', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        user_id: demoId,
        session_id: decodeJwt(demoToken).session_id,
        code_hash: 'x',
        expires_at: '2099-01-01T00:00:00Z',
        verified: true,
      }),
    });
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: '42501' });
    expect(await count()).toBe(before);
  });

  it('refuses reading challenges, including another user’s', async () => {
    expect((await rest('/rest/v1/mfa_challenges?select=*')).status).toBe(403);
    expect((await rest('/rest/v1/mfa_challenges?select=*', { token: null })).status).toBe(401);
  });

  it('refuses enabling or disabling MFA or writing projects', async () => {
    const before = await projectCount();
    const patch = await rest(`/rest/v1/mfa_settings?user_id=eq.${demoId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: false }),
    });
    expect(patch.status).toBe(403);
    const insert = await rest('/rest/v1/client_projects', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: demoId, title: 'Injected', status: 'pending', priority: 'low', budget: 1 }),
    });
    expect(insert.status).toBe(403);
    const remove = await rest('/rest/v1/client_projects?title=neq.x', { method: 'DELETE' });
    expect(remove.status).toBe(403);
    expect(await projectCount()).toBe(before);
  });

  it('locks a code after five wrong attempts, and refuses replays and expired codes', async () => {
    const client = standIn.client();
    await client.auth.signInWithPassword({ email: 'mfa@example.com', password });
    const before = (await standIn.mailTo('mfa@example.com')).length;
    await client.rpc('request_mfa_code');
    const code = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', before)).text)![1]!;
    const wrongCode = code === '123456' ? '654321' : '123456';
    const statuses: string[] = [];
    for (let i = 0; i < 5; i++)
      statuses.push(((await client.rpc('verify_mfa_code', { code: wrongCode })).data as { status: string }).status);
    expect(statuses).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
    expect((await client.rpc('verify_mfa_code', { code })).data).toMatchObject({ status: 'locked' });
    expect((await client.from('client_projects').select('id')).data).toEqual([]);

    // A fresh code (after the resend cooldown) works once; the replay does not.
    await standIn.database.asService((tx) => tx.query("update public.mfa_challenges set created_at = now() - interval '1 minute'"));
    const count = (await standIn.mailTo('mfa@example.com')).length;
    expect((await client.rpc('request_mfa_code')).error).toBeNull();
    const fresh = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', count)).text)![1]!;
    expect((await client.rpc('verify_mfa_code', { code: fresh })).data).toEqual({ status: 'verified' });
    expect((await client.rpc('verify_mfa_code', { code: fresh })).data).toMatchObject({ status: 'invalid' });

    // An expired code is refused.
    const other = standIn.client();
    await other.auth.signInWithPassword({ email: 'mfa@example.com', password });
    const n = (await standIn.mailTo('mfa@example.com')).length;
    await other.rpc('request_mfa_code');
    const late = /\b(\d{6})\b/.exec((await standIn.nextMail('mfa@example.com', n)).text)![1]!;
    await standIn.database.asService((tx) =>
      tx.query("update public.mfa_challenges set expires_at = now() - interval '1 second' where not verified and not invalidated"),
    );
    expect((await other.rpc('verify_mfa_code', { code: late })).data).toMatchObject({ status: 'expired' });
  });
});

describe('bad input', () => {
  it.each([
    ['SQL in a filter value', "/rest/v1/client_projects?title=eq.' or 1=1 --", 200],
    ['SQL in an identifier', '/rest/v1/client_projects?select=id;drop table client_projects', 400],
    ['an unknown column', '/rest/v1/client_projects?nope=eq.1', 400],
    ['an unknown operator', '/rest/v1/client_projects?title=contains.x', 400],
    ['an unknown table', '/rest/v1/secrets', 404],
    ['a private schema', '/rest/v1/mail_outbox', 404],
    ['a bad limit', '/rest/v1/client_projects?limit=-1', 400],
    ['a malformed uuid', '/rest/v1/client_projects?id=eq.not-a-uuid', 400],
  ])('%s → %i', async (_label, path, status) => {
    const result = await rest(path);
    expect(result.status).toBe(status);
    if (status === 200) expect(result.body).toEqual([]);
  });

  it('refuses bodies above 64 KB with 413 and malformed JSON with 400', async () => {
    const big = await rest('/rest/v1/rpc/verify_mfa_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(70_000) }),
    });
    expect(big.status).toBe(413);
    const malformed = await rest('/rest/v1/rpc/verify_mfa_code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code": ',
    });
    expect(malformed.status).toBe(400);
    const authMalformed = await fetch(`${standIn.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey },
      body: '{oops',
    });
    expect(authMalformed.status).toBe(400);
  });

  it('never answers a hostile request with a 5xx, and keeps serving', async () => {
    const attempts = [
      rest('/rest/v1/rpc/nope', { method: 'POST', body: '{}' }),
      rest('/rest/v1/client_projects', { method: 'PUT', body: '{}' }),
      rest('/rest/v1/client_projects?order=title.sideways'),
      rest('/rest/v1/client_projects?select=*,projects(*)'),
      rest('/rest/v1/client_projects?id=in.(1,2'),
      rest(`/rest/v1/client_projects?title=eq.${'%00'.repeat(10)}`),
      rest('/rest/v1/rpc/verify_mfa_code', { method: 'POST', body: '[1,2,3]' }),
      rest('/auth/v1/token?grant_type=password', { method: 'POST', body: '{"email": 5, "password": []}', token: null }),
      rest('/auth/v1/signup', { method: 'POST', body: '{"email": "x@y", "password": null}', token: null }),
      rest('/auth/v1/recover', { method: 'POST', body: '"just a string"', token: null }),
      rest('/auth/v1/unknown', { token: null }),
      rest('/%E0%A4%A', { token: null }),
    ];
    const statuses = (await Promise.all(attempts)).map((result) => result.status);
    expect(statuses.filter((status) => status < 400 || status >= 500)).toEqual([]);
    expect((await rest('/rest/v1/client_projects?select=id')).status).toBe(200);
  });

  it('treats a code of the wrong type as a wrong code', async () => {
    const result = await rest('/rest/v1/rpc/verify_mfa_code', { method: 'POST', body: '{"code": {"nested": true}}' });
    expect(result).toEqual({ status: 200, body: { status: 'invalid' } });
  });

  it('rate-limits reset e-mails to one a minute per address, like GoTrue', async () => {
    const client = standIn.client();
    expect((await client.auth.resetPasswordForEmail('demo@example.com')).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail('demo@example.com');
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
  });

  it('limits code checks per client on the function that runs, however its name is spelled', async () => {
    const call = (path: string, body: object) =>
      standIn.requestFrom('127.0.0.4', `/rest/v1/rpc/${path}`, {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${demoToken}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const { limit } = standIn.config.rateLimits.mfaVerifyPerIp;
    for (let i = 0; i < limit; i++) expect((await call('verify_mfa_cod%65', { code: '000000' })).status).toBe(200);
    for (const [path, body] of [
      ['verify_mfa_code', { code: '000000' }],
      ['verify_mfa_cod%65', { code: '000000' }],
      ['set_mfa_enabled', { enabled: true, code: '000000' }],
      ['%73et_mfa_enabled', { enabled: true, code: '000000' }],
    ] as const) {
      const response = await call(path, body);
      expect({ path, status: response.status }).toEqual({ path, status: 429 });
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    // Another client is not affected.
    expect((await rest('/rest/v1/rpc/verify_mfa_code', { method: 'POST', body: '{"code": "000000"}' })).status).toBe(200);
  });

  it('lets the owner sign in after ten failed sign-ins by a stranger from another client', async () => {
    const stranger = (secret: string) =>
      standIn.requestFrom('127.0.0.2', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password: secret }),
      });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await stranger(`guess-${i}`)).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    // The stranger stays limited even with the right password...
    expect((await stranger(password)).status).toBe(429);
    // ...while the owner, elsewhere, signs in.
    expect((await standIn.client().auth.signInWithPassword({ email: 'demo@example.com', password })).error).toBeNull();
  });

  it('counts only failures: many successful sign-ins are never limited per address', async () => {
    for (let i = 0; i <= standIn.config.rateLimits.signInFailuresPerEmailAndIp.limit; i++) {
      const response = await standIn.requestFrom('127.0.0.3', '/auth/v1/token?grant_type=password', {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'demo@example.com', password }),
      });
      expect(response.status).toBe(200);
    }
  });

  it('rate-limits password guessing with 429', async () => {
    const client = standIn.client();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await client.auth.signInWithPassword({ email: 'other@example.com', password: `guess-${i}` })).error?.status ?? 200);
    expect(statuses.slice(0, 10).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const { error } = await client.auth.signInWithPassword({ email: 'other@example.com', password });
    expect(error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('client companies: a hostile client gets a 4xx and changes nothing', () => {
  interface Person {
    id: string;
    email: string;
    token: string;
  }
  const from = '127.0.0.9'; // a client of its own, away from the sign-in limits the tests above run into
  let owner: Person; // owner of company A
  let member: Person; // member (not owner) of A
  let stranger: Person; // owner of company B
  let companyA: string;
  let companyB: string;
  let ticketA: string;
  let ticketB: string;

  async function call(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) {
    const response = await standIn.requestFrom(from, path, {
      method,
      headers: {
        apikey: standIn.config.anonKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    return { status: response.status, body: response.body ? (JSON.parse(response.body) as unknown) : null };
  }
  const rpc = (name: string, token: string | null, args: unknown) => call('POST', `/rest/v1/rpc/${name}`, token, args);

  async function person(label: string): Promise<Person> {
    const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await standIn.createConfirmedUser(email, password);
    return { id, email, token: await tokenOf(email) };
  }
  async function tokenOf(email: string): Promise<string> {
    const answer = await call('POST', '/auth/v1/token?grant_type=password', null, { email, password });
    expect(answer.status).toBe(200);
    return (answer.body as { access_token: string }).access_token;
  }
  async function firstCompany(who: Person): Promise<string> {
    const answer = await rpc('my_companies', who.token, {});
    return (answer.body as Array<{ id: string }>)[0]!.id;
  }
  /** The token of the newest invitation mailed to `email` (MailDev caught it; the outbox empties delivered bodies). */
  async function mailedToken(email: string, known: number): Promise<string> {
    const mail = await standIn.nextMail(email, known);
    return /\/invitation\?token=([0-9a-f-]+\.[0-9a-f]+)/.exec(mail.text)![1]!;
  }
  async function invite(by: Person, company: string, email: string, role = 'member') {
    const known = (await standIn.mailTo(email)).length;
    const answer = await rpc('create_company_invitation', by.token, { p_company_id: company, p_email: email, p_role: role });
    expect(answer.status).toBe(200);
    return { id: (answer.body as { id: string }).id, token: await mailedToken(email, known) };
  }
  async function newTicket(who: Person, company: string): Promise<string> {
    const answer = await call(
      'POST',
      '/rest/v1/support_tickets?select=id',
      who.token,
      { company_id: company, subject: 'Printer', category: 'technical', priority: 'low', description: 'It jams.' },
      { prefer: 'return=representation', accept: 'application/vnd.pgrst.object+json' },
    );
    expect(answer.status).toBe(201);
    return (answer.body as { id: string }).id;
  }

  /** Everything the attacks could change, as the service role sees it. */
  async function snapshot(): Promise<string> {
    return standIn.database.asService(async (tx) => {
      const parts: unknown[] = [];
      for (const sql of [
        'select id, name, require_second_factor from public.companies order by id',
        'select company_id, user_id, role, email from public.company_members order by company_id, user_id',
        'select id, company_id, email, role, accepted_at, withdrawn_at, expires_at from public.company_invitations order by id',
        'select id, company_id, client_id, opened_by_email, status from public.support_tickets order by id',
        'select id, company_id, client_id, submitted_by_email from public.proposals order by id',
        'select id, author_id, author_email, from_staff from public.ticket_messages order by id',
        'select id, owner_id, object_path from public.request_files order by id',
        'select count(*)::int as n from public.staff_changes',
      ])
        parts.push((await tx.query(sql)).rows);
      return JSON.stringify(parts);
    });
  }

  const expect4xx = (label: string, answer: { status: number; body: unknown }) =>
    expect({ label, status: answer.status >= 400 && answer.status < 500, answer }).toMatchObject({ label, status: true });

  beforeAll(async () => {
    [owner, member, stranger] = await Promise.all([person('co-owner'), person('co-member'), person('co-stranger')]);
    [companyA, companyB] = await Promise.all([firstCompany(owner), firstCompany(stranger)]);
    const invitation = await invite(owner, companyA, member.email);
    expect((await rpc('accept_company_invitation', member.token, { p_token: invitation.token })).status).toBe(200);
    [ticketA, ticketB] = await Promise.all([newTicket(owner, companyA), newTicket(stranger, companyB)]);
    expect((await call('POST', '/rest/v1/ticket_messages', owner.token, { ticket_id: ticketA, body: 'Any news?' })).status).toBe(201);
  }, 60_000);

  it('hostile arguments to every company RPC, by owner, member, stranger and anon: a 4xx each, nothing changed', async () => {
    const before = await snapshot();
    const huge = 'a'.repeat(20_000);
    const uuidLike = '00000000-0000-0000-0000-000000000000';
    const hostile: Array<[string, unknown]> = [
      ['company_members', { p_company_id: 'not-a-uuid' }],
      ['company_members', { p_company_id: [companyA] }],
      ['company_members', { p_company_id: companyB }],
      ['company_members', { p_company_id: companyA, extra: 1 }],
      ['create_company_invitation', { p_company_id: companyA, p_email: huge }],
      ['create_company_invitation', { p_company_id: companyA, p_email: ['x@example.com'] }],
      ['create_company_invitation', { p_company_id: companyA, p_email: 'x@example.com\r\nBcc: victim@example.com' }],
      ['create_company_invitation', { p_company_id: companyA, p_email: 'x@example.com', p_role: 'admin' }],
      ['create_company_invitation', { p_company_id: companyA, p_email: 'x@example.com', p_role: null }],
      ['create_company_invitation', { p_company_id: companyA, p_email: 'x@example.com', p_role: { owner: true } }],
      ['create_company_invitation', { p_company_id: companyA, p_email: owner.email.toUpperCase() }],
      ['create_company_invitation', { p_company_id: companyB, p_email: 'x@example.com' }],
      ['create_company_invitation', { p_company_id: null, p_email: 'x@example.com' }],
      ['withdraw_company_invitation', { p_invitation_id: 'x' }],
      ['withdraw_company_invitation', { p_invitation_id: uuidLike }],
      ['withdraw_company_invitation', { p_invitation_id: null }],
      ['company_invitation_preview', { p_token: huge }],
      ['company_invitation_preview', { p_token: null }],
      ['company_invitation_preview', { p_token: [`${uuidLike}.${'0'.repeat(64)}`] }],
      ['company_invitation_preview', { p_token: `${uuidLike}.${'0'.repeat(64)}` }],
      ['accept_company_invitation', { p_token: `${uuidLike}.${'0'.repeat(64)}` }],
      ['accept_company_invitation', { p_token: 12 }],
      ['set_company_member_role', { p_company_id: companyA, p_user_id: member.id, p_role: 'superowner' }],
      ['set_company_member_role', { p_company_id: companyA, p_user_id: owner.id, p_role: 'member' }],
      ['set_company_member_role', { p_company_id: companyA, p_user_id: 'me', p_role: 'owner' }],
      ['set_company_member_role', { p_company_id: companyB, p_user_id: stranger.id, p_role: 'member' }],
      ['remove_company_member', { p_company_id: companyA, p_user_id: owner.id }],
      ['remove_company_member', { p_company_id: companyB, p_user_id: stranger.id }],
      ['remove_company_member', { p_company_id: companyA, p_user_id: null }],
      ['leave_company', { p_company_id: companyB }],
      ['leave_company', { p_company_id: 'not-a-uuid' }],
      ['set_company_policy', { p_company_id: companyA, p_require_second_factor: 'yes' }],
      ['set_company_policy', { p_company_id: companyA, p_require_second_factor: null }],
      ['set_company_policy', { p_company_id: companyA, p_require_second_factor: true }],
      ['set_company_policy', { p_company_id: companyB, p_require_second_factor: true }],
      ['rename_company', { p_company_id: companyA, p_name: '' }],
      ['rename_company', { p_company_id: companyA, p_name: '   ' }],
      ['rename_company', { p_company_id: companyA, p_name: 'Evil\nCorp' }],
      ['rename_company', { p_company_id: companyA, p_name: 'Evil\u0000Corp' }],
      ['rename_company', { p_company_id: companyA, p_name: 'x'.repeat(121) }],
      ['rename_company', { p_company_id: companyB, p_name: 'Taken over' }],
      ['staff_companies', {}],
      ['staff_create_company', { p_name: 'Mine', p_owner_email: 'x@example.com' }],
    ];
    for (const [fn, args] of hostile)
      for (const [who, token] of [
        ['owner', owner.token],
        ['member', member.token],
        ['anon', null],
      ] as const)
        expect4xx(`${who} ${fn} ${JSON.stringify(args).slice(0, 120)}`, await rpc(fn, token, args));

    // The member calls every owner RPC on his own company with arguments that would work for an owner.
    for (const [fn, args] of [
      ['create_company_invitation', { p_company_id: companyA, p_email: 'new@example.com' }],
      ['set_company_member_role', { p_company_id: companyA, p_user_id: member.id, p_role: 'owner' }],
      ['remove_company_member', { p_company_id: companyA, p_user_id: owner.id }],
      ['set_company_policy', { p_company_id: companyA, p_require_second_factor: false }],
      ['rename_company', { p_company_id: companyA, p_name: 'Mine now' }],
    ] as const)
      expect(await rpc(fn, member.token, args)).toMatchObject({ status: 403, body: { code: '42501', message: 'not_owner' } });

    // Bulk calls, GET on a function that writes, Prefer tricks.
    expect4xx('array body', await rpc('rename_company', owner.token, [{ p_company_id: companyA, p_name: 'Bulk' }]));
    expect4xx('GET leave_company', await call('GET', `/rest/v1/rpc/leave_company?p_company_id=${companyA}`, member.token));
    expect4xx('GET rename_company', await call('GET', `/rest/v1/rpc/rename_company?p_company_id=${companyA}&p_name=Renamed`, owner.token));
    expect4xx(
      'single-object',
      await call(
        'POST',
        '/rest/v1/rpc/rename_company',
        owner.token,
        { p_company_id: companyB, p_name: 'B' },
        { prefer: 'params=single-object' },
      ),
    );
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('direct writes to the company tables, rows put in another company or for another person, and stamped columns are refused', async () => {
    const before = await snapshot();
    const ticket = { subject: 'Planted', category: 'general', priority: 'low', description: 'x' };
    const proposal = { title: 'Planted', services: ['data'] };
    const writes: Array<[string, string, string, unknown, Record<string, string>?]> = [
      ['POST', '/rest/v1/companies', member.token, { name: 'Mine' }],
      ['POST', '/rest/v1/companies?on_conflict=id', owner.token, { id: companyB, name: 'Mine' }, { prefer: 'resolution=merge-duplicates' }],
      ['PATCH', `/rest/v1/companies?id=eq.${companyA}`, owner.token, { require_second_factor: true }],
      ['DELETE', `/rest/v1/companies?id=eq.${companyA}`, owner.token, undefined],
      [
        'POST',
        '/rest/v1/company_members',
        stranger.token,
        { company_id: companyA, user_id: stranger.id, role: 'owner', email: stranger.email },
      ],
      [
        'POST',
        '/rest/v1/company_members?on_conflict=company_id,user_id',
        member.token,
        { company_id: companyA, user_id: member.id, role: 'owner', email: member.email },
        { prefer: 'resolution=merge-duplicates' },
      ],
      ['PATCH', `/rest/v1/company_members?company_id=eq.${companyA}&user_id=eq.${member.id}`, member.token, { role: 'owner' }],
      ['DELETE', `/rest/v1/company_members?company_id=eq.${companyA}&user_id=eq.${owner.id}`, member.token, undefined],
      ['POST', '/rest/v1/company_invitations', owner.token, { company_id: companyA, email: 'x@example.com', role: 'owner' }],
      ['PATCH', `/rest/v1/company_invitations?company_id=eq.${companyA}`, owner.token, { accepted_at: new Date().toISOString() }],
      // another company, another person, stamped columns
      ['POST', '/rest/v1/support_tickets', member.token, { ...ticket, company_id: companyB }],
      ['POST', '/rest/v1/support_tickets', member.token, { ...ticket, company_id: companyA, client_id: owner.id }],
      ['POST', '/rest/v1/support_tickets', member.token, { ...ticket, company_id: companyA, opened_by_email: 'ceo@example.com' }],
      ['POST', '/rest/v1/proposals', member.token, { ...proposal, company_id: companyB }],
      ['POST', '/rest/v1/proposals', member.token, { ...proposal, company_id: companyA, client_id: owner.id }],
      ['POST', '/rest/v1/proposals', member.token, { ...proposal, company_id: companyA, submitted_by_email: 'ceo@example.com' }],
      ['POST', '/rest/v1/ticket_messages', member.token, { ticket_id: ticketA, body: 'hi', from_staff: true }],
      ['POST', '/rest/v1/ticket_messages', member.token, { ticket_id: ticketA, body: 'hi', author_email: 'support@example.com' }],
      ['POST', '/rest/v1/ticket_messages', member.token, { ticket_id: ticketA, body: 'hi', author_id: owner.id }],
      ['POST', '/rest/v1/ticket_messages', member.token, { ticket_id: ticketB, body: 'hi' }],
      ['PATCH', `/rest/v1/support_tickets?id=eq.${ticketA}`, owner.token, { company_id: companyB }],
      [
        'POST',
        '/rest/v1/support_tickets?on_conflict=id',
        stranger.token,
        { ...ticket, id: ticketA, company_id: companyB },
        { prefer: 'resolution=merge-duplicates,return=representation' },
      ],
      ['PATCH', `/rest/v1/proposals?company_id=eq.${companyA}`, member.token, { status: 'accepted', status_note: 'Approved' }],
      ['PATCH', `/rest/v1/support_tickets?id=eq.${ticketB}`, owner.token, { status: 'resolved' }],
      ['DELETE', `/rest/v1/support_tickets?id=eq.${ticketA}`, owner.token, undefined],
      ['POST', '/rest/v1/client_projects', owner.token, { company_id: companyA, client_id: owner.id, title: 'Mine' }],
      [
        'POST',
        '/rest/v1/request_files',
        member.token,
        {
          bucket: 'ticket-files',
          object_path: `${member.id}/x.pdf`,
          file_name: 'x.pdf',
          content_type: 'application/pdf',
          size_bytes: 1,
          ticket_id: ticketB,
        },
      ],
      [
        'POST',
        '/rest/v1/request_files',
        member.token,
        {
          bucket: 'ticket-files',
          object_path: `${owner.id}/x.pdf`,
          file_name: 'x.pdf',
          content_type: 'application/pdf',
          size_bytes: 1,
          ticket_id: ticketA,
        },
      ],
      [
        'POST',
        '/rest/v1/request_files',
        member.token,
        {
          bucket: 'ticket-files',
          object_path: `${member.id}/x.pdf`,
          file_name: 'x.pdf',
          content_type: 'application/pdf',
          size_bytes: 1,
          ticket_id: ticketA,
          owner_id: owner.id,
        },
      ],
    ];
    for (const [method, path, token, body, headers] of writes)
      expect4xx(`${method} ${path} ${JSON.stringify(body)}`, await call(method, path, token, body, headers));
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('embedding, or= filters and the staff history read nothing of another company, and invitations are the owners’', async () => {
    const ok = async (path: string, token: string | null) => {
      const answer = await call('GET', path, token);
      return answer.status === 200 ? (answer.body as Array<Record<string, unknown>>) : answer.status;
    };
    const companiesSeen = (rows: Array<Record<string, unknown>> | number) =>
      typeof rows === 'number' ? rows : JSON.stringify(rows).includes(companyA) || JSON.stringify(rows).includes(owner.email);

    // The stranger (owner of B) tries every road to company A.
    for (const path of [
      `/rest/v1/companies?or=(id.eq.${companyA},name.ilike.*)`,
      `/rest/v1/company_members?or=(company_id.eq.${companyA},user_id.eq.${owner.id})`,
      '/rest/v1/company_members?select=*',
      `/rest/v1/company_invitations?company_id=eq.${companyA}`,
      '/rest/v1/support_tickets?select=*',
      `/rest/v1/support_tickets?or=(company_id.eq.${companyA},id.eq.${ticketA})`,
      `/rest/v1/ticket_messages?ticket_id=eq.${ticketA}`,
      `/rest/v1/request_files?or=(ticket_id.eq.${ticketA},owner_id.eq.${owner.id})`,
      '/rest/v1/staff_changes?item_type=eq.company',
    ]) {
      expect({ path, seen: companiesSeen(await ok(path, stranger.token)) }).toEqual({ path, seen: false });
    }
    // Embedding (which the stand-in refuses outright) is a 4xx, never rows of another company.
    for (const path of [
      '/rest/v1/support_tickets?select=*,company_members(*)',
      '/rest/v1/support_tickets?select=*,companies(*,company_members(*))',
      '/rest/v1/support_tickets?select=id,companies!inner(name)',
      `/rest/v1/companies?id=eq.${companyA}&select=*,company_members(*),company_invitations(*)`,
      `/rest/v1/ticket_messages?select=*,support_tickets(*)&ticket_id=eq.${ticketA}`,
    ])
      expect4xx(`embed ${path}`, await call('GET', path, stranger.token));

    // The member sees A's members but not its invitations, filtered either way.
    const invitation = await invite(owner, companyA, `pending-${crypto.randomUUID().slice(0, 8)}@example.com`);
    expect(await ok(`/rest/v1/company_invitations?company_id=eq.${companyA}`, member.token)).toEqual([]);
    expect(await ok(`/rest/v1/company_invitations?or=(id.eq.${invitation.id},email.like.*)`, member.token)).toEqual([]);
    expect(await ok(`/rest/v1/company_members?company_id=eq.${companyA}&select=user_id`, member.token)).toHaveLength(2);
    expect(await ok(`/rest/v1/company_invitations?select=id&company_id=eq.${companyA}`, owner.token)).toContainEqual({ id: invitation.id });
    // No column of the invitation holds its token.
    const [row] = (await ok(`/rest/v1/company_invitations?id=eq.${invitation.id}`, owner.token)) as Array<Record<string, unknown>>;
    expect(JSON.stringify(row)).not.toContain(invitation.token.split('.')[1]);

    // Anon reads none of the three tables and learns nothing from an unknown token.
    for (const table of ['companies', 'company_members', 'company_invitations'])
      expect4xx(`anon ${table}`, await call('GET', `/rest/v1/${table}?select=*`, null));
    const unknown = await rpc('company_invitation_preview', null, { p_token: `${crypto.randomUUID()}.${'ab'.repeat(32)}` });
    expect(unknown).toMatchObject({ status: 400, body: { code: 'P0001', message: 'invitation_invalid' } });
    expect(JSON.stringify(unknown.body)).not.toMatch(/@|company_id/);
    expect(await rpc('withdraw_company_invitation', owner.token, { p_invitation_id: invitation.id })).toMatchObject({ status: 204 });
  });

  it('invitation tokens: another invitation’s signature, letter case and white space in the token are invalid; the address’s case is not', async () => {
    const tag = crypto.randomUUID().slice(0, 8);
    const first = await invite(owner, companyA, `first-${tag}@example.com`);
    const second = await invite(stranger, companyB, `second-${tag}@example.com`);
    const [firstId, firstSig] = first.token.split('.') as [string, string];
    const [secondId, secondSig] = second.token.split('.') as [string, string];
    for (const token of [
      `${firstId}.${secondSig}`,
      `${secondId}.${firstSig}`,
      `${firstId.toUpperCase()}.${firstSig}`,
      `${firstId}.${firstSig.toUpperCase()}`,
      ` ${first.token}`,
      `${first.token}\n`,
      `${first.token}.${firstSig}`,
      `${firstId}.${firstSig.slice(0, 63)}`,
      `${firstId}.${Buffer.from(firstSig, 'hex').toString('base64url')}`,
    ]) {
      expect(await rpc('company_invitation_preview', null, { p_token: token })).toMatchObject({
        status: 400,
        body: { message: 'invitation_invalid' },
      });
      expect(await rpc('accept_company_invitation', stranger.token, { p_token: token })).toMatchObject({
        status: 400,
        body: { message: 'invitation_invalid' },
      });
    }
    // B's owner holding A's link is the wrong account; an address in other letter case and with
    // white space around it is the same address, invited and accepting.
    expect(await rpc('accept_company_invitation', stranger.token, { p_token: first.token })).toMatchObject({
      status: 400,
      body: { message: 'invitation_wrong_account' },
    });
    const address = `mixed-${tag}@example.com`; // stored as Auth stores addresses: lower case
    await standIn.createConfirmedUser(address, password);
    const inviteeToken = await tokenOf(address);
    const known = (await standIn.mailTo(address)).length;
    const answer = await rpc('create_company_invitation', owner.token, {
      p_company_id: companyA,
      p_email: `  Mixed-${tag.toUpperCase()}@Example.COM `,
    });
    expect(answer).toMatchObject({ status: 200, body: { email: address } });
    const token = await mailedToken(address, known);
    expect(await rpc('accept_company_invitation', inviteeToken, { p_token: token })).toMatchObject({
      status: 200,
      body: { company_id: companyA },
    });
    expect(await rpc('accept_company_invitation', inviteeToken, { p_token: token })).toMatchObject({
      status: 400,
      body: { message: 'invitation_used' },
    });
  }, 60_000);

  it('an owner invitation accepted by someone already a member changes no role; staff cannot join a client company', async () => {
    // A member holding an owner invitation for his address (made before he joined, say) stays a member.
    const planted = await standIn.database.asService(async (tx) => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into public.company_invitations (company_id, email, role) values ($1, $2, 'owner') returning id`,
        [companyA, member.email],
      );
      const { rows: signature } = await tx.query<{ s: string }>('select private.invitation_signature($1) as s', [rows[0]!.id]);
      return `${rows[0]!.id}.${signature[0]!.s}`;
    });
    expect(await rpc('accept_company_invitation', member.token, { p_token: planted })).toMatchObject({ status: 200 });
    const members = await rpc('company_members', owner.token, { p_company_id: companyA });
    expect((members.body as Array<{ user_id: string; role: string }>).find((row) => row.user_id === member.id)).toMatchObject({
      role: 'member',
    });

    // A staff account invited (by a client who knows the address) is refused: a staff address
    // would otherwise reach the company's members, and client notices would reach staff.
    const staffEmail = `staff-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const staffId = await standIn.createConfirmedUser(staffEmail, password);
    await standIn.database.asService((tx) =>
      tx.query(`update auth.users set raw_app_meta_data = raw_app_meta_data || '{"staff": true}' where id = $1`, [staffId]),
    );
    const staffToken = await tokenOf(staffEmail);
    const invitation = await invite(owner, companyA, staffEmail, 'owner');
    const before = await snapshot();
    expect(await rpc('accept_company_invitation', staffToken, { p_token: invitation.token })).toMatchObject({
      status: 400,
      body: { message: 'invitation_wrong_account' },
    });
    expect(await snapshot()).toBe(before);
  }, 60_000);

  it('signing up with an invited address gets no company and cannot accept before the address is confirmed', async () => {
    const address = `squatter-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { token } = await invite(owner, companyA, address);
    const signup = await call('POST', '/auth/v1/signup', null, { email: address, password });
    expect(signup.status).toBe(200);
    const signIn = await call('POST', '/auth/v1/token?grant_type=password', null, { email: address, password });
    expect(signIn).toMatchObject({ status: 400, body: { code: 'email_not_confirmed' } });
    const memberships = await standIn.database.asService((tx) =>
      tx.query('select m.* from public.company_members m join auth.users u on u.id = m.user_id where u.email = $1', [address]),
    );
    expect(memberships.rows).toEqual([]);
    // Even holding a session (as a token made for the unconfirmed account would be), accepting is refused.
    const id = (await standIn.database.asService((tx) => tx.query<{ id: string }>('select id from auth.users where email = $1', [address])))
      .rows[0]!.id;
    const claims = { ...decodeJwt(owner.token), sub: id, email: address };
    const forgedSession = await signed(claims);
    expect(await rpc('accept_company_invitation', forgedSession, { p_token: token })).toMatchObject({
      status: 400,
      body: { message: 'invitation_wrong_account' },
    });
    expect(await rpc('company_invitation_preview', null, { p_token: token })).toMatchObject({ body: { status: 'pending' } });
  }, 60_000);

  it('the hourly invitation limit counts withdrawn invitations and every company of the owner', async () => {
    const limited = await person('co-limited');
    const companies = [await firstCompany(limited)];
    // A second company he owns (made as staff would, then handed over).
    companies.push(
      await standIn.database.asService(async (tx) => {
        const { rows } = await tx.query<{ id: string }>(`insert into public.companies (name) values ('Second Co') returning id`);
        await tx.query(`insert into public.company_members (company_id, user_id, role, email) values ($1, $2, 'owner', $3)`, [
          rows[0]!.id,
          limited.id,
          limited.email,
        ]);
        return rows[0]!.id;
      }),
    );
    for (let i = 0; i < 10; i++) {
      const company = companies[i % 2]!;
      const answer = await rpc('create_company_invitation', limited.token, {
        p_company_id: company,
        p_email: `same-${limited.id.slice(0, 8)}@example.com`,
      });
      expect(answer.status).toBe(200);
      expect(
        await rpc('withdraw_company_invitation', limited.token, { p_invitation_id: (answer.body as { id: string }).id }),
      ).toMatchObject({ status: 204 });
    }
    for (const company of companies)
      expect(
        await rpc('create_company_invitation', limited.token, {
          p_company_id: company,
          p_email: `late-${limited.id.slice(0, 8)}@example.com`,
        }),
      ).toMatchObject({ status: 400, body: { message: 'invitation_rate_limited' } });
  }, 60_000);
});

describe('client companies: an owner’s invitations speak for an owner', () => {
  const from = '127.0.0.10';
  async function call(path: string, token: string | null, body: unknown) {
    const response = await standIn.requestFrom(from, path, {
      method: 'POST',
      headers: {
        apikey: standIn.config.anonKey,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: response.body ? (JSON.parse(response.body) as Record<string, unknown>) : null };
  }
  const rpc = (name: string, token: string, args: unknown) => call(`/rest/v1/rpc/${name}`, token, args);
  async function person(label: string) {
    const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const id = await standIn.createConfirmedUser(email, password);
    const answer = await call('/auth/v1/token?grant_type=password', null, { email, password });
    return { id, email, token: answer.body!.access_token as string };
  }
  async function inviteAndToken(token: string, company: string, email: string, role: string): Promise<string> {
    const known = (await standIn.mailTo(email)).length;
    expect(await rpc('create_company_invitation', token, { p_company_id: company, p_email: email, p_role: role })).toMatchObject({
      status: 200,
    });
    const mail = await standIn.nextMail(email, known);
    return /\/invitation\?token=([0-9a-f-]+\.[0-9a-f]+)/.exec(mail.text)![1]!;
  }

  it.each([
    ['removed', 'remove_company_member'],
    ['demoted', 'set_company_member_role'],
    ['leaving', 'leave_company'],
  ])('an owner %s cannot come back through an owner invitation they sent to another address of theirs', async (_label, how) => {
    const [first, second, alt] = await Promise.all([person('first'), person('second'), person('alt')]);
    const company = ((await rpc('my_companies', first.token, {})).body as unknown as Array<{ id: string }>)[0]!.id;
    const join = await inviteAndToken(first.token, company, second.email, 'owner');
    expect(await rpc('accept_company_invitation', second.token, { p_token: join })).toMatchObject({ status: 200 });
    // The second owner, expecting to be removed, invites an address of their own as owner.
    const backdoor = await inviteAndToken(second.token, company, alt.email, 'owner');
    const change =
      how === 'leave_company'
        ? await rpc(how, second.token, { p_company_id: company })
        : await rpc(how, first.token, {
            p_company_id: company,
            p_user_id: second.id,
            ...(how === 'set_company_member_role' ? { p_role: 'member' } : {}),
          });
    expect(change.status).toBe(204);
    expect(await rpc('company_invitation_preview', alt.token, { p_token: backdoor })).toMatchObject({ body: { status: 'withdrawn' } });
    expect(await rpc('accept_company_invitation', alt.token, { p_token: backdoor })).toMatchObject({
      status: 400,
      body: { message: 'invitation_withdrawn' },
    });
    const members = (await rpc('company_members', first.token, { p_company_id: company })).body as unknown as Array<{ user_id: string }>;
    expect(members.map((row) => row.user_id)).not.toContain(alt.id);
    // The remaining owner's own invitations are untouched.
    const kept = await inviteAndToken(first.token, company, `kept-${crypto.randomUUID().slice(0, 8)}@example.com`, 'member');
    expect(await rpc('company_invitation_preview', first.token, { p_token: kept })).toMatchObject({ body: { status: 'pending' } });
  });
});

describe('client companies: a company name cannot disguise itself in the mail it is sent in', () => {
  it('refuses direction overrides, invisible characters and line separators; accepts names in any script', async () => {
    const email = `names-${crypto.randomUUID().slice(0, 8)}@example.com`;
    await standIn.createConfirmedUser(email, password);
    const session = await standIn.requestFrom('127.0.0.11', '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { apikey: standIn.config.anonKey, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const token = (JSON.parse(session.body) as { access_token: string }).access_token;
    const rpc = async (name: string, args: unknown) => {
      const response = await standIn.requestFrom('127.0.0.11', `/rest/v1/rpc/${name}`, {
        method: 'POST',
        headers: { apikey: standIn.config.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(args),
      });
      return { status: response.status, body: response.body ? (JSON.parse(response.body) as unknown) : null };
    };
    const company = ((await rpc('my_companies', {})).body as Array<{ id: string }>)[0]!.id;
    // "Northwind <RLO>lanigiro" shows as "Northwind original" reversed; the others hide or break lines.
    for (const name of [
      'Northwind \u202elanigiro',
      '\u2066Northwind\u2069',
      'North\u200bwind',
      'North\u200dwind',
      '\u200fNorthwind',
      '\ufeffNorthwind',
      'Northwind\u2028Traders',
      'Northwind\u2029Traders',
      'North\u2060wind',
      'North\u00adwind',
    ])
      expect({ name, answer: await rpc('rename_company', { p_company_id: company, p_name: name }) }).toMatchObject({
        name,
        answer: { status: 400, body: { message: 'invalid_name' } },
      });
    for (const name of ['Café Ünïcode GmbH', 'PT Maju Jaya (Persero) Tbk.', 'شركة الأمل', 'Contoso 株式会社', 'Fabrikam & Co — Logistics'])
      expect({ name, answer: await rpc('rename_company', { p_company_id: company, p_name: name }) }).toMatchObject({
        name,
        answer: { status: 204 },
      });
    // The table holds the same rule, whoever writes it.
    await expect(
      standIn.database.asService((tx) => tx.query('update public.companies set name = $1 where id = $2', ['A\u202eB', company])),
    ).rejects.toThrow(/companies_name_check/);
    // An account made with such an address (as the service role may) still gets its company, named without them.
    const odd = `odd\u202e-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const oddId = await standIn.createConfirmedUser(odd, password);
    const named = await standIn.database.asService((tx) =>
      tx.query<{ name: string }>(
        'select c.name from public.companies c join public.company_members m on m.company_id = c.id where m.user_id = $1',
        [oddId],
      ),
    );
    expect(named.rows).toEqual([{ name: odd.replace('\u202e', '') }]);
  });
});
